import { and, eq, type SQL, sql } from 'drizzle-orm';
import { expectedOf, occurrenceKey, type Occurrence, sinceJoined, summarizeMonth } from '@church/contracts/attendance-rules';
import { type AbsenceReason, AWAY_SOON_DAYS, awayNow } from '@church/contracts/absences';
import { addDays, churchDateOf, monthBounds, todayInChurch } from '@church/contracts/church-time';
import { ROLE_IDS } from '@church/contracts/roles';
import type { AbsentMember, UnitMember } from '@church/contracts/units';
import { fullName } from '@church/contracts/user';
import type { Db } from '../db/client';
import { unitMembers, units, userRoles } from '../db/schema';
import { intArray, rawRows } from '../db/sql-helpers';
import { validationFailed } from '../http/errors';
import { leaderReachableIds, type RosterView } from '../http/record-access';
import { joinedSql } from '../attendance/person-sql';
import { expectedInMonth, heldOccurrences } from '../schedule/occurrences';
import { recordRosterChanges } from './roster-changes';
import { auditingPeople } from '../audit/people';
import { enqueueMail, type QueuedMail } from '../mail/queue';

// A unit's roster: who is on it and who leads it (changed only here, each change recorded with
// who made it), the roster as a caller sees it with the month's figures, and who has been absent.
// Deactivated people keep their place on a roster (reactivating them restores it) but are not
// counted or shown: they are no longer among the people a leader cares for. A leader's counts and
// rosters hold only the people they reach (record-access.ts `leaderReachableIds`).
export const onlyReachable = (leaderReach: boolean, userId: SQL) => (leaderReach ? sql` and ${userId} in (${leaderReachableIds()})` : sql``);

/** 422 on `unit_ids` naming the first unit that does not exist. */
export async function assertUnitsExist(db: Db, unitIds: readonly number[]): Promise<void> {
  if (unitIds.length === 0) return;
  const found = await db.select({ id: units.id }).from(units).where(sql`${units.id} = any(${intArray(unitIds)})`);
  const missing = unitIds.find((id) => !found.some((row) => row.id === id));
  if (missing !== undefined) throw validationFailed({ unit_ids: [`No unit with id ${missing}`] });
}

// --- The roster -----------------------------------------------------------------------------

interface RosterRow {
  id: number;
  first_name: string;
  last_name: string;
  phone: string | null;
  email: string | null;
  is_leader: boolean;
  last_attended: string | null;
  /** [service_id, date] of each record in the window asked for. */
  attended: [number, string][];
  /** Their own goal for the window's month, if they set one. */
  own_goal: number | null;
  /** The day they joined (contracts' joinedOn). */
  joined: string;
  /** Their announced absences that overlap the window, or cover today or start soon. */
  absences: { from: string; to: string; reason: AbsenceReason | null }[];
}

/**
 * The roster by name, with each person's last attendance, their records from `from` to `to`, their
 * own goal for the month of `from` and their announced absences (those overlapping the window,
 * covering `today` or starting within AWAY_SOON_DAYS of it): one statement.
 */
function rosterRows(db: Db, unitId: number, from: string, to: string, { leaderReach }: RosterView, today: string): Promise<RosterRow[]> {
  const [year, month] = from.split('-').map(Number);
  const soon = addDays(today, AWAY_SOON_DAYS);
  return rawRows<RosterRow>(db, sql`
    select u.id, u.first_name, u.last_name, u.phone, u.email, um.is_leader,
      (select max(a.attended_on)::text from attendance a where a.user_id = u.id) as last_attended,
      coalesce((select json_agg(json_build_array(a.service_id, a.attended_on::text)) from attendance a
        where a.user_id = u.id and a.attended_on between ${from} and ${to}), '[]') as attended,
      (select g.goal from attendance_goals g where g.user_id = u.id and g.year = ${year} and g.month = ${month}) as own_goal,
      ${joinedSql('u', from)}::text as joined,
      coalesce((select json_agg(json_build_object('from', ab.from_on::text, 'to', ab.to_on::text, 'reason', ab.reason) order by ab.from_on) from absences ab
        where ab.user_id = u.id and ab.to_on >= least(${from}::date, ${today}::date) and ab.from_on <= greatest(${to}::date, ${soon}::date)), '[]') as absences
    from unit_members um join users u on u.id = um.user_id
    where um.unit_id = ${unitId} and u.deactivated_at is null${onlyReachable(leaderReach, sql`um.user_id`)}
    order by u.last_name, u.first_name, u.id`);
}

/**
 * The unit's roster with this month's figures, each as the person sees them on their own page
 * (contracts' summarizeMonth): the month's goal with its level, and the attendance rate over the
 * services held so far since they joined.
 */
export async function unitRoster(db: Db, unitId: number, { year, month }: { year: number; month: number }, view: RosterView, now: Date = new Date()): Promise<UnitMember[]> {
  const { first, last } = monthBounds(year, month);
  const today = todayInChurch(now);
  const [expected, rows] = await Promise.all([expectedInMonth(db, year, month), rosterRows(db, unitId, first, last, view, today)]);
  return rows.map((row) => {
    const attendedKeys = new Set(row.attended.map(([serviceId, date]) => occurrenceKey(serviceId, date)));
    const figures = summarizeMonth({ year, month, expected, attendedKeys, ownGoal: row.own_goal, joined: row.joined, now, absences: row.absences });
    // Spelled out, not spread from person(row): spreading cost 4 ms a roster of 500 (V8 copies a spread object property by property on a slow path).
    return {
      id: row.id, full_name: fullName(row.first_name, row.last_name), phone: row.phone, email: row.email, is_leader: row.is_leader, last_attended: row.last_attended,
      away: awayNow(row.absences, today),
      attended: figures.attended, expected: figures.expected, goal: figures.goal, percentage: figures.percentage, level: figures.level,
      held: figures.held, attended_so_far: figures.attended_so_far, so_far_percentage: figures.so_far_percentage,
    };
  });
}

const person = (row: RosterRow): AbsentMember => ({
  id: row.id,
  full_name: fullName(row.first_name, row.last_name),
  phone: row.phone,
  email: row.email,
  is_leader: row.is_leader,
  last_attended: row.last_attended,
});

/** How far back to look for the last expected occurrences (8 of them are under three weeks on any usual schedule). */
const ABSENCE_LOOKBACK_DAYS = 366;

/** The last `n` occurrences that are not cancelled and started by `now`, oldest first. */
export async function lastExpectedOccurrences(db: Db, n: number, now: Date): Promise<Occurrence[]> {
  const to = churchDateOf(now);
  const from = addDays(to, -ABSENCE_LOOKBACK_DAYS);
  // An occurrence is missed once its marking has closed: nobody shows as absent while they can still mark it.
  return (await heldOccurrences(db, from, to, now, { closed: true })).slice(-n);
}

/**
 * Roster members with no record at any of the unit's last `misses` expected occurrences. Only
 * those expected of the member count (contracts' sinceJoined and expectedOf): one held before
 * they joined, or while they announced they were away, is not missed, so someone who joined after
 * all of them, or was away for all of them, is not absent. The one place for this rule: the
 * leaders' pages and mails read it here.
 */
export async function absentMembers(db: Db, unitId: number, misses: number, now: Date, view: RosterView): Promise<{ occurrences: Occurrence[]; members: AbsentMember[] }> {
  const occurrences = await lastExpectedOccurrences(db, misses, now);
  if (occurrences.length === 0) return { occurrences, members: [] };
  const rows = await rosterRows(db, unitId, occurrences[0].date, occurrences[occurrences.length - 1].date, view, todayInChurch(now));
  const members = rows
    .filter((row) => {
      const attendedKeys = new Set(row.attended.map(([serviceId, date]) => occurrenceKey(serviceId, date)));
      const theirs = expectedOf(sinceJoined(occurrences, row.joined), row.absences, attendedKeys);
      return theirs.length > 0 && !theirs.some((o) => attendedKeys.has(occurrenceKey(o.service_id, o.date)));
    })
    .map(person);
  return { occurrences, members };
}

// --- Who is on the roster, who leads it --------------------------------------------------------------------

export async function membership(db: Db, unitId: number, userId: number): Promise<{ isLeader: boolean } | null> {
  const [row] = await db.select({ isLeader: unitMembers.isLeader }).from(unitMembers).where(and(eq(unitMembers.unitId, unitId), eq(unitMembers.userId, userId))).limit(1);
  return row ?? null;
}

/** Adds a person to the roster, recording who did, and queues `joinedMail` with the change (kick the mail job after); false when they were already on it (nothing changes). */
export async function addMember(db: Db, unitId: number, userId: number, actorId: number, joinedMail?: QueuedMail): Promise<boolean> {
  return db.transaction(async (tx) => auditingPeople(tx, actorId, [userId], async () => {
    const inserted = await tx.insert(unitMembers).values({ unitId, userId }).onConflictDoNothing().returning({ userId: unitMembers.userId });
    if (inserted.length > 0) {
      await recordRosterChanges(tx, [{ unitId, userId, actorId, change: 'added' }]);
      if (joinedMail) await enqueueMail(tx, [joinedMail]);
    }
    return inserted.length > 0;
  }));
}

/**
 * Takes a person off the roster (and so off its leaders), recorded as `removed` by someone else
 * or `left` by themself; false when they were not on it.
 */
export async function removeMember(db: Db, unitId: number, userId: number, actorId: number): Promise<boolean> {
  return db.transaction(async (tx) => auditingPeople(tx, actorId, [userId], async () => {
    const removed = await tx.delete(unitMembers).where(and(eq(unitMembers.unitId, unitId), eq(unitMembers.userId, userId))).returning({ isLeader: unitMembers.isLeader });
    if (removed.length === 0) return false;
    if (removed[0].isLeader) await dropLeaderRoleIfLeadingNothing(tx, userId);
    await recordRosterChanges(tx, [{ unitId, userId, actorId, change: actorId === userId ? 'left' : 'removed' }]);
    return true;
  }));
}

/**
 * Makes a person a leader of the unit (joining its roster if needed) and grants the `leader`
 * role they need to reach the leaders' area. `joined`: they were not on the roster; `made`: they
 * did not lead it already. `joinedMail` is queued with the change when they join (kick the mail job after).
 */
export async function makeLeader(db: Db, unitId: number, userId: number, actorId: number, joinedMail?: QueuedMail): Promise<{ joined: boolean; made: boolean }> {
  return db.transaction(async (tx) => auditingPeople(tx, actorId, [userId], async () => {
    const [before] = await tx.select({ isLeader: unitMembers.isLeader }).from(unitMembers).where(and(eq(unitMembers.unitId, unitId), eq(unitMembers.userId, userId)));
    await tx
      .insert(unitMembers)
      .values({ unitId, userId, isLeader: true })
      .onConflictDoUpdate({ target: [unitMembers.unitId, unitMembers.userId], set: { isLeader: true } });
    await tx.insert(userRoles).values({ userId, roleId: ROLE_IDS.leader }).onConflictDoNothing();
    const joined = !before;
    const made = !before?.isLeader;
    await recordRosterChanges(tx, [
      ...(joined ? [{ unitId, userId, actorId, change: 'added' as const }] : []),
      ...(made ? [{ unitId, userId, actorId, change: 'made_leader' as const }] : []),
    ]);
    if (joined && joinedMail) await enqueueMail(tx, [joinedMail]);
    return { joined, made };
  }));
}

/** Unmakes a leader (they stay on the roster); the `leader` role goes when they lead no unit any more. */
export async function unmakeLeader(db: Db, unitId: number, userId: number, actorId: number): Promise<boolean> {
  return db.transaction(async (tx) => auditingPeople(tx, actorId, [userId], async () => {
    const changed = await tx
      .update(unitMembers)
      .set({ isLeader: false })
      .where(and(eq(unitMembers.unitId, unitId), eq(unitMembers.userId, userId), eq(unitMembers.isLeader, true)))
      .returning({ userId: unitMembers.userId });
    if (changed.length === 0) return false;
    await dropLeaderRoleIfLeadingNothing(tx, userId);
    await recordRosterChanges(tx, [{ unitId, userId, actorId, change: 'leader_removed' }]);
    return true;
  }));
}

export async function dropLeaderRoleIfLeadingNothing(db: Db, userId: number): Promise<void> {
  await db.delete(userRoles).where(and(
    eq(userRoles.userId, userId),
    eq(userRoles.roleId, ROLE_IDS.leader),
    sql`not exists (select 1 from ${unitMembers} where ${unitMembers.userId} = ${userId} and ${unitMembers.isLeader})`,
  ));
}
