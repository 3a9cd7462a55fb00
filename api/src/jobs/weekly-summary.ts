import { and, eq, isNull, sql } from 'drizzle-orm';
import { addDays, formatChurchDate, todayInChurch, weekdayOf } from '@church/contracts/church-time';
import { ROLE_IDS } from '@church/contracts/roles';
import { pathTo } from '@church/contracts/site-map';
import type { Db } from '../db/client';
import { notifications, userRoles, users } from '../db/schema';
import { rawRows } from '../db/sql-helpers';
import type { NewNotification } from '../notifications/notify';
import { slippingMembers } from '../attendance/slipping';
import { occurrenceTable } from '../attendance/person-sql';
import { overdueSql } from '../follow-ups/follow-ups';
import { unreadCounts } from '../forms/unread';
import { heldOccurrences } from '../schedule/occurrences';
import { churchHourOf, countOf, nameList } from './wording';

// The admins' Monday summary of the week that ended on Sunday: new first-timers, follow-ups that
// wait (unassigned, overdue), unread forms, slipping members, and the week's attendance against
// the same seven weekdays a year before (52 weeks earlier). Every figure is one SQL aggregate or
// an existing query of the admin's dashboard (the slipping list, the unread counts, the overdue
// rule), so the summary and the dashboard agree.

/** The summary is made on Mondays from this hour of the church's day. */
export const WEEKLY_SUMMARY_FROM_HOUR = 7;
/** How many slipping members are named (the rest are counted). */
const SLIPPING_NAMED = 5;

export interface WeekAttendance {
  from: string;
  to: string;
  /** Services held (not cancelled) that week. */
  services: number;
  /** Attendance records at them: one per person per service. */
  records: number;
  /** Different people with at least one of those records. */
  people: number;
}

export interface WeeklySummary {
  /** Monday of the week the summary is sent in: its subject `week:<monday>`. */
  monday: string;
  newFirstTimers: number;
  unassignedFollowUps: number;
  overdueFollowUps: number;
  unreadForms: number;
  slipping: { count: number; names: string[] };
  attendance: { week: WeekAttendance; lastYear: WeekAttendance };
}

/** The Monday on or before a day. */
export function mondayOf(day: string): string {
  return addDays(day, -['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].indexOf(weekdayOf(day)));
}

async function weekAttendance(db: Db, from: string, to: string, now: Date): Promise<WeekAttendance> {
  const held = await heldOccurrences(db, from, to, now);
  if (held.length === 0) return { from, to, services: 0, records: 0, people: 0 };
  const [row] = await rawRows<{ records: number; people: number }>(db, sql`
    select count(*)::int as records, count(distinct a.user_id)::int as people
    from attendance a join ${occurrenceTable(held)} on o.service_id = a.service_id and o.day = a.attended_on
    where a.attended_on between ${from} and ${to}`);
  return { from, to, services: held.length, records: Number(row.records), people: Number(row.people) };
}

async function followUpCounts(db: Db, today: string, overdueDays: number) {
  const [row] = await rawRows<{ new_first_timers: number; unassigned: number; overdue: number }>(db, sql`
    select count(*) filter (where first_timers.first_visit_on between ${addDays(mondayOf(today), -7)}::date and ${addDays(mondayOf(today), -1)}::date)::int as new_first_timers,
      count(*) filter (where follow_ups.assigned_to is null and follow_ups.status not in ('Integrated', 'Opt-out'))::int as unassigned,
      count(*) filter (where ${overdueSql({ today, overdueDays })})::int as overdue
    from first_timers join follow_ups on follow_ups.first_timer_id = first_timers.id
    where first_timers.erased_at is null`);
  return { newFirstTimers: Number(row.new_first_timers), unassigned: Number(row.unassigned), overdue: Number(row.overdue) };
}

/** The summary for the week before the one `now` is in. */
export async function weeklySummary(db: Db, now: Date, overdueDays: number): Promise<WeeklySummary> {
  const today = todayInChurch(now);
  const monday = mondayOf(today);
  const from = addDays(monday, -7);
  const to = addDays(monday, -1);
  const [counts, unread, slipping, week, lastYear] = await Promise.all([
    followUpCounts(db, today, overdueDays),
    unreadCounts(db),
    slippingMembers(db, 'everyone', now),
    weekAttendance(db, from, to, now),
    weekAttendance(db, addDays(from, -364), addDays(to, -364), now),
  ]);
  return {
    monday,
    newFirstTimers: counts.newFirstTimers,
    unassignedFollowUps: counts.unassigned,
    overdueFollowUps: counts.overdue,
    unreadForms: Object.values(unread).reduce((sum, n) => sum + n, 0),
    slipping: { count: slipping.length, names: slipping.slice(0, SLIPPING_NAMED).map((m) => m.full_name) },
    attendance: { week, lastYear },
  };
}

function attendanceLine({ week, lastYear }: WeeklySummary['attendance']): string {
  const said = (w: WeekAttendance) => `${countOf(w.people, 'person', 'people')} at ${countOf(w.services, 'service')} (${countOf(w.records, 'record')})`;
  if (lastYear.services === 0) return `Attendance: ${said(week)}; no services were held in the same week last year.`;
  const change = lastYear.records > 0 ? `: ${week.records >= lastYear.records ? '+' : ''}${Math.round(((week.records - lastYear.records) / lastYear.records) * 100)}% records` : '';
  return `Attendance: ${said(week)}, against ${said(lastYear)} in the same week last year (${formatChurchDate(lastYear.from)} to ${formatChurchDate(lastYear.to)})${change}.`;
}

/** The summary as said to an admin. */
export function weeklySummaryText(summary: WeeklySummary): { title: string; body: string } {
  const { week } = summary.attendance;
  const slipping = summary.slipping.count === 0
    ? 'Slipping members: none.'
    : `Slipping members: ${summary.slipping.count}${summary.slipping.names.length > 0 ? `, among them ${nameList(summary.slipping.names, SLIPPING_NAMED)}` : ''}.`;
  const lines = [
    `New first-timers: ${summary.newFirstTimers}.`,
    `Follow-ups waiting: ${summary.unassignedFollowUps} not assigned to anyone, ${summary.overdueFollowUps} overdue.`,
    `Unread forms: ${summary.unreadForms}.`,
    slipping,
    attendanceLine(summary.attendance),
  ];
  return {
    title: `Your week at church: ${formatChurchDate(week.from)} to ${formatChurchDate(week.to)}`,
    body: `Here is how last week went.\n\n${lines.map((line) => `- ${line}`).join('\n')}\n\nThe admin dashboard has the details.`,
  };
}

/** The Monday summary for every active admin; none before Monday's hour or on another day. */
export async function buildWeeklySummaries(db: Db, now: Date, overdueDays: number): Promise<NewNotification[]> {
  const today = todayInChurch(now);
  if (weekdayOf(today) !== 'Monday' || churchHourOf(now) < WEEKLY_SUMMARY_FROM_HOUR) return [];
  const monday = mondayOf(today);
  // Made once for all admins (one insert): later runs that day only find who still lacks it.
  const admins = await db
    .select({ id: users.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.roleId, ROLE_IDS.admin), isNull(users.deactivatedAt), sql`not exists (select 1 from ${notifications} n
      where n.kind = 'weekly_summary' and n.user_id = ${users.id} and n.subject = ${`week:${monday}`} and n.day = ${monday}::date)`));
  if (admins.length === 0) return [];
  const summary = await weeklySummary(db, now, overdueDays);
  const { title, body } = weeklySummaryText(summary);
  return admins.map(({ id }) => ({ userId: id, kind: 'weekly_summary', subject: `week:${summary.monday}`, day: summary.monday, title, body, link: pathTo('admin', 'dashboard') }));
}
