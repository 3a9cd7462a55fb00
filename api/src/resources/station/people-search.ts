import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { normalizePhone } from '@church/contracts/phone';
import { STATION_SEARCH_LIMIT } from '@church/contracts/stations';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

// The station's "find a person as they type": by name, forgiving a slip ("Jonh" finds John), or
// by phone. The distinct first and last names are kept in memory (a few thousand words at 10,000
// members, read again after NAME_WORDS_MS or once someone joined); each typed word picks the
// names whose start is within its allowed slips (an edit distance: trigrams rank a swapped pair of letters, "Jonh", below
// shorter names that merely share a beginning, "Joy"). PostgreSQL then finds the people with those
// names, exact starts first, by plain equality: computing trigram similarity for every member on
// each keystroke was three times the budget. A phone finds its owner only whole. Nothing but
// names leaves this module.

export interface FoundPerson {
  id: number;
  first_name: string;
  last_name: string;
}

/** How long the names read for the search are used: a person renamed since is found by the new name after this. */
export const NAME_WORDS_MS = 60_000;
const PHONE_LIKE = /^[\d\s()+.-]+$/;

interface NameWords {
  readAt: number;
  /** The newest person's id when they were read: a larger one means someone joined since. */
  lastId: number;
  /** Each word of a name (lower case) with the whole names (as stored, so compared without lower()) it is part of. */
  words: Map<string, string[]>;
}
const nameWordsOf = new WeakMap<Db, Promise<NameWords>>();

async function readNameWords(db: Db, now: number, lastId: number): Promise<NameWords> {
  const rows = (await db.execute(sql`select first_name as name from users union select last_name from users`)) as unknown as { rows: Array<{ name: string }> };
  const words = new Map<string, string[]>();
  for (const { name } of rows.rows) for (const word of nameWords(name)) words.set(word, [...(words.get(word) ?? []), name]);
  return { readAt: now, lastId, words };
}

/** The newest person's id (the primary key's last entry: no scan). */
async function newestPersonId(db: Db): Promise<number> {
  const result = (await db.execute(sql`select coalesce(max(id), 0) as id from users`)) as unknown as { rows: Array<{ id: number | string }> };
  return Number(result.rows[0]?.id ?? 0);
}

// Read again after NAME_WORDS_MS (a renamed person), and at once when someone joined since: a
// member registered in the lobby is found at the door, by a slip in their name too.
async function currentNameWords(db: Db, now = Date.now()): Promise<NameWords> {
  const [kept, lastId] = await Promise.all([nameWordsOf.get(db)?.catch(() => null), newestPersonId(db)]);
  if (kept && now - kept.readAt < NAME_WORDS_MS && kept.lastId >= lastId) return kept;
  const next = readNameWords(db, now, lastId);
  nameWordsOf.set(db, next);
  return next;
}

/** The names one typed word may mean: all of them within its slips, and those it starts exactly. */
function namesFor(typed: string, words: Map<string, string[]>): { all: string[]; exact: string[] } {
  const all = new Set<string>();
  const exact = new Set<string>();
  for (const [word, names] of words) {
    const distance = Math.min(editDistance(typed, word.slice(0, typed.length)), editDistance(typed, word));
    if (distance > allowedSlips(typed)) continue;
    for (const name of names) {
      all.add(name);
      if (distance === 0) exact.add(name);
    }
  }
  return { all: [...all], exact: [...exact] };
}

const textArray = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;
const hasName = (names: readonly string[]) => sql`(${users.firstName} = any(${textArray(names)}) or ${users.lastName} = any(${textArray(names)}))`;

export async function searchPeople(db: Db, search: string): Promise<FoundPerson[]> {
  const text = search.trim().replace(/\s+/g, ' ').slice(0, 100);
  if (text === '') return [];
  const select = { id: users.id, first_name: users.firstName, last_name: users.lastName };
  if (PHONE_LIKE.test(text)) {
    const phone = wholePhone(text);
    if (!phone) return [];
    return db.select(select).from(users)
      .where(and(isNull(users.deactivatedAt), phone))
      .orderBy(users.lastName, users.firstName, users.id)
      .limit(STATION_SEARCH_LIMIT);
  }
  const { words } = await currentNameWords(db);
  const typed = nameWords(text).slice(0, 4).map((word) => ({ word, ...namesFor(word, words) }));
  // A word no kept name starts exactly may be a name added since they were read (someone who
  // registered in the lobby a minute ago, "Zimuzu" beside a kept "Zimuzo"): it is also looked up
  // as the start of a name, without slips. A word typed as a kept name skips that scan.
  const matches = ({ word, all, exact }: (typeof typed)[number]) =>
    exact.length ? hasName(all) : all.length ? or(hasName(all), startsAName(word))! : startsAName(word);
  // Fewest words matched only with a slip first, then by name. (Casts keep a lone constant from
  // being read as ORDER BY's column position.)
  const slips = sql.join(
    typed.map(({ word, all, exact }) =>
      all.length === 0 ? sql`0::int` : sql`(case when ${exact.length ? hasName(exact) : startsAName(word)} then 0 else 1 end)`,
    ),
    sql` + `,
  );
  return db.select(select).from(users)
    .where(and(isNull(users.deactivatedAt), ...typed.map(matches)))
    .orderBy(slips, users.lastName, users.firstName, users.id)
    .limit(STATION_SEARCH_LIMIT);
}

/** Digits a phone is typed with at the least: a part of a number must never find its owner. */
export const MIN_PHONE_DIGITS = 9;

// A phone matches only whole: as the normalised number ("0809 333 4444", "+234 809 333 4444"), or
// as its last 9 or 10 digits (the local number without its 0, a foreign one without its code).
// Digits from anywhere in it once let a station read every number back, a digit at a time.
function wholePhone(text: string) {
  const digits = text.replace(/\D/g, '');
  if (digits.length < MIN_PHONE_DIGITS) return null;
  const normalised = eq(users.phone, normalizePhone(text)!);
  return digits.length <= 10 ? or(normalised, sql`right(${users.phone}, ${digits.length}) = ${digits}`)! : normalised;
}

const startPattern = (word: string) => `${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const startsAName = (word: string) => sql`(lower(${users.firstName}) like ${startPattern(word)} or lower(${users.lastName}) like ${startPattern(word)})`;

const nameWords = (text: string) => text.toLowerCase().split(/[\s'-]+/).filter(Boolean);

/** Slips forgiven in a typed word: none in one or two letters, one up to five, two beyond. */
export function allowedSlips(word: string): number {
  return word.length <= 2 ? 0 : word.length <= 5 ? 1 : 2;
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
