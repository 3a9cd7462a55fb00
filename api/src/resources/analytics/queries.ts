import { sql } from 'drizzle-orm';
import { type AttendanceTrend, type FunnelRow, type Overview, RETENTION_WINDOWS, type RetentionRow, sharePercent } from '@church/contracts/analytics';
import { addDays, churchInstant, isoWithOffset, monthBounds, thisMonthInChurch, todayInChurch, weekdayOf } from '@church/contracts/church-time';
import { CLOSED_FOLLOW_UP_STATUSES, FOLLOW_UP_STATUSES } from '@church/contracts/follow-up';
import { PROGRESS_LEVELS } from '@church/contracts/progress';
import type { Db } from '../../db/client';
import { dateArray, rawRows } from '../../db/sql-helpers';
import { activePeople, attendedPerPerson, excusedPerPerson, joinedOnce, occurrenceTable, sinceJoined } from '../../attendance/person-sql';
import { followUpAnalytics, overdueSql, type Settings } from '../../follow-ups/follow-ups';
import { unreadCounts } from '../../forms/unread';
import { expectedInMonth, heldOccurrences } from '../../schedule/occurrences';

// The admin's dashboard (docs/decisions/0012-admin-analytics.md). Every count is a SQL
// aggregate; occurrences come from the schedule (contracts' rules, as everywhere else) and reach
// the database as two array parameters.

// --- The overview ---------------------------------------------------------------------------

/**
 * Every active person's percentage of their goal this month (contracts' summarizeMonth: attended ÷
 * their own goal or, by default, the month's services from the day they joined; rounded down, at
 * most 100; services held while they announced they were away and did not come are not expected
 * of them), counted per level as each of them sees it on their own page.
 */
async function goalLevels(db: Db, year: number, month: number): Promise<number[]> {
  const { first, last } = monthBounds(year, month);
  const expected = await expectedInMonth(db, year, month);
  const levels = PROGRESS_LEVELS.filter((l) => l.level !== 'Error');
  if (expected.length === 0) return levels.map(() => 0);
  const e = expected.length;
  const perLevel = sql.join(levels.map((l, i) => sql`count(*) filter (where pct between ${l.min} and ${l.max})::int as ${sql.identifier(`l${i}`)}`), sql`, `);
  const [row] = await rawRows<Record<string, number | null>>(db, sql`
    with expected as (select * from ${occurrenceTable(expected)}),
    per_person as (${attendedPerPerson('expected', first, last)}),
    excused as (${excusedPerPerson('expected', first, last, activePeople, first)}),
    goals as (
      select coalesce(p.attended, 0) as attended,
        case when g.goal is null then ${sinceJoined('expected', 'j.joined', first, e)} - coalesce(x.excused_since, 0)
          else least(greatest(g.goal, 1), ${e}::int - coalesce(x.excused, 0)) end as goal
      from users u
      ${joinedOnce('u', first)}
      left join per_person p on p.user_id = u.id
      left join excused x on x.user_id = u.id
      left join attendance_goals g on g.user_id = u.id and g.year = ${year} and g.month = ${month}
      where u.deactivated_at is null),
    pct as materialized (select case when goal > 0 then least(100, attended * 100 / goal) else 0 end as pct from goals)
    select ${perLevel} from pct`);
  return levels.map((_, i) => Number(row[`l${i}`] ?? 0));
}

/** Days `from` to `to` whose services had begun by `by`. */
interface Window {
  from: string;
  to: string;
  by: Date;
}

/**
 * The mean of the attendance rates (contracts' attendanceRate) over a window: each active
 * person's records at the services held in it ÷ those services held since they joined (less
 * those held while they announced they were away and did not come), rounded down. Only people with a service held for them count, so a month's people are those who had
 * an account (or a record) by then, and nobody counts as 0% for services before they came.
 */
async function averageRate(db: Db, { from, to, by }: Window): Promise<number | null> {
  const held = await heldOccurrences(db, from, to, by);
  if (held.length === 0) return null;
  const [row] = await rawRows<{ average: number | null }>(db, sql`
    with held as (select * from ${occurrenceTable(held)}),
    per_person as (${attendedPerPerson('held', from, to)}),
    excused as (${excusedPerPerson('held', from, to, activePeople, from)}),
    rated as (
      select coalesce(p.attended, 0) as attended,
        ${sinceJoined('held', 'j.joined', from, held.length)} - coalesce(x.excused_since, 0) as expected
      from users u ${joinedOnce('u', from)} left join per_person p on p.user_id = u.id left join excused x on x.user_id = u.id
      where u.deactivated_at is null)
    select round(avg(attended * 100 / expected))::int as average from rated where expected > 0`);
  return row.average === null ? null : Number(row.average);
}

/**
 * This month to date and the same days of last month, to the same time of day: a month in
 * progress is compared with the same stretch of the one before, not with a whole month. When last
 * month is shorter (the 31st against a 30-day month), its window is the whole month.
 */
export function comparedWindows(now: Date): { current: Window; previous: Window } {
  const today = todayInChurch(now);
  const { year, month } = thisMonthInChurch(now);
  const previousMonth = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  const previousBounds = monthBounds(previousMonth.year, previousMonth.month);
  const sameDay = `${previousBounds.first.slice(0, 8)}${today.slice(8)}`;
  const previous = sameDay <= previousBounds.last
    ? { from: previousBounds.first, to: sameDay, by: churchInstant(sameDay, isoWithOffset(now).slice(11, 16)) }
    : { from: previousBounds.first, to: previousBounds.last, by: now };
  return { current: { from: monthBounds(year, month).first, to: today, by: now }, previous };
}

/** The latest Sunday with a service begun by `now`, and the four Sundays with services before it. */
async function sundayFigures(db: Db, now: Date): Promise<Overview['last_sunday']> {
  const today = todayInChurch(now);
  const held = (await heldOccurrences(db, addDays(today, -7 * 10), today, now)).filter((o) => weekdayOf(o.date) === 'Sunday');
  const sundays = [...new Set(held.map((o) => o.date))].slice(-5);
  if (sundays.length === 0) return { date: null, attended: 0, previous_average: null };
  const rows = await rawRows<{ day: string; people: number }>(db, sql`
    select a.attended_on::text as day, count(distinct a.user_id)::int as people
    from attendance a join ${occurrenceTable(held.filter((o) => sundays.includes(o.date)))} on o.service_id = a.service_id and o.day = a.attended_on
    where a.attended_on = any(${dateArray(sundays)})
    group by a.attended_on`);
  const people = (day: string) => Number(rows.find((r) => r.day === day)?.people ?? 0);
  const last = sundays[sundays.length - 1];
  const before = sundays.slice(0, -1);
  return {
    date: last,
    attended: people(last),
    previous_average: before.length === 0 ? null : Math.round((before.reduce((sum, day) => sum + people(day), 0) / before.length) * 10) / 10,
  };
}

async function followUpFigures(db: Db, settings: Settings, thisMonth: { first: string; last: string }) {
  const closed = sql.join(CLOSED_FOLLOW_UP_STATUSES.map((s) => sql`${s}`), sql`, `);
  const [[counts], statuses] = await Promise.all([
    rawRows<{ open: number; overdue: number; new_this_month: number }>(db, sql`
      select count(*) filter (where follow_ups.status not in (${closed}))::int as open,
        count(*) filter (where ${overdueSql(settings)})::int as overdue,
        count(*) filter (where first_timers.first_visit_on between ${thisMonth.first} and ${thisMonth.last})::int as new_this_month
      from first_timers join follow_ups on follow_ups.first_timer_id = first_timers.id`),
    rawRows<{ status: string; n: number }>(db, sql`select status, count(*)::int as n from follow_ups group by status`),
  ]);
  return {
    open: Number(counts.open),
    overdue: Number(counts.overdue),
    newThisMonth: Number(counts.new_this_month),
    statuses: FOLLOW_UP_STATUSES.map((status) => ({ status, count: Number(statuses.find((r) => r.status === status)?.n ?? 0) })),
  };
}

export async function overview(db: Db, settings: Settings, now: Date): Promise<Overview> {
  const thisMonth = thisMonthInChurch(now);
  const windows = comparedWindows(now);
  const [[people], levels, current, previous, lastSunday, followUp, unread] = await Promise.all([
    rawRows<{ active: number }>(db, sql`select count(*)::int as active from users where deactivated_at is null`),
    goalLevels(db, thisMonth.year, thisMonth.month),
    averageRate(db, windows.current),
    averageRate(db, windows.previous),
    sundayFigures(db, now),
    followUpFigures(db, settings, monthBounds(thisMonth.year, thisMonth.month)),
    unreadCounts(db),
  ]);
  return {
    active_members: Number(people.active),
    attendance: {
      this_month: current,
      last_month: previous,
      this_days: { from: windows.current.from, to: windows.current.to },
      last_days: { from: windows.previous.from, to: windows.previous.to },
    },
    last_sunday: lastSunday,
    first_timers_this_month: followUp.newThisMonth,
    follow_ups: { open: followUp.open, overdue: followUp.overdue },
    unread_forms: Object.values(unread).reduce((sum, n) => sum + n, 0),
    levels: PROGRESS_LEVELS.filter((l) => l.level !== 'Error').map((l, i) => ({ level: l.level, members: levels[i] })),
    follow_up_statuses: followUp.statuses,
    as_of: now.toISOString(),
  };
}

// --- Attendance per service per week -------------------------------------------------------

/** The Monday of a day's week. */
function mondayOf(day: string): string {
  const offset = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].indexOf(weekdayOf(day));
  return addDays(day, -offset);
}

/** Records per service per week (Monday to Sunday) over the last `weeks` weeks, this one included; null where the service was not held. */
export async function attendanceTrend(db: Db, weeks: number, now: Date): Promise<AttendanceTrend> {
  const today = todayInChurch(now);
  const mondays = Array.from({ length: weeks }, (_, i) => addDays(mondayOf(today), -7 * (weeks - 1 - i)));
  const held = await heldOccurrences(db, mondays[0], today, now);
  const counts = held.length === 0 ? [] : await rawRows<{ service_id: number; day: string; n: number }>(db, sql`
    select a.service_id, a.attended_on::text as day, count(*)::int as n
    from attendance a join ${occurrenceTable(held)} on o.service_id = a.service_id and o.day = a.attended_on
    where a.attended_on between ${mondays[0]} and ${today}
    group by a.service_id, a.attended_on`);
  const countOf = new Map(counts.map((r) => [`${r.service_id}@${r.day}`, Number(r.n)]));
  const serviceIds = [...new Set(held.map((o) => o.service_id))].sort((a, b) => a - b);
  return {
    weeks: mondays,
    series: serviceIds.map((serviceId) => {
      const ofService = held.filter((o) => o.service_id === serviceId);
      return {
        service_id: serviceId,
        service_name: ofService[0].service_name,
        values: mondays.map((monday) => {
          const inWeek = ofService.filter((o) => mondayOf(o.date) === monday);
          return inWeek.length === 0 ? null : inWeek.reduce((sum, o) => sum + (countOf.get(`${o.service_id}@${o.date}`) ?? 0), 0);
        }),
      };
    }),
  };
}

// --- First-timers: the funnel and retention by month of first visit ---------------------------

export async function firstTimerFunnel(db: Db, year: number): Promise<FunnelRow[]> {
  return (await followUpAnalytics(db, year)).map((r) => ({
    month: r.month,
    first_visit: r.first_timers,
    second_visit: r.second_timer,
    third_visit: r.third_timer,
    fourth_visit: r.fourth_timer,
    integrated: r.by_status.Integrated ?? 0,
  }));
}

/** Per month of first visit in `year`: who came back on a later day within each window, and who is Integrated now. */
export async function retention(db: Db, year: number, now: Date): Promise<RetentionRow[]> {
  const today = todayInChurch(now);
  const within = sql.join(RETENTION_WINDOWS.map((days) => sql`count(*) filter (where back <= ${days}::int)::int as ${sql.identifier(`w${days}`)}`), sql`, `);
  const rows = await rawRows<Record<string, number>>(db, sql`
    select month, count(*)::int as first_timers, ${within}, count(*) filter (where integrated)::int as integrated
    from (
      select extract(month from f.first_visit_on)::int as month, fu.status = 'Integrated' as integrated,
        (select min(v.visited_on) - f.first_visit_on from first_timer_visits v where v.first_timer_id = f.id and v.visited_on > f.first_visit_on) as back
      from first_timers f join follow_ups fu on fu.first_timer_id = f.id
      where f.first_visit_on between ${`${year}-01-01`} and ${`${year}-12-31`}) cohort
    group by month`);
  return Array.from({ length: 12 }, (_, i) => {
    const row = rows.find((r) => Number(r.month) === i + 1);
    const total = Number(row?.first_timers ?? 0);
    const { last } = monthBounds(year, i + 1);
    return {
      month: i + 1,
      first_timers: total,
      windows: RETENTION_WINDOWS.map((days) => {
        // Known once the window has ended for the month's last first-timer.
        const known = addDays(last, days) < today;
        const returned = known ? Number(row?.[`w${days}`] ?? 0) : null;
        return { days, returned, percent: returned === null ? null : sharePercent(returned, total) };
      }),
      integrated: Number(row?.integrated ?? 0),
      integrated_percent: sharePercent(Number(row?.integrated ?? 0), total),
    };
  });
}
