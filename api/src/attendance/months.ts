import { eq, sql } from 'drizzle-orm';
import type { MonthSummaryJson } from '@church/contracts/attendance';
import { joinedOn, occurrenceKey, summarizeMonth } from '@church/contracts/attendance-rules';
import { churchDateOf, monthBounds } from '@church/contracts/church-time';
import type { Db } from '../db/client';
import { absences, attendance, attendanceGoals, users } from '../db/schema';
import { expectedIn, expectedInMonth, wholeSchedule } from '../schedule/occurrences';

// A person's months: what was expected of them, what they attended, their own goals.

export interface MonthRef {
  year: number;
  month: number;
}

/** The months from `count - 1` months before `last` up to `last`, oldest first. */
export function monthsEndingAt(last: MonthRef, count: number): MonthRef[] {
  return Array.from({ length: count }, (_, i) => {
    const index = last.year * 12 + (last.month - 1) - (count - 1 - i);
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
}

// A person's attended occurrences from `from` to `to` and their own goals, in one prepared
// statement: every member's dashboard asks for it, and planning it anew each time had cost the
// database more than running it.
const ownMonthsQueries = new WeakMap<Db, ReturnType<typeof prepareOwnMonths>>();

// Written out with its table: drizzle leaves a column of a one-table query unqualified, and in
// the subqueries a bare "id" would be the attendance row's own.
const personId = sql.raw('"users"."id"');

function prepareOwnMonths(db: Db) {
  return db
    .select({
      attended: sql<[serviceId: number, date: string][]>`coalesce((select json_agg(json_build_array(${attendance.serviceId}, ${attendance.attendedOn})) from ${attendance}
        where ${attendance.userId} = ${personId} and ${attendance.attendedOn} between ${sql.placeholder('from')} and ${sql.placeholder('to')}), '[]')`,
      goals: sql<[year: number, month: number, goal: number][]>`coalesce((select json_agg(json_build_array(${attendanceGoals.year}, ${attendanceGoals.month}, ${attendanceGoals.goal})) from ${attendanceGoals}
        where ${attendanceGoals.userId} = ${personId}), '[]')`,
      // Their announced absences that overlap the months (absences_user_idx).
      absences: sql<{ from: string; to: string }[]>`coalesce((select json_agg(json_build_object('from', ${absences.fromOn}, 'to', ${absences.toOn})) from ${absences}
        where ${absences.userId} = ${personId} and ${absences.toOn} >= ${sql.placeholder('from')} and ${absences.fromOn} <= ${sql.placeholder('to')}), '[]')`,
      // When they joined: the account's creation, or their first record when earlier (joinedOn).
      createdAt: users.createdAt,
      firstRecord: sql<string | null>`(select min(${attendance.attendedOn})::text from ${attendance} where ${attendance.userId} = ${personId})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('own_months');
}

/**
 * The summaries of consecutive months for one person: the schedule (kept in memory) and one
 * query for the person's attended occurrences, own goals and the day they joined, whatever the
 * count. "So far" ends at `now`.
 */
export async function summariesFor(db: Db, userId: number, months: MonthRef[], now: Date = new Date()): Promise<MonthSummaryJson[]> {
  const from = monthBounds(months[0].year, months[0].month).first;
  const to = monthBounds(months[months.length - 1].year, months[months.length - 1].month).last;
  let ownMonths = ownMonthsQueries.get(db);
  if (!ownMonths) ownMonthsQueries.set(db, (ownMonths = prepareOwnMonths(db)));
  const [schedule, [found]] = await Promise.all([wholeSchedule(db), ownMonths.execute({ userId, from, to })]);
  const own = found ?? { attended: [], goals: [], absences: [], createdAt: null, firstRecord: null };
  const attendedKeys = new Set(own.attended.map(([serviceId, date]) => occurrenceKey(serviceId, date)));
  const joined = own.createdAt ? joinedOn(churchDateOf(own.createdAt), own.firstRecord) : null;
  return months.map(({ year, month }) => {
    const expected = expectedIn(schedule, year, month);
    const ownGoal = own.goals.find(([y, m]) => y === year && m === month)?.[2] ?? null;
    return { ...summarizeMonth({ year, month, expected, attendedKeys, ownGoal, joined, now, absences: own.absences }), own_goal: ownGoal, joined_on: joined };
  });
}

export async function expectedCount(db: Db, year: number, month: number): Promise<number> {
  return (await expectedInMonth(db, year, month)).length;
}

export async function saveGoal(db: Db, userId: number, { year, month, goal }: MonthRef & { goal: number }): Promise<void> {
  await db
    .insert(attendanceGoals)
    .values({ userId, year, month, goal })
    .onConflictDoUpdate({ target: [attendanceGoals.userId, attendanceGoals.year, attendanceGoals.month], set: { goal, updatedAt: new Date() } });
}
