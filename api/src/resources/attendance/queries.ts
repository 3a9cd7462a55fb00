import { and, asc, between, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type AttendanceFilter, type AttendanceRecord, type AttendanceReportRow, type OccurrenceCount, recordedByWords } from '@church/contracts/attendance';
import { attendanceRate, occurrenceKey, occurrencesBetween } from '@church/contracts/attendance-rules';
import { isoWithOffset, monthBounds } from '@church/contracts/church-time';
import { fullName } from '@church/contracts/user';
import { excusedPerPerson, joinedSql, occurrenceTable } from '../../attendance/person-sql';
import { asCategory, type ExportRow, recorder, recordSelection, rotaTeam, toRecordJson } from '../../attendance/records';
import type { Db } from '../../db/client';
import { attendance, checkInStations, headcounts, occurrenceAttendance, services, teams, users } from '../../db/schema';
import { intArray, type Page, rawRows } from '../../db/sql-helpers';
import type { CsvColumn } from '../../http/csv';
import { peopleIn, type PeopleScope, reachesNobody } from '../../http/record-access';
import { heldOccurrences, loadSchedule, wholeSchedule } from '../../schedule/occurrences';

// --- The admin's and leaders' views ---------------------------------------------------------

export interface ScopedFilter extends Omit<AttendanceFilter, 'unit_id'> {
  /** Whose records the caller may see, the unit filter included (record-access.ts). */
  scope: PeopleScope;
}

function recordsOfPeopleIn(scope: PeopleScope): SQL | undefined {
  return scope === 'everyone' ? undefined : sql`${attendance.userId} in (${peopleIn(scope)})`;
}

// The WHERE of the records list, or null when the scope reaches nobody.
function recordsWhere(filter: ScopedFilter): SQL | undefined | null {
  if (reachesNobody(filter.scope)) return null;
  const { first, last } = monthBounds(filter.year, filter.month);
  return and(
    filter.date ? eq(attendance.attendedOn, filter.date) : between(attendance.attendedOn, first, last),
    filter.service_id ? eq(attendance.serviceId, filter.service_id) : undefined,
    filter.category ? eq(attendance.serviceCategory, filter.category) : undefined,
    filter.user_id ? eq(attendance.userId, filter.user_id) : undefined,
    recordsOfPeopleIn(filter.scope),
  );
}

// --- Kept counts ------------------------------------------------------------------------------

interface CountRow {
  serviceId: number;
  date: string;
  category: string;
  n: number;
}

/**
 * Records per occurrence and category matching the filter. When the filter is about everyone's
 * records (the admin's month, by service, day or category), the counts kept per occurrence
 * (occurrence_attendance) answer it in a few dozen rows; a filter on people counts the records.
 */
async function countsPerOccurrence(db: Db, filter: ScopedFilter, where: SQL | undefined): Promise<CountRow[]> {
  if (filter.scope === 'everyone' && !filter.user_id) {
    const { first, last } = monthBounds(filter.year, filter.month);
    const k = occurrenceAttendance;
    return db
      .select({ serviceId: k.serviceId, date: k.attendedOn, category: k.serviceCategory, n: k.records })
      .from(k)
      .where(and(
        filter.date ? eq(k.attendedOn, filter.date) : between(k.attendedOn, first, last),
        filter.service_id ? eq(k.serviceId, filter.service_id) : undefined,
        filter.category ? eq(k.serviceCategory, filter.category) : undefined,
        sql`${k.records} > 0`,
      ));
  }
  const rows = await db
    .select({ serviceId: attendance.serviceId, date: attendance.attendedOn, category: attendance.serviceCategory, n: count() })
    .from(attendance)
    .where(where)
    .groupBy(attendance.serviceId, attendance.attendedOn, attendance.serviceCategory);
  return rows.map((row) => ({ ...row, n: Number(row.n) }));
}

/**
 * The occurrences a page of the list (latest first, then by service) falls in, and the page's
 * offset within them: the page is then sorted by name among those occurrences' records only,
 * not the month's.
 */
function occurrencesOfPage(counts: readonly CountRow[], page: Page): { occurrences: { serviceId: number; date: string }[]; offset: number } {
  const perOccurrence = new Map<string, { serviceId: number; date: string; n: number }>();
  for (const row of counts) {
    const key = occurrenceKey(row.serviceId, row.date);
    const found = perOccurrence.get(key);
    if (found) found.n += row.n;
    else perOccurrence.set(key, { serviceId: row.serviceId, date: row.date, n: row.n });
  }
  const inListOrder = [...perOccurrence.values()].sort((a, b) => (a.date === b.date ? a.serviceId - b.serviceId : a.date < b.date ? 1 : -1));
  const occurrences: { serviceId: number; date: string }[] = [];
  let before = 0;
  let taken = 0;
  for (const o of inListOrder) {
    if (occurrences.length === 0 && before + o.n <= page.offset) {
      before += o.n;
      continue;
    }
    occurrences.push(o);
    taken += o.n;
    if (before + taken >= page.offset + page.limit) break;
  }
  return { occurrences, offset: page.offset - before };
}

/**
 * A page of the records, latest occurrence first, people by name, and their total. The counts per
 * occurrence give the total and the occurrences the page falls in, so the sort by name reads
 * those occurrences' records (6,500 people for a big church), not the month's. The page is chosen
 * first and only its rows look up who recorded them (a third of the query's time when each record did).
 */
export async function listRecords(db: Db, filter: ScopedFilter, page: Page): Promise<{ rows: AttendanceRecord[]; total: number }> {
  const where = recordsWhere(filter);
  if (where === null) return { rows: [], total: 0 };
  const counts = await countsPerOccurrence(db, filter, where);
  const total = counts.reduce((sum, row) => sum + row.n, 0);
  const { occurrences, offset } = occurrencesOfPage(counts, page);
  if (occurrences.length === 0) return { rows: [], total };
  const { recorderFirst, recorderLast, stationName, rotaTeamName, ...pageSelection } = recordSelection;
  const chosen = db
    .select(pageSelection)
    .from(attendance)
    .innerJoin(users, eq(users.id, attendance.userId))
    .innerJoin(services, eq(services.id, attendance.serviceId))
    // Each occurrence spelled out (not an array): the planner then sees how many records it has.
    .where(and(where, sql`(${attendance.attendedOn}, ${attendance.serviceId}) in (${sql.join(occurrences.map((o) => sql`(${o.date}::date, ${o.serviceId}::int)`), sql`, `)})`))
    .orderBy(desc(attendance.attendedOn), asc(attendance.serviceId), asc(users.lastName), asc(users.firstName), asc(attendance.id))
    .limit(page.limit)
    .offset(offset)
    .as('chosen');
  const rows = await db
    .select({
      id: chosen.id, userId: chosen.userId, firstName: chosen.firstName, lastName: chosen.lastName, serviceId: chosen.serviceId, serviceName: chosen.serviceName,
      date: chosen.date, category: chosen.category, recordedBy: chosen.recordedBy, recorderFirst, recorderLast, stationId: chosen.stationId, stationName, rotaTeamId: chosen.rotaTeamId, rotaTeamName, createdAt: chosen.createdAt, sentLateMinutes: chosen.sentLateMinutes,
    })
    .from(chosen)
    .leftJoin(recorder, eq(recorder.id, chosen.recordedBy))
    .leftJoin(checkInStations, eq(checkInStations.id, chosen.stationId))
    .leftJoin(rotaTeam, eq(rotaTeam.id, chosen.rotaTeamId))
    .orderBy(desc(chosen.date), asc(chosen.serviceId), asc(chosen.lastName), asc(chosen.firstName), asc(chosen.id));
  return { rows: rows.map(toRecordJson), total };
}


export const ATTENDANCE_CSV_COLUMNS: CsvColumn<ExportRow>[] = [
  { header: 'Date', value: (r) => r.date },
  { header: 'Service', value: (r) => r.service_name },
  { header: 'Name', value: (r) => r.full_name },
  { header: 'Category', value: (r) => r.category },
  { header: 'Recorded by', value: (r) => r.recorded_by_name },
];

/**
 * The records of GET /attendance for its CSV (ATTENDANCE_CSV_COLUMNS), occurrence by occurrence
 * and person by person, in keyset pages of `batchSize`: a month of a big church (85,000
 * records) never sits in memory. A page is read from attendance_occurrence_idx alone and named
 * from memory: services from the schedule, the people of the scope read in one statement first
 * (namesInScope), recorders from outside it as their pages come. Joining the names into each
 * page took a month's file 1.0 to 1.3 s; looking people up page by page by id, 60 ms.
 * Rows are the driver's own (rawRows): drizzle's mapping of a select's rows, field by field,
 * cost a month's file 150 ms, more than the statements themselves. Whoever recorded a record for
 * the person is named (a leader, an admin); nobody when they marked it themselves.
 */
export async function* attendanceForExport(db: Db, filter: ScopedFilter, batchSize = 5000): AsyncGenerator<ExportRow[]> {
  const where = recordsWhere(filter);
  if (where === null) return;
  const serviceNames = new Map((await wholeSchedule(db)).services.map((s) => [s.id, s.name]));
  const names = await namesInScope(db, filter);
  const { stationNames, teamNames } = await recorderPlaces(db);
  const a = attendance;
  const readPage = (after?: StoredRecord) => rawRows<StoredRecord>(db, sql`
    select ${a.attendedOn}::text as "date", ${a.serviceId} as "serviceId", ${a.userId} as "userId", ${a.serviceCategory} as "category",
           ${a.recordedBy} as "recordedBy", ${a.stationId} as "stationId", ${a.rotaTeamId} as "rotaTeamId"
    from ${a} where ${where ?? sql`true`}
    ${after ? sql`and (${a.attendedOn}, ${a.serviceId}, ${a.userId}) > (${after.date}::date, ${after.serviceId}::int, ${after.userId}::int)` : sql``}
    order by ${a.attendedOn}, ${a.serviceId}, ${a.userId} limit ${batchSize}`);
  // The next page is asked for before this one is named and written, so that the database reads
  // it while this process formats; at most two pages are held. A page on its way is given a
  // handler at once: while the download waits on a slow client, its failure must not go
  // unhandled (the next `await` still sees it).
  const readAhead = (after?: StoredRecord) => {
    const page = readPage(after);
    page.catch(() => {});
    return page;
  };
  let next: Promise<StoredRecord[]> | null = readAhead();
  while (next) {
    const rows: StoredRecord[] = await next;
    next = rows.length === batchSize ? readAhead(rows[rows.length - 1]) : null;
    await learnNames(db, names, rows);
    if (rows.length > 0) {
      yield rows.map((r) => ({
        date: r.date,
        service_name: serviceNames.get(r.serviceId) ?? '',
        full_name: names.get(r.userId) ?? '',
        category: asCategory(r.category),
        recorded_by_name: recordedByWords({
          user_id: r.userId, recorded_by: r.recordedBy, recorded_by_name: r.recordedBy ? (names.get(r.recordedBy) ?? null) : null,
          station_name: r.stationId ? (stationNames.get(r.stationId) ?? null) : null, rota_team_name: r.rotaTeamId ? (teamNames.get(r.rotaTeamId) ?? null) : null,
        }),
      }));
    }
  }
}

interface StoredRecord {
  date: string;
  serviceId: number;
  userId: number;
  category: string;
  recordedBy: number | null;
  stationId: number | null;
  rotaTeamId: number | null;
}

// The names of the stations and teams a record may come from: a church has a few dozen of each.
async function recorderPlaces(db: Db): Promise<{ stationNames: Map<number, string>; teamNames: Map<number, string> }> {
  const named = (table: typeof checkInStations | typeof teams) => rawRows<{ id: number; name: string }>(db, sql`select ${table.id} as "id", ${table.name} as "name" from ${table}`);
  const [stationRows, teamRows] = await Promise.all([named(checkInStations), named(teams)]);
  return { stationNames: new Map(stationRows.map((row) => [row.id, row.name])), teamNames: new Map(teamRows.map((row) => [row.id, row.name])) };
}

// The full names of the people whose records a filter can export: the whole church in one read
// (10,000 people, a millisecond), a unit's people, or the one person asked for.
async function namesInScope(db: Db, filter: ScopedFilter): Promise<Map<number, string>> {
  const whose = filter.user_id ? sql`${users.id} = ${filter.user_id}` : filter.scope === 'everyone' ? sql`true` : sql`${users.id} in (${peopleIn(filter.scope)})`;
  return namesOf(db, whose);
}

// The full names of a page's recorders not named yet (someone outside a unit's scope).
async function learnNames(db: Db, names: Map<number, string>, rows: readonly StoredRecord[]): Promise<void> {
  const unknown = new Set<number>();
  for (const r of rows) {
    if (!names.has(r.userId)) unknown.add(r.userId);
    if (r.recordedBy && !names.has(r.recordedBy)) unknown.add(r.recordedBy);
  }
  if (unknown.size === 0) return;
  for (const [id, name] of await namesOf(db, sql`${users.id} = any(${intArray([...unknown])})`)) names.set(id, name);
}

async function namesOf(db: Db, where: SQL): Promise<Map<number, string>> {
  const people = await rawRows<{ id: number; firstName: string; lastName: string }>(db, sql`select ${users.id} as "id", ${users.firstName} as "firstName", ${users.lastName} as "lastName" from ${users} where ${where}`);
  return new Map(people.map((person) => [person.id, fullName(person.firstName, person.lastName)]));
}


/** Per occurrence of the month: how many came, by category (cancelled occurrences included, at 0). */
export async function countsByOccurrence(db: Db, filter: ScopedFilter): Promise<OccurrenceCount[]> {
  const { first, last } = monthBounds(filter.year, filter.month);
  const where = recordsWhere(filter);
  // Headcounts are the whole church's: only a view of everyone's records sits beside them.
  const wholeChurch = filter.scope === 'everyone' && !filter.category && !filter.user_id;
  const [schedule, counts, counted] = await Promise.all([
    loadSchedule(db, first, last),
    where === null ? Promise.resolve([]) : countsPerOccurrence(db, filter, where),
    wholeChurch ? headcountsByOccurrence(db, filter.date ?? first, filter.date ?? last) : Promise.resolve(null),
  ]);
  const byOccurrence = new Map<string, Record<string, number>>();
  for (const row of counts) {
    const key = occurrenceKey(row.serviceId, row.date);
    const categories = byOccurrence.get(key) ?? {};
    categories[row.category] = Number(row.n);
    byOccurrence.set(key, categories);
  }
  return occurrencesBetween(schedule.services, schedule.cancellations, first, last)
    .filter((o) => (!filter.service_id || o.service_id === filter.service_id) && (!filter.date || o.date === filter.date))
    .map((o) => {
      const byCategory = byOccurrence.get(occurrenceKey(o.service_id, o.date)) ?? {};
      return {
        service_id: o.service_id,
        service_name: o.service_name,
        date: o.date,
        starts_at: isoWithOffset(o.starts_at),
        cancelled: o.cancelled,
        total: Object.values(byCategory).reduce((sum, n) => sum + n, 0),
        by_category: byCategory,
        headcount: counted ? headcountOf(counted.get(occurrenceKey(o.service_id, o.date)) ?? {}) : null,
      };
    });
}

const headcountOf = (byCategory: Record<string, number>) => ({ total: Object.values(byCategory).reduce((sum, n) => sum + n, 0), by_category: byCategory });

/** Every source's headcounts added up, per occurrence and category, over a range of days. */
async function headcountsByOccurrence(db: Db, from: string, to: string): Promise<Map<string, Record<string, number>>> {
  const rows = await db
    .select({ serviceId: headcounts.serviceId, date: headcounts.date, category: headcounts.category, n: sql<number>`sum(${headcounts.count})::int` })
    .from(headcounts)
    .where(between(headcounts.date, from, to))
    .groupBy(headcounts.serviceId, headcounts.date, headcounts.category);
  const byOccurrence = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const key = occurrenceKey(row.serviceId, row.date);
    byOccurrence.set(key, { ...byOccurrence.get(key), [row.category]: Number(row.n) });
  }
  return byOccurrence;
}

/**
 * Per person in scope over a date range, their attendance rate (contracts' attendanceRate, the
 * rule of the month so far): attended = their records at the services held in the range (not
 * cancelled, begun by `now`); expected = those services from the day they joined, less those held
 * while they announced they were away and did not come. Those who joined after the range are
 * not listed. Lowest rate first, so those who need a call come first; people with nothing held
 * for them yet come last.
 */
export async function attendanceReport(db: Db, { from, to, scope, now }: { from: string; to: string; scope: PeopleScope; now: Date }, page: Page): Promise<{ rows: AttendanceReportRow[]; total: number; expected: number }> {
  const held = await heldOccurrences(db, from, to, now);
  if (reachesNobody(scope)) return { rows: [], total: 0, expected: held.length };
  // Someone who joined after the range was not a member during it: they are not in its report.
  const people = sql`${scope === 'everyone' ? sql`true` : sql`u.id in (${peopleIn(scope)})`} and ${joinedSql('u', to)} <= ${to}::date`;
  // Each person's count through their own records of the range (attendance_person_day_idx), not
  // one join of every record to every person.
  const attendedSql = held.length === 0 ? sql`0` : sql`(select count(*) from attendance a join held o on o.service_id = a.service_id and o.day = a.attended_on
    where a.user_id = p.id and a.attended_on between ${from} and ${to})`;
  const rows = await rawRows<{ id: number; first_name: string; last_name: string; attended: number; expected: number; total: number }>(db, sql`
    with held as (select * from ${occurrenceTable(held)}),
    people as (select u.id, u.first_name, u.last_name, ${joinedSql('u')} as joined from users u where ${people}),
    excused as (${excusedPerPerson('held', from, to, sql`select id from people`)}),
    rated as (
      select p.id, p.first_name, p.last_name, ${attendedSql}::int as attended,
        ((select count(*) from held o where o.day >= p.joined) - coalesce(x.excused_since, 0))::int as expected
      from people p left join excused x on x.user_id = p.id)
    select r.*, count(*) over ()::int as total from rated r
    order by case when r.expected > 0 then r.attended * 100 / r.expected end asc nulls last, r.last_name, r.first_name, r.id
    limit ${page.limit} offset ${page.offset}`);
  const total = rows.length > 0 ? Number(rows[0].total) : await countPeople(db, people);
  return {
    rows: rows.map((r) => ({ user_id: r.id, full_name: fullName(r.first_name, r.last_name), attended: Number(r.attended), expected: Number(r.expected), percentage: attendanceRate(Number(r.attended), Number(r.expected)) })),
    total,
    expected: held.length,
  };
}

// The people in scope, for a page past the last one (it has no row to carry the total).
async function countPeople(db: Db, people: SQL): Promise<number> {
  const [row] = await rawRows<{ n: number }>(db, sql`select count(*)::int as n from users u where ${people}`);
  return Number(row.n);
}
