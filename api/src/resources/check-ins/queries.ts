import { and, desc, eq } from 'drizzle-orm';
import { ATTENDED_CATEGORY, type ServiceCategory } from '@church/contracts/service-categories';
import type { Occurrence } from '@church/contracts/attendance-rules';
import type { Db } from '../../db/client';
import { attendance } from '../../db/schema';

/** The category of the person's last attendance, when their roles still offer it. */
export async function lastCategory(db: Db, userId: number, allowed: readonly ServiceCategory[]): Promise<ServiceCategory | null> {
  const [row] = await db
    .select({ category: attendance.serviceCategory })
    .from(attendance)
    .where(eq(attendance.userId, userId))
    .orderBy(desc(attendance.attendedOn), desc(attendance.id))
    .limit(1);
  return allowed.find((c) => c === row?.category) ?? null;
}

/** What a check-in without a category records: the last one, else "I attended". */
export const defaultCategory = (last: ServiceCategory | null): ServiceCategory => last ?? ATTENDED_CATEGORY;

export async function hasRecordAt(db: Db, userId: number, occurrence: Pick<Occurrence, 'service_id' | 'date'>): Promise<boolean> {
  const [row] = await db
    .select({ id: attendance.id })
    .from(attendance)
    .where(and(eq(attendance.userId, userId), eq(attendance.serviceId, occurrence.service_id), eq(attendance.attendedOn, occurrence.date)))
    .limit(1);
  return row !== undefined;
}
