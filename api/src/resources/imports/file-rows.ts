import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { IMPORT_MESSAGES } from '@church/contracts/imports';
import { HttpError } from '../../http/errors';
import { orderedWorkbook } from './xlsx-entries';

// An uploaded file's records, read as they come (never the whole file as text, nor all parsed
// rows at once): a CSV (UTF-8,
// with or without its BOM, UTF-16 with its BOM, else Windows-1252, so "José" saved by an old
// Excel survives; the delimiter sniffed among comma, semicolon and tab) or the first sheet of an
// .xlsx workbook. Each record is its cells as text and its row number as a spreadsheet shows it.

export interface FileRecord {
  row: number;
  cells: string[];
}

const unreadable = () => new HttpError(422, IMPORT_MESSAGES.notASpreadsheet);

const startsWith = (bytes: Buffer, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
// Files an admin may pick by mistake: PDF, PNG, JPEG, GIF.
const NOT_TEXT = [[0x25, 0x50, 0x44, 0x46], [0x89, 0x50, 0x4e, 0x47], [0xff, 0xd8, 0xff], [0x47, 0x49, 0x46, 0x38]];

/**
 * A file's bytes, read a slice at a time and as often as needed: an upload held as one Buffer, or
 * a file stored in the database (read by substring, so its bytes never cross whole).
 */
export interface FileSource {
  size: number;
  read: (start: number, length: number) => Promise<Buffer>;
}

export function bufferSource(bytes: Buffer): FileSource {
  return { size: bytes.length, read: async (start, length) => bytes.subarray(start, start + length) };
}

/** Bytes read from a source at once (a database round trip each). */
const SLICE_BYTES = 1024 * 1024;
/** Bytes handed to a parser at once, so that it holds a few hundred records at most. */
const CHUNK_BYTES = 64 * 1024;

async function* byteChunks(source: FileSource): AsyncGenerator<Buffer> {
  for (let at = 0; at < source.size; at += SLICE_BYTES) {
    const slice = await source.read(at, SLICE_BYTES);
    for (let from = 0; from < slice.length; from += CHUNK_BYTES) yield slice.subarray(from, from + CHUNK_BYTES);
  }
}

export async function readRecords(source: FileSource): Promise<AsyncGenerator<FileRecord>> {
  const start = await source.read(0, 8);
  if (startsWith(start, ZIP)) return xlsxRecords(source);
  if (startsWith(start, OLE)) throw new HttpError(422, IMPORT_MESSAGES.oldExcel);
  if (NOT_TEXT.some((signature) => startsWith(start, signature))) throw unreadable();
  return csvRecords(source, await encodingOf(source, start));
}

/**
 * The file's text encoding: UTF-16 by its BOM, UTF-8 when all its bytes are valid UTF-8 (BOM or
 * not; a Windows-1252 file's accented letters are not), else Windows-1252.
 */
async function encodingOf(source: FileSource, start: Buffer): Promise<string> {
  if (startsWith(start, [0xff, 0xfe])) return 'utf-16le';
  if (startsWith(start, [0xfe, 0xff])) return 'utf-16be';
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of byteChunks(source)) utf8.decode(chunk, { stream: true });
    utf8.decode();
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** The file's text a piece at a time (the decoder drops a UTF-8 or UTF-16 BOM). */
async function* textPieces(source: FileSource, encoding: string): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding);
  for await (const chunk of byteChunks(source)) {
    const text = decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** Refuses text with a NUL or many other control characters (a binary file read as text). */
function assertText(sample: string): void {
  let controls = 0;
  for (let i = 0; i < sample.length; i += 1) {
    const code = sample.charCodeAt(i);
    if (code === 0) throw unreadable();
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c && code !== 0x0b) controls += 1;
  }
  if (controls > sample.length / 100) throw unreadable();
}

/** The text read before parsing: enough to judge it and to find the first line's delimiter. */
const HEAD_CHARS = 65536;

/** The delimiter of the first line: the most frequent of comma, semicolon and tab outside quotes. */
export function sniffDelimiter(text: string): string {
  const counts = new Map([[',', 0], [';', 0], ['\t', 0]]);
  let quoted = false;
  for (let i = 0; i < text.length && i < HEAD_CHARS; i += 1) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && counts.has(c)) counts.set(c, counts.get(c)! + 1);
  }
  return [...counts.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

async function* csvRecords(source: FileSource, encoding: string): AsyncGenerator<FileRecord> {
  const pieces = textPieces(source, encoding);
  let head = '';
  while (head.length < HEAD_CHARS) {
    const piece = await pieces.next();
    if (piece.done) break;
    head += piece.value;
  }
  assertText(head.slice(0, 8192));
  const parser = parse({
    delimiter: sniffDelimiter(head), bom: true, trim: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, info: true,
  });
  const input = Readable.from((async function* text() {
    yield head;
    head = '';
    yield* pieces;
  })());
  input.pipe(parser);
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (record.every((cell) => cell === '')) continue;
      yield { row: info.lines, cells: record };
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const where = (err as { lines?: number }).lines;
    throw new HttpError(422, `The file could not be read as CSV${where ? ` near line ${where}` : ''}: ${(err as Error).message}`);
  } finally {
    input.destroy();
  }
}

// A cell as text: dates as 'YYYY-MM-DD' (a spreadsheet's dates have no time zone), formulas by
// their result, rich text and links by their text.
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('').trim();
    if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
    return '';
  }
  return String(value).trim();
}

async function* xlsxRecords(source: FileSource): AsyncGenerator<FileRecord> {
  // exceljs pipes its input without passing on a failure, and would wait for the rest of the bytes
  // forever: a failure (a refusal, a dropped file) ends the bytes and answers at once instead.
  let refusal: HttpError | undefined;
  const failure = failureSignal();
  const input = Readable.from((async function* parts() {
    try {
      yield* orderedWorkbook(source);
    } catch (err) {
      refusal = err instanceof HttpError ? err : unreadable();
      failure.fail(refusal);
    }
  })());
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'emit',
  });
  try {
    for await (const sheet of untilFailed(reader, failure)) {
      for await (const row of untilFailed(sheet as AsyncIterable<ExcelJS.Row>, failure)) {
        const values = row.values as ExcelJS.CellValue[];
        const cells: string[] = [];
        for (let i = 1; i < values.length; i += 1) cells.push(cellText(values[i]));
        if (cells.every((cell) => cell === '')) continue;
        yield { row: row.number, cells };
      }
      break; // the first sheet only
    }
  } catch (err) {
    if (refusal) throw refusal;
    if (err instanceof HttpError) throw err;
    throw unreadable();
  } finally {
    input.destroy();
  }
  if (refusal) throw refusal;
}

type FailureSignal = ReturnType<typeof failureSignal>;

/**
 * A failure that a wait ends at once. Each wait is forgotten once it settles: racing every row
 * against one pending promise (Promise.race) would keep every row read until the end of the file
 * (200,000 rows of a sheet: 330 MB).
 */
function failureSignal() {
  let failure: HttpError | undefined;
  const waiting = new Set<(err: HttpError) => void>();
  return {
    fail(err: HttpError): void {
      failure = err;
      for (const reject of waiting) reject(err);
    },
    /** What `promise` gives, or the failure as soon as there is one. */
    race<T>(promise: Promise<T>): Promise<T> {
      if (failure) return Promise.reject(failure);
      return new Promise<T>((resolve, reject) => {
        waiting.add(reject);
        promise.then(resolve, reject).finally(() => waiting.delete(reject));
      });
    },
  };
}

/** The items, until the failure: then the failure at once, whatever the items wait for. */
async function* untilFailed<T>(items: AsyncIterable<T>, failure: FailureSignal): AsyncGenerator<T> {
  const iterator = items[Symbol.asyncIterator]();
  let done = false;
  try {
    while (!done) {
      const next = await failure.race(iterator.next());
      done = next.done === true;
      if (!done) yield next.value;
    }
  } finally {
    // Lets exceljs delete what it holds when stopped early; not awaited, as it may be waiting for bytes.
    if (!done) void iterator.return?.(undefined)?.catch(() => {});
  }
}
