import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../app';
import { mailQueue } from '../db/schema';
import { runJob } from '../jobs/run-job';
import { auth, createTestApp, GENEROUS_LIMITS, loginAs, TEST_HASHING, type TestContext } from '../test/context';
import type { Mailer, MailMessage } from './mailer';
import { MAIL_QUEUE_JOB } from './queue';
import { MAX_MAIL_ATTEMPTS } from './retry';

// A crash between a request and its mail loses nothing: the mail is a row written with the
// request's change, and whichever instance runs the mail job next sends it, once.

function recordingMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = { kind: 'custom', send: async (message) => void sent.push(message) };
  return { mailer, sent };
}

// The sending process dies before its mail goes out: every send of this app fails.
const deadMailer: Mailer = {
  kind: 'custom',
  send: async () => {
    throw new Error('the process died before sending');
  },
};

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ mailer: deadMailer });
}, 60_000);
afterAll(() => ctx?.close());
beforeEach(() => ctx.database.db.delete(mailQueue));

/** Another API instance on the same database, sending through `mailer`. */
async function freshApp(mailer: Mailer): Promise<App> {
  return buildApp({ database: ctx.database, migrate: false, logger: false, passwordHashing: TEST_HASHING, rateLimits: GENEROUS_LIMITS, siteUrl: 'http://site.test', mailer });
}

const post = (url: string, payload: object, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'POST', url, payload, headers });
const waiting = async () => (await ctx.database.db.select({ status: mailQueue.status }).from(mailQueue)).filter((row) => row.status === 'pending' || row.status === 'sending');

test('mail whose sender died after the request is sent once by a fresh app on the same database', async () => {
  const admin = auth(await loginAs(ctx.app, 'admin'));
  expect((await post('/api/forgot-password', { email: 'member@example.com' })).statusCode).toBe(200);
  const created = await post('/api/members', { first_name: 'Queued', last_name: 'Invitee', email: 'queued.invitee@example.com', phone: '08095333555' }, admin);
  expect(created.statusCode).toBe(201);
  await ctx.app.flushMail();
  expect(await waiting()).toHaveLength(2);

  const box = recordingMailer();
  const fresh = await freshApp(box.mailer);
  try {
    // After the first failure's back-off (2 minutes).
    await runJob(fresh, MAIL_QUEUE_JOB, minutesFromNow(3));
    expect(box.sent.map((mail) => [mail.to, mail.subject]).sort()).toEqual([
      ['member@example.com', 'Reset your password'],
      ['queued.invitee@example.com', 'Welcome to the church: set your password'],
    ]);
    // The link issued when the mail went out works.
    const link = new URL(/https?:\/\/\S+/.exec(box.sent.find((mail) => mail.to === 'member@example.com')!.text)![0]);
    const reset = await fresh.inject({
      method: 'POST', url: '/api/reset-password',
      payload: { token: link.searchParams.get('token'), email: 'member@example.com', password: 'queued-mail-pass-7', password_confirmation: 'queued-mail-pass-7' },
    });
    expect(reset.statusCode).toBe(200);

    await runJob(fresh, MAIL_QUEUE_JOB, minutesFromNow(30));
    expect(box.sent).toHaveLength(2);
    expect(await waiting()).toHaveLength(0);
  } finally {
    await fresh.close();
  }
});

test("a unit's 'you were added' mail is written with the roster change, from the unit's page and the member's page alike", async () => {
  const admin = auth(await loginAs(ctx.app, 'admin'));
  const unitsList = (await ctx.app.inject({ method: 'GET', url: '/api/units', headers: admin })).json().data as { id: number; name: string }[];
  const person = (await post('/api/members', { first_name: 'Rota', last_name: 'Joiner', email: 'rota.joiner@example.com', phone: '08095333777' }, admin)).json().data as { id: number };
  await ctx.app.flushMail();
  await ctx.database.db.delete(mailQueue);
  const [first, second] = unitsList;
  expect((await ctx.app.inject({ method: 'PUT', url: `/api/units/${first.id}/members/${person.id}`, headers: admin })).statusCode).toBe(201);
  const patched = await ctx.app.inject({ method: 'PATCH', url: `/api/members/${person.id}`, headers: admin, payload: { unit_ids: [first.id, second.id] } });
  expect(patched.statusCode).toBe(200);
  await ctx.app.flushMail();
  // Both sends failed (the sender is dead), and both mails wait to be sent.
  const rows = await ctx.database.db.select({ to: mailQueue.to, message: mailQueue.message }).from(mailQueue);
  expect(rows.map((row) => [row.to, (row.message as { subject: string }).subject]).sort()).toEqual([
    ['rota.joiner@example.com', `You were added to ${first.name}`],
    ['rota.joiner@example.com', `You were added to ${second.name}`],
  ]);
});

test('a mail claimed by a runner that stopped mid-send is sent by another after 15 minutes, once', async () => {
  let release: (err: Error) => void = () => {};
  const stuck: Mailer = { kind: 'custom', send: () => new Promise((_resolve, reject) => void (release = reject)) };
  const dying = await freshApp(stuck);
  const box = recordingMailer();
  const fresh = await freshApp(box.mailer);
  try {
    await dying.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'leader@example.com' } });
    await waitFor(async () => (await ctx.database.db.select().from(mailQueue).where(eq(mailQueue.status, 'sending'))).length === 1);
    await runJob(fresh, MAIL_QUEUE_JOB, minutesFromNow(5)); // still held: not sent
    expect(box.sent).toHaveLength(0);
    await runJob(fresh, MAIL_QUEUE_JOB, minutesFromNow(16));
    expect(box.sent.map((mail) => mail.to)).toEqual(['leader@example.com']);
    // The stopped runner's late failure does not put the sent mail back.
    release(new Error('the process died'));
    await dying.flushMail();
    await runJob(fresh, MAIL_QUEUE_JOB, minutesFromNow(60));
    expect(box.sent).toHaveLength(1);
  } finally {
    await dying.close();
    await fresh.close();
  }
});

test('a forgot-password request for an unknown email leaves nothing to send', async () => {
  const box = recordingMailer();
  const fresh = await freshApp(box.mailer);
  try {
    expect((await fresh.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'nobody-here@example.com' } })).statusCode).toBe(200);
    await fresh.flushMail();
    await runJob(fresh, MAIL_QUEUE_JOB, minutesFromNow(60));
    expect(box.sent).toHaveLength(0);
    expect(await waiting()).toHaveLength(0);
  } finally {
    await fresh.close();
  }
});

test(`a mail that fails ${MAX_MAIL_ATTEMPTS} times is given up`, async () => {
  await post('/api/forgot-password', { email: 'member@example.com' });
  await ctx.app.flushMail();
  for (let hour = 1; hour <= MAX_MAIL_ATTEMPTS + 1; hour += 1) await runJob(ctx.app, MAIL_QUEUE_JOB, minutesFromNow(hour * 130));
  const rows = await ctx.database.db.select({ status: mailQueue.status, attempts: mailQueue.attempts }).from(mailQueue);
  expect(rows).toEqual([{ status: 'dropped', attempts: MAX_MAIL_ATTEMPTS }]);
});

/** Waits for what the database shows, never for a fixed time. */
async function waitFor(check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 500; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('the condition never held');
}
