import { and, asc, between, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AttendanceFilter, AttendanceRecord, AttendanceReportRow, MonthSummaryJson, OccurrenceCount } from '@church/contracts/attendance';
import { attendancePercentage, occurrenceKey, occurrencesBetween, summarizeMonth } from '@church/contracts/attendance-rules';
import { isoWithOffset, monthBounds } from '@church/contracts/church-time';
import { SERVICE_CATEGORIES, type ServiceCategory } from '@church/contracts/service-categories';
import { fullName } from '@church/contracts/user';
import type { Db } from '../../db/client';
import { attendance, attendanceGoals, services, users } from '../../db/schema';
import { intArray, type Page, rawRows } from '../../db/sql-helpers';
import { type CsvColumn, csvCell } from '../../http/csv';
import { peopleIn, type PeopleScope, reachesNobody } from '../../http/record-access';
import { expectedIn, expectedInMonth, loadSchedule, wholeSchedule } from '../services/schedule';

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
  recordedBy: number;
}

/**
 * One record per person per occurrence: the first mark writes it, any later or simultaneous
 * mark gets that same record back (`created: false`), never a second row or a unique-key error.
 */
export async function markAttendance(db: Db, mark: NewMark): Promise<{ record: AttendanceRecord; created: boolean }> {
  const inserted = await db
    .insert(attendance)
    .values({ userId: mark.userId, serviceId: mark.serviceId, attendedOn: mark.date, serviceCategory: mark.category, recordedBy: mark.recordedBy })
    .onConflictDoNothing()
    .returning({ id: attendance.id });
  const [row] = await selectRecords(db)
    .where(and(eq(attendance.userId, mark.userId), eq(attendance.serviceId, mark.serviceId), eq(attendance.attendedOn, mark.date)))
    .limit(1);
  return { record: toRecordJson(row), created: inserted.length > 0 };
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
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('own_months');
}

/**
 * The summaries of consecutive months for one person: the schedule (kept in memory) and one
 * query for the person's attended occurrences and own goals, whatever the count.
 */
export async function summariesFor(db: Db, userId: number, months: MonthRef[]): Promise<MonthSummaryJson[]> {
  const from = monthBounds(months[0].year, months[0].month).first;
  const to = monthBounds(months[months.length - 1].year, months[months.length - 1].month).last;
  let ownMonths = ownMonthsQueries.get(db);
  if (!ownMonths) ownMonthsQueries.set(db, (ownMonths = prepareOwnMonths(db)));
  const [schedule, [found]] = await Promise.all([wholeSchedule(db), ownMonths.execute({ userId, from, to })]);
  const own = found ?? { attended: [], goals: [] };
  const attendedKeys = new Set(own.attended.map(([serviceId, date]) => occurrenceKey(serviceId, date)));
  return months.map(({ year, month }) => {
    const expected = expectedIn(schedule, year, month);
    const ownGoal = own.goals.find(([y, m]) => y === year && m === month)?.[2] ?? null;
    return { ...summarizeMonth({ year, month, expected, attendedKeys, ownGoal }), own_goal: ownGoal };
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

export const ATTENDANCE_CSV_HEADERS = ['Date', 'Service', 'Name', 'Category', 'Recorded by'] as const;

/**
 * The month's records as CSV lines (ATTENDANCE_CSV_HEADERS), occurrence by occurrence and person
 * by person, in chunks of `batchSize` records (a month of a big church never sits in memory).
 * Each chunk is one range of attendance_occurrence_idx, read as one text of ids (the driver's
 * decoding of 85,000 rows had been the largest cost), named here: a person's or service's name
 * is escaped once, not once per line. The next chunk is read while this one is written out.
 * "Recorded by" names whoever recorded it for the person (a leader, an admin), and is empty
 * when they marked it themselves.
 */
export async function* attendanceCsvLines(db: Db, filter: ScopedFilter, batchSize = 5000): AsyncGenerator<string> {
  const where = recordsWhere(filter);
  if (where === null) return;
  const serviceCells: string[] = [];
  for (const s of (await wholeSchedule(db)).services) serviceCells[s.id] = csvCell(s.name);
  const nameCells: string[] = [];
  // ",category," and, for a person's own mark, the whole ",category,\r\n", per category.
  const categoryEnds = new Map<string, { cell: string; own: string }>();
  const categoryEnd = (category: string) => {
    let end = categoryEnds.get(category);
    if (end === undefined) {
      const cell = `,${csvCell(asCategory(category))},`;
      categoryEnds.set(category, (end = { cell, own: `${cell}\r\n` }));
    }
    return end;
  };
  let occurrence = { date: '', service: 0, cell: '' };
  // The whole church's month names nearly everyone: their names are read once, beside the first
  // chunk, rather than a lookup per chunk on the way (a narrower export looks up only its people).
  const everyone = filter.scope === 'everyone' && !filter.user_id ? learnNameCells(db, nameCells, null) : null;
  everyone?.catch(() => undefined); // awaited below; a download cut short must not leave it unhandled
  const readChunk = (after: { date: string; service: number; person: number } | null): Promise<StoredFields> => {
    const keyset = after
      ? sql`(${attendance.attendedOn}, ${attendance.serviceId}, ${attendance.userId}) > (${after.date}, ${after.service}, ${after.person})`
      : undefined;
    // date,service,person,recorder (empty when their own),category: the category last, as the
    // only text that is not a date or a number (a line break in it, which no category has, would
    // end the line early: it is read as a space). The chunk's lines come as one text, one row to
    // decode instead of 5,000, joined in the order the subquery reads them (PostgreSQL's
    // documented way; an ORDER BY in string_agg would sort them again, a third of its work).
    const chunk = rawRows<{ lines: string | null }>(db, sql`
      select string_agg(line, E'\n') as lines from (
        select ${attendance.attendedOn}::text || ',' || ${attendance.serviceId} || ',' || ${attendance.userId} || ',' ||
          coalesce(nullif(${attendance.recordedBy}, ${attendance.userId})::text, '') || ',' || replace(${attendance.serviceCategory}, E'\n', ' ') as line
        from ${attendance}
        where ${and(where, keyset)}
        order by ${attendance.attendedOn}, ${attendance.serviceId}, ${attendance.userId}
        limit ${batchSize}) chunk`).then(([row]) => storedFields(row.lines ?? '', batchSize));
    chunk.catch(() => undefined); // read ahead: a download cut short must not leave it unhandled
    return chunk;
  };
  let next: Promise<StoredFields> | null = readChunk(null);
  while (next) {
    const chunk: StoredFields = await next;
    const last = chunk.length - 1;
    next = chunk.length === batchSize ? readChunk({ date: chunk.dates[last], service: chunk.services[last], person: chunk.people[last] }) : null;
    await everyone;
    await learnNameCells(db, nameCells, unnamed(chunk, nameCells));
    // A line is the occurrence's "date,service," (the same for a run of lines), the person's
    // name, and ",category,recorder\r\n" (nearly always one of a few): three parts, not nine.
    const lines: string[] = new Array(chunk.length);
    for (let i = 0; i < chunk.length; i += 1) {
      if (chunk.services[i] !== occurrence.service || chunk.dates[i] !== occurrence.date) {
        occurrence = { date: chunk.dates[i], service: chunk.services[i], cell: `${chunk.dates[i]},${serviceCells[chunk.services[i]] ?? ''},` };
      }
      const recorder = chunk.recorders[i];
      const end = categoryEnd(chunk.categories[i]);
      lines[i] = occurrence.cell + (nameCells[chunk.people[i]] ?? '') + (recorder ? `${end.cell}${nameCells[recorder] ?? ''}\r\n` : end.own);
    }
    yield lines.join('');
  }
}

// The people of a chunk without a name cell yet: all of them on a narrow export's first chunk,
// usually none after the church-wide read (someone who joined since is still named).
function unnamed({ people, recorders }: StoredFields, nameCells: readonly string[]): number[] {
  const ids: number[] = [];
  for (let i = 0; i < people.length; i += 1) {
    if (nameCells[people[i]] === undefined) ids.push(people[i]);
    if (recorders[i] && nameCells[recorders[i]] === undefined) ids.push(recorders[i]);
  }
  return ids;
}

/** A chunk's records by column; `recorders` holds 0 where the person marked it themselves. */
interface StoredFields {
  length: number;
  dates: string[];
  services: Int32Array;
  people: Int32Array;
  recorders: Int32Array;
  categories: string[];
}

// Each "date,service,person,recorder,category" (recorder may be empty, the category may hold a
// comma) read once, with indexes only, into columns: no object per record, as a month has 85,000
// (their garbage collection had been a seventh of the export's time). Lines out of order, which
// PostgreSQL does not promise, are put back in order rather than written as they came.
export function storedFields(text: string, capacity: number): StoredFields {
  const dates: string[] = [];
  const categories: string[] = [];
  const services = new Int32Array(capacity);
  const people = new Int32Array(capacity);
  const recorders = new Int32Array(capacity);
  const keys = { dates, services, people };
  let i = 0;
  let ordered = true;
  for (let start = 0; start < text.length; i += 1) {
    const end = text.indexOf('\n', start);
    const lineEnd = end === -1 ? text.length : end;
    const afterService = text.indexOf(',', start + 11); // "YYYY-MM-DD," comes first
    const afterPerson = text.indexOf(',', afterService + 1);
    const afterRecorder = text.indexOf(',', afterPerson + 1);
    dates.push(text.slice(start, start + 10));
    services[i] = wholeNumberIn(text, start + 11, afterService);
    people[i] = wholeNumberIn(text, afterService + 1, afterPerson);
    recorders[i] = wholeNumberIn(text, afterPerson + 1, afterRecorder);
    categories.push(text.slice(afterRecorder + 1, lineEnd));
    if (ordered && i > 0) ordered = compareRecords(keys, i - 1, i) < 0;
    start = lineEnd + 1;
  }
  // The columns as long as the records, not the capacity.
  const fields = { length: i, dates, services: services.subarray(0, i), people: people.subarray(0, i), recorders: recorders.subarray(0, i), categories };
  return ordered ? fields : inOrder(fields);
}

function compareRecords({ dates, services, people }: Pick<StoredFields, 'dates' | 'services' | 'people'>, a: number, b: number): number {
  if (dates[a] !== dates[b]) return dates[a] < dates[b] ? -1 : 1;
  return services[a] - services[b] || people[a] - people[b];
}

function inOrder(fields: StoredFields): StoredFields {
  const order = Array.from({ length: fields.length }, (_, i) => i).sort((a, b) => compareRecords(fields, a, b));
  return {
    length: fields.length,
    dates: order.map((i) => fields.dates[i]),
    services: Int32Array.from(order, (i) => fields.services[i]),
    people: Int32Array.from(order, (i) => fields.people[i]),
    recorders: Int32Array.from(order, (i) => fields.recorders[i]),
    categories: order.map((i) => fields.categories[i]),
  };
}

function wholeNumberIn(text: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i += 1) value = value * 10 + text.charCodeAt(i) - 48;
  return value;
}

// Each person's full name as a CSV cell, by id: everyone's (ids null) or those given.
async function learnNameCells(db: Db, cells: string[], ids: number[] | null): Promise<void> {
  const unknown = ids === null ? null : [...new Set(ids)];
  if (unknown?.length === 0) return;
  const rows = await rawRows<{ id: number; first_name: string; last_name: string }>(
    db,
    sql`select ${users.id} as id, ${users.firstName} as first_name, ${users.lastName} as last_name from ${users}
      ${unknown === null ? sql`` : sql`where ${users.id} = any(${intArray(unknown)})`}`,
  );
  for (const row of rows) cells[row.id] = csvCell(fullName(row.first_name, row.last_name));
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
  const [schedule, counts] = await Promise.all([
    loadSchedule(db, first, last),
    where === null
      ? Promise.resolve([])
      : db
          .select({ serviceId: attendance.serviceId, date: attendance.attendedOn, category: attendance.serviceCategory, n: count() })
          .from(attendance)
          .where(where)
          .groupBy(attendance.serviceId, attendance.attendedOn, attendance.serviceCategory),
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
      };
    });
}

/**
 * Per person in scope over a date range: attended (records at expected occurrences), expected
 * (every occurrence not cancelled; everyone is expected at every service) and the percentage,
 * lowest first so those who need a call come first.
 */
export async function attendanceReport(db: Db, { from, to, scope }: { from: string; to: string; scope: PeopleScope }, page: Page): Promise<{ rows: AttendanceReportRow[]; total: number; expected: number }> {
  const schedule = await loadSchedule(db, from, to);
  const expected = occurrencesBetween(schedule.services, schedule.cancellations, from, to).filter((o) => !o.cancelled).length;
  if (reachesNobody(scope)) return { rows: [], total: 0, expected };
  const people = scope === 'everyone' ? undefined : sql`${users.id} in (${peopleIn(scope)})`;
  // Records on cancelled days do not count (a service cancelled after people marked it).
  const attended = sql<number>`count(${attendance.id}) filter (where not exists (
    select 1 from service_cancellations c where c.service_id = ${attendance.serviceId} and c.date = ${attendance.attendedOn}))`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, attended })
      .from(users)
      .leftJoin(attendance, and(eq(attendance.userId, users.id), between(attendance.attendedOn, from, to)))
      .where(people)
      .groupBy(users.id)
      .orderBy(asc(attended), asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(users).where(people),
  ]);
  return {
    rows: rows.map((r) => {
      const n = Number(r.attended);
      return { user_id: r.id, full_name: fullName(r.firstName, r.lastName), attended: n, expected, percentage: attendancePercentage(n, expected) };
    }),
    total: Number(total),
    expected,
  };
}
