import { and, eq, inArray } from 'drizzle-orm';
import { THIS_DEVICE_MESSAGE } from '@church/contracts/auth';
import { OPT_OUT_IS_ADMINS_MESSAGE } from '@church/contracts/follow-up';
import { ROLE_IDS, type RoleName } from '@church/contracts/roles';
import { LEADER_CANNOT_ADD_MESSAGE } from '@church/contracts/units';
import { createSession } from '../auth/sessions';
import { hashToken } from '../auth/tokens';
import { sessions, unitMembers, units, userRoles, users } from '../db/schema';
import { rawRows } from '../db/sql-helpers';
import { createTestDatabase, type TestDatabase } from '../test/context';
import type { Actor } from './access-control';
import {
  assertCanFollowUp, assertCanManageUnit, assertCanReachRecordOf, assertCanReachUser, assertMayAddToRoster, assertMayChangeFollowUp, assertMayMarkFor,
  assertMayRemoveFromRoster, assertNotKeptInOptOut, assertOwnOtherSession, canFollowUp, canManageUnit, canReachUser, ledUnitIds, leaderMayReach, peopleIn, peopleScope,
  rosterView,
} from './record-access';

// The per-record rules on their own, against the seeded church: Daniel (leader@) leads Choir and
// Media, Ruth (member@) sings in the Choir, Samuel leads Ushering and Prayer Team, Esther (admin@)
// leads nothing.
let testDb: TestDatabase;
const ids: Record<string, number> = {};
const unitIds: Record<string, number> = {};

beforeAll(async () => {
  testDb = await createTestDatabase();
  const db = testDb.database.db;
  const people = { admin: 'admin@example.com', leader: 'leader@example.com', member: 'member@example.com', samuel: 'samuel.eze@example.com' };
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, Object.values(people)));
  for (const [key, email] of Object.entries(people)) ids[key] = rows.find((r) => r.email === email)!.id;
  for (const unit of await db.select({ id: units.id, name: units.name }).from(units)) unitIds[unit.name] = unit.id;
}, 60_000);
afterAll(() => testDb.drop());

const actor = (key: string, roles: RoleName[]): Actor => ({ id: ids[key], roles, sessionId: 0, user: {} as Actor['user'] });
const admin = () => actor('admin', ['admin', 'member']);
const leader = () => actor('leader', ['leader', 'member']);
const member = () => actor('member', ['member']);

it('lists the units a person leads', async () => {
  const db = testDb.database.db;
  expect((await ledUnitIds(db, ids.leader)).sort()).toEqual([unitIds.Choir, unitIds.Media].sort());
  expect((await ledUnitIds(db, ids.samuel)).sort()).toEqual([unitIds.Ushering, unitIds['Prayer Team']].sort());
  expect(await ledUnitIds(db, ids.member)).toEqual([]);
});

describe('canReachUser', () => {
  it.each([
    ['admin', 'samuel', true],
    ['leader', 'member', true], // Ruth sings in the Choir, which Daniel leads
    ['leader', 'samuel', false], // Samuel is in none of Daniel's units
    ['leader', 'leader', true],
    ['member', 'member', true],
    ['member', 'leader', false],
  ] as const)('%s reaching %s: %s', async (who, target, expected) => {
    const caller = { admin, leader, member }[who];
    expect(await canReachUser(testDb.database.db, caller(), ids[target])).toBe(expected);
  });

  it('needs the leader role, not only a leader row in unit_members', async () => {
    // Daniel without the leader role (e.g. it was taken away) reaches only himself.
    expect(await canReachUser(testDb.database.db, actor('leader', ['member']), ids.member)).toBe(false);
  });

  describe('trusts a roster row only for an active member who is not an admin', () => {
    // Each case puts someone on the Choir (which Daniel leads) the way an old roster could hold
    // them, whoever added them: Daniel must not reach them, an admin still does.
    let serial = 0;
    const onChoir = async (roles: RoleName[], extra: Partial<typeof users.$inferInsert> = {}) => {
      const db = testDb.database.db;
      serial += 1;
      const [person] = await db.insert(users).values({ firstName: 'On', lastName: `Roster ${serial}`, email: `on.roster.${serial}@example.com`, passwordHash: 'x', ...extra }).returning({ id: users.id });
      if (roles.length) await db.insert(userRoles).values(roles.map((role) => ({ userId: person.id, roleId: ROLE_IDS[role] })));
      await db.insert(unitMembers).values({ unitId: unitIds.Choir, userId: person.id });
      return person.id;
    };

    it.each([
      ['an admin (who holds the member role too)', ['admin', 'member'] as RoleName[], {}],
      ['a deactivated member', ['member'] as RoleName[], { deactivatedAt: new Date() }],
      ['an account without the member role', [] as RoleName[], {}],
    ])('%s on the leader’s unit is out of reach', async (_label, roles, extra) => {
      const db = testDb.database.db;
      const target = await onChoir(roles, extra);
      expect(await canReachUser(db, leader(), target)).toBe(false);
      await expect(assertCanReachUser(db, leader(), target)).rejects.toMatchObject({ statusCode: 403 });
      expect(await canReachUser(db, admin(), target)).toBe(true);
      // The lists follow the same rule: a leader's scope leaves them out, an admin's unit filter keeps them.
      const listed = async (leaderReach: boolean) => (await rawRows<{ user_id: number }>(db, peopleIn({ unitIds: [unitIds.Choir], leaderReach }))).map((r) => r.user_id);
      expect(await listed(true)).not.toContain(target);
      expect(await listed(false)).toContain(target);
    });

    it('an active member who is not an admin is reached, and stops being reached once made an admin', async () => {
      const db = testDb.database.db;
      const target = await onChoir(['member']);
      expect(await canReachUser(db, leader(), target)).toBe(true);
      await db.insert(userRoles).values({ userId: target, roleId: ROLE_IDS.admin });
      expect(await canReachUser(db, leader(), target)).toBe(false);
      await db.delete(userRoles).where(and(eq(userRoles.userId, target), eq(userRoles.roleId, ROLE_IDS.admin)));
      await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, target));
      expect(await canReachUser(db, leader(), target)).toBe(false);
    });

    it('states the same rule for a person already read', () => {
      expect(leaderMayReach({ active: true, isMember: true, isAdmin: false })).toBe(true);
      expect(leaderMayReach({ active: true, isMember: true, isAdmin: true })).toBe(false);
      expect(leaderMayReach({ active: false, isMember: true, isAdmin: false })).toBe(false);
      expect(leaderMayReach({ active: true, isMember: false, isAdmin: false })).toBe(false);
    });
  });

  it('answers 403 for an unreachable person, existing or not', async () => {
    await expect(assertCanReachUser(testDb.database.db, member(), ids.leader)).rejects.toMatchObject({ statusCode: 403 });
    await expect(assertCanReachUser(testDb.database.db, leader(), 999_999)).rejects.toMatchObject({ statusCode: 403 });
    await expect(assertCanReachUser(testDb.database.db, admin(), 999_999)).resolves.toBeUndefined();
  });
});

describe("a record about a person (an attendance record's owner)", () => {
  it("lets an admin reach every record, a missing one included (the route's 404 follows)", async () => {
    await expect(assertCanReachRecordOf(testDb.database.db, admin(), ids.samuel)).resolves.toBeUndefined();
    await expect(assertCanReachRecordOf(testDb.database.db, admin(), null)).resolves.toBeUndefined();
  });

  it("lets a leader reach the records of the people they reach, and answers 403 for anyone else's and for a missing one alike", async () => {
    await expect(assertCanReachRecordOf(testDb.database.db, leader(), ids.member)).resolves.toBeUndefined();
    for (const owner of [ids.samuel, null]) {
      await expect(assertCanReachRecordOf(testDb.database.db, leader(), owner)).rejects.toMatchObject({ statusCode: 403, message: 'You do not have permission to see this person.' });
    }
    await expect(assertCanReachRecordOf(testDb.database.db, member(), null)).rejects.toMatchObject({ statusCode: 403 });
  });
});

describe("marking someone else's attendance", () => {
  it('lets an admin mark anyone and a leader the people they reach', async () => {
    await expect(assertMayMarkFor(testDb.database.db, admin(), ids.samuel)).resolves.toBeUndefined();
    await expect(assertMayMarkFor(testDb.database.db, leader(), ids.member)).resolves.toBeUndefined();
    await expect(assertMayMarkFor(testDb.database.db, leader(), ids.samuel)).rejects.toMatchObject({ statusCode: 403, message: 'You do not have permission to see this person.' });
  });

  it('refuses a member, whoever the person is', async () => {
    await expect(assertMayMarkFor(testDb.database.db, member(), ids.leader)).rejects.toMatchObject({ statusCode: 403, message: 'You may only mark your own attendance.' });
  });
});

describe('peopleScope', () => {
  it('is everyone for an admin, or the one unit asked for', async () => {
    expect(await peopleScope(testDb.database.db, admin())).toBe('everyone');
    expect(await peopleScope(testDb.database.db, admin(), unitIds.Ushering)).toEqual({ unitIds: [unitIds.Ushering], leaderReach: false });
  });

  it("is a leader's own units, narrowed to one of them, or nobody for a unit they do not lead, always within their reach", async () => {
    expect(await peopleScope(testDb.database.db, leader())).toEqual({ unitIds: expect.arrayContaining([unitIds.Choir, unitIds.Media]), leaderReach: true });
    expect(await peopleScope(testDb.database.db, leader(), unitIds.Choir)).toEqual({ unitIds: [unitIds.Choir], leaderReach: true });
    expect(await peopleScope(testDb.database.db, leader(), unitIds.Ushering)).toEqual({ unitIds: [], leaderReach: true });
  });

  it('is nobody for a member', async () => {
    expect(await peopleScope(testDb.database.db, member())).toEqual({ unitIds: [], leaderReach: true });
  });

  it('follows unit_members: a unit the leader no longer leads leaves their scope', async () => {
    const db = testDb.database.db;
    await db.update(unitMembers).set({ isLeader: false }).where(eq(unitMembers.unitId, unitIds.Media));
    try {
      expect(await peopleScope(db, leader())).toEqual({ unitIds: [unitIds.Choir], leaderReach: true });
    } finally {
      await db.update(unitMembers).set({ isLeader: true }).where(eq(unitMembers.userId, ids.leader));
    }
  });
});

describe('rosterView', () => {
  it("shows an admin a unit's whole roster, and a leader only the people they reach", () => {
    expect(rosterView(admin())).toEqual({ leaderReach: false });
    expect(rosterView(leader())).toEqual({ leaderReach: true });
    // An admin who also leads the unit still sees all of it.
    expect(rosterView(actor('admin', ['admin', 'leader', 'member']))).toEqual({ leaderReach: false });
  });
});

describe('canManageUnit', () => {
  it('lets an admin manage every unit, even one that does not exist, and a leader only the units they lead', async () => {
    const db = testDb.database.db;
    expect(await canManageUnit(db, admin(), unitIds.Ushering)).toBe(true);
    expect(await canManageUnit(db, admin(), 999_999)).toBe(true); // the route answers 404 next
    expect(await canManageUnit(db, leader(), unitIds.Choir)).toBe(true);
    expect(await canManageUnit(db, leader(), unitIds.Ushering)).toBe(false);
    expect(await canManageUnit(db, member(), unitIds.Choir)).toBe(false); // sings in it, does not lead it
    expect(await canManageUnit(db, actor('leader', ['member']), unitIds.Choir)).toBe(false); // a leader row without the role
  });

  it('answers 403 for a unit the leader does not lead, existing or not', async () => {
    const db = testDb.database.db;
    for (const unitId of [unitIds.Ushering, 999_999]) {
      await expect(assertCanManageUnit(db, leader(), unitId)).rejects.toMatchObject({ statusCode: 403 });
    }
  });
});

describe('canFollowUp', () => {
  it("lets admins and the assignee reach a follow-up, and nobody else or nobody's", () => {
    expect(canFollowUp(admin(), null)).toBe(true);
    expect(canFollowUp(admin(), undefined)).toBe(true); // an admin then gets a 404 for a missing one
    expect(canFollowUp(member(), ids.member)).toBe(true);
    expect(canFollowUp(leader(), ids.member)).toBe(false); // leading the assignee's unit is not enough
    expect(canFollowUp(member(), null)).toBe(false);
    expect(canFollowUp(member(), undefined)).toBe(false);
  });

  it('answers 403 to anyone else, for an existing and a missing follow-up alike', () => {
    expect(() => assertCanFollowUp(member(), ids.member)).not.toThrow();
    expect(() => assertCanFollowUp(admin(), undefined)).not.toThrow();
    for (const assignedTo of [ids.member, null, undefined]) {
      expect(() => assertCanFollowUp(leader(), assignedTo)).toThrow(expect.objectContaining({ statusCode: 403 }));
    }
  });
});

describe('changing a follow-up', () => {
  const refused = (message: string) => expect.objectContaining({ statusCode: 403, message });

  it('lets an admin reassign and move out of Opt-out', () => {
    expect(() => assertMayChangeFollowUp(admin(), 'Opt-out', { assigned_to: ids.leader, status: 'Contacted' })).not.toThrow();
  });

  it('lets the assignee change the status, into Opt-out too, but not reassign', () => {
    expect(() => assertMayChangeFollowUp(member(), 'Not Contacted', { status: 'Contacted' })).not.toThrow();
    expect(() => assertMayChangeFollowUp(member(), 'Contacted', { status: 'Opt-out' })).not.toThrow();
    expect(() => assertMayChangeFollowUp(member(), 'Not Contacted', { assigned_to: ids.member })).toThrow(refused('Only an admin may reassign a first-timer.'));
    expect(() => assertMayChangeFollowUp(member(), 'Not Contacted', { assigned_to: null })).toThrow(refused('Only an admin may reassign a first-timer.'));
  });

  it('keeps the assignee in Opt-out, where they may still leave the status alone', () => {
    expect(() => assertMayChangeFollowUp(member(), 'Opt-out', { status: 'Contacted' })).toThrow(refused(OPT_OUT_IS_ADMINS_MESSAGE));
    expect(() => assertMayChangeFollowUp(member(), 'Opt-out', { status: 'Opt-out' })).not.toThrow();
    expect(() => assertMayChangeFollowUp(member(), 'Opt-out', {})).not.toThrow();
  });

  it('reads a write that wrote nothing as the Opt-out rule refusing it', () => {
    expect(() => assertNotKeptInOptOut(null)).toThrow(refused(OPT_OUT_IS_ADMINS_MESSAGE));
    expect(() => assertNotKeptInOptOut(false)).toThrow(refused(OPT_OUT_IS_ADMINS_MESSAGE));
    expect(() => assertNotKeptInOptOut(true)).not.toThrow();
    expect(() => assertNotKeptInOptOut({ id: 1 })).not.toThrow();
  });
});

describe('changing a roster', () => {
  const person = (overrides: Partial<{ active: boolean; isMember: boolean; isAdmin: boolean }> = {}) => ({ active: true, isMember: true, isAdmin: false, ...overrides });
  const notFound = expect.objectContaining({ statusCode: 404, message: LEADER_CANNOT_ADD_MESSAGE });

  it('lets a leader add only an active member who is not an admin, with one 404 for every refusal and for nobody', () => {
    expect(() => assertMayAddToRoster(leader(), person())).not.toThrow();
    for (const refusedPerson of [null, person({ active: false }), person({ isMember: false }), person({ isAdmin: true })]) {
      expect(() => assertMayAddToRoster(leader(), refusedPerson)).toThrow(notFound);
    }
  });

  it('lets an admin try anyone (what stands in the way is the route’s answer)', () => {
    for (const anyone of [null, person({ active: false }), person({ isAdmin: true })]) expect(() => assertMayAddToRoster(admin(), anyone)).not.toThrow();
  });

  it('lets a leader take members off, and only an admin a leader of the unit', () => {
    expect(() => assertMayRemoveFromRoster(leader(), { isLeader: false })).not.toThrow();
    expect(() => assertMayRemoveFromRoster(leader(), { isLeader: true })).toThrow(expect.objectContaining({ statusCode: 403, message: 'Only an admin can remove a leader of the unit.' }));
    expect(() => assertMayRemoveFromRoster(admin(), { isLeader: true })).not.toThrow();
  });
});

describe('signing out one device', () => {
  const sessionOf = async (key: string, userAgent: string) => {
    const token = await createSession(testDb.database.db, ids[key], userAgent);
    const [row] = await testDb.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    return row.id;
  };

  it('reaches a live session of one’s own on another device, and answers its user agent', async () => {
    const here = await sessionOf('member', 'Laptop browser');
    const phone = await sessionOf('member', 'Phone browser');
    expect(await assertOwnOtherSession(testDb.database.db, { ...member(), sessionId: here }, phone)).toEqual({ userAgent: 'Phone browser' });
  });

  it('gives one 404 for another person’s session (an admin’s too), an ended one and a missing id; 422 for this one', async () => {
    const db = testDb.database.db;
    const here = await sessionOf('admin', 'Laptop browser');
    const someoneElses = await sessionOf('member', 'Phone browser');
    const ended = await sessionOf('admin', 'Old browser');
    await db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, ended));
    const caller = { ...admin(), sessionId: here };
    for (const id of [someoneElses, ended, 999_999]) {
      await expect(assertOwnOtherSession(db, caller, id)).rejects.toMatchObject({ statusCode: 404 });
    }
    await expect(assertOwnOtherSession(db, caller, here)).rejects.toMatchObject({ statusCode: 422, message: THIS_DEVICE_MESSAGE });
  });
});
