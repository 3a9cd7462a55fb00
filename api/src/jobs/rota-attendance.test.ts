import { and, eq, sql } from 'drizzle-orm';
import { weekdayOf } from '@church/contracts/church-time';
import { insertMarks } from '../attendance/recording';
import { absences, attendance, blockouts, roles, rotaPlaces, serviceCancellations, services, teamPositions, teams, userRoles, users } from '../db/schema';
import { rawRows } from '../db/sql-helpers';
import { forgetSchedule } from '../schedule/cache';
import { auth, createTestApp, loginAs, type TestContext } from '../test/context';
import { JOBS } from './registry';
import { runJob } from './run-job';

// Serving counts as attending, as the scheduler runs it on a frozen clock: an accepted place is
// recorded by its team's rota once the service's marking window has closed (three hours after
// the start), once however often the job runs, and never over a person marked absent, an
// existing record, a declined place, a deactivated person or a cancelled service.
const at = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);
const sunday = '2027-01-10';

let ctx: TestContext;
let team: number;
let sound: number;
let matins: number;
let memberRole: number;

const db = () => ctx.database.db;
const person = async (firstName: string) => {
  const [{ id }] = await db().insert(users).values({ firstName, lastName: 'Server' }).returning({ id: users.id });
  await db().insert(userRoles).values({ userId: id, roleId: memberRole });
  return id;
};
const place = async (userId: number, state: string, servedOn = sunday, serviceId = matins) =>
  (await db().insert(rotaPlaces).values({ teamId: team, positionId: sound, serviceId, servedOn, userId, state }).returning({ id: rotaPlaces.id }))[0].id;
const recordsOf = (userId: number, day = sunday) =>
  db().select({ category: attendance.serviceCategory, recordedBy: attendance.recordedBy, rotaTeamId: attendance.rotaTeamId })
    .from(attendance).where(and(eq(attendance.userId, userId), eq(attendance.attendedOn, day)));
const run = (day: string, time: string) => runJob(ctx.app, 'rota-attendance', at(day, time));

// The kept counts (occurrence_attendance, person_month_attendance) against counts from scratch.
const keptCounts = () => rawRows<{ key: string; n: number }>(db(), sql`
  select 'o/' || attended_on::text || '/' || service_id || '/' || service_category as key, records as n from occurrence_attendance where records > 0
  union all select 'p/' || user_id || '/' || month::text, records from person_month_attendance where records > 0 order by 1`);
const countedFromScratch = () => rawRows<{ key: string; n: number }>(db(), sql`
  select 'o/' || attended_on::text || '/' || service_id || '/' || service_category as key, count(*)::int as n from attendance group by 1
  union all select 'p/' || user_id || '/' || date_trunc('month', attended_on)::date::text, count(*)::int from attendance group by 1 order by 1`);

beforeAll(async () => {
  ctx = await createTestApp();
  [{ id: memberRole }] = await db().select({ id: roles.id }).from(roles).where(eq(roles.name, 'member'));
  [{ id: team }] = await db().insert(teams).values({ name: 'Media', slug: 'media' }).returning({ id: teams.id });
  [{ id: sound }] = await db().insert(teamPositions).values({ teamId: team, name: 'Sound desk', needed: 9 }).returning({ id: teamPositions.id });
  [{ id: matins }] = await db().insert(services)
    .values({ name: 'Serving matins', isRecurring: true, dayOfWeek: weekdayOf(sunday), startTime: '09:00:00', activeFrom: '2026-12-01' })
    .returning({ id: services.id });
  forgetSchedule(db());
}, 60_000);
afterAll(() => ctx?.close());

describe('serving counts as attending', () => {
  it('is registered with a schedule', () => {
    expect(JOBS.find((job) => job.name === 'rota-attendance')?.cron).toMatch(/^\S+ \S+ \S+ \S+ \S+$/);
  });

  it('records an accepted place once the marking window closes, by the rota; nobody marked absent, declined, asked or deactivated; an existing record kept', async () => {
    const served = await person('Ada');
    const declined = await person('Bola');
    const asked = await person('Chidi');
    const away = await person('Dayo');
    const blocked = await person('Efe');
    const gone = await person('Femi');
    const checkedIn = await person('Gbenga');
    for (const id of [served, away, blocked, gone, checkedIn]) await place(id, 'accepted');
    await place(declined, 'declined');
    await place(asked, 'asked');
    await db().insert(absences).values({ userId: away, fromOn: '2027-01-09', toOn: '2027-01-11', reason: 'travel' });
    await db().insert(blockouts).values({ userId: blocked, fromOn: '2027-01-03', toOn: '2027-01-03', repeat: 'weekly' });
    await db().update(users).set({ deactivatedAt: at('2027-01-01', '10:00') }).where(eq(users.id, gone));
    await insertMarks(db(), [{ userId: checkedIn, serviceId: matins, date: sunday, category: 'Pre-Service' }], { kind: 'self', personId: checkedIn });

    await run(sunday, '08:45'); // before the service
    await run(sunday, '11:59'); // held, but its people can still mark it themselves
    expect(await recordsOf(served)).toEqual([]);

    await Promise.all([run(sunday, '12:00'), run(sunday, '12:00')]);
    await run(sunday, '12:15');
    await run('2027-01-11', '09:00');
    expect(await recordsOf(served)).toEqual([{ category: 'Others', recordedBy: null, rotaTeamId: team }]);
    for (const id of [declined, asked, away, blocked, gone]) expect(await recordsOf(id)).toEqual([]);
    expect(await recordsOf(checkedIn)).toEqual([{ category: 'Pre-Service', recordedBy: checkedIn, rotaTeamId: null }]);
    expect(await keptCounts()).toEqual(await countedFromScratch());

    // The admin's list names the rota as the recorder, as it names a station at the door.
    const admin = await loginAs(ctx.app, 'admin');
    const list = await ctx.app.inject({ method: 'GET', url: `/api/attendance?month=1&year=2027&service_id=${matins}&date=${sunday}`, headers: auth(admin) });
    expect(list.statusCode).toBe(200);
    const record = list.json().data.find((r: { user_id: number }) => r.user_id === served);
    expect(record).toMatchObject({ full_name: 'Ada Server', category: 'Others', recorded_by: null, station_name: null, rota_team_name: 'Media' });
  });

  it('does not make a record again once removed (a leader marked them absent), and records nothing for a cancelled service', async () => {
    const removed = await person('Hauwa');
    const cancelled = await person('Ike');
    const next = '2027-01-17';
    await place(removed, 'accepted', next);
    await place(cancelled, 'accepted', next);
    const [{ id: evening }] = await db().insert(services)
      .values({ name: 'Serving evensong', isRecurring: true, dayOfWeek: weekdayOf(next), startTime: '18:00:00', activeFrom: '2026-12-01' })
      .returning({ id: services.id });
    await db().delete(rotaPlaces).where(eq(rotaPlaces.userId, cancelled));
    await place(cancelled, 'accepted', next, evening);
    await db().insert(serviceCancellations).values({ serviceId: evening, date: next, reason: 'Power cut' });
    forgetSchedule(db());

    await run(next, '23:00');
    expect(await recordsOf(removed, next)).toHaveLength(1);
    expect(await recordsOf(cancelled, next)).toEqual([]);
    await db().delete(attendance).where(and(eq(attendance.userId, removed), eq(attendance.attendedOn, next)));
    await run(next, '23:15');
    await run('2027-01-18', '10:00');
    expect(await recordsOf(removed, next)).toEqual([]);
    expect(await keptCounts()).toEqual(await countedFromScratch());
  });
});
