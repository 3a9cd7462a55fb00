import { and, eq } from 'drizzle-orm';
import { ROLE_IDS } from '@church/contracts/roles';
import { attendancePercentage } from '@church/contracts/attendance-rules';
import { progressLevel } from '@church/contracts/progress';
import { DEACTIVATED_CANNOT_JOIN_MESSAGE, LEADER_CANNOT_ADD_MESSAGE, NOT_A_MEMBER_CANNOT_JOIN_MESSAGE, rosterChangesResponseSchema, type UnitMember } from '@church/contracts/units';
import { attendance, attendanceGoals, outbox, serviceCancellations, services, unitMembers, unitRosterChanges, units, userRoles, users } from '../../db/schema';
import { hashPassword } from '../../auth/passwords';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';
import { forgetSchedule } from '../../schedule/cache';

// The church's clock stands still at Tuesday 29 February 2028, 21:00 in Lagos (20:00 UTC), after
// the marking of that evening's 17:30 service closed (20:30). Only Date is faked (after the seed): timers, PGlite and fastify
// run as usual.
// February 2028 under the seeded schedule: Tuesdays 1, 8, 15, 22, 29; Fridays 4, 11, 18, 25;
// Sundays 6, 13, 20, 27: 13 occurrences. The test cancels Sunday the 27th: 12 expected.
const NOW = new Date('2028-02-29T20:00:00Z');
const FAKE_ALL_BUT_DATE = ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] as const;

let ctx: TestContext;
type Who = 'admin' | 'leader' | 'member' | 'samuel';
const token = {} as Record<Who, string>;
const id = {} as Record<'admin' | 'leader' | 'member' | 'samuel' | 'choir' | 'media' | 'ushering', number>;
const service = {} as Record<'tuesday' | 'friday' | 'sunday', number>;

beforeAll(async () => {
  ctx = await createTestApp(); // seeded on the real clock (the seed dates its records by today)
  jest.useFakeTimers({ doNotFake: [...FAKE_ALL_BUT_DATE] });
  jest.setSystemTime(NOW);
  for (const role of ['admin', 'leader', 'member'] as const) token[role] = await loginAs(ctx.app, role);
  token.samuel = await loginAs(ctx.app, 'samuel.eze@example.com');
  id.admin = await userId('admin@example.com');
  id.leader = await userId('leader@example.com');
  id.member = await userId('member@example.com');
  id.samuel = await userId('samuel.eze@example.com');
  for (const slug of ['choir', 'media', 'ushering'] as const) {
    const [row] = await ctx.database.db.select({ id: units.id }).from(units).where(eq(units.slug, slug));
    id[slug] = row.id;
  }
  const schedule = await ctx.database.db.select({ id: services.id, day: services.dayOfWeek }).from(services).where(eq(services.isRecurring, true));
  for (const [key, day] of [['tuesday', 'Tuesday'], ['friday', 'Friday'], ['sunday', 'Sunday']] as const) service[key] = schedule.find((s) => s.day === day)!.id;
  await ctx.database.db.insert(serviceCancellations).values({ serviceId: service.sunday, date: '2028-02-27', reason: 'Church retreat' });
  forgetSchedule(ctx.database.db);
  // The member: Tue 1, Fri 4, Sun 6, Tue 29, and the cancelled Sun 27 (not counted). The leader: Fri 25.
  const record = (userId: number, serviceId: number, day: number) => ({ userId, serviceId, attendedOn: `2028-02-${String(day).padStart(2, '0')}`, serviceCategory: 'Others' });
  await ctx.database.db.insert(attendance).values([
    record(id.member, service.tuesday, 1), record(id.member, service.friday, 4), record(id.member, service.sunday, 6),
    record(id.member, service.sunday, 27), record(id.member, service.tuesday, 29), record(id.leader, service.friday, 25),
  ]);
}, 60_000);
afterAll(async () => {
  await ctx.close();
  jest.useRealTimers();
});

async function userId(email: string): Promise<number> {
  const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}

const send = (who: Who | string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(who in token ? token[who as Who] : who), ...(payload ? { payload } : {}) });

const rosterOf = async (who: Who, unitId: number) => {
  const res = await send(who, 'GET', `/api/units/${unitId}/members`);
  expect(res.statusCode).toBe(200);
  return res.json().data as UnitMember[];
};

const hasRole = async (userIdValue: number, role: 'leader') => {
  const rows = await ctx.database.db.select().from(userRoles).where(and(eq(userRoles.userId, userIdValue), eq(userRoles.roleId, ROLE_IDS[role])));
  return rows.length > 0;
};

describe('who may read a unit', () => {
  it.each([
    ['admin', 'choir', 200], ['admin', 'ushering', 200],
    ['leader', 'choir', 200], ['leader', 'media', 200], ['leader', 'ushering', 403],
    ['samuel', 'ushering', 200], ['samuel', 'choir', 403],
    ['member', 'choir', 403],
  ] as const)('%s reading the %s roster and absentees -> %i', async (who, unit, status) => {
    expect((await send(who, 'GET', `/api/units/${id[unit]}/members`)).statusCode).toBe(status);
    expect((await send(who, 'GET', `/api/units/${id[unit]}/absent-members`)).statusCode).toBe(status);
  });

  it('a missing unit is a 404 for admins and a 403 for leaders and members (no existence probe)', async () => {
    for (const path of ['members', 'absent-members', `members/${id.member}`]) {
      const method = path.startsWith('members/') ? 'PUT' : 'GET';
      expect((await send('admin', method, `/api/units/999999/${path}`)).statusCode).toBe(404);
      expect((await send('leader', method, `/api/units/999999/${path}`)).statusCode).toBe(403);
      expect((await send('member', method, `/api/units/999999/${path}`)).statusCode).toBe(403);
    }
  });

  it('anonymous callers get 401', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `/api/units/${id.choir}/members` })).statusCode).toBe(401);
  });
});

describe('the roster', () => {
  it('lists the unit by name with this month’s figures against the hand-built month', async () => {
    const res = await send('leader', 'GET', `/api/units/${id.choir}/members`);
    expect(res.json().meta).toEqual({ year: 2028, month: 2 });
    const roster = await rosterOf('leader', id.choir);
    const [choir] = (await send('admin', 'GET', '/api/units')).json().data.filter((u: { slug: string }) => u.slug === 'choir');
    expect(roster).toHaveLength(choir.member_count);
    const member = roster.find((p) => p.id === id.member)!;
    // 4 of the 12 expected (the record on the cancelled 27th does not count): 33%.
    expect(member).toMatchObject({ is_leader: false, last_attended: '2028-02-29', attended: 4, expected: 12, percentage: 33, email: 'member@example.com' });
    // Every service of the month has been held by now: the rate so far is the same 4 of 12.
    expect(member).toMatchObject({ goal: 12, held: 12, attended_so_far: 4, so_far_percentage: 33, level: progressLevel(33).level });
    expect(member).toHaveProperty('phone');
    expect(roster.find((p) => p.id === id.leader)).toMatchObject({ is_leader: true, last_attended: '2028-02-25', attended: 1, expected: 12, percentage: 8 });
    for (const person of roster) expect(person.expected).toBe(12);
    const surnames = roster.map((p) => p.full_name.split(' ').slice(-1)[0]);
    expect(surnames).toEqual([...surnames].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('shows each person’s percentage of their goal with the level that follows from it, as on their own page', async () => {
    const levelOf = async (userIdValue: number) => (await rosterOf('leader', id.choir)).find((p) => p.id === userIdValue)!.level;
    // 4 of 12 expected: 33%.
    expect(await levelOf(id.member)).toBe(progressLevel(33).level);
    await ctx.database.db.insert(attendanceGoals).values({ userId: id.member, year: 2028, month: 2, goal: 4 });
    try {
      expect(await levelOf(id.member)).toBe(progressLevel(100).level);
      // The percentage beside the level is the goal's; the rate so far stays attended of held.
      expect((await rosterOf('leader', id.choir)).find((p) => p.id === id.member)).toMatchObject({ goal: 4, percentage: 100, so_far_percentage: 33 });
    } finally {
      await ctx.database.db.delete(attendanceGoals).where(eq(attendanceGoals.userId, id.member));
    }
  });

  it('gives each unit this month’s attendance rate with include=attendance: records at the services held ÷ (members × services held)', async () => {
    const plain = (await send('leader', 'GET', '/api/units')).json().data;
    expect(plain[0]).not.toHaveProperty('attendance_percentage');
    const withFigures = (await send('leader', 'GET', '/api/units?include=attendance')).json().data as Array<{ slug: string; member_count: number; attendance_percentage: number | null }>;
    const choir = withFigures.find((u) => u.slug === 'choir')!;
    // In Choir only the member (4 expected occurrences) and the leader (1) came in February 2028.
    expect(choir.attendance_percentage).toBe(attendancePercentage(5, choir.member_count * 12));
    expect(choir.attendance_percentage).toBeGreaterThan(0);
    const media = withFigures.find((u) => u.slug === 'media')!;
    const mediaRoster = await rosterOf('leader', id.media);
    expect(media.attendance_percentage).toBe(attendancePercentage(mediaRoster.reduce((sum, p) => sum + p.attended, 0), media.member_count * 12));
    expect((await send('leader', 'GET', '/api/units?include=everything')).statusCode).toBe(422);
  });

  it('answers 422 on a malformed id', async () => {
    const res = await send('admin', 'GET', '/api/units/abc/members');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.id).toEqual(['Unit must be a number']);
  });
});

describe('one person, the same figures on every page', () => {
  const summaryOf = async (userIdValue: number) => (await send('leader', 'GET', `/api/attendance/summary?month=2&year=2028&user_id=${userIdValue}`)).json().data;
  const reportRowOf = async (userIdValue: number) => {
    const res = await send('leader', 'GET', `/api/attendance/report?from=2028-02-01&to=2028-02-29&unit_id=${id.choir}&per_page=100`);
    expect(res.statusCode).toBe(200);
    return (res.json().data as Array<{ user_id: number; attended: number; expected: number; percentage: number | null }>).find((r) => r.user_id === userIdValue)!;
  };
  const rosterRowOf = async (userIdValue: number) => (await rosterOf('leader', id.choir)).find((p) => p.id === userIdValue)!;

  it('gives Ruth Bello the same rate so far, percentage of her goal and level on the roster, her summary and the report, mid-month', async () => {
    // Wednesday 16 February, 13:00 in Lagos: held so far Tue 1, Fri 4, Sun 6, Tue 8, Fri 11, Sun 13,
    // Tue 15 (7); she came on the 1st, 4th and 6th. The month holds 12: her default goal. Her record
    // of the 29th (this file's data, ahead of this clock) counts towards her goal, as a mark made
    // before a service starts does, but not among the services held so far.
    jest.setSystemTime(new Date('2028-02-16T12:00:00Z'));
    try {
      const roster = await rosterRowOf(id.member);
      const summary = await summaryOf(id.member);
      const report = await reportRowOf(id.member);
      expect(roster.full_name).toBe('Ruth Bello');
      // The month so far: 3 of the 7 held, 42% (not 3 of the month's 12).
      expect(report).toMatchObject({ attended: 3, expected: 7, percentage: 42 });
      expect(roster).toMatchObject({ held: 7, attended_so_far: 3, so_far_percentage: 42 });
      expect(summary).toMatchObject({ held: 7, attended_so_far: 3, so_far_percentage: 42 });
      // The month's goal: 4 of 12, 33%, and the level of 33%.
      expect(roster).toMatchObject({ goal: 12, attended: 4, percentage: 33, level: progressLevel(33).level });
      expect(summary).toMatchObject({ goal: 12, attended: 4, percentage: 33, level: progressLevel(33).level });
      // With a goal of her own the percentage and level move together, everywhere; the rate does not.
      await ctx.database.db.insert(attendanceGoals).values({ userId: id.member, year: 2028, month: 2, goal: 4 });
      expect(await rosterRowOf(id.member)).toMatchObject({ goal: 4, percentage: 100, level: 'The Good Steward', so_far_percentage: 42 });
      expect(await summaryOf(id.member)).toMatchObject({ goal: 4, percentage: 100, level: 'The Good Steward', so_far_percentage: 42 });
      expect((await reportRowOf(id.member)).percentage).toBe(42);
    } finally {
      await ctx.database.db.delete(attendanceGoals).where(eq(attendanceGoals.userId, id.member));
      jest.setSystemTime(NOW);
    }
  });

  it('asks someone who joined on the 25th for the services from the 25th, or from an earlier first record; a goal of their own stays', async () => {
    const [row] = await ctx.database.db
      .insert(users)
      .values({ firstName: 'Newly', lastName: 'Joined', email: 'newly.joined@example.test', passwordHash: await hashPassword('newly-joined-password', ctx.app.settings.passwordHashing), createdAt: new Date('2028-02-25T10:00:00Z') })
      .returning({ id: users.id });
    await ctx.database.db.insert(userRoles).values({ userId: row.id, roleId: ROLE_IDS.member });
    await ctx.database.db.insert(unitMembers).values({ unitId: id.choir, userId: row.id });
    try {
      // From the 25th: Friday 25 and Tuesday 29 (Sunday 27 was cancelled), both held by now.
      const figures = { expected: 12, goal: 2, attended: 0, percentage: 0, held: 2, so_far_percentage: 0 };
      expect(await summaryOf(row.id)).toMatchObject(figures);
      expect(await rosterRowOf(row.id)).toMatchObject(figures);
      expect(await reportRowOf(row.id)).toMatchObject({ attended: 0, expected: 2, percentage: 0 });
      // Recorded for them on Sunday the 20th, before the account: they joined on the 20th.
      await ctx.database.db.insert(attendance).values({ userId: row.id, serviceId: service.sunday, attendedOn: '2028-02-20', serviceCategory: 'Others', recordedBy: id.admin });
      expect(await summaryOf(row.id)).toMatchObject({ goal: 4, attended: 1, percentage: 25, held: 4, so_far_percentage: 25 });
      expect(await reportRowOf(row.id)).toMatchObject({ attended: 1, expected: 4, percentage: 25 });
      await ctx.database.db.insert(attendanceGoals).values({ userId: row.id, year: 2028, month: 2, goal: 10 });
      expect(await summaryOf(row.id)).toMatchObject({ own_goal: 10, goal: 10, percentage: 10 });
      expect(await rosterRowOf(row.id)).toMatchObject({ goal: 10, percentage: 10, level: progressLevel(10).level });
    } finally {
      await ctx.database.db.delete(attendanceGoals).where(eq(attendanceGoals.userId, row.id));
      await ctx.database.db.delete(attendance).where(eq(attendance.userId, row.id));
      await ctx.database.db.delete(unitMembers).where(eq(unitMembers.userId, row.id));
      await ctx.database.db.delete(users).where(eq(users.id, row.id));
    }
  });
});

describe('absent members', () => {
  const absent = async (query: string, who: Who = 'leader') => {
    const res = await send(who, 'GET', `/api/units/${id.choir}/absent-members${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().data as { misses: number; occurrences: Array<{ service_id: number; date: string }>; members: Array<{ id: number; last_attended: string | null }> };
  };

  it('misses=1: everyone who missed Tuesday the 29th (the leader, not the member)', async () => {
    const data = await absent('?misses=1');
    expect(data.misses).toBe(1);
    expect(data.occurrences).toEqual([{ service_id: service.tuesday, service_name: expect.any(String), date: '2028-02-29' }]);
    const ids = data.members.map((m) => m.id);
    expect(ids).toContain(id.leader);
    expect(ids).not.toContain(id.member);
    expect(data.members.find((m) => m.id === id.leader)!.last_attended).toBe('2028-02-25');
  });

  it('misses=2 (the default) skips the cancelled Sunday: Friday 25 and Tuesday 29, so neither the leader nor the member', async () => {
    const data = await absent('');
    expect(data.misses).toBe(2);
    expect(data.occurrences.map((o) => o.date)).toEqual(['2028-02-25', '2028-02-29']);
    const ids = data.members.map((m) => m.id);
    expect(ids).not.toContain(id.leader);
    expect(ids).not.toContain(id.member);
    const roster = await rosterOf('admin', id.choir);
    expect(data.members).toHaveLength(roster.length - 2);
  });

  it('someone who never came is absent with no last date', async () => {
    const [person] = await ctx.database.db.insert(users).values({ firstName: 'Never', lastName: 'Came', email: 'never.came@example.com', passwordHash: 'x' }).returning({ id: users.id });
    await ctx.database.db.insert(userRoles).values({ userId: person.id, roleId: ROLE_IDS.member });
    expect((await send('leader', 'PUT', `/api/units/${id.choir}/members/${person.id}`)).statusCode).toBe(201);
    expect((await absent('?misses=8')).members.find((m) => m.id === person.id)).toMatchObject({ last_attended: null });
    expect((await absent('?misses=8')).occurrences).toHaveLength(8);
    expect((await send('leader', 'DELETE', `/api/units/${id.choir}/members/${person.id}`)).statusCode).toBe(200);
  });

  it.each(['0', '9', 'abc', '1.5', ''])('misses=%s is a 422 on misses', async (misses) => {
    const res = await send('leader', 'GET', `/api/units/${id.choir}/absent-members?misses=${misses}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.misses).toHaveLength(1);
  });
});

describe('creating, editing and deleting units (admins only)', () => {
  let youth = 0;

  it('creates a unit with its slug; leaders and members get 403', async () => {
    const res = await send('admin', 'POST', '/api/units', { name: '  Youth Band ', description: 'Drums and keys' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'Youth Band', slug: 'youth-band', description: 'Drums and keys', member_count: 0 });
    youth = res.json().data.id;
    expect((await send('leader', 'POST', '/api/units', { name: 'Leaders Band' })).statusCode).toBe(403);
    expect((await send('member', 'POST', '/api/units', { name: 'Members Band' })).statusCode).toBe(403);
  });

  it('refuses a name whose slug is taken with a 422 on name', async () => {
    for (const name of ['youth_band!', 'CHOIR']) {
      const res = await send('admin', 'POST', '/api/units', { name });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.name[0]).toMatch(/already exists; choose another name/);
    }
    const rename = await send('admin', 'PATCH', `/api/units/${youth}`, { name: 'Media' });
    expect(rename.statusCode).toBe(422);
    expect(rename.json().errors.name[0]).toMatch(/already exists/);
  });

  it.each([
    [{}, 'name', 'Name is required'],
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: '!!!' }, 'name', 'Name must contain a letter or a digit'],
    [{ name: 'x'.repeat(81) }, 'name', 'Name must be at most 80 characters'],
    [{ name: 42 }, 'name', 'Name must be text'],
    [{ name: 'Ok', description: 7 }, 'description', 'Description must be text'],
  ])('POST %j is a 422 on %s', async (payload, field, message) => {
    const res = await send('admin', 'POST', '/api/units', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('edits the name (and so the slug) and the description', async () => {
    const renamed = await send('admin', 'PATCH', `/api/units/${youth}`, { name: 'Youth Orchestra' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Youth Orchestra', slug: 'youth-orchestra', description: 'Drums and keys' });
    const described = await send('admin', 'PATCH', `/api/units/${youth}`, { description: null });
    expect(described.json().data).toMatchObject({ slug: 'youth-orchestra', description: null });
    expect((await send('admin', 'PATCH', `/api/units/${youth}`, {})).statusCode).toBe(422);
    expect((await send('admin', 'PATCH', '/api/units/999999', { name: 'Ghost' })).statusCode).toBe(404);
    expect((await send('leader', 'PATCH', `/api/units/${id.choir}`, { name: 'Choir 2' })).statusCode).toBe(403);
  });

  it('deletes an empty unit; one with members needs force=true', async () => {
    expect((await send('admin', 'PUT', `/api/units/${youth}/members/${id.member}`)).statusCode).toBe(201);
    const refused = await send('admin', 'DELETE', `/api/units/${youth}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Youth Orchestra has 1 member. Deleting it takes them off its roster; confirm to delete it anyway.');
    expect((await send('admin', 'DELETE', `/api/units/${youth}?force=maybe`)).statusCode).toBe(422);
    expect((await send('leader', 'DELETE', `/api/units/${youth}?force=true`)).statusCode).toBe(403);
    expect((await send('admin', 'DELETE', `/api/units/${youth}?force=true`)).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(unitMembers).where(eq(unitMembers.unitId, youth))).toEqual([]);
    expect((await send('admin', 'DELETE', `/api/units/${youth}`)).statusCode).toBe(404);
    const empty = (await send('admin', 'POST', '/api/units', { name: 'Short Lived' })).json().data.id;
    expect((await send('admin', 'DELETE', `/api/units/${empty}`)).statusCode).toBe(200);
  });
});

describe('adding and removing members', () => {
  it('a leader adds someone to a unit they lead (201, then 200) and removes them', async () => {
    const added = await send('leader', 'PUT', `/api/units/${id.choir}/members/${id.samuel}`);
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ id: id.samuel, is_leader: false });
    expect((await send('leader', 'PUT', `/api/units/${id.choir}/members/${id.samuel}`)).statusCode).toBe(200);
    expect((await rosterOf('leader', id.choir)).map((p) => p.id)).toContain(id.samuel);
    expect((await send('leader', 'DELETE', `/api/units/${id.choir}/members/${id.samuel}`)).statusCode).toBe(200);
    expect((await rosterOf('leader', id.choir)).map((p) => p.id)).not.toContain(id.samuel);
    expect((await send('leader', 'DELETE', `/api/units/${id.choir}/members/${id.samuel}`)).statusCode).toBe(404);
  });

  it('404 for an unknown person; 403 on a unit not led, for a member, and for a leader removing a leader', async () => {
    expect((await send('leader', 'PUT', `/api/units/${id.choir}/members/999999`)).statusCode).toBe(404);
    expect((await send('admin', 'DELETE', `/api/units/${id.choir}/members/999999`)).statusCode).toBe(404);
    expect((await send('leader', 'PUT', `/api/units/${id.ushering}/members/${id.member}`)).statusCode).toBe(403);
    expect((await send('leader', 'PUT', `/api/units/999999/members/${id.member}`)).statusCode).toBe(403);
    expect((await send('member', 'PUT', `/api/units/${id.choir}/members/${id.member}`)).statusCode).toBe(403);
    const leaderOut = await send('leader', 'DELETE', `/api/units/${id.choir}/members/${id.leader}`);
    expect(leaderOut.statusCode).toBe(403);
    expect(leaderOut.json().message).toBe('Only an admin can remove a leader of the unit.');
    expect((await send('admin', 'PUT', `/api/units/${id.choir}/members/abc`)).json().errors.userId).toEqual(['Person must be a number']);
  });
});

describe('leaders (admins only)', () => {
  it('makes a roster member a leader of Media and unmakes them; they keep their place on the roster', async () => {
    const made = await send('admin', 'PUT', `/api/units/${id.media}/leaders/${id.samuel}`);
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({ id: id.samuel, is_leader: true });
    expect((await send('admin', 'PUT', `/api/units/${id.media}/leaders/${id.samuel}`)).statusCode).toBe(200);
    expect((await rosterOf('admin', id.media)).find((p) => p.id === id.samuel)).toMatchObject({ is_leader: true });
    expect((await send('samuel', 'GET', `/api/units/${id.media}/members`)).statusCode).toBe(200);
    expect((await send('admin', 'DELETE', `/api/units/${id.media}/leaders/${id.samuel}`)).statusCode).toBe(200);
    expect((await rosterOf('admin', id.media)).find((p) => p.id === id.samuel)).toMatchObject({ is_leader: false });
    expect((await send('samuel', 'GET', `/api/units/${id.media}/members`)).statusCode).toBe(403);
    expect(await hasRole(id.samuel, 'leader')).toBe(true); // still leads Ushering
    expect((await send('admin', 'DELETE', `/api/units/${id.media}/leaders/${id.samuel}`)).statusCode).toBe(404);
    expect((await send('admin', 'DELETE', `/api/units/${id.media}/members/${id.samuel}`)).statusCode).toBe(200);
  });

  it('grants the leader role to a new leader and takes it back when they lead no unit', async () => {
    const registered = await ctx.app.inject({ method: 'POST', url: '/api/register', payload: { first_name: 'Nora', last_name: 'Newleader', email: 'nora@example.com', password: 'long-enough-1' } });
    expect(registered.statusCode).toBe(201);
    const nora = await userId('nora@example.com');
    const noraToken = await loginAs(ctx.app, 'nora@example.com', 'long-enough-1');
    expect((await send(noraToken, 'GET', '/api/units')).statusCode).toBe(403);
    expect((await send('admin', 'PUT', `/api/units/${id.media}/leaders/${nora}`)).statusCode).toBe(201);
    expect(await hasRole(nora, 'leader')).toBe(true);
    expect((await send(noraToken, 'GET', '/api/units')).json().data.map((u: { slug: string }) => u.slug)).toEqual(['media']);
    expect((await send('leader', 'DELETE', `/api/units/${id.media}/leaders/${nora}`)).statusCode).toBe(403);
    expect((await send('admin', 'DELETE', `/api/units/${id.media}/leaders/${nora}`)).statusCode).toBe(200);
    expect(await hasRole(nora, 'leader')).toBe(false);
    expect((await send(noraToken, 'GET', '/api/units')).statusCode).toBe(403);
  });

  it('refuses admins (they lead every unit already), leaders and unknown people', async () => {
    const res = await send('admin', 'PUT', `/api/units/${id.media}/leaders/${id.admin}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.userId[0]).toMatch(/Admins lead every unit/);
    expect((await send('leader', 'PUT', `/api/units/${id.choir}/leaders/${id.member}`)).statusCode).toBe(403);
    expect((await send('admin', 'PUT', `/api/units/${id.media}/leaders/999999`)).statusCode).toBe(404);
    expect((await send('admin', 'PUT', `/api/units/999999/leaders/${id.member}`)).statusCode).toBe(404);
  });
});

// --- Who may join a unit, being told, leaving, and the roster's changes ---------------------
// (docs/decisions/0020-unit-rosters-and-what-a-leader-reaches.md)

let newcomerSerial = 0;
/** A fresh account with these roles (deactivated when asked), on no roster. */
async function newcomer(roles: Array<'admin' | 'leader' | 'member'>, { deactivated = false, firstName = 'Newcomer' } = {}) {
  newcomerSerial += 1;
  const email = `newcomer.${newcomerSerial}@example.com`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({ firstName, lastName: `Number ${newcomerSerial}`, email, passwordHash: 'x', deactivatedAt: deactivated ? new Date() : null })
    .returning({ id: users.id });
  if (roles.length) await ctx.database.db.insert(userRoles).values(roles.map((role) => ({ userId: row.id, roleId: ROLE_IDS[role] })));
  return { id: row.id, email, fullName: `${firstName} Number ${newcomerSerial}` };
}
const onRoster = async (unitId: number, userIdValue: number) =>
  (await ctx.database.db.select().from(unitMembers).where(and(eq(unitMembers.unitId, unitId), eq(unitMembers.userId, userIdValue)))).length > 0;
async function mailsTo(email: string) {
  await ctx.app.flushMail();
  return ctx.database.db.select().from(outbox).where(eq(outbox.to, email));
}

describe('who a leader may add to a unit they lead', () => {
  it('refuses an admin with the same 404 as an unknown id, naming nobody, and leaves the roster alone', async () => {
    const res = await send('leader', 'PUT', `/api/units/${id.choir}/members/${id.admin}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: LEADER_CANNOT_ADD_MESSAGE });
    expect(await onRoster(id.choir, id.admin)).toBe(false);
    const unknown = await send('leader', 'PUT', `/api/units/${id.choir}/members/999999`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: LEADER_CANNOT_ADD_MESSAGE });
  });

  it('refuses a deactivated account and an account without the member role alike', async () => {
    const gone = await newcomer(['member'], { deactivated: true });
    const noRole = await newcomer([]);
    for (const person of [gone, noRole]) {
      const res = await send('leader', 'PUT', `/api/units/${id.choir}/members/${person.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: LEADER_CANNOT_ADD_MESSAGE });
      expect(await onRoster(id.choir, person.id)).toBe(false);
    }
  });

  it('adds an active member who is not an admin (201), as before', async () => {
    const person = await newcomer(['member']);
    const res = await send('leader', 'PUT', `/api/units/${id.choir}/members/${person.id}`);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ id: person.id, is_leader: false, email: person.email });
    expect(await onRoster(id.choir, person.id)).toBe(true);
  });
});

describe('who an admin may add to a unit', () => {
  it('refuses a deactivated account and one without the member role with a 422 on userId', async () => {
    const gone = await newcomer(['member'], { deactivated: true });
    const refusedGone = await send('admin', 'PUT', `/api/units/${id.media}/members/${gone.id}`);
    expect(refusedGone.statusCode).toBe(422);
    expect(refusedGone.json().errors).toEqual({ userId: [DEACTIVATED_CANNOT_JOIN_MESSAGE] });
    const noRole = await newcomer([]);
    const refusedNoRole = await send('admin', 'PUT', `/api/units/${id.media}/members/${noRole.id}`);
    expect(refusedNoRole.statusCode).toBe(422);
    expect(refusedNoRole.json().errors).toEqual({ userId: [NOT_A_MEMBER_CANNOT_JOIN_MESSAGE] });
    // Making a deactivated account a leader is refused too.
    expect((await send('admin', 'PUT', `/api/units/${id.media}/leaders/${gone.id}`)).json().errors).toEqual({ userId: [DEACTIVATED_CANNOT_JOIN_MESSAGE] });
    expect(await onRoster(id.media, gone.id)).toBe(false);
    expect(await onRoster(id.media, noRole.id)).toBe(false);
  });

  it('may add an admin who is a member, whom the unit’s leader still does not see or reach', async () => {
    const pastor = await newcomer(['admin', 'member']);
    expect((await send('admin', 'PUT', `/api/units/${id.media}/members/${pastor.id}`)).statusCode).toBe(201);
    try {
      expect((await rosterOf('admin', id.media)).map((p) => p.id)).toContain(pastor.id);
      expect((await rosterOf('leader', id.media)).map((p) => p.id)).not.toContain(pastor.id);
      const [media] = (await send('leader', 'GET', '/api/units')).json().data.filter((u: { slug: string }) => u.slug === 'media');
      expect(media.member_count).toBe((await rosterOf('leader', id.media)).length);
      expect((await send('leader', 'GET', `/api/members/${pastor.id}`)).statusCode).toBe(403);
      expect((await send('leader', 'GET', `/api/members/${pastor.id}/attendance`)).statusCode).toBe(403);
      // Not on the roster the leader sees, so not one they can take off it either (nor learn the name of).
      const removal = await send('leader', 'DELETE', `/api/units/${id.media}/members/${pastor.id}`);
      expect(removal.statusCode).toBe(404);
      expect(removal.json().message).not.toContain(pastor.fullName);
    } finally {
      await send('admin', 'DELETE', `/api/units/${id.media}/members/${pastor.id}`);
    }
  });
});

describe('the person added is told by mail', () => {
  it('mails what the unit’s leaders now see and where to leave it, once', async () => {
    const person = await newcomer(['member'], { firstName: 'Grace' });
    expect((await send('leader', 'PUT', `/api/units/${id.choir}/members/${person.id}`)).statusCode).toBe(201);
    expect((await send('leader', 'PUT', `/api/units/${id.choir}/members/${person.id}`)).statusCode).toBe(200);
    const mails = await mailsTo(person.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('You were added to Choir');
    expect(mails[0].text).toContain('Hello Grace,');
    expect(mails[0].text).toContain('Daniel Mensah added you to Choir');
    expect(mails[0].text).toContain('see your contact details and your attendance');
    expect(mails[0].text).toMatch(/leave it from your profile: https?:\/\/\S+\/dashboard\/profile/);
  });

  it('escapes what people typed in the mail’s HTML', async () => {
    const unit = (await send('admin', 'POST', '/api/units', { name: 'Tom & <Jerry>' })).json().data;
    const person = await newcomer(['member'], { firstName: '<b>Ann</b>' });
    expect((await send('admin', 'PUT', `/api/units/${unit.id}/members/${person.id}`)).statusCode).toBe(201);
    const [mail] = await mailsTo(person.email);
    expect(mail.subject).toBe('You were added to Tom & <Jerry>');
    expect(mail.html).toContain('Hello &#60;b&#62;Ann&#60;/b&#62;,');
    expect(mail.html).toContain('added you to Tom &#38; &#60;Jerry&#62;');
    expect(mail.html).not.toContain('<Jerry>');
    expect(mail.html).not.toContain('<b>Ann');
    expect((await send('admin', 'DELETE', `/api/units/${unit.id}?force=true`)).statusCode).toBe(200);
  });

  it('tells someone an admin makes a leader of a unit they were not in', async () => {
    const person = await newcomer(['member']);
    expect((await send('admin', 'PUT', `/api/units/${id.media}/leaders/${person.id}`)).statusCode).toBe(201);
    expect((await mailsTo(person.email)).map((m) => m.subject)).toEqual(['You were added to Media']);
    expect((await send('admin', 'DELETE', `/api/units/${id.media}/members/${person.id}`)).statusCode).toBe(200);
  });
});

describe('leaving a unit (DELETE /api/me/units/:id)', () => {
  it('takes the caller off the roster (204), then answers 404; a unit they are not in or that does not exist is a 404', async () => {
    const person = await newcomer(['member']);
    expect((await send('admin', 'PUT', `/api/units/${id.ushering}/members/${person.id}`)).statusCode).toBe(201);
    const personToken = await signIn(person.id);
    const left = await send(personToken, 'DELETE', `/api/me/units/${id.ushering}`);
    expect(left.statusCode).toBe(204);
    expect(left.body).toBe('');
    expect(await onRoster(id.ushering, person.id)).toBe(false);
    expect((await send(personToken, 'DELETE', `/api/me/units/${id.ushering}`)).statusCode).toBe(404);
    expect((await send(personToken, 'DELETE', `/api/me/units/${id.choir}`)).statusCode).toBe(404);
    expect((await send(personToken, 'DELETE', '/api/me/units/999999')).statusCode).toBe(404);
    expect((await send(personToken, 'DELETE', '/api/me/units/abc')).statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/me/units/${id.choir}` })).statusCode).toBe(401);
  });

  it('a leader who leaves a unit they lead stops leading it, and loses the leader role with their last unit', async () => {
    const person = await newcomer(['member']);
    expect((await send('admin', 'PUT', `/api/units/${id.media}/leaders/${person.id}`)).statusCode).toBe(201);
    const personToken = await signIn(person.id);
    expect((await send(personToken, 'GET', `/api/units/${id.media}/members`)).statusCode).toBe(200);
    expect((await send(personToken, 'DELETE', `/api/me/units/${id.media}`)).statusCode).toBe(204);
    expect(await onRoster(id.media, person.id)).toBe(false);
    expect(await hasRole(person.id, 'leader')).toBe(false);
    expect((await rosterOf('admin', id.media)).map((p) => p.id)).not.toContain(person.id);
  });
});

/** Signs a fresh account in with a known password. */
async function signIn(userIdValue: number): Promise<string> {
  const [row] = await ctx.database.db.update(users).set({ passwordHash: await hashPassword('long-enough-1', ctx.app.settings.passwordHashing) }).where(eq(users.id, userIdValue)).returning({ email: users.email });
  return loginAs(ctx.app, row.email, 'long-enough-1');
}

describe('the roster’s changes', () => {
  it('records every change with who made it, and shows them newest first to admins and the unit’s leaders', async () => {
    const unit = (await send('admin', 'POST', '/api/units', { name: 'Roster Log' })).json().data;
    const [kept, passing] = [await newcomer(['member']), await newcomer(['member'])];
    expect((await send('admin', 'PUT', `/api/units/${unit.id}/leaders/${id.leader}`)).statusCode).toBe(201); // added, made_leader
    expect((await send('leader', 'PUT', `/api/units/${unit.id}/members/${passing.id}`)).statusCode).toBe(201); // added by Daniel
    expect((await send('leader', 'DELETE', `/api/units/${unit.id}/members/${passing.id}`)).statusCode).toBe(200); // removed by Daniel
    expect((await send('leader', 'PUT', `/api/units/${unit.id}/members/${kept.id}`)).statusCode).toBe(201); // added by Daniel
    expect((await send(await signIn(kept.id), 'DELETE', `/api/me/units/${unit.id}`)).statusCode).toBe(204); // left
    expect((await send('admin', 'PUT', `/api/units/${unit.id}/leaders/${kept.id}`)).statusCode).toBe(201); // added, made_leader
    expect((await send('admin', 'DELETE', `/api/units/${unit.id}/leaders/${kept.id}`)).statusCode).toBe(200); // leader_removed

    const res = await send('leader', 'GET', `/api/units/${unit.id}/roster-changes`);
    expect(res.statusCode).toBe(200);
    const body = rosterChangesResponseSchema.parse(res.json());
    expect(body.data.map((c) => [c.change, c.person.full_name, c.actor?.full_name])).toEqual([
      ['leader_removed', kept.fullName, 'Esther Okafor'],
      ['made_leader', kept.fullName, 'Esther Okafor'],
      ['added', kept.fullName, 'Esther Okafor'],
      ['left', kept.fullName, kept.fullName],
      ['added', kept.fullName, 'Daniel Mensah'],
      ['removed', passing.fullName, 'Daniel Mensah'],
      ['added', passing.fullName, 'Daniel Mensah'],
      ['made_leader', 'Daniel Mensah', 'Esther Okafor'],
      ['added', 'Daniel Mensah', 'Esther Okafor'],
    ]);
    expect(body.meta).toEqual({ page: 1, per_page: 20, total: 9 });
    expect(body.data[0].changed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const second = rosterChangesResponseSchema.parse((await send('admin', 'GET', `/api/units/${unit.id}/roster-changes?per_page=2&page=2`)).json());
    expect(second.data.map((c) => c.change)).toEqual(['added', 'left']);
    expect(second.meta).toEqual({ page: 2, per_page: 2, total: 9 });
    expect((await send('admin', 'DELETE', `/api/units/${unit.id}?force=true`)).statusCode).toBe(200);
  });

  it('keeps the trace of someone added and removed again', async () => {
    const person = await newcomer(['member']);
    expect((await send('leader', 'PUT', `/api/units/${id.choir}/members/${person.id}`)).statusCode).toBe(201);
    expect((await send('leader', 'DELETE', `/api/units/${id.choir}/members/${person.id}`)).statusCode).toBe(200);
    const rows = await ctx.database.db.select().from(unitRosterChanges).where(and(eq(unitRosterChanges.unitId, id.choir), eq(unitRosterChanges.userId, person.id)));
    expect(rows.map((r) => [r.change, r.actorId])).toEqual([['added', id.leader], ['removed', id.leader]]);
  });

  it('is for admins and the unit’s leaders: 403 for a leader of another unit and a member, 404 for a missing unit (admins), 422 on a bad page', async () => {
    expect((await send('samuel', 'GET', `/api/units/${id.choir}/roster-changes`)).statusCode).toBe(403);
    expect((await send('member', 'GET', `/api/units/${id.choir}/roster-changes`)).statusCode).toBe(403);
    expect((await send('leader', 'GET', '/api/units/999999/roster-changes')).statusCode).toBe(403);
    expect((await send('admin', 'GET', '/api/units/999999/roster-changes')).statusCode).toBe(404);
    const bad = await send('admin', 'GET', `/api/units/${id.choir}/roster-changes?per_page=0`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.per_page).toEqual(['Per page must be at least 1']);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/units/${id.choir}/roster-changes` })).statusCode).toBe(401);
  });
});
