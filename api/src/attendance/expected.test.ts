import { eq } from 'drizzle-orm';
import { ROLE_IDS } from '@church/contracts/roles';
import { attendance, services, unitMembers, units, userRoles, users } from '../db/schema';
import { auth, createTestApp, loginAs, type TestContext } from '../test/context';

// One rule for every list and figure: a service is expected of a person only from the day they
// joined. The church's clock stands still at Sunday 20 February 2028, 08:30 in Lagos (07:30 UTC),
// while that morning's 08:00 service is open for marking. Two people joined the choir that
// morning (their accounts made at 07:00): one has checked in, one has not yet. The last services
// whose marking has closed are Tuesday the 15th and Friday the 18th, before either existed.
const NOW = new Date('2028-02-20T07:30:00Z');
const JOINED = '2028-02-20';
const FAKE_ALL_BUT_DATE = ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] as const;

let ctx: TestContext;
let choirId = 0;
const token = {} as Record<'admin' | 'leader' | 'checkedIn' | 'notYet', string>;
const id = {} as Record<'checkedIn' | 'notYet', number>;

beforeAll(async () => {
  ctx = await createTestApp(); // seeded on the real clock
  jest.useFakeTimers({ doNotFake: [...FAKE_ALL_BUT_DATE] });
  jest.setSystemTime(NOW);
  const db = ctx.database.db;
  const [choir] = await db.select({ id: units.id }).from(units).where(eq(units.slug, 'choir'));
  choirId = choir.id;
  const [sunday] = await db.select({ id: services.id }).from(services).where(eq(services.dayOfWeek, 'Sunday'));
  const [{ passwordHash }] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, 'member@example.com'));
  const created = new Date('2028-02-20T06:00:00Z');
  for (const [key, first] of [['checkedIn', 'Ada'], ['notYet', 'Bola']] as const) {
    const email = `${first.toLowerCase()}.new@example.com`;
    const [person] = await db.insert(users).values({ firstName: first, lastName: 'Newcomer', email, passwordHash, createdAt: created }).returning({ id: users.id });
    id[key] = person.id;
    await db.insert(userRoles).values({ userId: person.id, roleId: ROLE_IDS.member });
    await db.insert(unitMembers).values({ unitId: choir.id, userId: person.id, joinedAt: created });
    token[key] = await loginAs(ctx.app, email);
  }
  await db.insert(attendance).values({ userId: id.checkedIn, serviceId: sunday.id, attendedOn: JOINED, serviceCategory: 'Sunday Service' });
  token.admin = await loginAs(ctx.app, 'admin');
  token.leader = await loginAs(ctx.app, 'leader');
}, 60_000);
afterAll(async () => {
  await ctx.close();
  jest.useRealTimers();
});

const get = async (who: keyof typeof token, url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: auth(token[who]) });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const newcomers = () => [id.checkedIn, id.notYet];

it('the absent list (the unit page and the leader’s mail read it) leaves out whoever joined after the services it looks at', async () => {
  for (const misses of [1, 2, 8]) {
    const { data } = await get('leader', `/api/units/${choirId}/absent-members?misses=${misses}`);
    expect(data.occurrences.every((o: { date: string }) => o.date < JOINED)).toBe(true);
    const ids = data.members.map((m: { id: number }) => m.id);
    for (const newcomer of newcomers()) expect(ids).not.toContain(newcomer);
  }
});

it('the slipping list does not count the services before they joined', async () => {
  for (const who of ['admin', 'leader'] as const) {
    const { data } = await get(who, '/api/analytics/slipping-members');
    const ids = data.map((m: { id: number }) => m.id);
    for (const newcomer of newcomers()) expect(ids).not.toContain(newcomer);
  }
});

it('a report of a range that ended before they joined does not list them; one that reaches the day counts that day alone', async () => {
  const before = await get('admin', '/api/attendance/report?from=2028-02-01&to=2028-02-19&per_page=100');
  const listed = before.data.map((r: { user_id: number }) => r.user_id);
  for (const newcomer of newcomers()) expect(listed).not.toContain(newcomer);
  expect(before.meta.total).toBe(before.data.length);

  const through = await get('admin', '/api/attendance/report?from=2028-02-01&to=2028-02-20&per_page=100');
  const row = (userId: number) => through.data.find((r: { user_id: number }) => r.user_id === userId);
  expect(row(id.checkedIn)).toMatchObject({ attended: 1, expected: 1, percentage: 100 });
  expect(row(id.notYet)).toMatchObject({ attended: 0, expected: 1, percentage: 0 });
});

it('their month says the day they joined, so the calendar marks nothing before it, and the months before are not theirs', async () => {
  const { data: month } = await get('notYet', '/api/attendance/summary?year=2028&month=2');
  expect(month).toMatchObject({ joined_on: JOINED, held: 1, attended_so_far: 0 });
  const { data: year } = await get('checkedIn', '/api/attendance/history');
  expect(year).toHaveLength(12);
  for (const m of year) expect(m.joined_on).toBe(JOINED);
  expect(year.at(-1)).toMatchObject({ year: 2028, month: 2, held: 1, attended_so_far: 1, so_far_percentage: 100 });
  expect(year.at(-2)).toMatchObject({ year: 2028, month: 1, goal: 0, held: 0, so_far_percentage: null });
});
