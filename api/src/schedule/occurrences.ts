import { and, asc, eq } from 'drizzle-orm';
import { expectedOccurrences, isOpenForMarking, MARK_CLOSES_MINUTES_AFTER, occurrencesBetween, type Occurrence, type ScheduledService } from '@church/contracts/attendance-rules';
import type { OccurrenceJson } from '@church/contracts/attendance';
import { churchTimeZone, isoWithOffset } from '@church/contracts/church-time';
import type { Db } from '../db/client';
import { serviceCancellations, services } from '../db/schema';
import { toServiceJson } from './services';
import { cachedSchedule, type WholeSchedule } from './cache';

// The schedule as the attendance rules read it: every service (inactive ones keep their past
// occurrences) and the cancellations in a date range. Both tables are small and kept in memory
// (cache.ts); the occurrences themselves are computed by contracts' rules, so the API
// and the pages agree.

export function toScheduledService(row: typeof services.$inferSelect): ScheduledService {
  return { ...toServiceJson(row), active_from: row.activeFrom, active_until: row.activeUntil };
}

async function readWholeSchedule(db: Db): Promise<WholeSchedule> {
  const [serviceRows, cancellations] = await Promise.all([
    db.select().from(services).orderBy(asc(services.id)),
    db.select({ service_id: serviceCancellations.serviceId, date: serviceCancellations.date, reason: serviceCancellations.reason }).from(serviceCancellations),
  ]);
  return { services: serviceRows.map(toScheduledService), cancellations };
}

export async function loadSchedule(db: Db, from: string, to: string): Promise<WholeSchedule> {
  const schedule = await wholeSchedule(db);
  return { services: schedule.services, cancellations: schedule.cancellations.filter((c) => c.date >= from && c.date <= to) };
}

/** Every occurrence from `from` to `to`, cancelled ones included. */
export async function occurrencesIn(db: Db, from: string, to: string): Promise<Occurrence[]> {
  const { services: list, cancellations } = await loadSchedule(db, from, to);
  return occurrencesBetween(list, cancellations, from, to);
}

// A month's expected occurrences, computed once per kept schedule (a new one is read after every
// change, so a stale list cannot outlive it): every member's summary reads the same month, and
// walking its days through the church's calendar was a tenth of a summary's own work.
const expectedByMonth = new WeakMap<WholeSchedule, Map<string, readonly Occurrence[]>>();

/** A month's expected occurrences (every one not cancelled: contracts' expectedOccurrences), shared: do not change them. */
export function expectedIn(schedule: WholeSchedule, year: number, month: number): readonly Occurrence[] {
  let months = expectedByMonth.get(schedule);
  if (!months) expectedByMonth.set(schedule, (months = new Map()));
  const key = `${churchTimeZone()} ${year}-${month}`;
  let expected = months.get(key);
  if (!expected) months.set(key, (expected = expectedOccurrences(schedule.services, schedule.cancellations, year, month)));
  return expected;
}

/** Every service and every cancellation, as kept for SCHEDULE_CACHE_MS (cache.ts). */
export function wholeSchedule(db: Db): Promise<WholeSchedule> {
  return cachedSchedule(db, () => readWholeSchedule(db));
}

export async function expectedInMonth(db: Db, year: number, month: number): Promise<readonly Occurrence[]> {
  return expectedIn(await wholeSchedule(db), year, month);
}

/**
 * The occurrences from `from` to `to` that are not cancelled and began by `now`, or with `closed`
 * whose marking has closed (three hours after the start: nobody is counted absent while they
 * can still mark it).
 */
export async function heldOccurrences(db: Db, from: string, to: string, now: Date, { closed = false } = {}): Promise<Occurrence[]> {
  const by = now.getTime() - (closed ? MARK_CLOSES_MINUTES_AFTER * 60_000 : 0);
  return (await occurrencesIn(db, from, to)).filter((o) => !o.cancelled && o.starts_at.getTime() <= by);
}

/** The occurrence of a service on a day, or null when the service is not held that day. */
export async function findOccurrence(db: Db, serviceId: number, date: string): Promise<Occurrence | null> {
  // One round trip: every check-in at the door reads its occurrence fresh.
  const [row] = await db
    .select({ service: services, cancelledOn: serviceCancellations.date, reason: serviceCancellations.reason })
    .from(services)
    .leftJoin(serviceCancellations, and(eq(serviceCancellations.serviceId, services.id), eq(serviceCancellations.date, date)))
    .where(eq(services.id, serviceId))
    .limit(1);
  if (!row) return null;
  const cancellations = row.cancelledOn === null ? [] : [{ service_id: serviceId, date, reason: row.reason ?? '' }];
  return occurrencesBetween([toScheduledService(row.service)], cancellations, date, date)[0] ?? null;
}

export function toOccurrenceJson(occurrence: Occurrence, now: Date): OccurrenceJson {
  return {
    service_id: occurrence.service_id,
    service_name: occurrence.service_name,
    date: occurrence.date,
    starts_at: isoWithOffset(occurrence.starts_at),
    cancelled: occurrence.cancelled,
    cancel_reason: occurrence.cancel_reason,
    open: isOpenForMarking(occurrence, now),
  };
}
