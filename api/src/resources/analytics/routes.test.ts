import { and, eq } from 'drizzle-orm';
import { funnelResponseSchema, overviewResponseSchema, retentionResponseSchema, slippingResponseSchema, trendResponseSchema } from '@church/contracts/analytics-schemas';
import { ROLE_IDS } from '@church/contracts/roles';
import { hashPassword } from '../../auth/passwords';
import {
  absences, attendance, attendanceGoals, firstTimers, firstTimerVisits, followUps, formMessages, serviceCancellations, services, unitMembers, units, userRoles, users,
} from '../../db/schema';
import { auth, createTestApp, loginAs, TEST_HASHING, type TestContext } from '../../test/context';
import { parseCsv } from '../../test/csv';
import { comparedWindows } from './queries';

// Every figure of the admin's dashboard against a small church built by hand on an empty
// database, each number worked out below. The clock stands still at Wednesday 15 March 2028,
// 12:00 in Lagos (only Date is faked).
//
// One weekly service, Sunday 08:00. Sundays: Nov 28, Dec 5 12 19 26, Jan 2 9 16 23 30, Feb 6 13
// 20 (cancelled) 27, Mar 5 12 (19 and 26 to come).
// - March: 4 expected (5, 12, 19, 26). February: 3 (6, 13, 27).
// - Slipping windows: the last 4 weeks from Feb 17 (held: Feb 27, Mar 5, Mar 12 = 3), the 12
//   weeks before from Nov 25 (held: Nov 28 to Feb 13 = 12).
const NOW = new Date('2028-03-15T11:00:00Z');
const FAKE_ALL_BUT_DATE = ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] as const;
const PASSWORD = 'analytics-test-password';
const BASELINE_SUNDAYS = ['2027-11-28', '2027-12-05', '2027-12-12', '2027-12-19', '2027-12-26', '2028-01-02', '2028-01-09', '2028-01-16', '2028-01-23', '2028-01-30', '2028-02-06', '2028-02-13'];

let ctx: TestContext;
const token = {} as Record<'admin' | 'leader' | 'otherLeader' | 'member', string>;
const id = {} as Record<'admin' | 'slipper' | 'monthly' | 'steady' | 'newcomer' | 'gone' | 'leader' | 'otherLeader', number>;

async function person(first: string, roles: Array<keyof typeof ROLE_IDS>, extra: Partial<typeof users.$inferInsert> = {}): Promise<number> {
  const [row] = await ctx.database.db
    .insert(users)
    .values({ firstName: first, lastName: 'Test', email: `${first.toLowerCase()}@example.test`, passwordHash: await hashPassword(PASSWORD, TEST_HASHING), createdAt: new Date('2027-01-01T10:00:00Z'), ...extra })
    .returning({ id: users.id });
  await ctx.database.db.insert(userRoles).values(roles.map((r) => ({ userId: row.id, roleId: ROLE_IDS[r] })));
  return row.id;
}

async function firstTimer(n: number, firstVisit: string, later: string[], status: string) {
  const visits = [firstVisit, ...later];
  const [row] = await ctx.database.db
    .insert(firstTimers)
    .values({ firstName: `Visitor${n}`, lastName: 'Test', phone: `+23480000000${n}`, firstVisitOn: firstVisit, lastVisitOn: visits[visits.length - 1], visitCount: visits.length })
    .returning({ id: firstTimers.id });
  await ctx.database.db.insert(firstTimerVisits).values(visits.map((visitedOn) => ({ firstTimerId: row.id, visitedOn })));
  await ctx.database.db.insert(followUps).values({ firstTimerId: row.id, status });
}

beforeAll(async () => {
  ctx = await createTestApp({ analyticsCacheMs: 0 }, false);
  jest.useFakeTimers({ doNotFake: [...FAKE_ALL_BUT_DATE] });
  jest.setSystemTime(NOW);
  const db = ctx.database.db;
  id.admin = await person('Admin', ['admin', 'member']);
  id.slipper = await person('Slipper', ['member']);
  id.monthly = await person('Monthly', ['member']);
  id.steady = await person('Steady', ['member']);
  id.newcomer = await person('Newcomer', ['member'], { createdAt: new Date('2028-02-01T09:00:00Z') });
  id.gone = await person('Gone', ['member'], { deactivatedAt: new Date('2028-03-10T09:00:00Z') });
  id.leader = await person('Leader', ['leader', 'member']);
  id.otherLeader = await person('Otherleader', ['leader', 'member']);

  const [sunday] = await db.insert(services).values({ name: 'Sunday Service', isRecurring: true, dayOfWeek: 'Sunday', startTime: '08:00', activeFrom: '2027-01-01' }).returning({ id: services.id });
  await db.insert(serviceCancellations).values({ serviceId: sunday.id, date: '2028-02-20', reason: 'Retreat' });

  const [choir, media] = await db.insert(units).values([{ name: 'Choir', slug: 'choir' }, { name: 'Media', slug: 'media' }]).returning({ id: units.id });
  await db.insert(unitMembers).values([
    { unitId: choir.id, userId: id.leader, isLeader: true },
    { unitId: choir.id, userId: id.slipper },
    { unitId: choir.id, userId: id.monthly },
    { unitId: choir.id, userId: id.gone },
    { unitId: media.id, userId: id.otherLeader, isLeader: true },
    { unitId: media.id, userId: id.steady },
  ]);

  const came = (userId: number, days: string[]) => days.map((attendedOn) => ({ userId, serviceId: sunday.id, attendedOn, serviceCategory: 'Others' }));
  await db.insert(attendance).values([
    // Every Sunday of the 12 weeks, then one of the last 3: slipping (100% → 33%).
    ...came(id.slipper, [...BASELINE_SUNDAYS, '2028-03-05']),
    // Once a month, as always: 3 of 12 then 1 of 3 (25% → 33%), not slipping.
    ...came(id.monthly, ['2027-12-05', '2028-01-02', '2028-02-06', '2028-03-05']),
    // Every Sunday, the cancelled one too (it counts for nothing).
    ...came(id.steady, [...BASELINE_SUNDAYS, '2028-02-20', '2028-02-27', '2028-03-05', '2028-03-12']),
    // Joined Feb 1: two Sundays expected in the 12 weeks, too few to judge.
    ...came(id.newcomer, ['2028-02-06', '2028-02-13']),
    // Would slip like the slipper, but deactivated.
    ...came(id.gone, [...BASELINE_SUNDAYS, '2028-03-05']),
    ...came(id.leader, ['2028-03-05', '2028-03-12']),
  ]);
  // The steady member's own March goal: 2 of 4.
  await db.insert(attendanceGoals).values({ userId: id.steady, year: 2028, month: 3, goal: 2 });

  // October 2027's cohort of five: back after 17, 27, 49, 78 days, and never.
  await firstTimer(1, '2027-10-03', ['2027-10-20'], 'Contacted');
  await firstTimer(2, '2027-10-10', ['2027-11-06', '2027-12-04'], 'Integrated');
  await firstTimer(3, '2027-10-17', ['2027-12-05'], 'Visiting');
  await firstTimer(4, '2027-10-24', ['2028-01-10'], 'Opt-out');
  await firstTimer(5, '2027-10-31', [], 'Not Contacted');
  // This month's: one Not Contacted for 10 days (overdue after 3), one since yesterday.
  await firstTimer(6, '2028-03-05', [], 'Not Contacted');
  await firstTimer(7, '2028-03-14', [], 'Not Contacted');

  await db.insert(formMessages).values([
    { type: 'question', message: 'When is choir practice?' },
    { type: 'prayer', message: 'Please pray for my exams', readAt: new Date('2028-03-14T10:00:00Z') },
    { type: 'testimony', message: 'Thank you', archivedAt: new Date('2028-03-14T10:00:00Z') },
  ]);

  for (const [who, first] of [['admin', 'admin'], ['leader', 'leader'], ['otherLeader', 'otherleader'], ['member', 'monthly']] as const) {
    token[who] = await loginAs(ctx.app, `${first}@example.test`, PASSWORD);
  }
}, 60_000);

afterAll(async () => {
  await ctx.close();
  jest.useRealTimers();
});

const get = (who: keyof typeof token, url: string) => ctx.app.inject({ method: 'GET', url, headers: auth(token[who]) });

describe('GET /api/analytics/overview', () => {
  it('gives the tiles, the levels and the statuses, each worked out by hand', async () => {
    const res = await get('admin', '/api/analytics/overview');
    expect(res.statusCode).toBe(200);
    const { data } = overviewResponseSchema.parse(res.json());
    // Seven active people (the deactivated one is not counted).
    expect(data.active_members).toBe(7);
    // March to date (the 1st to the 15th: the 5th and the 12th held) against the same days of
    // February (the 6th and the 13th), each person's rate over the services held since they joined.
    // March: slipper 1/2 = 50, monthly 50, steady 100, leader 100, the others 0: 300 / 7 = 42.9 → 43.
    // February 1–15: slipper 100, monthly 50, steady 100, newcomer (joined Feb 1) 100: 350 / 7 = 50.
    expect(data.attendance).toEqual({
      this_month: 43, last_month: 50, this_days: { from: '2028-03-01', to: '2028-03-15' }, last_days: { from: '2028-02-01', to: '2028-02-15' },
    });
    // March 12: steady and leader. Before it: Mar 5 (5 people, the deactivated one's record
    // included: history stays), Feb 27 (1), Feb 13 (4), Feb 6 (5); Feb 20 was cancelled.
    expect(data.last_sunday).toEqual({ date: '2028-03-12', attended: 2, previous_average: 3.8 });
    expect(data.first_timers_this_month).toBe(2);
    // Open: all but Integrated and Opt-out (5). Overdue: visitors 5 and 6, Not Contacted for more than 3 days.
    expect(data.follow_ups).toEqual({ open: 5, overdue: 2 });
    expect(data.unread_forms).toBe(1);
    expect(data.levels).toEqual([
      { level: "The Sower's Seed", members: 5 },
      { level: "Faith's Foundation", members: 1 },
      { level: 'The Shining Lamp', members: 0 },
      { level: 'Finishing the Race', members: 0 },
      { level: 'The Good Steward', members: 1 },
    ]);
    expect(data.follow_up_statuses).toEqual([
      { status: 'Invited Again', count: 0 },
      { status: 'Contacted', count: 1 },
      { status: 'Not Contacted', count: 3 },
      { status: 'Integrated', count: 1 },
      { status: 'Visiting', count: 1 },
      { status: 'Opt-out', count: 1 },
    ]);
    expect(data.as_of).toBe(NOW.toISOString());
  });
});

describe('the average attendance compares like with like', () => {
  it('counts only the people who had joined by then, each against the services held since', async () => {
    // Joined on Monday 13 March, after the last service held: nothing is expected of them yet.
    const latecomer = await person('Latecomer', ['member'], { createdAt: new Date('2028-03-13T09:00:00Z') });
    try {
      const { data } = overviewResponseSchema.parse((await get('admin', '/api/analytics/overview')).json());
      expect(data.active_members).toBe(8);
      expect(data.attendance).toMatchObject({ this_month: 43, last_month: 50 });
      // Their goal is March's services from the 13th (the 19th and the 26th): 0 of 2, The Sower's Seed.
      expect(data.levels[0]).toEqual({ level: "The Sower's Seed", members: 6 });
    } finally {
      await ctx.database.db.delete(userRoles).where(eq(userRoles.userId, latecomer));
      await ctx.database.db.delete(users).where(eq(users.id, latecomer));
    }
  });

  it('takes the same days of last month to the same time of day, or the whole of a shorter month', () => {
    const mid = comparedWindows(NOW);
    expect(mid.current).toEqual({ from: '2028-03-01', to: '2028-03-15', by: NOW });
    expect(mid.previous).toEqual({ from: '2028-02-01', to: '2028-02-15', by: new Date('2028-02-15T11:00:00Z') });
    const last = comparedWindows(new Date('2028-03-31T11:00:00Z'));
    expect(last.previous).toEqual({ from: '2028-02-01', to: '2028-02-29', by: new Date('2028-03-31T11:00:00Z') });
    expect(comparedWindows(new Date('2028-01-10T11:00:00Z')).previous).toMatchObject({ from: '2027-12-01', to: '2027-12-10' });
  });
});

describe('GET /api/analytics/attendance-trend', () => {
  it('counts each service per week, with a gap where it was not held', async () => {
    const res = await get('admin', '/api/analytics/attendance-trend?weeks=5');
    const { data } = trendResponseSchema.parse(res.json());
    expect(data.weeks).toEqual(['2028-02-14', '2028-02-21', '2028-02-28', '2028-03-06', '2028-03-13']);
    // Feb 20 cancelled (the record there does not count), Feb 27: 1, Mar 5: 5, Mar 12: 2, Mar 19 to come.
    expect(data.series).toEqual([{ service_id: expect.any(Number), service_name: 'Sunday Service', values: [null, 1, 5, 2, null] }]);
  });

  it('defaults to 12 weeks, refuses more than 52, and has a CSV twin', async () => {
    expect(trendResponseSchema.parse((await get('admin', '/api/analytics/attendance-trend')).json()).data.weeks).toHaveLength(12);
    const tooMany = await get('admin', '/api/analytics/attendance-trend?weeks=53');
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.weeks).toEqual(['Weeks must be at most 52']);
    const csv = await get('admin', '/api/analytics/attendance-trend/export.csv?weeks=3');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(parseCsv(csv.body)).toEqual([['Week of', 'Sunday Service'], ['2028-02-28', '5'], ['2028-03-06', '2'], ['2028-03-13', '']]);
  });
});

describe('GET /api/analytics/first-timer-funnel and /retention', () => {
  it('counts the funnel per month of first visit', async () => {
    const { data } = funnelResponseSchema.parse((await get('admin', '/api/analytics/first-timer-funnel?year=2027')).json());
    expect(data).toHaveLength(12);
    expect(data[9]).toEqual({ month: 10, first_visit: 5, second_visit: 4, third_visit: 1, fourth_visit: 0, integrated: 1 });
    expect(data.filter((r) => r.month !== 10).every((r) => r.first_visit === 0)).toBe(true);
    const csv = parseCsv((await get('admin', '/api/analytics/first-timer-funnel/export.csv?year=2027')).body);
    expect(csv[0]).toEqual(['Month of first visit', 'First visit', 'Second visit', 'Third visit', 'Fourth visit', 'Integrated']);
    expect(csv[10]).toEqual(['October', '5', '4', '1', '0', '1']);
    expect(csv[13]).toEqual(['Total', '5', '4', '1', '0', '1']);
  });

  it('gives the share who came back within 30, 60 and 90 days: 2, 3 and 4 of 5', async () => {
    const { data } = retentionResponseSchema.parse((await get('admin', '/api/analytics/retention?year=2027')).json());
    expect(data[9]).toEqual({
      month: 10,
      first_timers: 5,
      windows: [{ days: 30, returned: 2, percent: 40 }, { days: 60, returned: 3, percent: 60 }, { days: 90, returned: 4, percent: 80 }],
      integrated: 1,
      integrated_percent: 20,
    });
    // No first-timer in September: nothing to divide.
    expect(data[8].windows[0]).toEqual({ days: 30, returned: 0, percent: null });
    const csv = parseCsv((await get('admin', '/api/analytics/retention/export.csv?year=2027')).body);
    expect(csv[10]).toEqual(['October', '5', '2', '40%', '3', '60%', '4', '80%', '1', '20%']);
  });

  it('shows a window that has not passed for the whole month as unknown', async () => {
    const { data } = retentionResponseSchema.parse((await get('admin', '/api/analytics/retention?year=2028')).json());
    // March 2028's two first-timers: 30 days after March 31 is still to come.
    expect(data[2]).toMatchObject({ first_timers: 2, windows: [{ days: 30, returned: null, percent: null }, { days: 60, returned: null, percent: null }, { days: 90, returned: null, percent: null }] });
  });

  it('refuses a year out of range', async () => {
    const res = await get('admin', '/api/analytics/retention?year=1999');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['year']);
  });

  it('adds a Total row to the follow-up analytics CSV', async () => {
    const csv = parseCsv((await get('admin', '/api/analytics/follow-ups/export.csv?year=2027')).body);
    expect(csv[0]).toEqual(['Month', 'First-timers', 'Invited Again', 'Contacted', 'Not Contacted', 'Integrated', 'Visiting', 'Opt-out', 'Second Timer', 'Third Timer', 'Fourth Timer']);
    expect(csv[13]).toEqual(['Total', '5', '0', '1', '1', '1', '1', '1', '4', '1', '0']);
  });
});

describe('GET /api/analytics/slipping-members', () => {
  it('finds the member whose last 4 weeks fell below half their own rate, not the monthly one, the newcomer or the deactivated', async () => {
    const res = await get('admin', '/api/analytics/slipping-members');
    const body = slippingResponseSchema.parse(res.json());
    expect(body.meta).toEqual({ page: 1, per_page: 20, total: 1 });
    expect(body.data).toEqual([{
      id: id.slipper,
      full_name: 'Slipper Test',
      phone: null,
      email: 'slipper@example.test',
      units: [{ id: expect.any(Number), name: 'Choir' }],
      leaders: [{ id: id.leader, full_name: 'Leader Test' }],
      recent: { attended: 1, expected: 3, percent: 33 },
      baseline: { attended: 12, expected: 12, percent: 100 },
      last_attended: '2028-03-05',
    }]);
    const csv = parseCsv((await get('admin', '/api/analytics/slipping-members/export.csv')).body);
    expect(csv).toEqual([
      ['Name', 'Email', 'Phone', 'Units', 'Leaders', 'Last 4 weeks attended', 'Last 4 weeks expected', 'Last 4 weeks', '12 weeks before attended', '12 weeks before expected', '12 weeks before', 'Last attended'],
      ['Slipper Test', 'slipper@example.test', '', 'Choir', 'Leader Test', '1', '3', '33%', '12', '12', '100%', '2028-03-05'],
    ]);
  });

  it('gives a leader the slipping members of the units they lead only', async () => {
    const choir = slippingResponseSchema.parse((await get('leader', '/api/analytics/slipping-members')).json());
    expect(choir.data.map((m) => m.id)).toEqual([id.slipper]);
    const media = slippingResponseSchema.parse((await get('otherLeader', '/api/analytics/slipping-members')).json());
    expect(media.data).toEqual([]);
  });

  it("leaves an admin on a leader's unit out of that leader's list, not out of the admins'", async () => {
    await ctx.database.db.insert(userRoles).values({ userId: id.slipper, roleId: ROLE_IDS.admin });
    try {
      expect(slippingResponseSchema.parse((await get('leader', '/api/analytics/slipping-members')).json()).data).toEqual([]);
      expect(parseCsv((await get('leader', '/api/analytics/slipping-members/export.csv')).body)).toHaveLength(1);
      expect(slippingResponseSchema.parse((await get('admin', '/api/analytics/slipping-members')).json()).data.map((m) => m.id)).toEqual([id.slipper]);
    } finally {
      await ctx.database.db.delete(userRoles).where(and(eq(userRoles.userId, id.slipper), eq(userRoles.roleId, ROLE_IDS.admin)));
    }
  });

  it('counts someone as slipping again once they are reactivated', async () => {
    await ctx.database.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, id.gone));
    try {
      const { data } = slippingResponseSchema.parse((await get('admin', '/api/analytics/slipping-members')).json());
      expect(data.map((m) => m.full_name)).toEqual(['Gone Test', 'Slipper Test']);
    } finally {
      await ctx.database.db.update(users).set({ deactivatedAt: new Date('2028-03-10T09:00:00Z') }).where(eq(users.id, id.gone));
    }
  });
});

describe('permissions', () => {
  it.each([
    '/api/analytics/overview',
    '/api/analytics/attendance-trend',
    '/api/analytics/attendance-trend/export.csv',
    '/api/analytics/first-timer-funnel?year=2027',
    '/api/analytics/first-timer-funnel/export.csv?year=2027',
    '/api/analytics/retention?year=2027',
    '/api/analytics/retention/export.csv?year=2027',
  ])('%s is the admins\': 403 for a leader and a member, 401 signed out', async (url) => {
    expect((await get('admin', url)).statusCode).toBe(200);
    expect((await get('leader', url)).statusCode).toBe(403);
    expect((await get('member', url)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('slipping members: 403 for a member, 401 signed out', async () => {
    for (const url of ['/api/analytics/slipping-members', '/api/analytics/slipping-members/export.csv']) {
      expect((await get('member', url)).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('an announced absence', () => {
  // The slipper says they were away from 21 February to 13 March: the 27th and the 12th (missed)
  // are not expected of them; the 5th, when they came anyway, still counts.
  it('leaves the slipping list, and counts only the services left in the admin’s average and levels', async () => {
    const [away] = await ctx.database.db.insert(absences).values({ userId: id.slipper, fromOn: '2028-02-21', toOn: '2028-03-13', reason: 'travel', recordedBy: id.slipper }).returning({ id: absences.id });
    try {
      expect(slippingResponseSchema.parse((await get('admin', '/api/analytics/slipping-members')).json()).data).toEqual([]);
      expect(slippingResponseSchema.parse((await get('leader', '/api/analytics/slipping-members')).json()).data).toEqual([]);
      const { data } = overviewResponseSchema.parse((await get('admin', '/api/analytics/overview')).json());
      // March: the slipper 1 of 1 held (not 1 of 2): 350 / 7 = 50. February 1–15 is untouched.
      expect(data.attendance).toMatchObject({ this_month: 50, last_month: 50 });
      // The slipper's March: 1 of 3 expected (not 4), 33%: Faith's Foundation, not The Sower's Seed.
      expect(data.levels.slice(0, 2)).toEqual([{ level: "The Sower's Seed", members: 4 }, { level: "Faith's Foundation", members: 2 }]);
    } finally {
      await ctx.database.db.delete(absences).where(eq(absences.id, away.id));
    }
    expect(slippingResponseSchema.parse((await get('admin', '/api/analytics/slipping-members')).json()).data.map((m) => m.id)).toEqual([id.slipper]);
  });
});
