import { type SQL, sql } from 'drizzle-orm';
import type { Occurrence } from '@church/contracts/attendance-rules';
import { addDays, churchTimeZone, monthBounds } from '@church/contracts/church-time';
import { dateArray, intArray } from '../db/sql-helpers';

// The attendance rules' pieces that the per-person aggregates (the report, the units' rates, the
// admin's figures) need in SQL, written once.

/** Occurrences as a table `o(service_id, day)` for a FROM or a JOIN: they reach the database as two array parameters. */
export const occurrenceTable = (list: readonly Pick<Occurrence, 'service_id' | 'date'>[]): SQL =>
  sql`unnest(${intArray(list.map((o) => o.service_id))}, ${dateArray(list.map((o) => o.date))}) as o(service_id, day)`;

/**
 * The day the person in the row `person` (a users alias) joined, as contracts' joinedOn: their
 * account's creation day in the church's zone, or their first record's when earlier (records
 * imported or entered for them before the account existed are their history too). With `since`,
 * for figures over a window that starts then: `since` itself for anyone who joined by then, exact
 * only for accounts made after it.
 */
export const joinedSql = (person: string, since?: string): SQL => {
  const created = sql`timezone(${churchTimeZone()}, ${sql.identifier(person)}.created_at)::date`;
  const exact = sql`least(${created}, (select min(j.attended_on) from attendance j where j.user_id = ${sql.identifier(person)}.id))`;
  if (since === undefined) return exact;
  // Within a window from `since`, any day up to `since` counts the same (every service in the
  // window is after it), so the first record is looked up only for accounts made in the window,
  // and the creation moment is compared with the end of the day `since` rather than converted to a day
  // for every person (10,000 conversions were half of the units' rates' roster at church scale).
  const sinceDayEnds = sql`timezone(${churchTimeZone()}, (${since}::date + 1)::timestamp)`;
  return sql`(case when ${sql.identifier(person)}.created_at < ${sinceDayEnds} then ${since}::date else ${exact} end)`;
};

/**
 * `cross join lateral …` giving `j.joined` (joinedSql) for the row `person`, worked out once per
 * person. `offset 0` keeps the planner from inlining it into each comparison that reads it: at
 * church scale the admin's overview, comparing it with every held service per person, took
 * 972 ms inlined and 184 ms with it worked out once.
 */
export const joinedOnce = (person: string, since?: string): SQL =>
  sql`cross join lateral (select ${joinedSql(person, since)} as joined offset 0) j`;

/**
 * How many occurrences of the CTE named `occurrences` (all `total` of them from `from` on) fall on
 * or after the day `joined` (a column): `total` for everyone who joined by `from`, counted only
 * for the few who joined since. Counted for everyone, the admin's month of goals took 400 ms.
 */
export const sinceJoined = (occurrences: string, joined: string, from: string, total: number): SQL =>
  sql`(case when ${sql.raw(joined)} <= ${from}::date then ${total}::int else (select count(*)::int from ${sql.identifier(occurrences)} o where o.day >= ${sql.raw(joined)}) end)`;

/**
 * Each person's records at the occurrences of the CTE named `occurrences` (`service_id`, `day`)
 * from `from` to `to`, as rows (user_id, attended); `people` (a query of user ids) narrows it.
 * The window is taken month by month (monthPieces), and their counts added up.
 */
export const attendedPerPerson = (occurrences: string, from: string, to: string, people?: SQL): SQL => {
  const pieces = monthPieces(from, to).map((piece) => attendedInPiece(occurrences, piece, people));
  if (pieces.length === 0) return sql`select null::int as user_id, 0 as attended where false`;
  if (pieces.length === 1) return pieces[0];
  return sql`select user_id, sum(attended)::int as attended from (${sql.join(pieces, sql` union all `)}) pieces group by user_id`;
};

/** The window cut at each month's end: one piece per month it touches. */
function monthPieces(from: string, to: string): { from: string; to: string; first: string; last: string }[] {
  const pieces = [];
  for (let start = from; start <= to; ) {
    const [year, month] = start.split('-').map(Number);
    const { first, last } = monthBounds(year, month);
    pieces.push({ from: start, to: last < to ? last : to, first, last });
    start = addDays(last, 1);
  }
  return pieces;
}

/**
 * One month's piece of attendedPerPerson. Over most of the month (half its days or more) it reads
 * the counts kept per person and month (person_month_attendance) and takes away the records at
 * the month's occurrences that are not among `occurrences` (outside the piece, not held yet,
 * cancelled, off the schedule): the kept counts per occurrence name those (found first: `offset
 * 0`), so it reads one row per person and the records of the month's other days, not the piece's.
 * At church scale (71,000 records in a month) the units' rates took 66 ms over the records and 8
 * ms so. A shorter piece counts its records.
 */
function attendedInPiece(occurrences: string, { from, to, first, last }: ReturnType<typeof monthPieces>[number], people?: SQL): SQL {
  const dayOf = (date: string) => Number(date.slice(8));
  if ((dayOf(to) - dayOf(from) + 1) * 2 < dayOf(last)) {
    return sql`
  select a.user_id, count(*)::int as attended
  from attendance a join ${sql.identifier(occurrences)} o on o.service_id = a.service_id and o.day = a.attended_on
  where a.attended_on between ${from} and ${to}${people ? sql` and a.user_id in (${people})` : sql``}
  group by a.user_id`;
  }
  return sql`
  select k.user_id, k.records - coalesce(elsewhere.records, 0) as attended
  from person_month_attendance k
  left join (
    select a.user_id, count(*)::int as records
    from (
      select oa.attended_on, oa.service_id, oa.service_category from occurrence_attendance oa
      where oa.attended_on between ${first}::date and ${last}::date and oa.records > 0
        and not exists (select 1 from ${sql.identifier(occurrences)} o where o.service_id = oa.service_id and o.day = oa.attended_on
          and o.day between ${from}::date and ${to}::date)
      offset 0) oa
    join attendance a on a.attended_on = oa.attended_on and a.service_id = oa.service_id and a.service_category = oa.service_category
    group by a.user_id) elsewhere on elsewhere.user_id = k.user_id
  where k.month = ${first}::date and k.records > 0${people ? sql` and k.user_id in (${people})` : sql``}`;
}

/**
 * The absences of `people` (a query of user ids) over `from` to `to`, overlapping or touching
 * ones merged: rows (user_id, from_on, to_on) that never overlap. However many absences a person
 * stored, the occurrences held while they were away are then each counted once, by a join that
 * grows with the days, not with the rows.
 */
const mergedAbsences = (people: SQL, from: string, to: string): SQL => sql`
  select user_id, min(from_on) as from_on, max(to_on) as to_on
  from (
    select user_id, from_on, to_on, sum(starts::int) over (partition by user_id order by from_on, to_on rows unbounded preceding) as island
    from (
      select ab.user_id, ab.from_on, ab.to_on,
        coalesce(ab.from_on > max(ab.to_on) over (partition by ab.user_id order by ab.from_on, ab.to_on rows between unbounded preceding and 1 preceding) + 1, true) as starts
      from absences ab
      where ab.to_on >= ${from}::date and ab.from_on <= ${to}::date and ab.user_id in (${people})) marked) numbered
  group by user_id, island`;

/** Active accounts: the people the church's figures are about, as a query of user ids. */
export const activePeople = sql`select id from users where deactivated_at is null`;

/**
 * A CTE's body: per person of `people` (a query of user ids: only those the figure is about,
 * `activePeople` where deactivated accounts do not count) with an announced absence over `from`
 * to `to`, the occurrences of the CTE named `occurrences` (`service_id`, `day`) in that range not
 * expected of them (held while they said they were away, and not attended: a record always
 * counts), as contracts' expectedOf: `excused` all of them, `excused_since` those on or after the
 * day they joined (joinedSql with `since`). Built from the merged absences that overlap the
 * range, so it costs nothing per person who announced none; a caller left-joins it on user_id
 * and subtracts.
 */
export const excusedPerPerson = (occurrences: string, from: string, to: string, people: SQL, since?: string): SQL => sql`
  select ex_ab.user_id, count(*)::int as excused,
    (count(*) filter (where ex_o.day >= ${joinedSql('ex_u', since)}))::int as excused_since
  from (${mergedAbsences(people, from, to)}) ex_ab
  join users ex_u on ex_u.id = ex_ab.user_id
  join ${sql.identifier(occurrences)} ex_o on ex_o.day between ex_ab.from_on and ex_ab.to_on
  where ex_o.day between ${from}::date and ${to}::date
    and not exists (select 1 from attendance ex_a where ex_a.user_id = ex_ab.user_id and ex_a.service_id = ex_o.service_id and ex_a.attended_on = ex_o.day)
  group by ex_ab.user_id`;
