import type { z } from 'zod';
import type { DateOrder } from '@church/contracts/imports';
import type { Db } from '../../db/client';

// What every kind of import shares: a row's cells by field, its validation against a contracts
// schema (one message per field, the file's own column named by the caller), the outcome a row
// gets, and arrays of text reaching the database as one parameter each.

export type Cells = Record<string, string | null>;

export interface RowInput {
  row: number;
  cells: Cells;
}

export type Outcome = 'create' | 'update' | 'skip';

export interface RowResult {
  row: number;
  /** Problems by field; any makes the row an error and the file uncommittable. */
  errors: Array<{ field: string; message: string }>;
  outcome?: Outcome;
  /** Why, in a few words, for the report (e.g. "already here, same email"). */
  why?: string;
  /** Who or what the row is about, for the report. */
  record: string;
}

export interface BatchOptions {
  /** The database, or the commit's transaction. */
  db: Db;
  /** Write the rows (inside the commit's transaction), or only say what a commit would do. */
  write: boolean;
  existing: 'skip' | 'update';
  actorId: number;
}

/** A kind's handler for one pass over a file: its state (caches, rows seen) lives across batches. */
export interface ImportPass {
  process: (rows: RowInput[], options: BatchOptions) => Promise<RowResult[]>;
  /** Run once after the last batch of a commit (e.g. the people to invite). */
  created?: () => string[];
}

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

/** The cell, or undefined when it is empty (an empty cell never clears what is stored). */
export const cell = (cells: Cells, field: string): string | undefined => (blank(cells[field]) ? undefined : cells[field]!.trim());

/** Validates `input` with a contracts schema: its value, or one message per field. */
export function check<S extends z.ZodType>(schema: S, input: Record<string, unknown>): { value?: z.output<S>; errors: RowResult['errors'] } {
  const result = schema.safeParse(input);
  if (result.success) return { value: result.data, errors: [] };
  const errors: RowResult['errors'] = [];
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_');
    if (!errors.some((e) => e.field === field)) errors.push({ field, message: issue.message });
  }
  return { errors };
}

/**
 * One field's check with a contracts schema, remembered per distinct cell: a quarter of attendance
 * repeats a few thousand emails, a hundred days and three services over 250,000 rows, so each
 * value is checked once. At most `limit` values are remembered (then the cache starts again).
 */
export function cellCheck<S extends z.ZodType>(schema: S, limit = 50_000): (text: string | undefined) => { value?: z.output<S>; message?: string } {
  const seen = new Map<string | undefined, { value?: z.output<S>; message?: string }>();
  return (text) => {
    let known = seen.get(text);
    if (!known) {
      const result = schema.safeParse(text);
      known = result.success ? { value: result.data } : { message: result.error.issues[0].message };
      if (seen.size >= limit) seen.clear();
      seen.set(text, known);
    }
    return known;
  };
}

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const ISO_DAY = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T].*)?$/;
const NUMERIC_DAY = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?:[ T].*)?$/;
const DAY_MONTH_NAME = /^(\d{1,2})(?:st|nd|rd|th)?[ -]([a-z]{3,9})\.?,?[ -](\d{4})$/i;
const MONTH_NAME_DAY = /^([a-z]{3,9})\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/i;

const monthNumber = (name: string) => {
  const index = MONTH_NAMES.indexOf(name.slice(0, 3).toLowerCase());
  return index < 0 ? 0 : index + 1;
};

function isoDay(year: string, month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A day as spreadsheets and other systems write it, as 'YYYY-MM-DD', or undefined when it cannot
 * be read: '1987-03-02' (a time after it is dropped), '2 Mar 1987', 'March 2, 1987', or numbers
 * with the day and the month read in the file's order ('02/03/1987' is 2 March day first).
 */
export function readDay(text: string, order: DateOrder): string | undefined {
  const trimmed = text.trim();
  const iso = ISO_DAY.exec(trimmed);
  if (iso) return isoDay(iso[1], Number(iso[2]), Number(iso[3]));
  const numeric = NUMERIC_DAY.exec(trimmed);
  if (numeric) {
    const [first, second] = [Number(numeric[1]), Number(numeric[2])];
    return order === 'day-first' ? isoDay(numeric[3], second, first) : isoDay(numeric[3], first, second);
  }
  const dayMonth = DAY_MONTH_NAME.exec(trimmed);
  if (dayMonth) return isoDay(dayMonth[3], monthNumber(dayMonth[2]), Number(dayMonth[1]));
  const monthDay = MONTH_NAME_DAY.exec(trimmed);
  if (monthDay) return isoDay(monthDay[3], monthNumber(monthDay[1]), Number(monthDay[2]));
  return undefined;
}

/**
 * The order a file's numeric days show by themselves: day first when one starts above 12
 * (23/04/1987), month first when one has its second number above 12 (04/23/1987); undefined when
 * none tells, or when both are found (the file is not consistent; the church's day-first stands).
 */
export function evidentDateOrder(texts: Iterable<string>): DateOrder | undefined {
  let dayFirst = false;
  let monthFirst = false;
  for (const text of texts) {
    const numeric = NUMERIC_DAY.exec(text.trim());
    if (!numeric) continue;
    if (Number(numeric[1]) > 12) dayFirst = true;
    if (Number(numeric[2]) > 12) monthFirst = true;
  }
  return dayFirst === monthFirst ? undefined : dayFirst ? 'day-first' : 'month-first';
}

// The words other systems write in a status column (Planning Center: active, inactive; Breeze
// and ChurchCRM: a membership such as Member, Regular Attender, Visitor, or Inactive).
const ACTIVE_WORDS = ['active', 'member', 'members', 'attender', 'regular attender', 'regular', 'attendee', 'visitor', 'guest'];
const INACTIVE_WORDS = ['inactive', 'archived', 'deceased', 'moved', 'moved away', 'left', 'former member', 'non-attender'];

/** A status cell as active or not; undefined when empty; its text when it is neither, for a sentence. */
export function activeOf(text: string | undefined): boolean | string | undefined {
  if (text === undefined) return undefined;
  const word = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (ACTIVE_WORDS.includes(word)) return true;
  if (INACTIVE_WORDS.includes(word)) return false;
  return text;
}
export const statusMessage = (text: string) => `Status "${text.slice(0, 50)}" is not one this import reads: write Active (or Member, Attender, Visitor) or Inactive (or Archived, Deceased, Moved, Left)`;

/** The address as one text: the street lines, city, state and postcode a file gives in columns of their own, joined. */
export function addressOf(cells: Cells): string | undefined {
  const street = [cell(cells, 'address'), cell(cells, 'address_2')].filter(Boolean).join(', ');
  const place = [cell(cells, 'city'), [cell(cells, 'state'), cell(cells, 'postcode')].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [street, place].filter(Boolean).join(', ') || undefined;
}

/** 'M', 'Male', 'F', 'female' → the stored gender; anything else as it is (for the schema to refuse). */
export function genderOf(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const lower = text.toLowerCase();
  if (lower === 'm' || lower === 'male') return 'male';
  if (lower === 'f' || lower === 'female') return 'female';
  return text;
}

/** The choice among `options` the text names, whatever its case; the text itself otherwise. */
export function choiceOf<T extends string>(text: string | undefined, options: readonly T[]): T | string | undefined {
  if (text === undefined) return undefined;
  return options.find((option) => option.toLowerCase() === text.toLowerCase()) ?? text;
}

export { textArray } from '../../db/sql-helpers';
