import { and, desc, eq } from 'drizzle-orm';
import { OFFLINE_CHECK_IN_HOURS, CHECK_IN_MESSAGES } from '@church/contracts/check-in';
import { ATTENDED_CATEGORY, type ServiceCategory } from '@church/contracts/service-categories';
import type { Occurrence } from '@church/contracts/attendance-rules';
import type { FieldErrors } from '@church/contracts/envelope';
import type { Db } from '../../db/client';
import { attendance } from '../../db/schema';
import { type CodeMoment, momentAt } from '../../check-in/door-code';
import { slotOf } from '../../check-in/codes';

// A phone's clock a little ahead of the server's still gives a scan "now".
const CLOCK_SKEW_MS = 60_000;

/**
 * The moment a code is checked at: now, or for a check-in made offline the time of its scan, when
 * that is not in the future and at most OFFLINE_CHECK_IN_HOURS ago (else the refusal). A scan
 * accepts the slot before it and, for a phone's clock running behind, the slot after (never one
 * not yet shown).
 */
export function codeMoment(scannedAt: string | undefined, now: Date, slotSeconds: number): { moment: CodeMoment } | { refusal: FieldErrors } {
  if (scannedAt === undefined) return { moment: momentAt(now, slotSeconds) };
  const scanned = new Date(scannedAt);
  if (scanned.getTime() > now.getTime() + CLOCK_SKEW_MS) return { refusal: { scanned_at: [CHECK_IN_MESSAGES.scannedInFuture] } };
  if (scanned.getTime() < now.getTime() - OFFLINE_CHECK_IN_HOURS * 3_600_000) return { refusal: { scanned_at: [CHECK_IN_MESSAGES.scannedTooLongAgo] } };
  const at = scanned > now ? now : scanned;
  const moment = momentAt(at, slotSeconds);
  return { moment: { ...moment, slots: { ...moment.slots, to: Math.min(moment.slots.to + 1, slotOf(now, slotSeconds)) } } };
}

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
