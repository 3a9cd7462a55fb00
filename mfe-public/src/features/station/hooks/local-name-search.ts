// Finding a person among the names kept on the tablet, for when the connection is gone: every word
// typed must start a word of the name, or nearly (one letter wrong, missing, extra or two swapped,
// for words of three letters or more), so "Jonh" still finds John.

export interface NamedPerson {
  id: number;
  first_name: string;
  last_name: string;
}

export function normalizeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .trim();
}

const wordsOf = (text: string) => normalizeName(text).split(/\s+/).filter(Boolean);

// Each kept person's name words, worked out once: a keystroke then compares 10,000 names in a few ms.
const nameWordsCache = new WeakMap<NamedPerson, string[]>();
function nameWordsOf(person: NamedPerson): string[] {
  let words = nameWordsCache.get(person);
  if (!words) {
    words = wordsOf(`${person.first_name} ${person.last_name}`);
    nameWordsCache.set(person, words);
  }
  return words;
}

// One letter changed, added or removed, or two neighbours swapped, at most: checked in one pass
// without tables (a keystroke compares tens of thousands of words).
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length === b.length) {
    let i = 0;
    while (a[i] === b[i]) i++;
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length - short.length !== 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i) === long.slice(i + 1);
}

/** 2 when the word starts the name's word, 1 when it nearly does, 0 otherwise. */
function wordScore(typed: string, word: string): number {
  if (word.startsWith(typed)) return 2;
  if (typed.length < 3) return 0;
  const prefixes = [word.slice(0, typed.length), word.slice(0, typed.length - 1), word.slice(0, typed.length + 1)];
  return prefixes.some((prefix) => withinOneEdit(typed, prefix)) ? 1 : 0;
}

/** The people whose names match what was typed, best first, at most `limit`. */
export function searchNames<P extends NamedPerson>(people: readonly P[], typed: string, limit: number): P[] {
  const words = wordsOf(typed);
  if (!words.length) return [];
  const found: Array<{ person: P; score: number; name: string }> = [];
  for (const person of people) {
    const nameWords = nameWordsOf(person);
    let score = 0;
    for (const word of words) {
      let best = 0;
      for (const nameWord of nameWords) if (best < 2) best = Math.max(best, wordScore(word, nameWord));
      if (!best) {
        score = 0;
        break;
      }
      score += best;
    }
    if (score) found.push({ person, score, name: nameWords.join(' ') });
  }
  found.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
  return found.slice(0, limit).map((entry) => entry.person);
}

/** Whether the text is a phone number (digits, spaces, +, -, brackets): names kept on the tablet hold none. */
export function looksLikePhone(typed: string): boolean {
  return /^[\d\s+()-]+$/.test(typed.trim()) && /\d{3}/.test(typed);
}
