import { isoWithOffset } from '@church/contracts/church-time';

// Small pieces of the notifications' plain texts, said the same way in every kind.

/** 'Ada Obi', 'Ada Obi and Tunde Ade', 'Ada Obi, Tunde Ade and 3 more' (at most `shown` names). */
export function nameList(names: readonly string[], shown = 5): string {
  if (names.length <= 1) return names[0] ?? '';
  if (names.length <= shown) return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}

/** '1 follow-up', '3 follow-ups'. */
export const countOf = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** The hour (0–23) on the church's clock at `now`. */
export const churchHourOf = (now: Date): number => Number(isoWithOffset(now).slice(11, 13));
