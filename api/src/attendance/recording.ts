import { type SQL, sql } from 'drizzle-orm';
import { type AttendanceRecord, categoryNotAllowed } from '@church/contracts/attendance';
import { isOpenForMarking, MARK_CLOSES_MINUTES_AFTER, type Occurrence } from '@church/contracts/attendance-rules';
import { CHECK_IN_MESSAGES, LATE_SEND_MINUTES, OFFLINE_CHECK_IN_HOURS } from '@church/contracts/check-in';
import { madeAtFieldName, madeAtOf, type OfflineWriteEnvelope } from '@church/contracts/offline-write';
import { serviceCategoriesFor, type ServiceCategory } from '@church/contracts/service-categories';
import { recordAudits } from '../audit/record';
import { occurrenceShownAt, occurrencesOpenAt } from '../check-in/door-code';
import type { Db } from '../db/client';
import { dateArray, intArray, rawRows, textArray } from '../db/sql-helpers';
import { validationFailed } from '../http/errors';
import { findOccurrence } from '../schedule/occurrences';
import { findByClientRef, findRecordAt } from './records';

// The one way attendance is recorded. Every way in (a person's own mark or check-in, a leader's
// mark or sheet, a welcome station, an import, the rota's job) calls this module, so the rules below hold for all
// of them: which occurrence is open, which category a person may have, how late an offline write
// may arrive, one record per person per occurrence, a retried write answering the same record,
// who recorded it, and the audit of a removal.

// --- Who recorded it ------------------------------------------------------------------------

/**
 * Who made a record: the person themself, someone for them (a leader, an admin), a welcome-team
 * station at the door, an admin's import, or a team's rota. A station's or a rota's record names it, not a person.
 */
export type Recorder =
  | { kind: 'self' | 'someone' | 'import'; personId: number }
  | { kind: 'station'; stationId: number }
  // A serving team's rota: an accepted place counts as attending once the service is held.
  | { kind: 'rota'; teamId: number };

const recordedByOf = (recorder: Recorder): number | null => ('personId' in recorder ? recorder.personId : null);
const stationOf = (recorder: Recorder): number | null => (recorder.kind === 'station' ? recorder.stationId : null);
const rotaTeamOf = (recorder: Recorder): number | null => (recorder.kind === 'rota' ? recorder.teamId : null);

// --- When and where -------------------------------------------------------------------------

// A device's clock a little ahead of the server's still makes a write "now".
const CLOCK_SKEW_MS = 60_000;

/**
 * The moment a write counts at: now, or for one made offline and sent late its `made_at` (or
 * `scanned_at`, the old name), when that is not in the future beyond a small skew and at most
 * OFFLINE_CHECK_IN_HOURS ago; else a 422 naming the field the device sent.
 */
export function writeMoment(body: OfflineWriteEnvelope, now: Date): Date {
  const madeAt = madeAtOf(body);
  if (madeAt === undefined) return now;
  const made = new Date(madeAt);
  if (made.getTime() > now.getTime() + CLOCK_SKEW_MS) throw validationFailed({ [madeAtFieldName(body)]: [CHECK_IN_MESSAGES.madeInFuture] });
  if (made.getTime() < now.getTime() - OFFLINE_CHECK_IN_HOURS * 3_600_000) throw validationFailed({ [madeAtFieldName(body)]: [CHECK_IN_MESSAGES.madeTooLongAgo] });
  return made > now ? now : made;
}

/** When a door write was made and how late it arrived, as its record keeps them. */
export interface Sending {
  /** The device's moment (the scan's), or null for a write sent at once. */
  madeAt: Date | null;
  /** Minutes from madeAt to the arrival, when it arrived after the occurrence's marking window closed. */
  sentLateMinutes: number | null;
}

export const SENT_AT_ONCE: Sending = { madeAt: null, sentLateMinutes: null };

const windowClosesAt = (occurrence: Pick<Occurrence, 'starts_at'>) => occurrence.starts_at.getTime() + MARK_CLOSES_MINUTES_AFTER * 60_000;

/** How a door write for `occurrence` arriving `now` was sent (its moment checked as writeMoment does). */
export function sendingOf(body: OfflineWriteEnvelope, occurrence: Pick<Occurrence, 'starts_at'>, now: Date): Sending {
  if (madeAtOf(body) === undefined) return SENT_AT_ONCE;
  const madeAt = writeMoment(body, now);
  const late = now.getTime() > windowClosesAt(occurrence);
  return { madeAt, sentLateMinutes: late ? Math.round((now.getTime() - madeAt.getTime()) / 60_000) : null };
}

/**
 * A check-in with the door's code counts only when it arrives within the occurrence's marking
 * window plus LATE_SEND_MINUTES (a 422 on the moment's field after): the code is a secret anyone
 * can pass on, and the moment is the sender's word. A station's writes keep OFFLINE_CHECK_IN_HOURS.
 */
export function assertCodeSentInTime(body: OfflineWriteEnvelope, occurrence: Pick<Occurrence, 'starts_at'>, now: Date): void {
  if (madeAtOf(body) === undefined) return;
  if (now.getTime() > windowClosesAt(occurrence) + LATE_SEND_MINUTES * 60_000) throw validationFailed({ [madeAtFieldName(body)]: [CHECK_IN_MESSAGES.sentTooLate] });
}

export const NO_OPEN_OCCURRENCE = 'No service is open for check-in now: check-in opens an hour before a service starts and closes three hours after.';

export const SERVICE_NOT_OPEN = 'This service is not open for check-in now: choose one of the services open now.';

/**
 * The occurrence open at `at` of `serviceId` (a station's chosen service), or without one the
 * occurrence the door shows (the check-in code's); null when it is not open.
 */
export async function openOccurrence(db: Db, at: Date, serviceId?: number): Promise<Occurrence | null> {
  return chosenOccurrence(await occurrencesOpenAt(db, at), at, serviceId);
}

/** Of the occurrences `open` at `at`: that of `serviceId`, or without one the one the door shows. */
export function chosenOccurrence(open: readonly Occurrence[], at: Date, serviceId?: number): Occurrence | null {
  return serviceId === undefined ? occurrenceShownAt(open, at) : (open.find((o) => o.service_id === serviceId) ?? null);
}

/**
 * The occurrence open when a write at the door was made (now, or its writeMoment), of the service
 * it names if it names one, or a 422: nothing is recorded outside a service's window. The refusal
 * names the service when the write chose one, else the moment the device sent, else `field`.
 */
export async function occurrenceOfWrite(db: Db, body: OfflineWriteEnvelope & { service_id?: number }, now: Date, field: string): Promise<Occurrence> {
  const occurrence = await openOccurrence(db, writeMoment(body, now), body.service_id);
  if (occurrence) return occurrence;
  if (body.service_id !== undefined) throw validationFailed({ service_id: [SERVICE_NOT_OPEN] });
  throw validationFailed({ [madeAtOf(body) === undefined ? field : madeAtFieldName(body)]: [NO_OPEN_OCCURRENCE] });
}

/**
 * The occurrence a record is made at by naming it, or a 422 on `date`: it must be held that day
 * and not cancelled. One's own mark is taken while it is open (an hour before the start until
 * three hours after); someone else's (a leader's mark or sheet) at any time once it has begun.
 */
export async function occurrenceToRecord(db: Db, serviceId: number, date: string, { own, at }: { own: boolean; at: Date }): Promise<Occurrence> {
  const occurrence = await findOccurrence(db, serviceId, date);
  if (!occurrence) throw validationFailed({ date: ['The service is not held on this day'] });
  if (occurrence.cancelled) throw validationFailed({ date: [`This service was cancelled on that day${occurrence.cancel_reason ? ` (${occurrence.cancel_reason})` : ''}`] });
  if (own && !isOpenForMarking(occurrence, at)) throw validationFailed({ date: ['Attendance can be marked from an hour before the service starts until three hours after'] });
  if (!own && occurrence.starts_at > at) throw validationFailed({ date: ['Attendance can be recorded once the service has begun'] });
  return occurrence;
}

/** The category itself when the person's roles offer it, else a 422 on `category`. */
export function allowedCategory(roles: readonly string[], category: ServiceCategory): ServiceCategory {
  const allowed = serviceCategoriesFor(roles);
  if (!allowed.includes(category)) throw validationFailed({ category: [categoryNotAllowed(allowed)] });
  return category;
}

// --- Writing --------------------------------------------------------------------------------

export interface Mark {
  userId: number;
  serviceId: number;
  date: string;
  category: ServiceCategory;
}

// Without a client reference, the day's unique index is the only one a mark can meet: naming it
// spares each row the other unique indexes' checks (an import's two million rows).
const onlyOncePerDay = sql`on conflict (user_id, service_id, attended_on) do nothing`;

/**
 * The one insert of attendance rows: any number of marks in one set-based statement, all by one
 * recorder (with the device's reference, when it sent one). One record per person per occurrence:
 * a mark where a record exists keeps the existing row (and who made it), as does a mark whose
 * client reference the person already used. Answers the marks written.
 */
export async function insertMarks(
  db: Db, marks: readonly Mark[], recorder: Recorder, clientRef: string | null = null, sending: Sending = SENT_AT_ONCE,
): Promise<Pick<Mark, 'userId' | 'serviceId' | 'date'>[]> {
  if (marks.length === 0) return [];
  const rows = await rawRows<{ user_id: number; service_id: number; day: string }>(db, sql`
    insert into attendance (user_id, service_id, attended_on, service_category, recorded_by, station_id, rota_team_id, client_ref, made_at, sent_late_minutes)
    select v.user_id, v.service_id, v.day, v.category, ${recordedByOf(recorder)}::int, ${stationOf(recorder)}::int, ${rotaTeamOf(recorder)}::int, ${clientRef}::text,
      ${sending.madeAt?.toISOString() ?? null}::timestamptz, ${sending.sentLateMinutes}::int
    from unnest(${intArray(marks.map((m) => m.userId))}, ${intArray(marks.map((m) => m.serviceId))}, ${dateArray(marks.map((m) => m.date))},
      ${textArray(marks.map((m) => m.category))}) as v(user_id, service_id, day, category)
    ${clientRef === null ? onlyOncePerDay : sql`on conflict do nothing`}
    returning user_id, service_id, attended_on::text as day`);
  return rows.map((r) => ({ userId: Number(r.user_id), serviceId: Number(r.service_id), date: r.day }));
}

/** The person's record made with this client reference, if any: a retried write answers it. */
export async function recordedBefore(db: Db, userId: number, clientRef: string | undefined): Promise<AttendanceRecord | null> {
  return clientRef === undefined ? null : findByClientRef(db, userId, clientRef);
}

export interface OneMark {
  userId: number;
  /** The person's roles: the category must be one they offer. */
  roles: readonly string[];
  occurrence: Pick<Occurrence, 'service_id' | 'date'>;
  category: ServiceCategory;
  recorder: Recorder;
  clientRef?: string;
  /** A door write's moment and lateness (sendingOf); a write sent at once by default. */
  sending?: Sending;
}

/**
 * Records one person at one occurrence: `created` with the new record, or the record already
 * there (made by another way in at the same time, or by this write sent before).
 */
export async function recordAttendance(db: Db, mark: OneMark): Promise<{ record: AttendanceRecord; created: boolean }> {
  const category = allowedCategory(mark.roles, mark.category);
  const at = { userId: mark.userId, serviceId: mark.occurrence.service_id, date: mark.occurrence.date };
  const written = await insertMarks(db, [{ ...at, category }], mark.recorder, mark.clientRef ?? null, mark.sending);
  // Nothing written and no record here: the client reference names the person's record elsewhere.
  const record = (await findRecordAt(db, at)) ?? (await recordedBefore(db, mark.userId, mark.clientRef));
  if (!record) throw new Error('An attendance mark wrote nothing and found no record');
  return { record, created: written.length > 0 };
}

// --- Removing -------------------------------------------------------------------------------

interface Removed {
  id: number;
  name: string;
  service: string;
  day: string;
  category: string;
}

// Every removal is on the audit trail, in the same transaction: whose record of what, as it was
// (the person's name too, so the entry reads well after the person is gone).
// A station has no person to name as the actor: its name is kept with the record instead.
async function auditRemovals(db: Db, actorId: number | null, removed: readonly Removed[], station?: string): Promise<void> {
  await recordAudits(db, removed.map(({ id, name, service, day, category }) => ({
    actorId, entity: 'attendance', entityId: id, action: 'deleted', before: { name, service, date: day, category, ...(station ? { station } : {}) },
  })));
}

// Deletes the records `where` picks (a condition on `a`), answering them as they were.
const removeWhere = (db: Db, where: SQL) => rawRows<Removed>(db, sql`
  delete from attendance a using users u, services s
  where u.id = a.user_id and s.id = a.service_id and ${where}
  returning a.id, u.first_name || ' ' || u.last_name as name, s.name as service, a.attended_on::text as day, a.service_category as category`);

/** Removes one record (whose person the caller may reach), on the audit trail; false when there was none. */
export async function removeRecord(db: Db, id: number, actorId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await removeWhere(tx, sql`a.id = ${id}`);
    await auditRemovals(tx, actorId, removed);
    return removed.length > 0;
  });
}

/** Removes these people's records at the occurrence (a sheet's "absent"), on the audit trail; answers how many. */
export async function removeMarks(db: Db, occurrence: { serviceId: number; date: string }, userIds: readonly number[], actorId: number): Promise<number> {
  if (userIds.length === 0) return 0;
  const removed = await removeWhere(db, sql`a.service_id = ${occurrence.serviceId} and a.attended_on = ${occurrence.date} and a.user_id = any(${intArray(userIds)})`);
  await auditRemovals(db, actorId, removed);
  return removed.length;
}

/**
 * A station's Undo: removes a check-in record it made, within `withinSeconds` of the record's
 * making (the database's clock on both sides), on the audit trail. 'none' when this station made
 * no such record; 'too-late' when the time has passed.
 */
export async function undoStationCheckIn(
  db: Db, station: { id: number; name: string }, recordId: number, withinSeconds: number,
): Promise<{ outcome: 'removed'; name: string } | { outcome: 'none' | 'too-late' }> {
  return db.transaction(async (tx) => {
    const mine = sql`a.id = ${recordId} and a.station_id = ${station.id}`;
    const removed = await removeWhere(tx, sql`${mine} and a.created_at > now() - ${withinSeconds}::int * interval '1 second'`);
    if (removed.length > 0) {
      await auditRemovals(tx, null, removed, station.name);
      return { outcome: 'removed', name: removed[0].name };
    }
    const [kept] = await rawRows<{ id: number }>(tx, sql`select a.id from attendance a where ${mine} limit 1`);
    return { outcome: kept ? 'too-late' : 'none' };
  });
}
