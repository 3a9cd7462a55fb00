import { and, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { imports } from '../db/schema';

// An import keeps the file it was given (names, phones, emails, of people who may since have
// been removed) and, once committed, a report of every row: neither is kept longer than it serves.
// A draft or failed import nobody committed within a day is deleted with its file; a committed
// import's report is dropped after the days the church set (IMPORT_REPORT_DAYS; its counts and its
// audit entry stay).

export const IMPORT_DRAFT_HOURS = 24;
export const DEFAULT_IMPORT_REPORT_DAYS = 90;

const HOUR_MS = 60 * 60 * 1000;

export async function purgeOldImports(db: Db, now: Date, reportDays: number): Promise<void> {
  await db.delete(imports).where(and(inArray(imports.status, ['draft', 'failed']), lt(imports.createdAt, new Date(now.getTime() - IMPORT_DRAFT_HOURS * HOUR_MS))));
  await db.update(imports).set({ reportCsv: sql`null` as unknown as string })
    .where(and(isNotNull(imports.reportCsv), lt(imports.committedAt, new Date(now.getTime() - reportDays * 24 * HOUR_MS))));
}
