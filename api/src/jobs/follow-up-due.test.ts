import { and, eq } from 'drizzle-orm';
import { ROLE_IDS } from '@church/contracts/roles';
import { hashPassword } from '../auth/passwords';
import { firstTimers, followUps, notifications, userRoles, users } from '../db/schema';
import { notify } from '../notifications/notify';
import { auth, createTestApp, loginAs, type TestContext } from '../test/context';
import { buildFollowUpReminders } from './follow-up-due';

// The church's clock (Lagos, UTC+1) is frozen on Monday 7 December 2026 (Date only: timers, PGlite
// and fastify run as usual). Grace holds two visitors: Ada, first seen five days ago and never
// contacted (overdue after 3 days), and Bola, contacted, with her next contact planned for today.
const at = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);
const MONDAY = '2026-12-07';
const TUESDAY = '2026-12-08';
const WEDNESDAY = '2026-12-09';
const FAKE_ALL_BUT_DATE = ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] as const;

let ctx: TestContext;
let grace: number;
let ada: number;
let bola: number;

beforeAll(async () => {
  ctx = await createTestApp();
  jest.useFakeTimers({ doNotFake: [...FAKE_ALL_BUT_DATE] });
  jest.setSystemTime(at(MONDAY, '09:00'));
  const db = ctx.database.db;
  [{ id: grace }] = await db.insert(users)
    .values({ firstName: 'Grace', lastName: 'Adeyemi', email: 'grace.adeyemi@example.test', passwordHash: await hashPassword('grace-password-1', ctx.app.settings.passwordHashing) })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: grace, roleId: ROLE_IDS.member });
  const visitor = async (firstName: string, phone: string, firstVisitOn: string, status: string, nextContactOn: string | null) => {
    const [row] = await db.insert(firstTimers).values({ firstName, lastName: 'Visitor', phone, firstVisitOn, lastVisitOn: firstVisitOn }).returning({ id: firstTimers.id });
    await db.insert(followUps).values({ firstTimerId: row.id, status, assignedTo: grace, nextContactOn });
    return row.id;
  };
  ada = await visitor('Ada', '+2348099990001', '2026-12-02', 'Not Contacted', null);
  bola = await visitor('Bola', '+2348099990002', '2026-12-06', 'Contacted', MONDAY);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  jest.useRealTimers();
});

async function runAt(now: Date): Promise<number[]> {
  return notify(ctx.database.db, await buildFollowUpReminders(ctx.database.db, now, ctx.app.settings.followUpOverdueDays));
}

const gracesReminders = () => ctx.database.db
  .select({ day: notifications.day, title: notifications.title, body: notifications.body, link: notifications.link, subject: notifications.subject })
  .from(notifications)
  .where(and(eq(notifications.userId, grace), eq(notifications.kind, 'follow_up_due')))
  .orderBy(notifications.day);

describe('the daily follow-up reminder', () => {
  it('waits for 08:00 on the church clock, then lists every due follow-up of the assignee in one notification', async () => {
    await runAt(at(MONDAY, '07:59'));
    expect(await gracesReminders()).toEqual([]);
    await runAt(at(MONDAY, '08:00'));
    const [reminder, ...more] = await gracesReminders();
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({ day: MONDAY, subject: 'follow_ups:due', title: '2 visitors are waiting to hear from you', link: '/dashboard' });
    // Overdue first, each with why it is due.
    expect(reminder.body).toContain('- Ada Visitor: not contacted yet since their first visit\n- Bola Visitor: next contact planned for today');
  });

  it('reminds once a day however often the job runs, and again the next day', async () => {
    await runAt(at(MONDAY, '09:00'));
    await runAt(at(MONDAY, '23:00'));
    expect((await gracesReminders()).map((r) => r.day)).toEqual([MONDAY]);
    await runAt(at(TUESDAY, '08:00'));
    await runAt(at(TUESDAY, '09:00'));
    const reminders = await gracesReminders();
    expect(reminders.map((r) => r.day)).toEqual([MONDAY, TUESDAY]);
    // Bola's next contact (Monday) has passed without a contact: overdue too.
    expect(reminders[1].body).toContain('- Bola Visitor: next contact was planned for Dec 7, 2026');
  });

  it('stops for a follow-up once its assignee records the contact, and altogether when none is due', async () => {
    const token = await loginAs(ctx.app, 'grace.adeyemi@example.test', 'grace-password-1');
    const contact = (id: number) => ctx.app.inject({
      method: 'POST', url: `/api/first-timers/${id}/feedback`, headers: auth(token),
      payload: { contacted_at: at(TUESDAY, '10:00').toISOString(), channel: 'call', outcome: 'reached', note: null, status: 'Contacted', next_contact_on: null },
    });
    jest.setSystemTime(at(TUESDAY, '10:05'));
    expect((await contact(ada)).statusCode).toBe(201);
    await runAt(at(WEDNESDAY, '08:00'));
    const wednesday = (await gracesReminders()).filter((r) => r.day === WEDNESDAY);
    expect(wednesday).toHaveLength(1);
    // One left: its own page is the link.
    expect(wednesday[0]).toMatchObject({ title: 'Bola Visitor is waiting to hear from you', link: `/dashboard/first-timers/${bola}` });
    expect(wednesday[0].body).not.toContain('Ada');

    expect((await contact(bola)).statusCode).toBe(201);
    await runAt(at('2026-12-10', '08:00'));
    expect((await gracesReminders()).map((r) => r.day)).toEqual([MONDAY, TUESDAY, WEDNESDAY]);
  });
});
