// Months and selectable years (spec sections 5 and 9).
import { z } from 'zod';
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

// Query and body fields for a month and a year (query strings are coerced).
export const monthField = z.coerce
  .number({ error: 'Month must be a number from 1 to 12' })
  .int('Month must be a whole number from 1 to 12')
  .min(1, 'Month must be from 1 (January) to 12 (December)')
  .max(12, 'Month must be from 1 (January) to 12 (December)');

export const yearField = z.coerce
  .number({ error: `Year must be a number from ${FIRST_SELECTABLE_YEAR} to ${LAST_SELECTABLE_YEAR}` })
  .int('Year must be a whole number')
  .min(FIRST_SELECTABLE_YEAR, `Year must be from ${FIRST_SELECTABLE_YEAR} to ${LAST_SELECTABLE_YEAR}`)
  .max(LAST_SELECTABLE_YEAR, `Year must be from ${FIRST_SELECTABLE_YEAR} to ${LAST_SELECTABLE_YEAR}`);
