import { count, eq, max, sql } from 'drizzle-orm';
import { churchDateOf, todayInChurch } from '@church/contracts/church-time';
import { createTestApp, createTestDatabase, TEST_HASHING, type TestContext } from '../test/context';
import { type Db, migrateDatabase } from './client';
import { attendance, attendanceGoals, events, firstTimers, firstTimerVisits, followUpFeedback, followUps, roles, services, units, userRoles, users } from './schema';
import { isDatabaseEmpty, refuseInProduction, seedDemo } from './seed';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx.close());

it('refuses to seed demo data in production', () => {
  expect(() => refuseInProduction({ NODE_ENV: 'production' })).toThrow(/production/);
  expect(() => refuseInProduction({ NODE_ENV: 'development' })).not.toThrow();
});

it('seeds the three demo accounts with the documented roles and units', async () => {
  for (const [email, roleNames, unitNames] of [
    ['admin@example.com', ['admin', 'member'], []],
    ['leader@example.com', ['leader', 'member'], ['Choir', 'Media']],
    ['member@example.com', ['member'], ['Choir']],
  ] as const) {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'demo-password-2026' } });
    expect(res.statusCode).toBe(200);
    const user = res.json().data.user;
    expect({ email, roles: user.roles, units: user.units.map((u: { name: string }) => u.name) }).toEqual({ email, roles: roleNames, units: unitNames });
  }
});

it('seeds the service schedule: Sunday 08:00, Tuesday and Friday 17:30', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/services' });
  expect(res.json().data.map((s: { day_of_week: string; start_time: string }) => `${s.day_of_week} ${s.start_time}`)).toEqual(['Sunday 08:00', 'Tuesday 17:30', 'Friday 17:30']);
  const [{ n }] = await ctx.database.db.select({ n: count() }).from(services);
  expect(Number(n)).toBe(3);
});

it('seeds units, events, first-timers with follow-ups, and attendance across the last 12 months', async () => {
  const db = ctx.database.db;
  expect(Number((await db.select({ n: count() }).from(units))[0].n)).toBeGreaterThanOrEqual(3);
  expect(Number((await db.select({ n: count() }).from(events))[0].n)).toBeGreaterThanOrEqual(3);
  const [{ n: visitors }] = await db.select({ n: count() }).from(firstTimers);
  const [{ n: open }] = await db.select({ n: count() }).from(followUps);
  expect(Number(visitors)).toBeGreaterThanOrEqual(20);
  expect(Number(open)).toBe(Number(visitors));
  const months = await db.select({ month: sql<string>`to_char(${attendance.attendedOn}, 'YYYY-MM')` }).from(attendance).groupBy(sql`1`);
  expect(months.length).toBeGreaterThanOrEqual(12);
  const visitorMonths = await db.select({ month: sql<string>`to_char(${firstTimers.firstVisitOn}, 'YYYY-MM')` }).from(firstTimers).groupBy(sql`1`);
  expect(visitorMonths.length).toBeGreaterThanOrEqual(6);
});

it('seeds services held across the seeded history, categories of each role, who recorded, and an own goal for each demo account', async () => {
  const db = ctx.database.db;
  const [{ oldest }] = await db.select({ oldest: sql<string>`min(${attendance.attendedOn})::text` }).from(attendance);
  const schedule = await db.select({ activeFrom: services.activeFrom }).from(services);
  for (const { activeFrom } of schedule) expect(activeFrom <= oldest).toBe(true);
  // A past month expects its services: last month's summary has a goal of every service held.
  const member = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'member@example.com', password: 'demo-password-2026' } });
  const token = member.json().data.token;
  const [year, month] = todayInChurch().split('-').map(Number);
  const last = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  const summary = await ctx.app.inject({ method: 'GET', url: `/api/attendance/summary?year=${last.year}&month=${last.month}`, headers: { authorization: `Bearer ${token}` } });
  expect(summary.json().data.expected).toBeGreaterThanOrEqual(12);
  const thisMonth = await ctx.app.inject({ method: 'GET', url: `/api/attendance/summary?year=${year}&month=${month}`, headers: { authorization: `Bearer ${token}` } });
  expect(thisMonth.json().data.goal).toBe(8);
  const goals = await db.select({ email: users.email, goal: attendanceGoals.goal }).from(attendanceGoals).innerJoin(users, eq(users.id, attendanceGoals.userId));
  expect(Object.fromEntries(goals.map((g) => [g.email, g.goal]))).toEqual({ 'member@example.com': 8, 'leader@example.com': 10, 'admin@example.com': 12 });

  // Each person's categories against their highest role (admin 1, leader 2, member 3).
  const highestRole = sql`(select min(role_id) from user_roles where user_id = ${attendance.userId})`;
  const categoriesByRole = await db
    .select({
      role: roles.name,
      categories: sql<string[]>`array_agg(distinct ${attendance.serviceCategory} order by ${attendance.serviceCategory})`,
    })
    .from(attendance)
    .innerJoin(userRoles, eq(userRoles.userId, attendance.userId))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.roleId, highestRole))
    .groupBy(roles.name)
    .orderBy(roles.name);
  expect(categoriesByRole.map((r) => [r.role, r.categories])).toEqual([
    ['admin', ['Admin', 'Others', 'Pastor', 'Post-Service', 'Pre-Service', 'Unit-Leader']],
    ['leader', ['Others', 'Post-Service', 'Pre-Service', 'Unit-Leader']],
    ['member', ['Others', 'Post-Service', 'Pre-Service']],
  ]);
  const [{ byOthers }] = await db.select({ byOthers: count() }).from(attendance).where(sql`${attendance.recordedBy} <> ${attendance.userId}`);
  expect(Number(byOthers)).toBeGreaterThan(0);
});

it('migrations are idempotent and keep the fixed role ids', async () => {
  await migrateDatabase(ctx.database);
  const rows = await ctx.database.db.select().from(roles).orderBy(roles.id);
  expect(rows).toEqual([{ id: 1, name: 'admin' }, { id: 2, name: 'leader' }, { id: 3, name: 'member' }]);
  expect(await isDatabaseEmpty(ctx.database.db)).toBe(false);
});

// The latest date of each kind of history the seed writes: visits, closures, contacts, attendance.
async function latestDates(db: Db) {
  const [[visit], [lastVisit], [firstVisit], [closed], [contacted], [attended]] = await Promise.all([
    db.select({ day: max(firstTimerVisits.visitedOn) }).from(firstTimerVisits),
    db.select({ day: max(firstTimers.lastVisitOn) }).from(firstTimers),
    db.select({ day: max(firstTimers.firstVisitOn) }).from(firstTimers),
    db.select({ at: max(followUps.closedAt) }).from(followUps),
    db.select({ at: max(followUpFeedback.contactedAt) }).from(followUpFeedback),
    db.select({ day: max(attendance.attendedOn) }).from(attendance),
  ]);
  return { visit: visit.day!, lastVisit: lastVisit.day!, firstVisit: firstVisit.day!, closed: closed.at!, contacted: contacted.at!, attended: attended.day! };
}

describe('seeded history never lies in the future of the church calendar', () => {
  it('dates no visit, closure, contact or attendance after today', async () => {
    const now = new Date();
    const today = todayInChurch(now);
    const latest = await latestDates(ctx.database.db);
    for (const day of [latest.visit, latest.lastVisit, latest.firstVisit, latest.attended]) expect(day <= today).toBe(true);
    for (const instant of [latest.closed, latest.contacted]) {
      expect(instant.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(churchDateOf(instant) <= today).toBe(true);
    }
  });

  it('counts days in Lagos when seeded late in the UTC evening (already tomorrow there)', async () => {
    const { database, drop } = await createTestDatabase(false);
    try {
      const now = new Date('2026-11-22T23:30:00Z'); // 2026-11-23 00:30 in Lagos
      await seedDemo(database.db, { now, timeZone: 'Africa/Lagos', passwordHashing: TEST_HASHING });
      const latest = await latestDates(database.db);
      expect(latest.visit <= '2026-11-23').toBe(true);
      expect(latest.lastVisit <= '2026-11-23').toBe(true);
      expect(latest.closed.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(latest.contacted.getTime()).toBeLessThanOrEqual(now.getTime());
      // Attendance runs up to yesterday in Lagos, which is today in UTC.
      expect(latest.attended).toBe('2026-11-22');
      // Some visitors came back a week apart: the return visits that would land after today are not written.
      const [{ returning }] = await database.db.select({ returning: count() }).from(firstTimers).where(sql`${firstTimers.visitCount} > 1`);
      expect(Number(returning)).toBeGreaterThan(0);
      const [{ mismatched }] = await database.db
        .select({ mismatched: count() })
        .from(firstTimers)
        .where(sql`${firstTimers.visitCount} <> (select count(*) from first_timer_visits v where v.first_timer_id = ${firstTimers.id})`);
      expect(Number(mismatched)).toBe(0);
    } finally {
      await drop();
    }
  }, 60_000);
});
