import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { SLIPPING_BASELINE_WEEKS, SLIPPING_RECENT_WEEKS, type SlippingMember } from '@church/contracts/analytics';
import { addDays, todayInChurch } from '@church/contracts/church-time';
import { fullName } from '@church/contracts/user';
import { ROLE_IDS } from '@church/contracts/roles';
import type { Db } from '../db/client';
import { attendance, unitMembers, units, userRoles, users } from '../db/schema';
import { heldOccurrences } from '../schedule/occurrences';
import { auth, createTestApp, loginAs, type TestContext } from '../test/context';
import { slippingList } from './slipping';

// 23 members of the choir who came less often lately, ranked by the list's rule: the biggest fall
// (baseline rate less recent rate) first, then by name, then by id (two of them share a name).
// The church's clock stands at Sunday 20 February 2028, long after the seed's own records.
const NOW = new Date('2028-02-20T07:30:00Z');
const FAKE_ALL_BUT_DATE = ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] as const;
const SLIPPERS = 23;

let ctx: TestContext;
let admin = '';
let expected: SlippingMember[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  jest.useFakeTimers({ doNotFake: [...FAKE_ALL_BUT_DATE] });
  jest.setSystemTime(NOW);
  const db = ctx.database.db;
  const today = todayInChurch(NOW);
  const recentFrom = addDays(today, -7 * SLIPPING_RECENT_WEEKS + 1);
  const held = await heldOccurrences(db, addDays(recentFrom, -7 * SLIPPING_BASELINE_WEEKS), today, NOW, { closed: true });
  const base = held.filter((o) => o.date < recentFrom);
  const recent = held.filter((o) => o.date >= recentFrom);
  const [choir] = await db.select({ id: units.id, name: units.name }).from(units).where(eq(units.slug, 'choir'));
  const choirLeaders = await leadersOf(db, choir.id);
  const [{ passwordHash }] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, 'member@example.com'));
  expect(base.length).toBeGreaterThan(10 + SLIPPERS / 2);
  for (let i = 0; i < SLIPPERS; i += 1) {
    // Baseline: 10 to 21 services of the 12 weeks (in pairs, so falls tie); recent: none, or one for every third.
    const baseAttended = 10 + Math.floor(i / 2);
    const recentAttended = i % 3 === 0 ? 1 : 0;
    const first = i === 4 || i === 5 ? 'Same' : `Slipper${String.fromCharCode(90 - i)}`;
    const [person] = await db.insert(users).values({
      firstName: first, lastName: 'Choir', email: `slipper${i}@example.com`, passwordHash, createdAt: new Date('2027-01-01T00:00:00Z'),
    }).returning({ id: users.id });
    await db.insert(userRoles).values({ userId: person.id, roleId: ROLE_IDS.member });
    await db.insert(unitMembers).values({ unitId: choir.id, userId: person.id, joinedAt: new Date('2027-01-01T00:00:00Z') });
    const attended = [...base.slice(0, baseAttended), ...recent.slice(0, recentAttended)];
    await db.insert(attendance).values(attended.map((o) => ({ userId: person.id, serviceId: o.service_id, attendedOn: o.date, serviceCategory: 'Sunday Service' as const })));
    const rate = (n: number, of: number) => ({ attended: n, expected: of, percent: Math.floor((n / of) * 100) });
    expected.push({
      id: person.id, full_name: fullName(first, 'Choir'), phone: null, email: `slipper${i}@example.com`,
      units: [choir], leaders: choirLeaders, recent: rate(recentAttended, recent.length), baseline: rate(baseAttended, base.length),
      last_attended: attended[attended.length - 1].date,
    });
  }
  const fall = (m: SlippingMember) => m.baseline.attended / m.baseline.expected - m.recent.attended / m.recent.expected;
  expected = expected.sort((a, b) => fall(b) - fall(a) || a.full_name.localeCompare(b.full_name) || a.id - b.id);
  admin = await loginAs(ctx.app, 'admin');
}, 60_000);
afterAll(async () => {
  await ctx.close();
  jest.useRealTimers();
});

async function leadersOf(db: Db, unitId: number) {
  const rows = await db.select({ id: users.id, first: users.firstName, last: users.lastName, isLeader: unitMembers.isLeader })
    .from(unitMembers).innerJoin(users, eq(users.id, unitMembers.userId)).where(eq(unitMembers.unitId, unitId));
  return rows.filter((r) => r.isLeader).map((r) => ({ id: r.id, full_name: fullName(r.first, r.last) })).sort((a, b) => a.full_name.localeCompare(b.full_name));
}

it('pages through the same members in the same order, each with their figures and details, and the same total', async () => {
  expect(expected[0].leaders.length).toBeGreaterThan(0);
  for (const perPage of [1, 7, 20]) {
    const seen: SlippingMember[] = [];
    for (let page = 1; seen.length < SLIPPERS; page += 1) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/analytics/slipping-members?page=${page}&per_page=${perPage}`, headers: auth(admin) });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.meta.total).toBe(SLIPPERS);
      expect(body.data.length).toBeGreaterThan(0);
      seen.push(...body.data);
    }
    expect(seen).toEqual(expected);
  }
});

it("looks up a page's details for its members alone, once", async () => {
  const db = ctx.database.db;
  const detailed: number[][] = [];
  const execute = db.execute.bind(db);
  const spy = jest.spyOn(db, 'execute').mockImplementation(((query: Parameters<Db['execute']>[0]) => {
    const { sql, params } = new PgDialect().sqlToQuery(query as never);
    if (sql.includes('last_attended')) detailed.push(params.filter((p): p is string => typeof p === 'string' && p.startsWith('{')).flatMap((p) => p.slice(1, -1).split(',').map(Number)));
    return execute(query);
  }) as Db['execute']);
  try {
    const list = await slippingList(db, 'everyone', NOW);
    expect(detailed).toEqual([]);
    expect(await list.page(0, 20)).toEqual(expected.slice(0, 20));
    expect(detailed).toEqual([expected.slice(0, 20).map((m) => m.id)]);
    expect(await list.page(0, 20)).toEqual(expected.slice(0, 20));
    expect(await list.page(10, 20)).toEqual(expected.slice(10, 30));
    expect(detailed).toEqual([expected.slice(0, 20).map((m) => m.id), expected.slice(20).map((m) => m.id)]);
  } finally {
    spy.mockRestore();
  }
});
