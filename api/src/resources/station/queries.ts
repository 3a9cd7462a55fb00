import { and, eq, sql } from 'drizzle-orm';
import type { Occurrence } from '@church/contracts/attendance-rules';
import { HEADCOUNT_CATEGORIES, type HeadcountCategory } from '@church/contracts/headcounts';
import type { StationHeadcount } from '@church/contracts/stations';
import type { Db } from '../../db/client';
import { intArray } from '../../db/sql-helpers';
import { attendance, headcounts } from '../../db/schema';

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

/** Sets this station's count for the occurrence and category (a count sent again replaces its own). */
export async function setHeadcount(db: Db, occurrence: At, stationId: number, category: HeadcountCategory, count: number): Promise<StationHeadcount> {
  await db
    .insert(headcounts)
    .values({ serviceId: occurrence.service_id, date: occurrence.date, category, source: stationSource(stationId), count })
    .onConflictDoUpdate({ target: [headcounts.serviceId, headcounts.date, headcounts.category, headcounts.source], set: { count, updatedAt: new Date() } });
  const all = await headcountsAt(db, occurrence, stationId);
  return all.find((row) => row.category === category)!;
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
