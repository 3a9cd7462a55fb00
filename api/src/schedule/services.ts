import { and, asc, desc, eq } from 'drizzle-orm';
import type { ScheduleService, ServiceCreate, ServiceUpdate } from '@church/contracts/attendance';
import type { FieldErrors } from '@church/contracts/envelope';
import { type Service, WEEKDAYS } from '@church/contracts/services';
import type { Db } from '../db/client';
import { serviceCancellations, services } from '../db/schema';
import { forgetSchedule } from './cache';
import { changedFields, recordAudit } from '../audit/record';

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

// What the audit trail keeps of a service: its schedule as an admin sets it (not its id).
function auditedFields(service: ScheduleService): Record<string, unknown> {
  const { id: _id, ...fields } = service;
  return fields;
}

// The schedule is forgotten on the database handle it is cached on, once the change is committed.

export async function createService(db: Db, body: ServiceCreate, today: string, actorId: number | null): Promise<ScheduleService> {
  const created = await db.transaction(async (tx) => {
    const row = await insertService(tx, body, today);
    await recordAudit(tx, { actorId, entity: 'service', entityId: row.id, action: 'created', after: auditedFields(row) });
    return row;
  });
  forgetSchedule(db);
  return created;
}

async function insertService(db: Db, body: ServiceCreate, today: string): Promise<ScheduleService> {
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
  return toScheduleServiceJson(row);
}

/**
 * Applies a change to a service, or returns field errors when the result would be incomplete (a
 * weekly service without its weekday, a one-off without its date). Deactivating ends it today;
 * its past occurrences stay. Null when there is no such service.
 */
export async function updateService(db: Db, id: number, body: ServiceUpdate, today: string, actorId: number | null): Promise<ScheduleService | { errors: FieldErrors } | null> {
  const updated = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(services).where(eq(services.id, id)).for('update');
    const result = await applyServiceUpdate(tx, current, body, today);
    if (current && result && !('errors' in result)) {
      const changes = changedFields(auditedFields(toScheduleServiceJson(current)), auditedFields(result));
      const action = changes?.after.is_active === false ? 'deactivated' : 'updated';
      if (changes) await recordAudit(tx, { actorId, entity: 'service', entityId: id, action, ...changes });
    }
    return result;
  });
  forgetSchedule(db);
  return updated;
}

async function applyServiceUpdate(db: Db, current: typeof services.$inferSelect | undefined, body: ServiceUpdate, today: string): Promise<ScheduleService | { errors: FieldErrors } | null> {
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
    .where(eq(services.id, current.id))
    .returning();
  return toScheduleServiceJson(row);
}

/** Cancels one occurrence; cancelling it again keeps the first reason. */
export async function cancelOccurrence(db: Db, serviceId: number, date: string, reason: string, cancelledBy: number) {
  await db.transaction(async (tx) => {
    const [cancelled] = await tx.insert(serviceCancellations).values({ serviceId, date, reason, cancelledBy }).onConflictDoNothing().returning({ date: serviceCancellations.date });
    if (cancelled) await recordAudit(tx, { actorId: cancelledBy, entity: 'service', entityId: serviceId, action: 'occurrence_cancelled', after: { cancelled_on: date, reason } });
  });
  forgetSchedule(db);
  const [row] = await db
    .select({ service_id: serviceCancellations.serviceId, date: serviceCancellations.date, reason: serviceCancellations.reason })
    .from(serviceCancellations)
    .where(and(eq(serviceCancellations.serviceId, serviceId), eq(serviceCancellations.date, date)));
  return row;
}

/** Restores a cancelled occurrence; false when it was not cancelled. */
export async function restoreOccurrence(db: Db, serviceId: number, date: string, actorId: number | null): Promise<boolean> {
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(serviceCancellations)
      .where(and(eq(serviceCancellations.serviceId, serviceId), eq(serviceCancellations.date, date)))
      .returning({ date: serviceCancellations.date, reason: serviceCancellations.reason });
    if (rows[0]) await recordAudit(tx, { actorId, entity: 'service', entityId: serviceId, action: 'occurrence_restored', before: { cancelled_on: date, reason: rows[0].reason } });
    return rows;
  });
  forgetSchedule(db);
  return deleted.length > 0;
}
