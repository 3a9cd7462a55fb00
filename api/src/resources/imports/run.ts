import { setImmediate } from 'node:timers/promises';
import {
  type DateOrder, dayInWords, IMPORT_FIELDS, IMPORT_MAX_ERRORS, IMPORT_MESSAGES, IMPORT_PREVIEW_ROWS, type ImportCellError, type ImportFieldDefinition, type ImportKind,
  type ImportPreview,
} from '@church/contracts/imports';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { attendancePass } from './attendance';
import { type Cells, evidentDateOrder, type ImportPass, readDay, type RowInput } from './cells';
import { type FileRecord, type FileSource, readRecords } from './file-rows';
import { firstTimersPass } from './first-timers';
import { membersPass } from './members';

// One pass over a stored file: its records read as they come, a batch at a time, each row checked
// with its kind's contracts schema and looked up in the database, for a preview (nothing
// written) or a commit (written in the caller's transaction). Only a batch of parsed rows is held
// at once; what a pass keeps is the preview and the counts. A commit hands each batch's report
// lines to its caller as they are made.

/** Rows per batch: read, checked and reported together, one lookup and one insert at a time. */
const BATCH_ROWS = 2000;
/**
 * The embedded database runs each statement in the API's only thread, every other request
 * waiting meanwhile (2,000 rows: up to 0.45 s a statement), so there a batch is looked up and
 * written a slice of this many rows at a time, with a turn for other requests between slices.
 */
const EMBEDDED_STATEMENT_ROWS = 250;

/** Rows read from a file between two turns for other requests (about 20 ms of parsing). */
const PARSED_ROWS_PER_TURN = 250;

/** Whether another query can run while a transaction holds a connection (a pool, not PGlite's one). */
export function concurrentConnections(db: unknown): boolean {
  const client = (db as { $client?: object }).$client;
  return typeof client === 'object' && client !== null && 'totalCount' in client;
}

/** The rows one statement of a pass takes on `db` (the database itself, not a transaction). */
export const statementRowsFor = (db: Db) => (concurrentConnections(db) ? BATCH_ROWS : EMBEDDED_STATEMENT_ROWS);

export type Mapping = Record<string, string | null>;

/**
 * A mapping as stored also holds how the file's dates are read, under this key (no field's
 * name), so the preview and the commit read them alike.
 */
const DATE_ORDER_KEY = '@dates';

/** A stored mapping as a draft shows it: the column per field, and how dates are read (null while no date column is mapped). */
export function draftMapping(kind: ImportKind, stored: Mapping): { mapping: Mapping; dates: DateOrder | null } {
  const { [DATE_ORDER_KEY]: order, ...mapping } = stored;
  const dated = IMPORT_FIELDS[kind].some((f) => f.type === 'date' && mapping[f.name]);
  return { mapping, dates: dated ? ((order as DateOrder | null | undefined) ?? 'day-first') : null };
}

export interface ImportSource {
  kind: ImportKind;
  file: FileSource;
  /** The columns per field, or how to choose them from the header row (so a file is read once). */
  mapping: Mapping | ((headers: string[]) => Mapping | Promise<Mapping>);
  existing: 'skip' | 'update';
  /** How to read dates such as 02/03/1987, as the admin chose; else as stored with the mapping, else as the file shows. */
  dates?: DateOrder;
}

export interface PassOptions {
  db: Db;
  actorId: number;
  write: boolean;
  /** A commit's account password hash for new members (unusable: nobody knows its secret). */
  passwordHash?: () => Promise<string>;
  /** Rows looked up and written by one statement (statementRowsFor the database). */
  statementRows: number;
  /** Called after each batch with the rows done so far. */
  onProgress?: (rowsDone: number) => Promise<void> | void;
  /** A commit's report, a batch at a time: one line per row (row, outcome, why, record; tab-separated). */
  onReport?: (lines: string) => Promise<void>;
}

export interface PassResult {
  headers: string[];
  /** The mapping to store: the column per field, and how the file's dates were read. */
  mapping: Mapping;
  preview: ImportPreview;
  /** The emails of the members a commit created. */
  created: string[];
}

const OUTCOME_WORDS = { create: 'created', update: 'updated', skip: 'skipped' } as const;
const oneLine = (text: string) => text.replace(/[\t\r\n]+/g, ' ');

/** The widest file read, and the longest column heading (a mapping names a column by its heading). */
export const IMPORT_MAX_COLUMNS = 200;
export const IMPORT_MAX_HEADER_CHARS = 200;

/** Refuses a row with a cell past the last column a file may have. */
function assertColumns(record: FileRecord): void {
  for (let i = record.cells.length - 1; i >= IMPORT_MAX_COLUMNS; i -= 1) {
    if (record.cells[i] !== '') {
      throw new HttpError(422, `This file has more than ${IMPORT_MAX_COLUMNS} columns (row ${record.row}). Keep only the columns to import and upload it again.`);
    }
  }
}

/**
 * The header row as the file has it: an empty header is named by its position, a repeated one
 * numbered. Each name's next number is kept, so a row of thousands of repeats takes one look each.
 */
export function headerNames(cells: string[]): string[] {
  const taken = new Set<string>();
  const nextNumber = new Map<string, number>();
  return cells.map((cell, i) => {
    const base = cell.trim() || `Column ${i + 1}`;
    if (base.length > IMPORT_MAX_HEADER_CHARS) {
      throw new HttpError(422, `The heading of column ${i + 1} is longer than ${IMPORT_MAX_HEADER_CHARS} characters. Shorten it and upload the file again.`);
    }
    let name = base;
    for (let n = nextNumber.get(base) ?? 2; taken.has(name); n += 1) {
      name = `${base} (${n})`;
      nextNumber.set(base, n + 1);
    }
    taken.add(name);
    return name;
  });
}

async function passFor(kind: ImportKind, options: PassOptions): Promise<ImportPass> {
  if (kind === 'members') return membersPass(options.db, options.passwordHash ?? (() => Promise.reject(new Error('no password hash for a commit'))));
  if (kind === 'attendance') return attendancePass(options.db);
  return firstTimersPass();
}

export async function runPass(source: ImportSource, options: PassOptions): Promise<PassResult> {
  const fields = IMPORT_FIELDS[source.kind];
  const records = await readRecords(source.file);
  const first = await records.next();
  if (first.done) throw new HttpError(422, IMPORT_MESSAGES.empty);
  let headers: string[];
  let mapping: Mapping;
  try {
    assertColumns(first.value);
    headers = headerNames(first.value.cells.slice(0, IMPORT_MAX_COLUMNS));
    mapping = typeof source.mapping === 'function' ? await source.mapping(headers) : source.mapping;
  } catch (err) {
    await records.return(undefined);
    throw err;
  }
  const columnOf = fields.map((f) => ({ name: f.name, index: mapping[f.name] ? headers.indexOf(mapping[f.name]!) : -1 }));
  const dateFields = fields.filter((f) => f.type === 'date' && mapping[f.name]).map((f) => f.name);
  let order = source.dates ?? (mapping[DATE_ORDER_KEY] as DateOrder | null | undefined) ?? undefined;

  const pass = await passFor(source.kind, options);
  const preview: ImportPreview = { rows_total: 0, rows: [], errors: [], errors_total: 0, warnings: [], warnings_total: 0, counts: { create: 0, update: 0, skip: 0, error: 0 } };
  const report = options.onReport;
  let batch: RowInput[] = [];

  const flush = async () => {
    if (batch.length === 0) return;
    if (dateFields.length) {
      order ??= evidentDateOrder(batch.flatMap((input) => dateFields.map((name) => input.cells[name] ?? ''))) ?? 'day-first';
      readDates(batch, dateFields, order);
    }
    for (const input of batch) {
      if (preview.rows.length < IMPORT_PREVIEW_ROWS) preview.rows.push({ row: input.row, cells: shownCells(input.cells, dateFields) });
      for (const warning of lostLetters(input, fields, mapping)) {
        preview.warnings_total += 1;
        if (preview.warnings.length < IMPORT_MAX_ERRORS) preview.warnings.push(warning);
      }
    }
    // A commit stops writing at the first error (it will roll back) but reads on, so its
    // answer counts every error of the file.
    const reportLines: string[] = [];
    const byRow = new Map(batch.map((input) => [input.row, input]));
    const batchOptions = { db: options.db, actorId: options.actorId, existing: source.existing, write: options.write && preview.errors_total === 0 };
    const results = [];
    for (let from = 0; from < batch.length; from += options.statementRows) {
      if (from > 0) await setImmediate();
      results.push(...(await pass.process(batch.slice(from, from + options.statementRows), batchOptions)));
    }
    for (const result of results) {
      if (result.errors.length) {
        preview.counts.error += 1;
        for (const e of result.errors) {
          preview.errors_total += 1;
          if (dateFields.includes(e.field) && unread(byRow.get(result.row)?.cells[e.field])) e.message = IMPORT_MESSAGES.unreadDate(order ?? 'day-first');
          if (preview.errors.length < IMPORT_MAX_ERRORS) {
            const error: ImportCellError = { row: result.row, column: mapping[e.field] ?? null, field: fields.some((f) => f.name === e.field) ? e.field : null, message: e.message };
            preview.errors.push(error);
          }
        }
        if (report) reportLines.push(`${result.row}\terror\t${oneLine(result.errors.map((e) => e.message).join('; '))}\t${oneLine(result.record)}`);
        continue;
      }
      const outcome = result.outcome ?? 'skip';
      preview.counts[outcome] += 1;
      if (report) reportLines.push(`${result.row}\t${OUTCOME_WORDS[outcome]}\t${oneLine(result.why ?? '')}\t${oneLine(result.record)}`);
    }
    if (report && reportLines.length) await report(reportLines.join('\n'));
    batch = [];
    await options.onProgress?.(preview.rows_total);
    // Other requests' turn: on the embedded database, every query waits for the one running.
    await setImmediate();
  };

  for await (const record of records) {
    assertColumns(record);
    const cells: Cells = {};
    for (const { name, index } of columnOf) cells[name] = index >= 0 ? (record.cells[index] ?? null) : null;
    preview.rows_total += 1;
    batch.push({ row: record.row, cells });
    if (batch.length >= BATCH_ROWS) await flush();
    // Parsing an uploaded file never waits on anything: other requests get a turn every few hundred rows.
    else if (batch.length % PARSED_ROWS_PER_TURN === 0) await setImmediate();
  }
  await flush();
  if (preview.rows_total === 0) throw new HttpError(422, IMPORT_MESSAGES.empty);
  const stored = order ? { ...mapping, [DATE_ORDER_KEY]: order } : mapping;
  return { headers, mapping: stored, preview, created: pass.created?.() ?? [] };
}

/** Each date cell as 'YYYY-MM-DD' where it can be read; as typed otherwise, for the row's check to refuse. */
function readDates(batch: RowInput[], dateFields: string[], order: DateOrder): void {
  for (const { cells } of batch) {
    for (const name of dateFields) {
      const text = cells[name];
      if (text) cells[name] = readDay(text, order) ?? text;
    }
  }
}

const READ_DAY = /^\d{4}-\d{2}-\d{2}$/;
const unread = (text: string | null | undefined) => !!text?.trim() && !READ_DAY.test(text);

/** A preview row's cells, each date as it was read ('2 Mar 1987'), so an admin sees which way round it was taken. */
function shownCells(cells: Cells, dateFields: string[]): Cells {
  const shown = { ...cells };
  for (const name of dateFields) if (shown[name] && READ_DAY.test(shown[name]!)) shown[name] = dayInWords(shown[name]!);
  return shown;
}

/**
 * Cells that may have lost a letter: a replacement character anywhere, or a '?' in a name (what
 * Excel writes for a letter a Windows-1252 file cannot hold: "?lámídé").
 */
function* lostLetters(input: RowInput, fields: readonly ImportFieldDefinition[], mapping: Mapping): Generator<ImportCellError> {
  for (const f of fields) {
    const text = input.cells[f.name];
    if (text && (text.includes('\uFFFD') || (f.type === 'name' && text.includes('?')))) {
      yield { row: input.row, column: mapping[f.name] ?? null, field: f.name, message: IMPORT_MESSAGES.lostLetter(text) };
    }
  }
}
