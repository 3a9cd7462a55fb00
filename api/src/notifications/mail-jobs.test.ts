import { eq, inArray } from 'drizzle-orm';
import { churchInstant } from '@church/contracts/church-time';
import { DEMO_ACCOUNTS } from '@church/contracts/demo-accounts';
import { buildApp } from '../app';
import { notificationPreferences, notifications, users } from '../db/schema';
import { runJob } from '../jobs/run-job';
import type { Mailer, MailMessage } from '../mail/mailer';
import { createTestApp, GENEROUS_LIMITS, TEST_HASHING, type TestContext } from '../test/context';
import { NOTIFICATION_DIGEST_JOB, NOTIFICATION_MAIL_JOB } from './mail-jobs';
import { type NewNotification, notify } from './notify';

// A mailbox the test reads; `failNext` makes the next sends fail, as an SMTP server that is down would.
function recordingMailer(delayMs = 0) {
  const sent: MailMessage[] = [];
  let failNext = 0;
  const mailer: Mailer = {
    kind: 'custom',
    send: async (message) => {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (failNext > 0) {
        failNext -= 1;
        throw new Error('SMTP server unavailable');
      }
      sent.push(message);
    },
  };
  return { mailer, sent, failNextSends: (n: number) => void (failNext = n) };
}

const box = recordingMailer(2);
let ctx: TestContext;
const ids: Record<'admin' | 'leader' | 'member', number> = { admin: 0, leader: 0, member: 0 };

beforeAll(async () => {
  ctx = await createTestApp({ mailer: box.mailer });
  for (const role of ['admin', 'leader', 'member'] as const) {
    const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS[role]));
    ids[role] = row.id;
  }
}, 60_000);
afterAll(() => ctx.close());
beforeEach(() => {
  box.sent.length = 0;
});

const note = (userId: number, subject: string, kind: NewNotification['kind'] = 'visitor_assigned'): NewNotification => ({
  userId, kind, subject, day: '2026-03-02', title: `Title ${subject}`, body: `Body of ${subject}`, link: '/dashboard/first-timers/7',
});
const statusOf = async (subject: string) => (await ctx.database.db.select({ status: notifications.mailStatus, attempts: notifications.mailAttempts }).from(notifications).where(eq(notifications.subject, subject)))[0];
const at = (iso: string) => new Date(iso);

test('a notification to mail at once is sent once, with a one-click unsubscribe link and header', async () => {
  await notify(ctx.database.db, [note(ids.leader, 'mail:once')]);
  await runJob(ctx.app, NOTIFICATION_MAIL_JOB, at('2026-03-02T09:00:00Z'));
  await runJob(ctx.app, NOTIFICATION_MAIL_JOB, at('2026-03-02T09:05:00Z'));
  const mine = box.sent.filter((m) => m.subject === 'Title mail:once');
  expect(mine).toHaveLength(1);
  const [mail] = mine;
  expect(mail.to).toBe(DEMO_ACCOUNTS.leader);
  expect(mail.text).toContain('Body of mail:once');
  expect(mail.text).toContain('http://site.test/dashboard/first-timers/7');
  expect(mail.text).toMatch(/Stop these mails \(one click, no sign-in\): http:\/\/site\.test\/unsubscribe\?token=[\w-]{43}/);
  expect(mail.headers).toEqual({
    'List-Unsubscribe': expect.stringMatching(/^<http:\/\/site\.test\/api\/notifications\/unsubscribe\?token=[\w-]{43}>$/),
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
  expect((await statusOf('mail:once')).status).toBe('sent');

  // The header's link works once, without a sign-in.
  const url = new URL(mail.headers!['List-Unsubscribe'].slice(1, -1));
  const post = () => ctx.app.inject({ method: 'POST', url: url.pathname + url.search, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
  expect((await post()).statusCode).toBe(200);
  expect((await post()).statusCode).toBe(404);
  await ctx.database.db.delete(notificationPreferences).where(eq(notificationPreferences.userId, ids.leader));
});

test('two runners at once send each mail once', async () => {
  const second = await buildApp({ database: ctx.database, migrate: false, logger: false, passwordHashing: TEST_HASHING, rateLimits: GENEROUS_LIMITS, siteUrl: 'http://site.test', mailer: box.mailer });
  try {
    const subjects = Array.from({ length: 30 }, (_, n) => `mail:race-${n}`);
    await notify(ctx.database.db, subjects.map((subject, n) => note([ids.admin, ids.leader, ids.member][n % 3], subject)));
    const now = at('2026-03-02T10:00:00Z');
    await Promise.all([runJob(ctx.app, NOTIFICATION_MAIL_JOB, now), runJob(second, NOTIFICATION_MAIL_JOB, now), runJob(ctx.app, NOTIFICATION_MAIL_JOB, now)]);
    const titles = box.sent.map((m) => m.subject).filter((s) => s.startsWith('Title mail:race-'));
    expect(titles).toHaveLength(30);
    expect(new Set(titles).size).toBe(30);
    const rows = await ctx.database.db.select({ status: notifications.mailStatus, attempts: notifications.mailAttempts }).from(notifications).where(inArray(notifications.subject, subjects));
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  } finally {
    await second.close();
  }
});

test('a failed mail is tried again after its back-off (2, then 4 minutes), then sent once', async () => {
  await notify(ctx.database.db, [note(ids.member, 'mail:retry')]);
  box.failNextSends(2);
  await runJob(ctx.app, NOTIFICATION_MAIL_JOB, at('2026-03-02T11:00:00Z'));
  expect(await statusOf('mail:retry')).toEqual({ status: 'pending', attempts: 1 });
  await runJob(ctx.app, NOTIFICATION_MAIL_JOB, at('2026-03-02T11:01:00Z')); // too soon
  expect(await statusOf('mail:retry')).toEqual({ status: 'pending', attempts: 1 });
  await runJob(ctx.app, NOTIFICATION_MAIL_JOB, at('2026-03-02T11:02:00Z')); // fails again
  expect(await statusOf('mail:retry')).toEqual({ status: 'pending', attempts: 2 });
  await runJob(ctx.app, NOTIFICATION_MAIL_JOB, at('2026-03-02T11:05:00Z')); // 3 minutes: too soon
  expect(box.sent.filter((m) => m.subject === 'Title mail:retry')).toHaveLength(0);
  await runJob(ctx.app, NOTIFICATION_MAIL_JOB, at('2026-03-02T11:06:00Z'));
  await runJob(ctx.app, NOTIFICATION_MAIL_JOB, at('2026-03-02T11:30:00Z'));
  expect(box.sent.filter((m) => m.subject === 'Title mail:retry')).toHaveLength(1);
  expect(await statusOf('mail:retry')).toEqual({ status: 'sent', attempts: 3 });
});

test('a mail left "sending" by a runner that stopped is sent by a later run', async () => {
  const [id] = await notify(ctx.database.db, [note(ids.member, 'mail:stranded')]);
  await ctx.database.db.update(notifications).set({ mailStatus: 'sending', mailAttempts: 1, mailedAt: at('2026-03-02T12:00:00Z') }).where(eq(notifications.id, id));
  await runJob(ctx.app, NOTIFICATION_MAIL_JOB, at('2026-03-02T12:10:00Z'));
  expect((await statusOf('mail:stranded')).status).toBe('sending');
  await runJob(ctx.app, NOTIFICATION_MAIL_JOB, at('2026-03-02T12:20:00Z'));
  expect(box.sent.filter((m) => m.subject === 'Title mail:stranded')).toHaveLength(1);
});

test("kickMail sends at once, in the background, when this instance runs no jobs", async () => {
  await notify(ctx.database.db, [note(ids.admin, 'mail:kick')]);
  await ctx.app.kickMail();
  await ctx.app.flushMail();
  expect(box.sent.filter((m) => m.subject === 'Title mail:kick')).toHaveLength(1);
});

describe('the daily digest', () => {
  beforeAll(async () => {
    await ctx.database.db.insert(notificationPreferences).values([
      { userId: ids.leader, kind: 'follow_up_due', delivery: 'digest' },
      { userId: ids.leader, kind: 'unit_absences', delivery: 'digest' },
    ]);
  });

  test('gathers what came in before 18:00 church time into one mail per person, sent once', async () => {
    const made = await notify(ctx.database.db, [
      note(ids.leader, 'digest:a', 'follow_up_due'), note(ids.leader, 'digest:b', 'unit_absences'), note(ids.leader, 'digest:late', 'follow_up_due'),
    ]);
    expect(made).toHaveLength(3);
    const morning = churchInstant('2026-03-02', '09:00');
    await ctx.database.db.update(notifications).set({ createdAt: morning }).where(inArray(notifications.subject, ['digest:a', 'digest:b']));
    await ctx.database.db.update(notifications).set({ createdAt: churchInstant('2026-03-02', '18:30') }).where(eq(notifications.subject, 'digest:late'));

    await runJob(ctx.app, NOTIFICATION_DIGEST_JOB, churchInstant('2026-03-02', '17:00'));
    expect(box.sent).toHaveLength(0);
    await runJob(ctx.app, NOTIFICATION_DIGEST_JOB, churchInstant('2026-03-02', '18:00'));
    await runJob(ctx.app, NOTIFICATION_DIGEST_JOB, churchInstant('2026-03-02', '19:00'));
    expect(box.sent).toHaveLength(1);
    const [digest] = box.sent;
    expect(digest.to).toBe(DEMO_ACCOUNTS.leader);
    expect(digest.subject).toBe('Your daily digest: 2 notifications');
    expect(digest.text).toContain('Title digest:a');
    expect(digest.text).toContain('Title digest:b');
    expect(digest.text).not.toContain('digest:late');
    expect(digest.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect((await statusOf('digest:late')).status).toBe('digest');

    // The one that came in after 18:00 goes in the next day's digest.
    await runJob(ctx.app, NOTIFICATION_DIGEST_JOB, churchInstant('2026-03-03', '18:00'));
    expect(box.sent).toHaveLength(2);
    expect(box.sent[1].subject).toBe('Your daily digest: 1 notification');

    // The digest's one-click header turns off every kind the person had in the digest.
    const url = new URL(digest.headers!['List-Unsubscribe'].slice(1, -1));
    const res = await ctx.app.inject({ method: 'POST', url: url.pathname + url.search, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(res.json()).toMatchObject({ kind: 'digest', label: 'The daily digest mail' });
    const prefs = await ctx.database.db.select({ kind: notificationPreferences.kind, delivery: notificationPreferences.delivery }).from(notificationPreferences).where(eq(notificationPreferences.userId, ids.leader));
    expect(Object.fromEntries(prefs.map((p) => [p.kind, p.delivery]))).toEqual({ follow_up_due: 'off', unit_absences: 'off' });
  });
});
