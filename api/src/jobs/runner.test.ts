import { eq } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@church/contracts/demo-accounts';
import { users } from '../db/schema';
import type { Mailer, MailMessage } from '../mail/mailer';
import { notify } from '../notifications/notify';
import { createTestApp, type TestContext } from '../test/context';
import { JOBS } from './registry';

// The job runner itself (pg-boss) on the embedded database, as `npm start` runs it.
const sent: MailMessage[] = [];
const mailer: Mailer = { kind: 'custom', send: async (message) => void sent.push(message) };
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ mailer, jobs: true });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
// Closing waits for the runs in progress, which on a loaded host can pass jest's 5 s.
afterAll(() => ctx.close(), 30_000);

async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test("every registered job is scheduled in the church's time zone once the server listens", async () => {
  // The runner starts once the server listens (without delaying it): wait for its schedules.
  const scheduled = await waitFor(async () => {
    const rows = await ctx.database.jobsSql('select name, cron, timezone from pgboss.schedule order by name', []).then((r) => r.rows, () => []);
    return rows.length === JOBS.length ? rows : undefined;
  });
  expect(scheduled).toEqual(
    [...JOBS].sort((a, b) => a.name.localeCompare(b.name)).map((job) => ({ name: job.name, cron: job.cron, timezone: 'Africa/Lagos' })),
  );
});

test('a kick runs the mail job through the queue and the mail goes out', async () => {
  const [leader] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.leader));
  await notify(ctx.database.db, [{ userId: leader.id, kind: 'visitor_assigned', subject: 'runner:kick', day: '2026-03-02', title: 'Queued mail', body: 'Through pg-boss.', link: null }]);
  // A kick made before the runner has started sends in this process instead; kick until one
  // went through the queue.
  await waitFor(async () => {
    await ctx.app.kickMail();
    const { rows } = await ctx.database.jobsSql("select id from pgboss.job where name = 'notification-mail' and (data->>'kicked')::boolean and state = 'completed'", []);
    return rows.length > 0 ? rows : undefined;
  });
  await ctx.app.flushMail();
  const mails = sent.filter((m) => m.subject === 'Queued mail');
  expect(mails).toHaveLength(1);
  expect(mails[0].to).toBe(DEMO_ACCOUNTS.leader);
}, 60_000);

test("a request's mail goes out through the queued mail job within seconds", async () => {
  // Once the runner has started (its schedules exist), a kick goes through pg-boss.
  await waitFor(async () => {
    const { rows } = await ctx.database.jobsSql("select name from pgboss.schedule where name = 'mail-queue'", []).then((r) => r, () => ({ rows: [] }));
    return rows.length > 0 ? rows : undefined;
  });
  const res = await ctx.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: DEMO_ACCOUNTS.member } });
  expect(res.statusCode).toBe(200);
  // Within 10 s: the e2e suite's mail sink is read the same way.
  const mail = await waitFor(() => sent.find((m) => m.to === DEMO_ACCOUNTS.member && m.subject === 'Reset your password'), 10_000);
  expect(mail.text).toContain('/reset-password?token=');
  const { rows } = await ctx.database.jobsSql("select id from pgboss.job where name = 'mail-queue' and (data->>'kicked')::boolean and state = 'completed'", []);
  expect(rows.length).toBeGreaterThan(0);
}, 60_000);
