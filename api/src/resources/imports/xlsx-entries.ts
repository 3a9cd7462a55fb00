import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { IMPORT_MESSAGES } from '@church/contracts/imports';
import { HttpError } from '../../http/errors';
import type { FileSource } from './file-rows';

// An .xlsx workbook's parts as exceljs's streaming reader should see them: only the parts it needs
// (relationships, workbook, styles, shared strings, the first sheet), shared strings before the
// sheet (else exceljs copies the sheet into a temporary file that an early stop never deletes),
// each part unpacked here with its size bounded, and the shared strings counted before exceljs
// keeps them all in memory (a small file of formatted text once grew the API by gigabytes).

/** What a workbook may hold once unpacked; past these it is refused with a sentence. */
export const XLSX_LIMITS = {
  /** Bytes of the sheet once unpacked: over four times the largest file a church imports as CSV. */
  sheetBytes: 200 * 1024 * 1024,
  /** Bytes of each other part (relationships, workbook, styles), and of the shared strings' text. */
  partBytes: 16 * 1024 * 1024,
  /** Different texts in the workbook (a list of 10,000 people has about 40,000). */
  sharedStrings: 200_000,
  /** Pieces of formatted text in the shared strings (each kept as an object with its font). */
  richTextRuns: 100_000,
  /** Bytes of one row of the sheet (200 columns of long text fit in a quarter of it). */
  rowBytes: 2 * 1024 * 1024,
};

const MB = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
export const XLSX_MESSAGES = {
  tooMuchInside: (limit: number) => `This workbook unpacks to more than ${MB(limit)}, more than a list of people or attendance holds. Save the sheet to import as a CSV file, or split it, and upload it again.`,
  tooManyTexts: `This workbook holds more than ${XLSX_LIMITS.sharedStrings.toLocaleString('en')} different texts or ${XLSX_LIMITS.richTextRuns.toLocaleString('en')} pieces of formatted text. Save the sheet to import as a CSV file and upload it again.`,
  rowTooLong: `A row of this workbook holds more than ${MB(XLSX_LIMITS.rowBytes)}. Save the sheet to import as a CSV file and upload it again.`,
};

const unreadable = () => new HttpError(422, IMPORT_MESSAGES.notASpreadsheet);
const refused = (message: string) => new HttpError(422, message);

interface ZipEntry {
  path: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const SLICE_BYTES = 1024 * 1024;

/** The archive's entries, from its central directory (read at its end, as unzip tools do). */
async function zipEntries(source: FileSource): Promise<ZipEntry[]> {
  const tailLength = Math.min(source.size, 22 + 0xffff);
  const tail = await source.read(source.size - tailLength, tailLength);
  const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > tail.length) throw unreadable();
  const dirSize = tail.readUInt32LE(end + 12);
  const dirOffset = tail.readUInt32LE(end + 16);
  if (dirOffset + dirSize > source.size) throw unreadable();
  const dir = await source.read(dirOffset, dirSize);
  const entries: ZipEntry[] = [];
  for (let at = 0; at + 46 <= dir.length && dir.readUInt32LE(at) === 0x02014b50;) {
    const nameLength = dir.readUInt16LE(at + 28);
    const extraLength = dir.readUInt16LE(at + 30);
    const entry: ZipEntry = {
      path: dir.toString('utf8', at + 46, at + 46 + nameLength), method: dir.readUInt16LE(at + 10), crc: dir.readUInt32LE(at + 16),
      compressedSize: dir.readUInt32LE(at + 20), size: dir.readUInt32LE(at + 24), localOffset: dir.readUInt32LE(at + 42),
    };
    zip64Sizes(entry, dir.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength));
    entries.push(entry);
    at += 46 + nameLength + extraLength + dir.readUInt16LE(at + 32);
  }
  return entries;
}

/** Sizes and offset too large for 32 bits are in the ZIP64 extra field, in this order. */
function zip64Sizes(entry: ZipEntry, extra: Buffer): void {
  for (let at = 0; at + 4 <= extra.length; at += 4 + extra.readUInt16LE(at + 2)) {
    if (extra.readUInt16LE(at) !== 0x0001) continue;
    let field = at + 4;
    for (const key of ['size', 'compressedSize', 'localOffset'] as const) {
      if (entry[key] !== 0xffffffff) continue;
      entry[key] = field + 8 <= extra.length ? Number(extra.readBigUInt64LE(field)) : Number.MAX_SAFE_INTEGER;
      field += 8;
    }
  }
}

/** An entry's bytes unpacked, refused once past `limit` or past the size it declares. */
async function* unpacked(source: FileSource, entry: ZipEntry, limit: number): AsyncGenerator<Buffer> {
  if (entry.size > limit) throw refused(XLSX_MESSAGES.tooMuchInside(limit));
  if (entry.method !== 0 && entry.method !== 8) throw unreadable();
  const local = await source.read(entry.localOffset, 30);
  if (local.length < 30 || local.readUInt32LE(0) !== 0x04034b50) throw unreadable();
  const start = entry.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  if (start + entry.compressedSize > source.size) throw unreadable();
  async function* packed() {
    for (let at = 0; at < entry.compressedSize; at += SLICE_BYTES) yield source.read(start + at, Math.min(SLICE_BYTES, entry.compressedSize - at));
  }
  const bytes = entry.method === 8 ? Readable.from(packed()).pipe(createInflateRaw()) : Readable.from(packed());
  let total = 0;
  try {
    for await (const chunk of bytes as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > entry.size) throw unreadable();
      yield chunk;
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw unreadable();
  } finally {
    bytes.destroy();
  }
  if (total !== entry.size) throw unreadable();
}

/**
 * Counts a tag's openings in a part as it streams by, refusing past `most`, and (with `gap`) any
 * stretch longer than that between two openings. Matches across chunks are counted once.
 */
function tagCounter(tag: string, most: number, message: string, gap = Infinity) {
  const opening = new RegExp(`<${tag}[\\s>/]`, 'g');
  let carry = '';
  let count = 0;
  let since = 0;
  return (chunk: Buffer) => {
    const text = carry + chunk.toString('latin1');
    let last = 0;
    for (let match = opening.exec(text); match; match = opening.exec(text)) {
      if (match.index + match[0].length <= carry.length) continue;
      count += 1;
      if (count > most) throw refused(message);
      since = 0;
      last = match.index;
    }
    since += text.length - Math.max(last, carry.length);
    if (since > gap) throw refused(message);
    carry = text.slice(-tag.length - 1);
  };
}

async function* counted(chunks: AsyncGenerator<Buffer>, counters: ((chunk: Buffer) => void)[]): AsyncGenerator<Buffer> {
  for await (const chunk of chunks) {
    for (const count of counters) count(chunk);
    yield chunk;
  }
}

/** A stored (not compressed) entry's local header: exceljs's unzip reads the entry's size from it. */
function localHeader(path: string, size: number, crc: number): Buffer {
  const name = Buffer.from(path, 'utf8');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(0x0800, 6);
  header.writeUInt32LE(crc, 14);
  header.writeUInt32LE(size, 18);
  header.writeUInt32LE(size, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

// Empty parts for a workbook without them, so that exceljs never waits for them in a temporary file.
const EMPTY_PARTS: Record<string, string> = {
  'xl/_rels/workbook.xml.rels': '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
  'xl/sharedStrings.xml': '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
};

/**
 * The workbook as an archive of stored entries, in the order exceljs reads without temporary
 * files, holding its first sheet only (none when it has no sheet).
 */
export async function* orderedWorkbook(source: FileSource): AsyncGenerator<Buffer> {
  const entries = await zipEntries(source);
  const named = (path: string) => entries.find((e) => e.path === path);
  const sheet = entries.find((e) => /^xl\/worksheets\/sheet\d+\.xml$/.test(e.path));
  if (!sheet) return;
  for (const path of ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/styles.xml', 'xl/sharedStrings.xml']) {
    const entry = named(path);
    if (!entry) {
      if (!EMPTY_PARTS[path]) continue;
      const empty = Buffer.from(EMPTY_PARTS[path]);
      yield localHeader(path, empty.length, 0);
      yield empty;
      continue;
    }
    yield localHeader(path, entry.size, entry.crc);
    const counters = path === 'xl/sharedStrings.xml'
      ? [tagCounter('si', XLSX_LIMITS.sharedStrings, XLSX_MESSAGES.tooManyTexts), tagCounter('r', XLSX_LIMITS.richTextRuns, XLSX_MESSAGES.tooManyTexts)]
      : [];
    yield* counted(unpacked(source, entry, XLSX_LIMITS.partBytes), counters);
  }
  yield localHeader(sheet.path, sheet.size, sheet.crc);
  yield* counted(unpacked(source, sheet, XLSX_LIMITS.sheetBytes), [tagCounter('row', Infinity, XLSX_MESSAGES.rowTooLong, XLSX_LIMITS.rowBytes)]);
}
