import { monthName } from '@church/contracts/months';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

// CSV downloads (RFC 4180), streamed: rows come from an async iterable (e.g. a query read page
// by page), so an export of the whole church never sits in memory at once.

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection); a leading
// quote makes it text. Numbers passed as numbers are data, so -5 stays -5. A phone number (+, a
// digit, then digits and spaces only) calls nothing and would be spoiled by the quote, so it is
// written as it is.
const FORMULA_START = /^[=+\-@\t\r]/;
const PHONE_NUMBER = /^\+\d[\d ]*$/;
// Where Excel's list separator is ';' (most of Europe), it splits our lines at every ';', quoted
// or not, so the text after a ';' starts a cell of its own: a formula character there (after any
// spaces or quotes) is defused the same way.
const FORMULA_AFTER_SEMICOLON = /;([\s"]*)(?=[=+\-@])/g;

// Every text cell is quoted, so a separator or a line break inside it is never read as one.
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return String(value);
  let text = value;
  if (text.length > 0 && FORMULA_START.test(text[0]) && !PHONE_NUMBER.test(text)) text = `'${text}`;
  if (text.includes(';')) text = text.replace(FORMULA_AFTER_SEMICOLON, ";$1'");
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

const CHUNK_CHARS = 64 * 1024;
// A column remembers the cells of short texts only (names, days, categories), and at most this
// many before it starts again: a download's memory stays a few MB whatever its rows hold.
const REMEMBERED_CELLS = 20_000;
const REMEMBERED_LENGTH = 80;

/**
 * The rows: an array (or any iterable) held in memory, or an async source of pages (a query read
 * page by page), which never holds more than a page and costs one await per page, not per row.
 */
export type CsvRows<Row> = Iterable<Row> | AsyncIterable<readonly Row[]>;

// A UTF-8 BOM first, so Excel reads names such as "Adéwálé" correctly; lines are batched into
// chunks of about 64 KB rather than written one by one.
export async function* csvChunks<Row>(columns: readonly CsvColumn<Row>[], rows: CsvRows<Row>): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(columns.map((c) => c.header))}`;
  // A month's attendance repeats each day, service, name and category thousands of times: each
  // column writes a text's cell once and remembers it (half the formatting time, and far fewer
  // strings for the garbage collector).
  const cells = columns.map(() => new Map<string, string>());
  let chunk = '';
  const pages: AsyncIterable<readonly Row[]> | Iterable<readonly Row[]> = Symbol.asyncIterator in rows ? rows : [[...rows]];
  for await (const page of pages) {
    for (const row of page) {
      // A month's export is ~85,000 rows: each line is built in place (no arrays per row).
      let line = '';
      for (let i = 0; i < columns.length; i += 1) line += (i === 0 ? '' : ',') + rememberedCell(cells[i], columns[i].value(row));
      chunk += `${line}\r\n`;
      if (chunk.length >= CHUNK_CHARS) {
        yield chunk;
        chunk = '';
      }
    }
  }
  if (chunk) yield chunk;
}

function rememberedCell(cells: Map<string, string>, value: CsvValue): string {
  if (typeof value !== 'string' || value.length > REMEMBERED_LENGTH) return csvCell(value);
  let cell = cells.get(value);
  if (cell === undefined) {
    cell = csvCell(value);
    if (cells.size >= REMEMBERED_CELLS) cells.clear();
    cells.set(value, cell);
  }
  return cell;
}

export interface CsvDownload<Row> {
  /** Offered to the browser; anything but letters, digits, '.', '_' and '-' becomes '_'. */
  filename: string;
  columns: readonly CsvColumn<Row>[];
  rows: CsvRows<Row>;
}

/**
 * Sends a CSV attachment: every CSV of the API goes out here (its type, its file name, never
 * stored by a browser or a proxy), its rows streamed as they come. Everything that can fail on
 * the request (access, validation) must have been checked before: once the first bytes are
 * out, a failing row source can only cut the download short (the connection is closed and the
 * error logged).
 */
export function sendCsv<Row>(reply: FastifyReply, { filename, columns, rows }: CsvDownload<Row>): FastifyReply {
  const safeName = filename.replace(/[^A-Za-z0-9._-]/g, '_');
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${safeName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(csvChunks(columns, rows), { objectMode: false }));
}

/** A table of months as CSV rows: each month by name, then a "Total" row. */
export function withTotal<T extends { month: number }>(rows: readonly T[], total: Omit<T, 'month'>): Array<Omit<T, 'month'> & { label: string }> {
  return [...rows.map(({ month, ...rest }) => ({ ...rest, label: monthName(month) ?? String(month) })), { ...total, label: 'Total' }];
}
