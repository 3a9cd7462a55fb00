import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { IMPORT_FIELDS, type ImportDraft, type ImportKind, type ImportPreview, type ImportProgress, type ImportReport, type ImportStatus } from '@church/contracts/imports';
import type { Db } from '../../db/client';
import { importMappings, imports } from '../../db/schema';

// The imports table (a file on its way in, its mapping, then its report) and the mappings
// remembered per kind and header row.

export type ImportRow = typeof imports.$inferSelect;

export const readyReport = 'The report is ready once the import has been committed.';

/**
 * The import without its file or its report (a progress bar asks every second while a commit
 * runs; a quarter's file is 15 MB), or with them when asked.
 */
export async function findImport(db: Db, id: number, withBytes: { file?: boolean; report?: boolean } = {}): Promise<ImportRow | undefined> {
  const { file, reportCsv, ...columns } = getTableColumns(imports);
  const [row] = await db.select({ ...columns, file: withBytes.file ? file : sql<null>`null`, reportCsv: withBytes.report ? reportCsv : sql<null>`null` })
    .from(imports).where(eq(imports.id, id));
  return row;
}

export async function createImport(db: Db, values: { kind: ImportKind; fileName: string; file: Buffer; mapping: Record<string, string | null>; rowsTotal: number; createdBy: number }): Promise<ImportRow> {
  const [row] = await db.insert(imports).values(values).returning();
  return row;
}

export async function saveDraft(db: Db, id: number, values: { mapping: Record<string, string | null>; existing: 'skip' | 'update'; rowsTotal: number }): Promise<void> {
  await db.update(imports).set(values).where(eq(imports.id, id));
}

/** The header row as remembered: trimmed, lowercased, joined by a tab. */
export const headerRowKey = (headers: readonly string[]) => headers.map((h) => h.trim().toLowerCase()).join('\t');

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

/** Claims a draft (or a failed commit) for committing; false when it is committed or being committed. */
export async function claimForCommit(db: Db, id: number): Promise<boolean> {
  const claimed = await db.update(imports).set({ status: 'committing', rowsDone: 0 })
    .where(and(eq(imports.id, id), inArray(imports.status, ['draft', 'failed']))).returning({ id: imports.id });
  return claimed.length > 0;
}

export async function setProgress(db: Db, id: number, rowsDone: number): Promise<void> {
  await db.update(imports).set({ rowsDone }).where(and(eq(imports.id, id), eq(imports.status, 'committing')));
}

export async function setStatus(db: Db, id: number, status: ImportStatus): Promise<void> {
  await db.update(imports).set({ status, rowsDone: 0 }).where(eq(imports.id, id));
}

/** The commit's end, in its transaction: the counts and the report kept, the file's bytes dropped. */
export async function markCommitted(db: Db, id: number, report: ImportReport, reportChunks: string[], rowsTotal: number): Promise<void> {
  await db.update(imports).set({
    status: 'committed', report, reportCsv: reportChunks.join('\n'), file: null, rowsTotal, rowsDone: rowsTotal, committedAt: sql`now()` as unknown as Date,
  }).where(eq(imports.id, id));
}

export function toDraft(row: ImportRow, headers: string[], preview: ImportPreview): ImportDraft {
  const kind = row.kind as ImportKind;
  return {
    id: row.id, kind, file_name: row.fileName, status: row.status as ImportStatus, headers,
    fields: IMPORT_FIELDS[kind].map(({ name, label, required }) => ({ name, label, required })),
    mapping: row.mapping as Record<string, string | null>, existing: row.existing as 'skip' | 'update', preview,
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
