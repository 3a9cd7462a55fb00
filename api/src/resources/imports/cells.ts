import type { z } from 'zod';
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

/**
 * A day as spreadsheets write it, as 'YYYY-MM-DD': '2025-03-09', '2025/03/09', or day first,
 * '09/03/2025' or '9-3-2025' (the church's way of writing dates; a month-first file is read as
 * day first, so 03/09 is 3 September). Anything else is returned as it is, for the date field
 * to refuse with its message.
 */
export function dayOf(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T].*)?$/.exec(text);
  if (iso) return `${iso[1]}-${iso[2].padStart(2, '0')}-${iso[3].padStart(2, '0')}`;
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (dayFirst) return `${dayFirst[3]}-${dayFirst[2].padStart(2, '0')}-${dayFirst[1].padStart(2, '0')}`;
  return text;
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
