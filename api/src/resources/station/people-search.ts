import { and, isNull, like, or, sql } from 'drizzle-orm';
import { STATION_SEARCH_LIMIT } from '@church/contracts/stations';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/sql-helpers';
import { users } from '../../db/schema';

// The station's "find a person as they type": by name, forgiving a slip ("Jonh" finds John), or
// by phone. PostgreSQL picks the candidates (the name contains the text, or pg_trgm's
// word_similarity is at least 0.3, or the phone's digits contain the typed digits); the ranking
// is an edit distance here, because trigrams rank a swapped pair of letters ("Jonh") below
// shorter names that merely share a beginning ("Joy"). Nothing but names leaves this module.

export interface FoundPerson {
  id: number;
  first_name: string;
  last_name: string;
}

/** Candidates read per search: every likely one at 10,000 members, a bound for the pathological. */
const MAX_CANDIDATES = 2000;
const PHONE_LIKE = /^[\d\s()+.-]+$/;
const fullName = sql`(${users.firstName} || ' ' || ${users.lastName})`;

export async function searchPeople(db: Db, search: string): Promise<FoundPerson[]> {
  const text = search.trim().replace(/\s+/g, ' ').slice(0, 100);
  if (text === '') return [];
  const digits = text.replace(/\D/g, '').replace(/^0+/, '');
  const byPhone = PHONE_LIKE.test(text) && digits.length >= 3;
  const byName = or(sql`${fullName} ilike ${likePattern(text)}`, sql`word_similarity(${text}, ${fullName}) >= 0.3`);
  const rows = await db
    .select({ id: users.id, first_name: users.firstName, last_name: users.lastName })
    .from(users)
    .where(and(isNull(users.deactivatedAt), byPhone ? like(users.phone, likePattern(digits)) : byName))
    .limit(MAX_CANDIDATES);
  if (byPhone) return rows.sort(byNames).slice(0, STATION_SEARCH_LIMIT);
  const words = nameWords(text);
  return rows
    .map((person) => ({ person, distance: nameDistance(words, nameWords(`${person.first_name} ${person.last_name}`)) }))
    .filter(({ distance }) => distance !== null)
    .sort((a, b) => a.distance! - b.distance! || byNames(a.person, b.person))
    .slice(0, STATION_SEARCH_LIMIT)
    .map(({ person }) => person);
}

const byNames = (a: FoundPerson, b: FoundPerson) => a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name) || a.id - b.id;
const nameWords = (text: string) => text.toLocaleLowerCase().split(/[\s'-]+/).filter(Boolean);

/** Slips forgiven in a typed word: none in one or two letters, one up to five, two beyond. */
export function allowedSlips(word: string): number {
  return word.length <= 2 ? 0 : word.length <= 5 ? 1 : 2;
}

/**
 * How far the typed words are from a person's names: each typed word against the start of its
 * closest name word (as one types, "Ruth Bel" is Ruth Bello), summed; null when a word is further
 * than its allowed slips from every name.
 */
export function nameDistance(typed: readonly string[], names: readonly string[]): number | null {
  let total = 0;
  for (const word of typed) {
    let best = Infinity;
    for (const name of names) best = Math.min(best, editDistance(word, name.slice(0, word.length)), editDistance(word, name));
    if (best > allowedSlips(word)) return null;
    total += best;
  }
  return total;
}

/** Letters added, removed, changed or two neighbours swapped (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}
