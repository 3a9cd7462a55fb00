import { and, asc, between, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AttendanceFilter, AttendanceRecord, AttendanceReportRow, MonthSummaryJson, OccurrenceCount } from '@church/contracts/attendance';
import { attendanceRate, joinedOn, occurrenceKey, occurrencesBetween, summarizeMonth } from '@church/contracts/attendance-rules';
import { churchDateOf, isoWithOffset, monthBounds } from '@church/contracts/church-time';
import { SERVICE_CATEGORIES, type ServiceCategory } from '@church/contracts/service-categories';
import { fullName } from '@church/contracts/user';
import type { Db } from '../../db/client';
import { absences, attendance, attendanceGoals, headcounts, services, users } from '../../db/schema';
import { intArray, type Page, rawRows } from '../../db/sql-helpers';
import type { CsvColumn } from '../../http/csv';
import { peopleIn, type PeopleScope, reachesNobody } from '../../http/record-access';
import { expectedIn, expectedInMonth, heldOccurrences, loadSchedule, wholeSchedule } from '../services/schedule';
import { excusedPerPerson, joinedSql, occurrenceTable } from './person-sql';

// --- Records --------------------------------------------------------------------------------

const recorder = alias(users, 'recorder');

const recordSelection = {
  id: attendance.id,
  userId: attendance.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  serviceId: attendance.serviceId,
  serviceName: services.name,
  date: attendance.attendedOn,
  category: attendance.serviceCategory,
  recordedBy: attendance.recordedBy,
  recorderFirst: recorder.firstName,
  recorderLast: recorder.lastName,
  createdAt: attendance.createdAt,
};


const asCategory = (value: string): ServiceCategory => SERVICE_CATEGORIES.find((c) => c === value) ?? 'Others';

function toRecordJson(row: RecordRow): AttendanceRecord {
  return {
    id: row.id,
    user_id: row.userId,
    full_name: fullName(row.firstName, row.lastName),
    service_id: row.serviceId,
    service_name: row.serviceName,
    date: row.date,
    category: asCategory(row.category),
    recorded_by: row.recordedBy,
    recorded_by_name: row.recorderFirst && row.recorderLast ? fullName(row.recorderFirst, row.recorderLast) : null,
    created_at: row.createdAt.toISOString(),
  };
}

function selectRecords(db: Db) {
  return db
    .select(recordSelection)
    .from(attendance)
    .innerJoin(users, eq(users.id, attendance.userId))
    .innerJoin(services, eq(services.id, attendance.serviceId))
    .leftJoin(recorder, eq(recorder.id, attendance.recordedBy));
}

type RecordRow = Awaited<ReturnType<typeof selectRecords>>[number];

export interface NewMark {
  userId: number;
  serviceId: number;
  date: string;
  category: ServiceCategory;
  /** Who recorded it; null when a welcome-team station did (stationId says which). */
  recordedBy: number | null;
  /** The welcome-team station that checked the person in, if one did. */
  stationId?: number | null;
  /** The device's reference for a send that may be retried (an offline check-in). */
  clientRef?: string | null;
}

/**
 * One record per person per occurrence: the first mark writes it, any later or simultaneous
 * mark gets that same record back (`created: false`), never a second row or a unique-key error.
 * A mark whose client reference the person already used conflicts too (nothing written).
 */
export async function markAttendance(db: Db, mark: NewMark): Promise<{ record: AttendanceRecord; created: boolean }> {
  const inserted = await db
    .insert(attendance)
    .values({
      userId: mark.userId, serviceId: mark.serviceId, attendedOn: mark.date, serviceCategory: mark.category, recordedBy: mark.recordedBy,
      stationId: mark.stationId ?? null, clientRef: mark.clientRef ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: attendance.id });
  const [row] = await selectRecords(db)
    .where(and(eq(attendance.userId, mark.userId), eq(attendance.serviceId, mark.serviceId), eq(attendance.attendedOn, mark.date)))
    .limit(1);
  // Only the client reference conflicted: it names the person's record of another occurrence.
  const record = row ? toRecordJson(row) : mark.clientRef ? await findByClientRef(db, mark.userId, mark.clientRef) : null;
  if (!record) throw new Error('An attendance mark wrote nothing and found no record');
  return { record, created: inserted.length > 0 };
}

/** The person's record made with this client reference, if any (attendance_client_ref_unique). */
export async function findByClientRef(db: Db, userId: number, clientRef: string): Promise<AttendanceRecord | null> {
  const [row] = await selectRecords(db).where(and(eq(attendance.userId, userId), eq(attendance.clientRef, clientRef))).limit(1);
  return row ? toRecordJson(row) : null;
}

export async function findRecordOwner(db: Db, id: number): Promise<number | null> {
  const [row] = await db.select({ userId: attendance.userId }).from(attendance).where(eq(attendance.id, id)).limit(1);
  return row ? row.userId : null;
}

export async function deleteRecord(db: Db, id: number): Promise<void> {
  await db.delete(attendance).where(eq(attendance.id, id));
}

/**
 * A person's own records, each naming whoever recorded it for them (null when they marked it
 * themselves): a leader's or an admin's record about someone is visible to that person.
 */
export async function ownRecords(db: Db, userId: number, from: string, to: string): Promise<AttendanceRecord[]> {
  const rows = await selectRecords(db)
    .where(and(eq(attendance.userId, userId), between(attendance.attendedOn, from, to)))
    .orderBy(asc(attendance.attendedOn), asc(attendance.serviceId));
  return rows.map(toRecordJson).map((record) => (record.recorded_by === record.user_id ? { ...record, recorded_by_name: null } : record));
}

// --- A person's months ----------------------------------------------------------------------

interface MonthRef {
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
    return { ...summarizeMonth({ year, month, expected, attendedKeys, ownGoal, joined, now, absences: own.absences }), own_goal: ownGoal };
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

/**
 * A page of the records, latest occurrence first, people by name. The page is chosen first and
 * only its rows look up who recorded them: the sort by name reads a whole occurrence (6,500
 * people for a big church), and a recorder looked up for each of them had been a third of the
 * query's time.
 */
export async function listRecords(db: Db, filter: ScopedFilter, page: Page): Promise<{ rows: AttendanceRecord[]; total: number }> {
  const where = recordsWhere(filter);
  if (where === null) return { rows: [], total: 0 };
  const { recorderFirst, recorderLast, ...pageSelection } = recordSelection;
  const chosen = db
    .select(pageSelection)
    .from(attendance)
    .innerJoin(users, eq(users.id, attendance.userId))
    .innerJoin(services, eq(services.id, attendance.serviceId))
    .where(where)
    .orderBy(desc(attendance.attendedOn), asc(attendance.serviceId), asc(users.lastName), asc(users.firstName), asc(attendance.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('chosen');
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: chosen.id, userId: chosen.userId, firstName: chosen.firstName, lastName: chosen.lastName, serviceId: chosen.serviceId, serviceName: chosen.serviceName,
        date: chosen.date, category: chosen.category, recordedBy: chosen.recordedBy, recorderFirst, recorderLast, createdAt: chosen.createdAt,
      })
      .from(chosen)
      .leftJoin(recorder, eq(recorder.id, chosen.recordedBy))
      .orderBy(desc(chosen.date), asc(chosen.serviceId), asc(chosen.lastName), asc(chosen.firstName), asc(chosen.id)),
    db.select({ total: count() }).from(attendance).where(where),
  ]);
  return { rows: rows.map(toRecordJson), total: Number(total) };
}

/** One line of the attendance CSV; `recorded_by_name` only when someone else recorded it. */
export type ExportRow = Pick<AttendanceRecord, 'date' | 'service_name' | 'full_name' | 'category' | 'recorded_by_name'>;

export function toExportRow(record: AttendanceRecord): ExportRow {
  return { ...record, recorded_by_name: record.recorded_by === record.user_id ? null : record.recorded_by_name };
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
 * from memory (services from the schedule, each person read once, on the first page that has
 * them): with the names joined into each page, a month's file took 1.0 to 1.3 s, not 0.25 s.
 */
export async function* attendanceForExport(db: Db, filter: ScopedFilter, batchSize = 5000): AsyncGenerator<ExportRow[]> {
  const where = recordsWhere(filter);
  if (where === null) return;
  const serviceNames = new Map((await wholeSchedule(db)).services.map((s) => [s.id, s.name]));
  const names = new Map<number, string>();
  let after: StoredRecord | undefined;
  for (;;) {
    const keyset = after && sql`(${attendance.attendedOn}, ${attendance.serviceId}, ${attendance.userId}) > (${after.date}, ${after.serviceId}, ${after.userId})`;
    const rows: StoredRecord[] = await db
      .select({ date: attendance.attendedOn, serviceId: attendance.serviceId, userId: attendance.userId, category: attendance.serviceCategory, recordedBy: attendance.recordedBy })
      .from(attendance)
      .where(and(where, keyset))
      .orderBy(asc(attendance.attendedOn), asc(attendance.serviceId), asc(attendance.userId))
      .limit(batchSize);
    await learnNames(db, names, rows);
    if (rows.length > 0) {
      yield rows.map((r) => ({
        date: r.date,
        service_name: serviceNames.get(r.serviceId) ?? '',
        full_name: names.get(r.userId) ?? '',
        category: asCategory(r.category),
        // Whoever recorded it for the person (a leader, an admin); nobody when they marked it themselves.
        recorded_by_name: r.recordedBy && r.recordedBy !== r.userId ? (names.get(r.recordedBy) ?? '') : null,
      }));
    }
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1];
  }
}

interface StoredRecord {
  date: string;
  serviceId: number;
  userId: number;
  category: string;
  recordedBy: number | null;
}

// The full names of a page's people and recorders not named yet.
async function learnNames(db: Db, names: Map<number, string>, rows: readonly StoredRecord[]): Promise<void> {
  const unknown = new Set<number>();
  for (const r of rows) {
    if (!names.has(r.userId)) unknown.add(r.userId);
    if (r.recordedBy && !names.has(r.recordedBy)) unknown.add(r.recordedBy);
  }
  if (unknown.size === 0) return;
  const people = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(sql`${users.id} = any(${intArray([...unknown])})`);
  for (const person of people) names.set(person.id, fullName(person.firstName, person.lastName));
}

export const OWN_CSV_COLUMNS: CsvColumn<ExportRow>[] = [
  { header: 'Date', value: (r) => r.date },
  { header: 'Service', value: (r) => r.service_name },
  { header: 'Category', value: (r) => r.category },
  { header: 'Recorded by', value: (r) => r.recorded_by_name },
];

/** Per occurrence of the month: how many came, by category (cancelled occurrences included, at 0). */
export async function countsByOccurrence(db: Db, filter: ScopedFilter): Promise<OccurrenceCount[]> {
  const { first, last } = monthBounds(filter.year, filter.month);
  const where = recordsWhere(filter);
  // Headcounts are the whole church's: only a view of everyone's records sits beside them.
  const wholeChurch = filter.scope === 'everyone' && !filter.category && !filter.user_id;
  const [schedule, counts, counted] = await Promise.all([
    loadSchedule(db, first, last),
    where === null
      ? Promise.resolve([])
      : db
          .select({ serviceId: attendance.serviceId, date: attendance.attendedOn, category: attendance.serviceCategory, n: count() })
          .from(attendance)
          .where(where)
          .groupBy(attendance.serviceId, attendance.attendedOn, attendance.serviceCategory),
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
 * while they announced they were away and did not come. Lowest rate
 * first, so those who need a call come first; people with nothing held for them yet come last.
 */
export async function attendanceReport(db: Db, { from, to, scope, now }: { from: string; to: string; scope: PeopleScope; now: Date }, page: Page): Promise<{ rows: AttendanceReportRow[]; total: number; expected: number }> {
  const held = await heldOccurrences(db, from, to, now);
  if (reachesNobody(scope)) return { rows: [], total: 0, expected: held.length };
  const people = scope === 'everyone' ? sql`true` : sql`u.id in (${peopleIn(scope)})`;
  // Each person's count through their own records of the range (attendance_person_day_idx), not
  // one join of every record to every person.
  const attendedSql = held.length === 0 ? sql`0` : sql`(select count(*) from attendance a join held o on o.service_id = a.service_id and o.day = a.attended_on
    where a.user_id = p.id and a.attended_on between ${from} and ${to})`;
  const rows = await rawRows<{ id: number; first_name: string; last_name: string; attended: number; expected: number; total: number }>(db, sql`
    with held as (select * from ${occurrenceTable(held)}),
    people as (select u.id, u.first_name, u.last_name, ${joinedSql('u')} as joined from users u where ${people}),
    excused as (${excusedPerPerson('held', from, to)}),
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
