// Folded for matching: lower case, accents dropped ("Adéṣọlá" matches "adesola").
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether a name matches the sheet's search: each word typed is in the name, in any order ("obi ada" finds Ada Obi). */
export function matchesSearch(fullName: string, search: string): boolean {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const name = fold(fullName);
  return words.every((word) => name.includes(word));
}
