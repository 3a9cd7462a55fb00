import { eq, inArray } from 'drizzle-orm';
import { importFilePieces, imports } from '../db/schema';
import { auth, createTestApp, loginAs, type TestContext } from '../test/context';
import { runJob } from './run-job';

// An upload nobody committed, and a report of every row, are not kept past their use.
// The church keeps reports 30 days here (IMPORT_REPORT_DAYS), not the default 90.
const IMPORT_REPORT_DAYS = 30;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ importReportDays: IMPORT_REPORT_DAYS });
}, 60_000);
afterAll(() => ctx?.close());

const DAY_MS = 24 * 60 * 60 * 1000;

test('drafts and failed imports go after a day, a committed import\'s report after its days', async () => {
  const db = ctx.database.db;
  const now = new Date();
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const base = { kind: 'members', fileName: 'people.csv', mapping: {} };
  const rows = await db.insert(imports).values([
    { ...base, status: 'draft', createdAt: ago(2) },
    { ...base, status: 'failed', createdAt: ago(2) },
    { ...base, status: 'draft', createdAt: ago(0.5) },
    { ...base, status: 'committed', reportCsv: '2\tcreated\t\tAda', report: { created: 1, updated: 0, skipped: 0 }, createdAt: ago(IMPORT_REPORT_DAYS + 2), committedAt: ago(IMPORT_REPORT_DAYS + 1) },
    { ...base, status: 'committed', reportCsv: '2\tcreated\t\tAda', report: { created: 1, updated: 0, skipped: 0 }, createdAt: ago(3), committedAt: ago(2) },
    { ...base, status: 'committed', reportCsv: '2\tcreated\t\tAda', report: { created: 1, updated: 0, skipped: 0 }, createdAt: ago(IMPORT_REPORT_DAYS), committedAt: ago(IMPORT_REPORT_DAYS - 1) },
  ]).returning({ id: imports.id });

  // The drafts' files go with them; the fresh draft keeps its own.
  await db.insert(importFilePieces).values([rows[0], rows[2]].map(({ id }) => ({ importId: id, at: 0, bytes: Buffer.from('First name\nAda\n') })));

  await runJob(ctx.app, 'purge-old-imports', now);

  const pieces = await db.select({ importId: importFilePieces.importId }).from(importFilePieces).where(inArray(importFilePieces.importId, [rows[0].id, rows[2].id]));
  expect(pieces).toEqual([{ importId: rows[2].id }]);

  const left = await Promise.all(rows.map(async ({ id }) => (await db.select({ status: imports.status, reportCsv: imports.reportCsv }).from(imports).where(eq(imports.id, id)))[0]));
  expect(left).toEqual([undefined, undefined, { status: 'draft', reportCsv: null }, { status: 'committed', reportCsv: null }, { status: 'committed', reportCsv: '2\tcreated\t\tAda' }, { status: 'committed', reportCsv: '2\tcreated\t\tAda' }]);

  const admin = await loginAs(ctx.app, 'admin');
  const gone = await ctx.app.inject({ method: 'GET', url: `/api/imports/${rows[3].id}/report.csv`, headers: auth(admin) });
  expect(gone.statusCode).toBe(404);
  expect(gone.json().message).toBe(`The report of an import is deleted ${IMPORT_REPORT_DAYS} days after its commit, with the names it held.`);
  const progress = await ctx.app.inject({ method: 'GET', url: `/api/imports/${rows[3].id}`, headers: auth(admin) });
  expect(progress.json().data.report).toEqual({ created: 1, updated: 0, skipped: 0 });
});
