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

// Optimal string alignment distance, given up past 1 (all a typo match needs).
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    rows[i] = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2][j - 2] + 1);
      rows[i][j] = value;
      best = Math.min(best, value);
    }
    if (best > 1) return false;
  }
  return rows[a.length][b.length] <= 1;
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
    const nameWords = wordsOf(`${person.first_name} ${person.last_name}`);
    let score = 0;
    for (const word of words) {
      const best = Math.max(0, ...nameWords.map((nameWord) => wordScore(word, nameWord)));
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
