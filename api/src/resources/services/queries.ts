import { and, asc, desc, eq } from 'drizzle-orm';
import type { ScheduleService, ServiceCreate, ServiceUpdate } from '@church/contracts/attendance';
import type { FieldErrors } from '@church/contracts/envelope';
import { type Service, WEEKDAYS } from '@church/contracts/services';
import type { Db } from '../../db/client';
import { serviceCancellations, services } from '../../db/schema';
import { forgetSchedule } from './schedule-cache';

export function toServiceJson(row: typeof services.$inferSelect): Service {
  return {
    id: row.id,
    name: row.name,
    is_recurring: row.isRecurring,
    day_of_week: WEEKDAYS.find((day) => day === row.dayOfWeek) ?? null,
    service_date: row.serviceDate,
    start_time: row.startTime.slice(0, 5),
  };
}

export async function listActiveServices(db: Db): Promise<Service[]> {
  const rows = await db.select().from(services).where(eq(services.isActive, true)).orderBy(asc(services.id));
  return rows.map(toServiceJson);
}

export async function serviceExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: services.id }).from(services).where(eq(services.id, id)).limit(1);
  return Boolean(row);
}

// --- The schedule's management (admins) ---

export function toScheduleServiceJson(row: typeof services.$inferSelect): ScheduleService {
  return { ...toServiceJson(row), is_active: row.isActive, active_from: row.activeFrom, active_until: row.activeUntil };
}

export async function listAllServices(db: Db): Promise<ScheduleService[]> {
  const rows = await db.select().from(services).orderBy(desc(services.isActive), asc(services.id));
  return rows.map(toScheduleServiceJson);
}

export async function createService(db: Db, body: ServiceCreate, today: string): Promise<ScheduleService> {
  const [row] = await db
    .insert(services)
    .values({
      name: body.name,
      isRecurring: body.is_recurring,
      dayOfWeek: body.is_recurring ? (body.day_of_week ?? null) : null,
      serviceDate: body.is_recurring ? null : (body.service_date ?? null),
      startTime: body.start_time,
      // A new weekly service is held from today; a one-off on its own date, whenever that is.
      activeFrom: body.is_recurring ? today : (body.service_date ?? today),
    })
    .returning();
  forgetSchedule(db);
  return toScheduleServiceJson(row);
}

/**
 * Applies a change to a service, or returns field errors when the result would be incomplete (a
 * weekly service without its weekday, a one-off without its date). Deactivating ends it today;
 * its past occurrences stay. Null when there is no such service.
 */
export async function updateService(db: Db, id: number, body: ServiceUpdate, today: string): Promise<ScheduleService | { errors: FieldErrors } | null> {
  const [current] = await db.select().from(services).where(eq(services.id, id)).limit(1);
  if (!current) return null;
  const isRecurring = body.is_recurring ?? current.isRecurring;
  const dayOfWeek = isRecurring ? (body.day_of_week !== undefined ? body.day_of_week : current.dayOfWeek) : null;
  const serviceDate = isRecurring ? null : body.service_date !== undefined ? body.service_date : current.serviceDate;
  if (isRecurring && !dayOfWeek) return { errors: { day_of_week: ['A weekly service needs its day of the week'] } };
  if (!isRecurring && !serviceDate) return { errors: { service_date: ['A one-off service needs its date'] } };
  const isActive = body.is_active ?? current.isActive;
  const [row] = await db
    .update(services)
    .set({
      name: body.name ?? current.name,
      isRecurring,
      dayOfWeek,
      serviceDate,
      startTime: body.start_time ?? current.startTime,
      isActive,
      activeUntil: isActive ? null : (current.activeUntil ?? today),
      activeFrom: !isRecurring && serviceDate ? serviceDate : current.activeFrom,
    })
    .where(eq(services.id, id))
    .returning();
  forgetSchedule(db);
  return toScheduleServiceJson(row);
}

/** Cancels one occurrence; cancelling it again keeps the first reason. */
export async function cancelOccurrence(db: Db, serviceId: number, date: string, reason: string, cancelledBy: number) {
  await db.insert(serviceCancellations).values({ serviceId, date, reason, cancelledBy }).onConflictDoNothing();
  forgetSchedule(db);
  const [row] = await db
    .select({ service_id: serviceCancellations.serviceId, date: serviceCancellations.date, reason: serviceCancellations.reason })
    .from(serviceCancellations)
    .where(and(eq(serviceCancellations.serviceId, serviceId), eq(serviceCancellations.date, date)));
  return row;
}

/** Restores a cancelled occurrence; false when it was not cancelled. */
export async function restoreOccurrence(db: Db, serviceId: number, date: string): Promise<boolean> {
  const deleted = await db
    .delete(serviceCancellations)
    .where(and(eq(serviceCancellations.serviceId, serviceId), eq(serviceCancellations.date, date)))
    .returning({ date: serviceCancellations.date });
  forgetSchedule(db);
  return deleted.length > 0;
}
