import { type AnyColumn, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import type { ListEnvelope } from '@church/contracts/envelope';
import type { Db } from './client';

// Small SQL building blocks every list route shares.

/**
 * A LIKE/ILIKE pattern matching `text` anywhere. `%`, `_` and `\` typed by a person are matched
 * literally (backslash is PostgreSQL's default LIKE escape), so a search for "%" finds only a "%".
 */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface PageRequest {
  page: number;
  per_page: number;
}

export interface Page {
  limit: number;
  offset: number;
  /** The list envelope: `{ data, meta: { page, per_page, total } }`. */
  envelope<T>(data: T[], total: number | string | bigint): ListEnvelope<T>;
}

/** Turns the validated page/per_page of a list query into LIMIT/OFFSET and its envelope. */
export function paginate({ page, per_page }: PageRequest): Page {
  return {
    limit: per_page,
    offset: (page - 1) * per_page,
    // count() arrives as a string from node-postgres and a number from PGlite.
    envelope: (data, total) => ({ data, meta: { page, per_page, total: Number(total) } }),
  };
}

export interface SearchColumns {
  /** Text columns (or one expression joining them) matched anywhere, case-insensitively (names, email). */
  text: Array<AnyColumn | SQL>;
  /** First and last name, so "Ruth Bello" matches `first || ' ' || last`. */
  fullName?: readonly [first: AnyColumn, last: AnyColumn];
  /** A column holding normalised phones (+234…; contracts/src/phone.ts). */
  phone?: AnyColumn;
}

// Only a search made of digits and phone punctuation is read as a phone number, so the digits
// inside a name or an email ("Offline123x") never match phones.
const PHONE_LIKE = /^[\d\s()+.-]+$/;

/**
 * The WHERE predicate of a people search (members, first-timers), or undefined for a blank one.
 * A phone typed in any form ("0803 000 0003", "+2348030000003", "08030000003") matches the
 * stored normalised phone on its digits, leading zeros (the national trunk prefix) dropped.
 */
export function searchPredicate(search: string | undefined, columns: SearchColumns): SQL | undefined {
  const text = (search ?? '').trim().replace(/\s+/g, ' ');
  if (text === '') return undefined;
  const pattern = likePattern(text);
  const conditions = columns.text.map((column) => ilike(column, pattern));
  if (columns.fullName) {
    const [first, last] = columns.fullName;
    conditions.push(ilike(sql`(${first} || ' ' || ${last})`, pattern));
  }
  const digits = text.replace(/\D/g, '').replace(/^0+/, '');
  if (columns.phone && PHONE_LIKE.test(text) && digits.length >= 3) conditions.push(like(columns.phone, likePattern(digits)));
  return or(...conditions);
}

/**
 * The rows of a raw query, for reads of tens of thousands of rows (CSV exports) where the query
 * builder's per-field mapping costs more than the database. Both drivers answer `{ rows }`; cast
 * dates and timestamps to text in the query (node-postgres and PGlite parse them differently).
 */
export async function rawRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * Whole numbers as one int[] parameter (`= any(...)`): a JS array in drizzle's sql`` becomes one
 * parameter per element, which PostgreSQL parses and plans far more slowly for thousands of ids.
 */
export function intArray(ids: readonly number[]): SQL {
  if (!ids.every(Number.isInteger)) throw new RangeError('intArray takes whole numbers only');
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

/** Text values (null allowed) as one text[] parameter, for the same reason as intArray. */
export function textArray(values: readonly (string | null)[]): SQL {
  const literal = values.map((v) => (v === null ? 'NULL' : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',');
  return sql`${`{${literal}}`}::text[]`;
}

/** Calendar days ('YYYY-MM-DD') as one date[] parameter, for the same reason as intArray. */
export function dateArray(days: readonly string[]): SQL {
  if (!days.every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day))) throw new RangeError('dateArray takes YYYY-MM-DD days only');
  return sql`${`{${days.join(',')}}`}::date[]`;
}
