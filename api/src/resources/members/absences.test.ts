import { eq } from 'drizzle-orm';
import { absenceListResponseSchema } from '@church/contracts/absence-schemas';
import { ABSENCE_CAP_MESSAGE, ABSENCE_MAX_CURRENT } from '@church/contracts/absences';
import { sql } from 'drizzle-orm';
import type { UnitMember } from '@church/contracts/units';
import { absences, attendance, auditLog, serviceCancellations, services, units, users } from '../../db/schema';
import { rawRows } from '../../db/sql-helpers';
import { activePeople, excusedPerPerson, occurrenceTable } from '../../attendance/person-sql';
import { expectedInMonth } from '../../schedule/occurrences';
import { GENEROUS_LIMITS } from '../../test/context';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';
import { forgetSchedule } from '../../schedule/cache';

// Announced absences through the API: the member's own routes, a leader's and an admin's for a
// member, and what one changes (the month's expected count and goal, the roster's "away", the
// absent list). The church's clock stands still at Tuesday 29 February 2028, 21:00 in Lagos, after
// that evening's service closed for marking (only Date is faked).
// February 2028: Tuesdays 1 8 15 22 29, Fridays 4 11 18 25, Sundays 6 13 20 27 (the test cancels
// the 27th): 12 expected. The member came on the 1st, 4th, 6th and 29th.
const NOW = new Date('2028-02-29T20:00:00Z');
const FAKE_ALL_BUT_DATE = ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] as const;

type Who = 'admin' | 'leader' | 'member' | 'samuel';
let ctx: TestContext;
const token = {} as Record<Who, string>;
const id = {} as Record<Who | 'choir', number>;
let leaderName = '';

beforeAll(async () => {
  ctx = await createTestApp();
  jest.useFakeTimers({ doNotFake: [...FAKE_ALL_BUT_DATE] });
  jest.setSystemTime(NOW);
  const db = ctx.database.db;
  for (const [who, email] of [['admin', 'admin@example.com'], ['leader', 'leader@example.com'], ['member', 'member@example.com'], ['samuel', 'samuel.eze@example.com']] as const) {
    token[who] = await loginAs(ctx.app, email);
    const [row] = await db.select({ id: users.id, first: users.firstName, last: users.lastName }).from(users).where(eq(users.email, email));
    id[who] = row.id;
    if (who === 'leader') leaderName = `${row.first} ${row.last}`;
  }
  const [choir] = await db.select({ id: units.id }).from(units).where(eq(units.slug, 'choir'));
  id.choir = choir.id;
  const schedule = await db.select({ id: services.id, day: services.dayOfWeek }).from(services).where(eq(services.isRecurring, true));
  const serviceOn = (day: string) => schedule.find((s) => s.day === day)!.id;
  await db.insert(serviceCancellations).values({ serviceId: serviceOn('Sunday'), date: '2028-02-27', reason: 'Church retreat' });
  forgetSchedule(db);
  await db.insert(attendance).values([
    ['Tuesday', '2028-02-01'], ['Friday', '2028-02-04'], ['Sunday', '2028-02-06'], ['Tuesday', '2028-02-29'],
  ].map(([day, attendedOn]) => ({ userId: id.member, serviceId: serviceOn(day), attendedOn, serviceCategory: 'Others' })));
}, 60_000);
afterAll(async () => {
  await ctx.close();
  jest.useRealTimers();
});
afterEach(async () => {
  await ctx.database.db.delete(absences);
});

const send = (who: Who | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who ? auth(token[who]) : {}, ...(payload ? { payload } : {}) });
const announce = async (payload: object) => {
  const res = await send('member', 'POST', '/api/me/absences', payload);
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number };
};
const myList = async (who: Who = 'member') => absenceListResponseSchema.parse((await send(who, 'GET', '/api/me/absences')).json()).data;
const summary = async () => (await send('member', 'GET', '/api/attendance/summary?year=2028&month=2')).json().data;
const rosterRow = async (userId: number) => ((await send('leader', 'GET', `/api/units/${id.choir}/members`)).json().data as UnitMember[]).find((p) => p.id === userId)!;

describe('a member’s own absences', () => {
  it('announces one (201), lists current and future ones soonest first then recent past ones latest first, and takes one back', async () => {
    const created = await send('member', 'POST', '/api/me/absences', { from: '2028-03-10', to: '2028-03-20', reason: 'travel' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Absence recorded.', data: { user_id: id.member, from: '2028-03-10', to: '2028-03-20', reason: 'travel', recorded_by: id.member, recorded_by_name: null } });
    const current = await announce({ from: '2028-02-28', to: '2028-03-02', reason: '' });
    const past = await announce({ from: '2028-02-07', to: '2028-02-08' });
    const older = await announce({ from: '2028-02-01', to: '2028-02-02', reason: 'illness' });
    expect((await myList()).map((a) => a.id)).toEqual([current.id, created.json().data.id, past.id, older.id]);
    expect((await myList()).find((a) => a.id === current.id)!.reason).toBeNull();

    expect((await send('member', 'DELETE', `/api/me/absences/${past.id}`)).json()).toEqual({ message: 'Absence taken back.' });
    expect((await myList()).map((a) => a.id)).not.toContain(past.id);
    expect((await send('member', 'DELETE', `/api/me/absences/${past.id}`)).statusCode).toBe(404);
  });

  it('takes back only the caller’s own: another person’s absence is a 404 and stays', async () => {
    const theirs = await announce({ from: '2028-03-01', to: '2028-03-02' });
    expect((await send('leader', 'DELETE', `/api/me/absences/${theirs.id}`)).statusCode).toBe(404);
    expect((await myList('leader'))).toEqual([]);
    expect((await myList()).map((a) => a.id)).toEqual([theirs.id]);
    expect((await send(null, 'GET', '/api/me/absences')).statusCode).toBe(401);
  });

  it.each([
    [{ from: '2028-03-05', to: '2028-03-04' }, 'to', 'To must be on or after From'],
    [{ from: '2028-01-28', to: '2028-02-01' }, 'from', 'From may be at most 31 days ago (Jan 29, 2028 or later)'],
    [{ from: '2028-03-01', to: '2029-03-02' }, 'to', 'An absence lasts at most 366 days'],
    [{ from: '2028-03-01', to: '2028-03-02', reason: 'holiday' }, 'reason', 'Reason must be travel, illness, work or other'],
    [{ from: '2028-02-31', to: '2028-03-02' }, 'from', 'From must be a valid date (YYYY-MM-DD)'],
    [{ to: '2028-03-02' }, 'from', 'From is required'],
  ])('refuses %j with a 422 on %s', async (payload, field, message) => {
    const res = await send('member', 'POST', '/api/me/absences', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('answers 422 on a malformed id', async () => {
    expect((await send('member', 'DELETE', '/api/me/absences/abc')).statusCode).toBe(422);
  });
});

describe('the goal’s rule', () => {
  it('shrinks the month’s expected count and the default goal by the services held while away; a service attended anyway counts', async () => {
    expect(await summary()).toMatchObject({ expected: 12, excused: 0, goal: 12, attended: 4, percentage: 33 });
    // Away 6 to 20 February: Tue 8, Fri 11, Sun 13, Tue 15, Fri 18, Sun 20 are not expected; Sun 6 was attended, so it stays.
    await announce({ from: '2028-02-06', to: '2028-02-20', reason: 'illness' });
    expect(await summary()).toMatchObject({ expected: 6, excused: 6, goal: 6, attended: 4, percentage: 66, held: 6, so_far_percentage: 66 });
    expect(await rosterRow(id.member)).toMatchObject({ expected: 6, goal: 6, attended: 4, percentage: 66 });
  });

  it('caps a goal of the member’s own at the services left', async () => {
    expect((await send('member', 'PUT', '/api/me/attendance-goal', { year: 2028, month: 3, goal: 10 })).statusCode).toBe(200);
    const march = async () => (await send('member', 'GET', '/api/attendance/summary?year=2028&month=3')).json().data;
    const before = await march();
    expect(before).toMatchObject({ own_goal: 10, goal: 10 });
    // Away the whole of March but its last week.
    await announce({ from: '2028-03-01', to: '2028-03-24' });
    const after = await march();
    expect(after.excused).toBeGreaterThan(0);
    expect(after).toMatchObject({ own_goal: 10, expected: before.expected - after.excused, goal: before.expected - after.excused });
    expect(after.goal).toBeLessThan(10);
  });
});

describe('the roster and the absent list', () => {
  it('shows “away” on the roster for an absence covering today or starting within two weeks, with its reason', async () => {
    expect((await rosterRow(id.member)).away).toBeNull();
    await announce({ from: '2028-03-20', to: '2028-03-25' });
    expect((await rosterRow(id.member)).away).toBeNull();
    await announce({ from: '2028-03-05', to: '2028-03-12', reason: 'work' });
    expect((await rosterRow(id.member)).away).toEqual({ from: '2028-03-05', to: '2028-03-12', reason: 'work' });
    await announce({ from: '2028-02-27', to: '2028-03-03', reason: 'travel' });
    expect((await rosterRow(id.member)).away).toEqual({ from: '2028-02-27', to: '2028-03-03', reason: 'travel' });
  });

  it('leaves out of the absent list someone away for every occurrence it looks at', async () => {
    const absentIds = async () => ((await send('leader', 'GET', `/api/units/${id.choir}/absent-members?misses=1`)).json().data.members as { id: number }[]).map((m) => m.id);
    // The leader missed Tuesday the 29th.
    expect(await absentIds()).toContain(id.leader);
    const res = await send('admin', 'POST', `/api/members/${id.leader}/absences`, { from: '2028-02-28', to: '2028-03-01' });
    expect(res.statusCode).toBe(201);
    expect(await absentIds()).not.toContain(id.leader);
  });
});

describe('a leader’s or an admin’s record of a member’s absence', () => {
  it('a leader records one for a member of their unit, sees it and takes it back; the member sees who recorded it', async () => {
    const res = await send('leader', 'POST', `/api/members/${id.member}/absences`, { from: '2028-03-01', to: '2028-03-05', reason: 'illness' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ user_id: id.member, recorded_by: id.leader, recorded_by_name: leaderName });
    expect((await myList()).map((a) => a.recorded_by_name)).toEqual([leaderName]);
    const seen = absenceListResponseSchema.parse((await send('leader', 'GET', `/api/members/${id.member}/absences`)).json()).data;
    expect(seen.map((a) => a.id)).toEqual([res.json().data.id]);
    // Under another person's id it is not found.
    expect((await send('admin', 'DELETE', `/api/members/${id.samuel}/absences/${res.json().data.id}`)).statusCode).toBe(404);
    expect((await send('leader', 'DELETE', `/api/members/${id.member}/absences/${res.json().data.id}`)).statusCode).toBe(200);
    expect(await myList()).toEqual([]);
  });

  it.each([
    ['leader', 'samuel', 403], // Samuel is not in a unit the leader leads
    ['member', 'member', 403], // members use /api/me/absences
    ['admin', 'samuel', 201],
    ['admin', 'member', 201],
  ] as const)('%s recording one for %s -> %i', async (caller, target, status) => {
    const res = await send(caller, 'POST', `/api/members/${id[target]}/absences`, { from: '2028-03-01', to: '2028-03-02' });
    expect(res.statusCode).toBe(status);
    expect((await send(caller, 'GET', `/api/members/${id[target]}/absences`)).statusCode).toBe(status === 201 ? 200 : 403);
  });

  it('a leader outside their reach cannot read or take back one, and learns nothing of a missing person; an admin gets 404', async () => {
    const [theirs] = await ctx.database.db.insert(absences).values({ userId: id.samuel, fromOn: '2028-03-01', toOn: '2028-03-02', recordedBy: id.samuel }).returning({ id: absences.id });
    expect((await send('leader', 'DELETE', `/api/members/${id.samuel}/absences/${theirs.id}`)).statusCode).toBe(403);
    expect((await send('leader', 'GET', '/api/members/999999/absences')).statusCode).toBe(403);
    expect((await send('admin', 'GET', '/api/members/999999/absences')).statusCode).toBe(404);
    expect((await send('admin', 'POST', '/api/members/999999/absences', { from: '2028-03-01', to: '2028-03-02' })).statusCode).toBe(404);
    expect(await ctx.database.db.select().from(absences).where(eq(absences.id, theirs.id))).toHaveLength(1);
  });

  it('refuses a deactivated account with a 422', async () => {
    await ctx.database.db.update(users).set({ deactivatedAt: NOW }).where(eq(users.id, id.samuel));
    try {
      expect((await send('admin', 'POST', `/api/members/${id.samuel}/absences`, { from: '2028-03-01', to: '2028-03-02' })).statusCode).toBe(422);
    } finally {
      await ctx.database.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, id.samuel));
    }
  });
});

describe('bounds: few absences per person, joined when they meet', () => {
  it(`refuses an absence past ${ABSENCE_MAX_CURRENT} not yet over with a 422 on from; one already over and one after taking one back are taken`, async () => {
    // Every other day from March 1st: none meets another.
    for (let i = 0; i < ABSENCE_MAX_CURRENT; i += 1) await announce({ from: `2028-03-${String(1 + 2 * i).padStart(2, '0')}`, to: `2028-03-${String(1 + 2 * i).padStart(2, '0')}` });
    const refused = await send('member', 'POST', '/api/me/absences', { from: '2028-04-10', to: '2028-04-12' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.from).toEqual([ABSENCE_CAP_MESSAGE]);
    // For a leader recording one for the member too.
    expect((await send('leader', 'POST', `/api/members/${id.member}/absences`, { from: '2028-04-10', to: '2028-04-12' })).statusCode).toBe(422);
    // Over by today (February 29th): not counted.
    expect((await send('member', 'POST', '/api/me/absences', { from: '2028-02-10', to: '2028-02-11' })).statusCode).toBe(201);
    const [first] = await myList();
    expect((await send('member', 'DELETE', `/api/me/absences/${first.id}`)).statusCode).toBe(200);
    expect((await send('member', 'POST', '/api/me/absences', { from: '2028-04-10', to: '2028-04-12' })).statusCode).toBe(201);
    expect(await ctx.database.db.select().from(absences).where(eq(absences.userId, id.member))).toHaveLength(ABSENCE_MAX_CURRENT + 1);
  });

  it('joins an absence that overlaps or touches the person’s own into one (200, the oldest’s id), also past the cap', async () => {
    const first = await announce({ from: '2028-03-01', to: '2028-03-05', reason: 'travel' });
    const second = await announce({ from: '2028-03-10', to: '2028-03-12' });
    // The day after the first's end: they touch.
    const touching = await send('member', 'POST', '/api/me/absences', { from: '2028-03-06', to: '2028-03-07' });
    expect(touching.statusCode).toBe(200);
    expect(touching.json()).toEqual({
      message: 'Absence recorded, joined with the one it meets: away Mar 1, 2028 to Mar 7, 2028.',
      data: expect.objectContaining({ id: first.id, from: '2028-03-01', to: '2028-03-07', reason: 'travel' }),
    });
    // Over both: one absence is left.
    const across = await send('member', 'POST', '/api/me/absences', { from: '2028-03-04', to: '2028-03-11', reason: 'work' });
    expect(across.statusCode).toBe(200);
    expect(across.json().data).toMatchObject({ id: first.id, from: '2028-03-01', to: '2028-03-12', reason: 'work' });
    expect((await myList()).map((a) => [a.id, a.from, a.to])).toEqual([[first.id, '2028-03-01', '2028-03-12']]);
    expect((await myList()).map((a) => a.id)).not.toContain(second.id);
    // The same days sent again change nothing and add nothing.
    expect((await send('member', 'POST', '/api/me/absences', { from: '2028-03-02', to: '2028-03-03' })).statusCode).toBe(200);
    expect(await myList()).toHaveLength(1);
  });

  it('refuses with a 422 on to an absence that, joined with those it meets, would last more than 366 days', async () => {
    await announce({ from: '2028-02-01', to: '2029-01-31' });
    const res = await send('member', 'POST', '/api/me/absences', { from: '2029-02-01', to: '2029-02-10' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.to).toEqual(['Joined with the absence it meets, this would be Feb 1, 2028 to Feb 10, 2029: an absence lasts at most 366 days']);
    expect(await myList()).toHaveLength(1);
  });

  it('counts each service once however many stored absences overlap it, and leaves out people the figure is not about', async () => {
    const db = ctx.database.db;
    // Absences stored before they were joined: 300 copies of the same days, and a deactivated account's.
    await db.insert(absences).values(Array.from({ length: 300 }, () => ({ userId: id.member, fromOn: '2028-02-06', toOn: '2028-02-20', recordedBy: id.member })));
    await db.insert(absences).values({ userId: id.samuel, fromOn: '2028-02-01', toOn: '2028-02-29', recordedBy: id.samuel });
    await db.update(users).set({ deactivatedAt: NOW }).where(eq(users.id, id.samuel));
    try {
      expect(await summary()).toMatchObject({ expected: 6, excused: 6 });
      const expected = await expectedInMonth(db, 2028, 2);
      const rows = await rawRows<{ user_id: number; excused: number }>(db, sql`
        with occ as (select * from ${occurrenceTable(expected)}), x as (${excusedPerPerson('occ', '2028-02-01', '2028-02-29', activePeople)})
        select user_id, excused from x order by user_id`);
      expect(rows.map((r) => [Number(r.user_id), Number(r.excused)])).toEqual([[id.member, 6]]);
    } finally {
      await db.update(users).set({ deactivatedAt: null }).where(eq(users.id, id.samuel));
    }
  });
});

describe('the audit trail', () => {
  it('has every absence recorded or taken back, by the member themself or by a leader or an admin (the member\'s History shows them)', async () => {
    const db = ctx.database.db;
    await db.delete(auditLog);
    await announce({ from: '2028-03-01', to: '2028-03-02' });
    const recorded = await send('leader', 'POST', `/api/members/${id.member}/absences`, { from: '2028-03-03', to: '2028-03-05', reason: 'illness' });
    expect(recorded.statusCode).toBe(200);
    expect((await send('admin', 'DELETE', `/api/members/${id.member}/absences/${recorded.json().data.id}`)).statusCode).toBe(200);
    const trail = await db.select({ actorId: auditLog.actorId, entity: auditLog.entity, entityId: auditLog.entityId, action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog).orderBy(auditLog.id);
    expect(trail).toEqual([
      { actorId: id.member, entity: 'person', entityId: id.member, action: 'absence_recorded', before: null, after: { from: '2028-03-01', to: '2028-03-02', reason: null } },
      { actorId: id.leader, entity: 'person', entityId: id.member, action: 'absence_recorded', before: { joined: ['Mar 1, 2028 to Mar 2, 2028'] }, after: { from: '2028-03-01', to: '2028-03-05', reason: 'illness' } },
      { actorId: id.admin, entity: 'person', entityId: id.member, action: 'absence_taken_back', before: { from: '2028-03-01', to: '2028-03-05', reason: 'illness' }, after: null },
    ]);
  });
});

describe('the rate limit', () => {
  it('answers 429 with a sentence past the absence writes an account may make, per account whatever the address', async () => {
    const limited = await createTestApp({ rateLimits: { ...GENEROUS_LIMITS, absenceWrites: { max: 2, timeWindowMs: 60_000 } } });
    try {
      const [member, leader] = [await loginAs(limited.app, 'member@example.com'), await loginAs(limited.app, 'leader@example.com')];
      const post = (who: string, from: string, ip: string) =>
        limited.app.inject({ method: 'POST', url: '/api/me/absences', headers: auth(who), remoteAddress: ip, payload: { from, to: from } });
      expect((await post(member, '2028-03-01', '10.0.0.1')).statusCode).toBe(201);
      expect((await post(member, '2028-03-05', '10.0.0.2')).statusCode).toBe(201);
      const third = await post(member, '2028-03-09', '10.0.0.3');
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(/^Many absences were recorded or taken back in a short while\. Please wait .+ and try again\.$/);
      expect((await post(leader, '2028-03-09', '10.0.0.3')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
