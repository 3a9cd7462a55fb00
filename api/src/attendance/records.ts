import { and, asc, between, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type AttendanceRecord, recordedByWords } from '@church/contracts/attendance';
import { SERVICE_CATEGORIES, type ServiceCategory } from '@church/contracts/service-categories';
import { fullName } from '@church/contracts/user';
import type { Db } from '../db/client';
import { attendance, checkInStations, services, teams, users } from '../db/schema';
import type { CsvColumn } from '../http/csv';

// Attendance records as the API shows them: one person's record at one occurrence, naming who
// recorded it (a person, the welcome-team station at the door, or a serving team's rota).

export const recorder = alias(users, 'recorder');
export const rotaTeam = alias(teams, 'rota_team');

export const recordSelection = {
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
  stationId: attendance.stationId,
  stationName: checkInStations.name,
  rotaTeamId: attendance.rotaTeamId,
  rotaTeamName: rotaTeam.name,
  createdAt: attendance.createdAt,
  sentLateMinutes: attendance.sentLateMinutes,
};

export const asCategory = (value: string): ServiceCategory => SERVICE_CATEGORIES.find((c) => c === value) ?? 'Others';

export function toRecordJson(row: RecordRow): AttendanceRecord {
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
    station_name: row.stationName,
    rota_team_name: row.rotaTeamName,
    created_at: row.createdAt.toISOString(),
    sent_late_minutes: row.sentLateMinutes,
  };
}

function selectRecords(db: Db) {
  return db
    .select(recordSelection)
    .from(attendance)
    .innerJoin(users, eq(users.id, attendance.userId))
    .innerJoin(services, eq(services.id, attendance.serviceId))
    .leftJoin(recorder, eq(recorder.id, attendance.recordedBy))
    .leftJoin(checkInStations, eq(checkInStations.id, attendance.stationId))
    .leftJoin(rotaTeam, eq(rotaTeam.id, attendance.rotaTeamId));
}

type RecordRow = Awaited<ReturnType<typeof selectRecords>>[number];

/** The person's record at the occurrence, if any (attendance_once_per_service_day). */
export async function findRecordAt(db: Db, at: { userId: number; serviceId: number; date: string }): Promise<AttendanceRecord | null> {
  const [row] = await selectRecords(db)
    .where(and(eq(attendance.userId, at.userId), eq(attendance.serviceId, at.serviceId), eq(attendance.attendedOn, at.date)))
    .limit(1);
  return row ? toRecordJson(row) : null;
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

/** One line of the attendance CSV; `recorded_by_name` as recordedByWords says (null when they marked it themselves). */
export type ExportRow = Pick<AttendanceRecord, 'date' | 'service_name' | 'full_name' | 'category' | 'recorded_by_name'>;

export function toExportRow(record: AttendanceRecord): ExportRow {
  return { ...record, recorded_by_name: recordedByWords(record) };
}

export const OWN_CSV_COLUMNS: CsvColumn<ExportRow>[] = [
  { header: 'Date', value: (r) => r.date },
  { header: 'Service', value: (r) => r.service_name },
  { header: 'Category', value: (r) => r.category },
  { header: 'Recorded by', value: (r) => r.recorded_by_name },
];
