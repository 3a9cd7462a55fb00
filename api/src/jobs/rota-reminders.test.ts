import { and, eq } from 'drizzle-orm';
import { formatChurchDate, weekdayOf } from '@church/contracts/church-time';
import { churchSettings, notifications, outbox, rotaPlaces, services, teamPositions, teams, users } from '../db/schema';
import { forgetSchedule } from '../schedule/cache';
import { auth, createTestApp, loginAs, type TestContext } from '../test/context';
import { JOBS } from './registry';
import { runJob } from './run-job';

// The reminder before a service as the scheduler runs it, on a frozen clock: two days before (the
// church's default), once however often the job runs, only for accepted places of services to come.
const at = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);
const sunday = '2027-01-10';

let ctx: TestContext;
let samuel: number;
let team: number;
let sound: number;
let matins: number;

const place = async (servedOn: string, state: string, userId = samuel) =>
  (await ctx.database.db.insert(rotaPlaces).values({ teamId: team, positionId: sound, serviceId: matins, servedOn, userId, state }).returning({ id: rotaPlaces.id }))[0].id;
const remindersTo = async (userId: number) =>
  ctx.database.db.select({ title: notifications.title, subject: notifications.subject }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, 'rota_reminder')));
const run = async (day: string, time: string) => {
  await runJob(ctx.app, 'rota-reminders', at(day, time));
  await ctx.app.flushMail();
};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  [{ id: samuel }] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'samuel.eze@example.com'));
  [{ id: team }] = await db.insert(teams).values({ name: 'Media', slug: 'media' }).returning({ id: teams.id });
  [{ id: sound }] = await db.insert(teamPositions).values({ teamId: team, name: 'Sound desk', needed: 3 }).returning({ id: teamPositions.id });
  [{ id: matins }] = await db.insert(services)
    .values({ name: 'Reminder matins', isRecurring: true, dayOfWeek: weekdayOf(sunday), startTime: '09:00:00', activeFrom: '2026-12-01' })
    .returning({ id: services.id });
  forgetSchedule(db);
}, 60_000);
afterAll(() => ctx?.close());

describe('the rota reminder job', () => {
  it('is registered with a schedule', () => {
    expect(JOBS.find((job) => job.name === 'rota-reminders')?.cron).toMatch(/^\S+ \S+ \S+ \S+ \S+$/);
  });

  it('reminds an accepted place once, two days before, by the bell and a mail; not a declined or unanswered one, nor a service already held', async () => {
    const accepted = await place(sunday, 'accepted');
    const [{ id: leader }] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'leader@example.com'));
    const [{ id: member }] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'member@example.com'));
    await place(sunday, 'declined', leader);
    await place(sunday, 'asked', member);
    const held = await place('2027-01-03', 'accepted');

    await run('2027-01-07', '10:00'); // three days before: not yet
    await run('2027-01-08', '07:00'); // two days before, before the reminders' hour
    expect(await remindersTo(samuel)).toEqual([]);

    await run('2027-01-08', '08:00');
    await run('2027-01-08', '09:00');
    await run('2027-01-09', '08:00');
    await Promise.all([run('2027-01-09', '12:00'), run('2027-01-09', '12:00')]);
    const title = `You serve as Sound desk on ${formatChurchDate(sunday)}`;
    expect(await remindersTo(samuel)).toEqual([{ title, subject: `rota_place:${accepted}:reminder` }]);
    expect(await remindersTo(leader)).toEqual([]);
    expect(await remindersTo(member)).toEqual([]);
    expect((await ctx.database.db.select().from(rotaPlaces).where(eq(rotaPlaces.id, held)))[0].remindedAt).toBeNull();
    const mails = await ctx.database.db.select({ subject: outbox.subject, text: outbox.text }).from(outbox).where(eq(outbox.to, 'samuel.eze@example.com'));
    expect(mails.map((m) => m.subject)).toEqual([title]);
    expect(mails[0].text).toContain('A reminder: you serve as Sound desk (Media) at Reminder matins');
  });

  it('sends nothing while the church’s setting is 0, and follows a changed number of days', async () => {
    const next = '2027-01-17';
    const accepted = await place(next, 'accepted');
    await ctx.database.db.insert(churchSettings).values({ key: 'rota_reminder_days', value: 0 });
    await run('2027-01-16', '08:00');
    expect((await remindersTo(samuel)).map((r) => r.subject)).not.toContain(`rota_place:${accepted}:reminder`);

    await ctx.database.db.update(churchSettings).set({ value: 1 }).where(eq(churchSettings.key, 'rota_reminder_days'));
    await run('2027-01-16', '08:00');
    expect((await remindersTo(samuel)).map((r) => r.subject)).toContain(`rota_place:${accepted}:reminder`);
  });

  it('takes its number of days from the church settings, which admins change', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const put = (payload: object) => ctx.app.inject({ method: 'PUT', url: '/api/church-settings', headers: auth(admin), payload });
    const saved = await put({ self_marking_without_code: true, rota_reminder_days: 3 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ self_marking_without_code: true, rota_reminder_days: 3 });
    for (const [days, message] of [[-1, 'Reminder days must be 0 (no reminders) or more'], [15, 'Reminders go at most 14 days before the service'], [1.5, 'Reminder days must be a whole number'], ['two', 'Reminder days must be a number']] as const) {
      const refused = await put({ self_marking_without_code: true, rota_reminder_days: days });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.rota_reminder_days).toEqual([message]);
    }
  });
});
