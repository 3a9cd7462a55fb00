import { and, eq, sql } from 'drizzle-orm';
import type { Occurrence } from '@church/contracts/attendance-rules';
import { HEADCOUNT_CATEGORIES, type HeadcountCategory } from '@church/contracts/headcounts';
import type { StationHeadcount } from '@church/contracts/stations';
import type { Db } from '../../db/client';
import { intArray } from '../../db/sql-helpers';
import { attendance, headcountChanges, headcounts } from '../../db/schema';
import { validationFailed } from '../../http/errors';

/** A headcount's source: each station keeps its own count, so two doors add up. */
export const stationSource = (stationId: number) => `station:${stationId}`;

type At = Pick<Occurrence, 'service_id' | 'date'>;

/** Named check-ins at the occurrence: all of them, and those this station made. */
export async function checkInCounts(db: Db, occurrence: At, stationId: number): Promise<{ all: number; here: number }> {
  const [row] = await db
    .select({ all: sql<number>`count(*)::int`, here: sql<number>`(count(*) filter (where ${attendance.stationId} = ${stationId}))::int` })
    .from(attendance)
    .where(and(eq(attendance.serviceId, occurrence.service_id), eq(attendance.attendedOn, occurrence.date)));
  return { all: Number(row?.all ?? 0), here: Number(row?.here ?? 0) };
}

/** The headcounts at the occurrence per category: this station's own and every source's. */
export async function headcountsAt(db: Db, occurrence: At, stationId: number): Promise<StationHeadcount[]> {
  const rows = await db
    .select({
      category: headcounts.category,
      total: sql<number>`sum(${headcounts.count})::int`,
      mine: sql<number>`(coalesce(sum(${headcounts.count}) filter (where ${headcounts.source} = ${stationSource(stationId)}), 0))::int`,
    })
    .from(headcounts)
    .where(and(eq(headcounts.serviceId, occurrence.service_id), eq(headcounts.date, occurrence.date)))
    .groupBy(headcounts.category);
  const byCategory = new Map(rows.map((row) => [row.category, row]));
  return HEADCOUNT_CATEGORIES.map((category) => {
    const row = byCategory.get(category);
    return { category, count: Number(row?.mine ?? 0), total: Number(row?.total ?? 0) };
  });
}

export interface HeadcountChange {
  category: HeadcountCategory;
  change: number;
  clientRef: string;
  /** When the device made it, for a change sent late. */
  madeAt: string | undefined;
}

export const BELOW_ZERO = 'This count is already at 0 here: there is no one to take off.';

/** This station's count and the total for one category at the occurrence. */
async function headcountAt(db: Db, at: At, stationId: number, category: string): Promise<StationHeadcount> {
  return (await headcountsAt(db, at, stationId)).find((row) => row.category === category)!;
}

/** The count where a change this station sent before landed (found by its client_ref), or null. */
export async function headcountOfSentChange(db: Db, stationId: number, clientRef: string): Promise<StationHeadcount | null> {
  const [earlier] = await db
    .select({ service_id: headcountChanges.serviceId, date: headcountChanges.date, category: headcountChanges.category })
    .from(headcountChanges)
    .where(and(eq(headcountChanges.source, stationSource(stationId)), eq(headcountChanges.clientRef, clientRef)));
  return earlier ? headcountAt(db, earlier, stationId, earlier.category) : null;
}

/**
 * Adds a change to this station's count, in one transaction with the change itself, so the count
 * is always the sum of the changes. The same change sent twice at once counts once (`counted`
 * false for the second). A change that would take the station's count below 0 is refused with a
 * 422: the counter never shows a negative, so such a change is a mistake.
 */
export async function addHeadcountChange(
  db: Db, occurrence: At, stationId: number, { category, change, clientRef, madeAt }: HeadcountChange,
): Promise<{ counted: boolean; headcount: StationHeadcount }> {
  const source = stationSource(stationId);
  const counted = await db.transaction(async (tx) => {
    const [added] = await tx
      .insert(headcountChanges)
      .values({ serviceId: occurrence.service_id, date: occurrence.date, category, source, change, clientRef, madeAt: madeAt ? new Date(madeAt) : null })
      .onConflictDoNothing({ target: [headcountChanges.source, headcountChanges.clientRef] })
      .returning({ id: headcountChanges.id });
    if (!added) return false;
    if (!(await countChange(tx, { ...occurrence, category, source }, change))) throw validationFailed({ change: [BELOW_ZERO] });
    return true;
  });
  if (!counted) return { counted, headcount: (await headcountOfSentChange(db, stationId, clientRef))! };
  return { counted, headcount: await headcountAt(db, occurrence, stationId, category) };
}

/**
 * Adds the change to the source's count; false when it would go below 0. Each statement locks the
 * count's row and reads its latest value, so changes made at the same moment all count.
 */
async function countChange(db: Db, key: At & { category: string; source: string }, change: number): Promise<boolean> {
  if (change > 0) {
    await db
      .insert(headcounts)
      .values({ serviceId: key.service_id, date: key.date, category: key.category, source: key.source, count: change })
      .onConflictDoUpdate({ target: [headcounts.serviceId, headcounts.date, headcounts.category, headcounts.source], set: { count: sql`${headcounts.count} + ${change}`, updatedAt: new Date() } });
    return true;
  }
  const updated = await db
    .update(headcounts)
    .set({ count: sql`${headcounts.count} + ${change}`, updatedAt: new Date() })
    .where(and(
      eq(headcounts.serviceId, key.service_id), eq(headcounts.date, key.date), eq(headcounts.category, key.category), eq(headcounts.source, key.source),
      sql`${headcounts.count} + ${change} >= 0`,
    ))
    .returning({ count: headcounts.count });
  return updated.length > 0;
}

/** Which of these people already have a record at the occurrence. */
export async function checkedInAmong(db: Db, occurrence: At | null, userIds: readonly number[]): Promise<Set<number>> {
  if (!occurrence || userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: attendance.userId })
    .from(attendance)
    .where(and(sql`${attendance.userId} = any(${intArray(userIds)})`, eq(attendance.serviceId, occurrence.service_id), eq(attendance.attendedOn, occurrence.date)));
  return new Set(rows.map((row) => row.userId));
}
