import { asc, eq } from 'drizzle-orm';
import { type Service, WEEKDAYS } from '@church/contracts/services';
import type { Db } from '../../db/client';
import { services } from '../../db/schema';

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
