// Months (1 to 12) and selectable years (2023 to 2035). No zod here: the pages that only name
// months load none (the API's fields are in month-fields.ts).
export const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;
export type MonthName = (typeof MONTH_NAMES)[number];

export const FIRST_SELECTABLE_YEAR = 2023;
export const LAST_SELECTABLE_YEAR = 2035;

// A month number is valid only from 1 to 12 (whole numbers); anything else gives null.
export function toMonthNumber(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 12) return null;
  return n;
}

// A selectable year (2023 to 2035, whole numbers) from a value such as a query string; else null.
export function toSelectableYear(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < FIRST_SELECTABLE_YEAR || n > LAST_SELECTABLE_YEAR) return null;
  return n;
}

export function monthName(value: unknown): MonthName | null {
  const n = toMonthNumber(value);
  return n === null ? null : MONTH_NAMES[n - 1];
}

export function selectableYears(): number[] {
  const years: number[] = [];
  for (let y = FIRST_SELECTABLE_YEAR; y <= LAST_SELECTABLE_YEAR; y += 1) years.push(y);
  return years;
}
