import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { IMPORT_MESSAGES } from '@church/contracts/imports';
import { HttpError } from '../../http/errors';

// An uploaded file's records, read as they come (never all parsed rows at once): a CSV (UTF-8,
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

export function readRecords(bytes: Buffer): AsyncGenerator<FileRecord> {
  if (startsWith(bytes, ZIP)) return xlsxRecords(bytes);
  if (startsWith(bytes, OLE)) throw new HttpError(422, IMPORT_MESSAGES.oldExcel);
  if (NOT_TEXT.some((signature) => startsWith(bytes, signature))) throw unreadable();
  return csvRecords(decodeText(bytes));
}

/** The file's text: UTF-8 when its bytes are valid UTF-8, UTF-16 by its BOM, else Windows-1252. */
export function decodeText(bytes: Buffer): string {
  let text: string;
  if (startsWith(bytes, [0xff, 0xfe])) text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  else if (startsWith(bytes, [0xfe, 0xff])) text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  else {
    const body = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(body);
    } catch {
      text = new TextDecoder('windows-1252').decode(body);
    }
  }
  // A text file has no NUL and hardly any other control character; a binary file has many.
  const sample = text.slice(0, 8192);
  let controls = 0;
  for (let i = 0; i < sample.length; i += 1) {
    const code = sample.charCodeAt(i);
    if (code === 0) throw unreadable();
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c && code !== 0x0b) controls += 1;
  }
  if (controls > sample.length / 100) throw unreadable();
  return text;
}

/** The delimiter of the first line: the most frequent of comma, semicolon and tab outside quotes. */
export function sniffDelimiter(text: string): string {
  const counts = new Map([[',', 0], [';', 0], ['\t', 0]]);
  let quoted = false;
  for (let i = 0; i < text.length && i < 65536; i += 1) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && counts.has(c)) counts.set(c, counts.get(c)! + 1);
  }
  return [...counts.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

const TEXT_CHUNK = 64 * 1024;

async function* csvRecords(text: string): AsyncGenerator<FileRecord> {
  const parser = parse({
    delimiter: sniffDelimiter(text), bom: true, trim: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, info: true,
  });
  const source = Readable.from((function* chunks() {
    for (let at = 0; at < text.length; at += TEXT_CHUNK) yield text.slice(at, at + TEXT_CHUNK);
  })());
  source.pipe(parser);
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
    source.destroy();
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

async function* xlsxRecords(bytes: Buffer): AsyncGenerator<FileRecord> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'emit',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = row.values as ExcelJS.CellValue[];
        const cells: string[] = [];
        for (let i = 1; i < values.length; i += 1) cells.push(cellText(values[i]));
        if (cells.every((cell) => cell === '')) continue;
        yield { row: row.number, cells };
      }
      return; // the first sheet only
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw unreadable();
  }
}
