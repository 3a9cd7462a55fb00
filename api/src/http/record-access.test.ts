import { eq, inArray } from 'drizzle-orm';
import type { RoleName } from '@church/contracts/roles';
import { unitMembers, units, users } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/context';
import type { Actor } from './access-control';
import { assertCanManageUnit, assertCanReachUser, canFollowUp, canManageUnit, canReachUser, ledUnitIds, peopleScope } from './record-access';

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

  it('answers 403 for an unreachable person, existing or not', async () => {
    await expect(assertCanReachUser(testDb.database.db, member(), ids.leader)).rejects.toMatchObject({ statusCode: 403 });
    await expect(assertCanReachUser(testDb.database.db, leader(), 999_999)).rejects.toMatchObject({ statusCode: 403 });
    await expect(assertCanReachUser(testDb.database.db, admin(), 999_999)).resolves.toBeUndefined();
  });
});

describe('peopleScope', () => {
  it('is everyone for an admin, or the one unit asked for', async () => {
    expect(await peopleScope(testDb.database.db, admin())).toBe('everyone');
    expect(await peopleScope(testDb.database.db, admin(), unitIds.Ushering)).toEqual([unitIds.Ushering]);
  });

  it("is a leader's own units, narrowed to one of them, or nobody for a unit they do not lead", async () => {
    expect((await peopleScope(testDb.database.db, leader())) as number[]).toEqual(expect.arrayContaining([unitIds.Choir, unitIds.Media]));
    expect(await peopleScope(testDb.database.db, leader(), unitIds.Choir)).toEqual([unitIds.Choir]);
    expect(await peopleScope(testDb.database.db, leader(), unitIds.Ushering)).toEqual([]);
  });

  it('is nobody for a member', async () => {
    expect(await peopleScope(testDb.database.db, member())).toEqual([]);
  });

  it('follows unit_members: a unit the leader no longer leads leaves their scope', async () => {
    const db = testDb.database.db;
    await db.update(unitMembers).set({ isLeader: false }).where(eq(unitMembers.unitId, unitIds.Media));
    try {
      expect(await peopleScope(db, leader())).toEqual([unitIds.Choir]);
    } finally {
      await db.update(unitMembers).set({ isLeader: true }).where(eq(unitMembers.userId, ids.leader));
    }
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
});
