import { createHash } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { IMPORT_FIELDS, IMPORT_MESSAGES, type ImportDraft, type ImportKind, type ImportPreview, type ImportProgress, type ImportReport, type ImportStatus } from '@church/contracts/imports';
import type { Db } from '../../db/client';
import { importFilePieces, importMappings, imports } from '../../db/schema';
import { rawRows } from '../../db/sql-helpers';
import { HttpError } from '../../http/errors';
import type { FileSource } from './file-rows';
import { draftMapping } from './run';

// The imports table (a file on its way in, its mapping, then its report) and the mappings
// remembered per kind and header row.

export type ImportRow = typeof imports.$inferSelect;

export const readyReport = 'The report is ready once the import has been committed.';

/**
 * The import without its report (a progress bar asks every second while a commit runs; a
 * quarter's report is 250,000 lines), or with it when asked. Its file is read by storedFile.
 */
export async function findImport(db: Db, id: number, withBytes: { report?: boolean } = {}): Promise<ImportRow | undefined> {
  const { reportCsv, ...columns } = getTableColumns(imports);
  const [row] = await db.select({ ...columns, reportCsv: withBytes.report ? reportCsv : sql<null>`null` })
    .from(imports).where(eq(imports.id, id));
  return row;
}

// Bytes cross to and from the database as base64 text, decoded and encoded by the database: the
// embedded database's driver turns a bytea into hex text a byte at a time in JavaScript (a 5 MB
// upload held the API's only thread for 6 to 14 s; as base64, 0.2 s), and reads one back as slowly.
const asBase64Bytea = (bytes: Buffer) => sql`decode(${bytes.toString('base64')}, 'base64')` as unknown as Buffer;

/**
 * Bytes per stored piece of a file. On the embedded database every other request waits while a
 * statement runs: a 5 MB file stored in one took 150-340 ms, a 256 KB piece takes about 15 ms.
 */
const PIECE_BYTES = 256 * 1024;

export async function createImport(db: Db, values: { kind: ImportKind; fileName: string; file: Buffer; mapping: Record<string, string | null>; rowsTotal: number; createdBy: number }): Promise<ImportRow> {
  const { file, ...columns } = values;
  const { reportCsv: _reportCsv, ...answered } = getTableColumns(imports);
  const [row] = await db.insert(imports).values(columns).returning({ ...answered, reportCsv: sql<null>`null` });
  for (let at = 0; at < file.length; at += PIECE_BYTES) {
    // Other requests' turn between pieces (the embedded database's queries alone never yield).
    if (at > 0) await setImmediate();
    await db.insert(importFilePieces).values({ importId: row.id, at, bytes: asBase64Bytea(file.subarray(at, at + PIECE_BYTES)) });
  }
  // The length is written last: an upload cut off half-way leaves a draft without a file.
  await db.update(imports).set({ fileBytes: file.length }).where(eq(imports.id, row.id));
  return { ...row, fileBytes: file.length };
}

/** The stored file, read a slice at a time (only the pieces the slice covers); null while incomplete or once dropped. */
export async function storedFile(db: Db, id: number): Promise<FileSource | null> {
  const [row] = await db.select({ size: imports.fileBytes }).from(imports).where(eq(imports.id, id));
  if (row?.size === null || row?.size === undefined) return null;
  return {
    size: row.size,
    read: async (start, length) => {
      const end = start + length;
      const pieces = await rawRows<{ at: number; bytes: string }>(db, sql`select at, encode(bytes, 'base64') as bytes from import_file_pieces
        where import_id = ${id} and at < ${end} and at + octet_length(bytes) > ${start} order by at`);
      // Dropped meanwhile: a commit elsewhere has just ended.
      if (pieces.length === 0) throw new HttpError(409, IMPORT_MESSAGES.notDraft);
      const first = pieces[0].at;
      return Buffer.concat(pieces.map((piece) => Buffer.from(piece.bytes, 'base64'))).subarray(start - first, end - first);
    },
  };
}

export async function saveDraft(db: Db, id: number, values: { mapping: Record<string, string | null>; existing: 'skip' | 'update'; rowsTotal: number }): Promise<void> {
  await db.update(imports).set(values).where(eq(imports.id, id));
}

/**
 * The header row as remembered: a SHA-256 of it trimmed, lowercased and joined by a tab (a key of
 * fixed length, however long the row).
 */
export const headerRowKey = (headers: readonly string[]) => createHash('sha256').update(headers.map((h) => h.trim().toLowerCase()).join('\t'), 'utf8').digest('hex');

export async function rememberedMapping(db: Db, kind: ImportKind, headers: readonly string[]): Promise<Record<string, string | null> | null> {
  const [row] = await db.select({ mapping: importMappings.mapping }).from(importMappings)
    .where(and(eq(importMappings.kind, kind), eq(importMappings.headers, headerRowKey(headers))));
  if (!row) return null;
  // Only the fields the kind still has, each naming a header the file has.
  const stored = row.mapping as Record<string, string | null>;
  return Object.fromEntries(IMPORT_FIELDS[kind].map((f) => [f.name, stored[f.name] && headers.includes(stored[f.name]!) ? stored[f.name] : null]));
}

export async function rememberMapping(db: Db, kind: ImportKind, headers: readonly string[], mapping: Record<string, string | null>): Promise<void> {
  await db.insert(importMappings).values({ kind, headers: headerRowKey(headers), mapping })
    .onConflictDoUpdate({ target: [importMappings.kind, importMappings.headers], set: { mapping, updatedAt: new Date() } });
}

// A commit holds a lock on its import for as long as its transaction: a PostgreSQL advisory lock
// (this key and the import's id), which the server releases when the transaction ends, however it
// ends, the API process that held it dying included. So an import whose status says 'committing'
// while nobody holds its lock was left by a commit that died (its writes rolled back): it is
// failed, and may be committed again.
const COMMIT_LOCK = 0x696d70; // "imp"

/** Takes the import's commit lock in `tx` until it ends; false while another commit holds it. */
export async function holdCommitLock(tx: Db, id: number): Promise<boolean> {
  const [row] = await rawRows<{ held: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${COMMIT_LOCK}::int, ${id}::int) as held`);
  return row.held;
}

/**
 * Claims the import for committing, by the holder of its commit lock: a draft, a failed commit, or
 * one a dead commit left 'committing'. False when it is committed.
 */
export async function claimForCommit(db: Db, id: number): Promise<boolean> {
  const claimed = await db.update(imports).set({ status: 'committing', rowsDone: 0 })
    .where(and(eq(imports.id, id), inArray(imports.status, ['draft', 'failed', 'committing']))).returning({ id: imports.id });
  return claimed.length > 0;
}

/** Marks failed an import left 'committing' by a commit whose transaction is gone (nobody holds its lock). */
export async function settleAbandonedCommit(db: Db, id: number): Promise<void> {
  await db.execute(sql`update imports set status = 'failed', rows_done = 0
    where id = ${id} and status = 'committing' and pg_try_advisory_xact_lock(${COMMIT_LOCK}::int, ${id}::int)`);
}

export async function setProgress(db: Db, id: number, rowsDone: number): Promise<void> {
  await db.update(imports).set({ rowsDone }).where(and(eq(imports.id, id), eq(imports.status, 'committing')));
}

/** A commit's outcome other than committed (draft again after errors, else failed); never undoes a commit. */
export async function setStatus(db: Db, id: number, status: ImportStatus): Promise<void> {
  await db.update(imports).set({ status, rowsDone: 0 }).where(and(eq(imports.id, id), sql`${imports.status} <> 'committed'`));
}

// A commit's report is written a batch at a time into a table of its transaction (dropped at its
// end) and joined into the import's row by the database: the API never holds it whole.
export async function startReport(tx: Db): Promise<(lines: string) => Promise<void>> {
  await tx.execute(sql`create temporary table import_report_lines (batch integer not null, lines text not null) on commit drop`);
  let batch = 0;
  return async (lines) => {
    batch += 1;
    await tx.execute(sql`insert into import_report_lines (batch, lines) values (${batch}, ${lines})`);
  };
}

/** The commit's end, in its transaction: the counts and the report kept, the file's bytes dropped. */
export async function markCommitted(tx: Db, id: number, report: ImportReport, rowsTotal: number): Promise<void> {
  const reportCsv = sql<string>`(select coalesce(string_agg(lines, E'\n' order by batch), '') from import_report_lines)`;
  await tx.update(imports).set({
    status: 'committed', report, reportCsv: reportCsv as unknown as string, fileBytes: null, rowsTotal, rowsDone: rowsTotal, committedAt: sql`now()` as unknown as Date,
  }).where(eq(imports.id, id));
  await tx.delete(importFilePieces).where(eq(importFilePieces.importId, id));
}

export function toDraft(row: ImportRow, headers: string[], preview: ImportPreview): ImportDraft {
  const kind = row.kind as ImportKind;
  return {
    id: row.id, kind, file_name: row.fileName, status: row.status as ImportStatus, headers,
    fields: IMPORT_FIELDS[kind].map(({ name, label, required }) => ({ name, label, required })),
    ...draftMapping(kind, row.mapping as Record<string, string | null>), existing: row.existing as 'skip' | 'update', preview,
  };
}

export function toProgress(row: ImportRow): ImportProgress {
  return {
    id: row.id, kind: row.kind as ImportKind, file_name: row.fileName, status: row.status as ImportStatus,
    rows_done: row.rowsDone, rows_total: row.rowsTotal, report: (row.report as ImportReport | null) ?? null,
  };
}

/** The report's lines back as rows, a page at a time (a quarter of attendance is 250,000 lines). */
export async function* reportPages(reportText: string): AsyncGenerator<ReportLine[]> {
  let page: ReportLine[] = [];
  let at = 0;
  while (at < reportText.length) {
    const end = reportText.indexOf('\n', at);
    const line = reportText.slice(at, end === -1 ? reportText.length : end);
    at = end === -1 ? reportText.length : end + 1;
    const [row, outcome, why, record] = line.split('\t');
    page.push({ row: Number(row), outcome, why, record });
    if (page.length === 5000) {
      yield page;
      page = [];
    }
  }
  if (page.length) yield page;
}

export interface ReportLine {
  row: number;
  outcome: string;
  why: string;
  record: string;
}
