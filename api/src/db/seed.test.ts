import { count, sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../test/context';
import { migrateDatabase } from './client';
import { attendance, events, firstTimers, followUps, roles, services, units } from './schema';
import { isDatabaseEmpty, refuseInProduction } from './seed';

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

it('migrations are idempotent and keep the fixed role ids', async () => {
  await migrateDatabase(ctx.database);
  const rows = await ctx.database.db.select().from(roles).orderBy(roles.id);
  expect(rows).toEqual([{ id: 1, name: 'admin' }, { id: 2, name: 'leader' }, { id: 3, name: 'member' }]);
  expect(await isDatabaseEmpty(ctx.database.db)).toBe(false);
});
