import { asc, eq, inArray, sql } from 'drizzle-orm';
import { attendanceRate } from '@church/contracts/attendance-rules';
import { monthBounds } from '@church/contracts/church-time';
import { slugify } from '@church/contracts/slug';
import type { Unit } from '@church/contracts/units';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { unitMembers, units, users } from '../../db/schema';
import { intArray, rawRows } from '../../db/sql-helpers';
import type { PeopleScope, RosterView } from '../../http/record-access';
import { attendedPerPerson, excusedPerPerson, joinedSql, occurrenceTable, sinceJoined } from '../../attendance/person-sql';
import { heldOccurrences } from '../../schedule/occurrences';
import { dropLeaderRoleIfLeadingNothing, onlyReachable } from '../../rosters/roster';
import { auditPeopleChanges, personStates } from '../../audit/people';
import { changedFields, recordAudit } from '../../audit/record';

// The units themselves (name, description, size) and their attendance rates; their rosters are
// the rosters domain's.

// One unit's size is counted through its roster's index (a few hundred lookups); the list's sizes
// are counted in one grouped pass (listUnits), which for one unit would scan every person.
const unitSelection = {
  id: units.id, name: units.name, slug: units.slug, description: units.description,
  members: sql<number>`(select count(*)::int from ${unitMembers} um join ${users} u on u.id = um.user_id where um.unit_id = "units"."id" and u.deactivated_at is null)`, // spelled out: see users/present.ts
};
type UnitRow = { id: number; name: string; slug: string; description: string | null; members: number };
const toUnitJson = (r: UnitRow): Unit => ({ id: r.id, name: r.name, slug: r.slug, description: r.description, member_count: Number(r.members) });

/**
 * The units in scope (admins: all; leaders: the units they lead), by name, with their size. The
 * sizes are counted in one grouped pass: counted unit by unit, each count scanned the people
 * again (25 units of 500 at church scale: 125 ms, grouped: 22 ms).
 */
export async function listUnits(db: Db, scope: PeopleScope): Promise<Unit[]> {
  if (scope !== 'everyone' && scope.unitIds.length === 0) return [];
  const leaderReach = scope !== 'everyone' && scope.leaderReach;
  const sizes = db
    .select({ unitId: unitMembers.unitId, members: sql<number>`count(*)::int`.as('members') })
    .from(unitMembers)
    .innerJoin(users, sql`${users.id} = ${unitMembers.userId} and ${users.deactivatedAt} is null${onlyReachable(leaderReach, sql`${unitMembers.userId}`)}`)
    .groupBy(unitMembers.unitId)
    .as('sizes');
  const rows = await db
    .select({ id: units.id, name: units.name, slug: units.slug, description: units.description, members: sql<number>`coalesce(${sizes.members}, 0)` })
    .from(units)
    .leftJoin(sizes, eq(sizes.unitId, units.id))
    .where(scope === 'everyone' ? undefined : inArray(units.id, scope.unitIds))
    .orderBy(asc(units.name));
  return rows.map(toUnitJson);
}

export async function findUnit(db: Db, id: number): Promise<Unit | null> {
  const [row] = await db.select(unitSelection).from(units).where(eq(units.id, id));
  return row ? toUnitJson(row) : null;
}

/** 'taken' when another unit already has the name's slug (the unique index decides, so a race is caught too). */
export async function createUnit(db: Db, input: { name: string; description?: string | null }, actorId: number | null): Promise<Unit | 'taken'> {
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(units)
        .values({ name: input.name, slug: slugify(input.name), description: input.description || null })
        .returning({ id: units.id, name: units.name, description: units.description });
      await recordAudit(tx, { actorId, entity: 'unit', entityId: row.id, action: 'created', after: { name: row.name, description: row.description } });
      return row.id;
    });
    return (await findUnit(db, id))!;
  } catch (err) {
    if (isUniqueViolation(err)) return 'taken';
    throw err;
  }
}

/** null when the unit does not exist; 'taken' on a slug clash with another unit. */
export async function updateUnit(db: Db, id: number, input: { name?: string; description?: string | null }, actorId: number | null): Promise<Unit | 'taken' | null> {
  const changes: Partial<typeof units.$inferInsert> = {};
  if (input.name !== undefined) Object.assign(changes, { name: input.name, slug: slugify(input.name) });
  if (input.description !== undefined) changes.description = input.description || null;
  try {
    const found = await db.transaction(async (tx) => {
      const [before] = await tx.select({ name: units.name, description: units.description }).from(units).where(eq(units.id, id)).for('update');
      if (!before) return false;
      const [after] = await tx.update(units).set(changes).where(eq(units.id, id)).returning({ name: units.name, description: units.description });
      const changed = changedFields(before, after);
      if (changed) await recordAudit(tx, { actorId, entity: 'unit', entityId: id, action: 'updated', ...changed });
      return true;
    });
    if (!found) return null;
  } catch (err) {
    if (isUniqueViolation(err)) return 'taken';
    throw err;
  }
  return findUnit(db, id);
}

/** Deletes the unit; the audit trail keeps its name and, on each member's history, the unit they left. */
export async function deleteUnit(db: Db, id: number, actorId: number | null): Promise<void> {
  await db.transaction(async (tx) => {
    const roster = await tx.select({ userId: unitMembers.userId, isLeader: unitMembers.isLeader }).from(unitMembers).where(eq(unitMembers.unitId, id));
    const people = await personStates(tx, roster.map((row) => row.userId));
    const [deleted] = await tx.delete(units).where(eq(units.id, id)).returning({ name: units.name, description: units.description }); // unit_members cascade
    for (const { userId } of roster.filter((row) => row.isLeader)) await dropLeaderRoleIfLeadingNothing(tx, userId);
    if (deleted) await recordAudit(tx, { actorId, entity: 'unit', entityId: id, action: 'deleted', before: { name: deleted.name, description: deleted.description, members: roster.length } });
    await auditPeopleChanges(tx, actorId, people);
  });
}

/**
 * Each unit's attendance rate this month (contracts' attendanceRate, summed over its active
 * members): their records at the services held so far ÷ the services held so far since each of
 * them joined (less those held while they announced they were away and did not come), rounded
 * down; null when nothing was held for any of them yet.
 */
export async function withAttendancePercentages(db: Db, list: Unit[], { year, month }: { year: number; month: number }, { leaderReach }: RosterView, now: Date = new Date()): Promise<Unit[]> {
  if (list.length === 0) return list;
  const { first, last } = monthBounds(year, month);
  const held = await heldOccurrences(db, first, last, now);
  if (held.length === 0) return list.map((unit) => ({ ...unit, attendance_percentage: null }));
  // Each person's count once (through their month of the person/day index), then summed per
  // unit: joining the records to the rosters first cost one lookup per record.
  const counts = await rawRows<{ unit_id: number; attended: number; expected: number }>(db, sql`
    with roster as (
      select um.unit_id, um.user_id, ${joinedSql('u', first)} as joined from unit_members um join users u on u.id = um.user_id and u.deactivated_at is null
      where um.unit_id = any(${intArray(list.map((unit) => unit.id))})${onlyReachable(leaderReach, sql`um.user_id`)}),
    held as (select * from ${occurrenceTable(held)}),
    per_person as (${attendedPerPerson('held', first, last, sql`select user_id from unit_members where unit_id = any(${intArray(list.map((unit) => unit.id))})`)}),
    excused as (${excusedPerPerson('held', first, last, sql`select user_id from roster`, first)})
    select r.unit_id, coalesce(sum(p.attended), 0)::int as attended,
      sum(${sinceJoined('held', 'r.joined', first, held.length)} - coalesce(x.excused_since, 0))::int as expected
    from roster r left join per_person p on p.user_id = r.user_id left join excused x on x.user_id = r.user_id group by r.unit_id`);
  const byUnit = new Map(counts.map((row) => [row.unit_id, row]));
  return list.map((unit) => {
    const row = byUnit.get(unit.id);
    return { ...unit, attendance_percentage: row ? attendanceRate(Number(row.attended), Number(row.expected)) : null };
  });
}
