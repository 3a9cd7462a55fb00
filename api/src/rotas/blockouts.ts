import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { type Blockout, BLOCKOUT_MAX_CURRENT, BLOCKOUT_MAX_DAYS, type BlockoutRepeat, type BlockoutRequest, blockedStretches } from '@church/contracts/blockouts';
import { addDays } from '@church/contracts/church-time';
import type { Db } from '../db/client';
import { absences, blockouts, users } from '../db/schema';

// A person's blockouts (contracts/src/blockouts.ts), and every day a rota may not use someone:
// their blockouts and their announced absences, read together.

const toJson = (row: typeof blockouts.$inferSelect): Blockout => ({
  id: row.id, from: row.fromOn, to: row.toOn, repeat: row.repeat as BlockoutRepeat | null, until: row.untilOn, note: row.note,
});

/**
 * Blockouts that may still cover a day from `today` on: a repeating one's last stretch starts by
 * its `until`, so one whose `until` is less than a stretch's longest before today may too.
 */
const notOver = (today: string) => or(
  gte(blockouts.toOn, today),
  and(sql`${blockouts.repeat} is not null`, or(isNull(blockouts.untilOn), gte(blockouts.untilOn, addDays(today, -BLOCKOUT_MAX_DAYS)))),
);

/** The person's blockouts not over by `today`, by first day. */
export async function listBlockouts(db: Db, userId: number, today: string): Promise<Blockout[]> {
  const rows = await db.select().from(blockouts).where(and(eq(blockouts.userId, userId), notOver(today))).orderBy(asc(blockouts.fromOn), asc(blockouts.id));
  return rows.map(toJson);
}

/** The new blockout, 'over' when none of its days is to come, or 'full' when the person has BLOCKOUT_MAX_CURRENT not over. */
export async function addBlockout(db: Db, userId: number, input: BlockoutRequest, today: string): Promise<Blockout | 'over' | 'full'> {
  const days = { from: input.from, to: input.to ?? input.from, repeat: input.repeat ?? null, until: input.repeat ? input.until ?? null : null };
  const comesAgain = days.repeat === null ? days.to >= today : days.until === null || blockedStretches(days, today, addDays(days.until, BLOCKOUT_MAX_DAYS)).length > 0;
  if (!comesAgain) return 'over';
  return db.transaction(async (tx) => {
    // One person's writes wait for each other on their row, so two at once cannot both pass the cap.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [{ current }] = await tx.select({ current: sql<number>`count(*)::int` }).from(blockouts).where(and(eq(blockouts.userId, userId), notOver(today)));
    if (current >= BLOCKOUT_MAX_CURRENT) return 'full';
    const [row] = await tx.insert(blockouts).values({ userId, fromOn: days.from, toOn: days.to, repeat: days.repeat, untilOn: days.until, note: input.note || null }).returning();
    return toJson(row);
  });
}

/** False when the person has no blockout with this id. */
export async function deleteBlockout(db: Db, userId: number, id: number): Promise<boolean> {
  return (await db.delete(blockouts).where(and(eq(blockouts.id, id), eq(blockouts.userId, userId))).returning({ id: blockouts.id })).length > 0;
}

/** For each of `userIds`, the stretches of days from `from` to `to` they cannot serve: their blockouts and their announced absences. */
export async function blockedDays(db: Db, userIds: readonly number[], from: string, to: string): Promise<Map<number, { from: string; to: string }[]>> {
  const blocked = new Map<number, { from: string; to: string }[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return blocked;
  const [away, own] = await Promise.all([
    db.select({ userId: absences.userId, from: absences.fromOn, to: absences.toOn }).from(absences)
      .where(and(inArray(absences.userId, [...userIds]), gte(absences.toOn, from), lte(absences.fromOn, to))),
    db.select().from(blockouts).where(and(inArray(blockouts.userId, [...userIds]), lte(blockouts.fromOn, to), notOver(from))),
  ]);
  for (const a of away) blocked.get(a.userId)!.push({ from: a.from, to: a.to });
  for (const b of own) blocked.get(b.userId)!.push(...blockedStretches({ from: b.fromOn, to: b.toOn, repeat: b.repeat as BlockoutRepeat | null, until: b.untilOn }, from, to));
  return blocked;
}
