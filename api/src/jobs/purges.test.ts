import { eq } from 'drizzle-orm';
import { loginFailures, mailQueue, rateLimitHits, sessions, users } from '../db/schema';
import { createTestApp, type TestContext } from '../test/context';
import { PURGE_JOBS } from './purges';
import { JOBS } from './registry';
import { runJob } from './run-job';

// The purges are jobs like any other: scheduled once across every instance, not timers in each.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx?.close());

test('the hourly purges are registered jobs, and each deletes only what has ended', async () => {
  for (const job of PURGE_JOBS) expect(JOBS).toContain(job);
  const db = ctx.database.db;
  const now = new Date();
  const longAgo = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000);
  const later = new Date(now.getTime() + 60 * 60 * 1000);
  const [{ id: userId }] = await db.select({ id: users.id }).from(users).limit(1);
  await db.insert(sessions).values([
    { userId, tokenHash: 'purge-ended', expiresAt: longAgo },
    { userId, tokenHash: 'purge-live', expiresAt: later },
  ]);
  await db.insert(loginFailures).values([
    { email: 'purge-old@example.com', failures: 2, lastFailedAt: longAgo },
    { email: 'purge-recent@example.com', failures: 2, lastFailedAt: now },
  ]);
  await db.insert(rateLimitHits).values([
    { key: 'purge-ended', hits: 1, resetsAt: longAgo },
    { key: 'purge-live', hits: 1, resetsAt: later },
  ]);
  await db.insert(mailQueue).values([
    { kind: 'message', to: 'a@example.com', status: 'sent', createdAt: longAgo },
    { kind: 'message', to: 'b@example.com', status: 'pending', createdAt: longAgo },
    { kind: 'message', to: 'c@example.com', status: 'sent', createdAt: now },
  ]);

  for (const job of PURGE_JOBS) await runJob(ctx.app, job.name, now);

  expect((await db.select({ hash: sessions.tokenHash }).from(sessions)).map((row) => row.hash)).toContain('purge-live');
  expect(await db.select().from(sessions).where(eq(sessions.tokenHash, 'purge-ended'))).toHaveLength(0);
  expect((await db.select({ email: loginFailures.email }).from(loginFailures)).map((row) => row.email)).toEqual(['purge-recent@example.com']);
  expect((await db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((row) => row.key)).toEqual(['purge-live']);
  expect((await db.select({ to: mailQueue.to }).from(mailQueue)).map((row) => row.to).sort()).toEqual(['b@example.com', 'c@example.com']);
});
