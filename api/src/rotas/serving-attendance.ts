import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ATTENDED_CATEGORY, serviceCategoriesFor } from '@church/contracts/service-categories';
import { addDays, todayInChurch } from '@church/contracts/church-time';
import { insertMarks, type Mark } from '../attendance/recording';
import type { Db } from '../db/client';
import { roles, rotaPlaces, userRoles, users } from '../db/schema';
import { heldOccurrences } from '../schedule/occurrences';
import { blockedDays } from './blockouts';

// Serving counts as attending: a person on an accepted place is recorded at that occurrence, by the
// team's rota, once the service is held and its marking window has closed (three hours after the
// start), so their own check-in or a station's, made while it was open, stays the record. The
// category is "I attended" (Others): the rota knows they were there, not whether they served before
// or after the service, and every role may have it.
// Nothing is recorded for a person who is marked absent (an announced absence or a blockout that
// day), deactivated, or already has a record there (kept as it is); nor for a place declined or a
// service cancelled. The statement that picks a place marks it settled (attendance_settled_at) in
// the transaction that records it, skipping places another run holds: two runs at once, a run
// repeated, or a record removed later (a leader's "absent") never make a record again.

/** How far back a run looks for places to settle: a job missed for up to a week catches up. */
export const SETTLE_DAYS_BACK = 7;

/** Records the accepted places of occurrences held and closed by `now`; answers how many records were made. */
export async function recordServingAsAttending(db: Db, now: Date): Promise<number> {
  const today = todayInChurch(now);
  const from = addDays(today, -SETTLE_DAYS_BACK);
  const held = await heldOccurrences(db, from, today, now, { closed: true });
  if (held.length === 0) return 0;
  const ofHeld = sql`(${rotaPlaces.serviceId}, ${rotaPlaces.servedOn}) in (${sql.join(held.map((o) => sql`(${o.service_id}::int, ${o.date}::date)`), sql`, `)})`;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const due = tx.select({ id: rotaPlaces.id }).from(rotaPlaces)
      .where(and(eq(rotaPlaces.state, 'accepted'), isNull(rotaPlaces.attendanceSettledAt), ofHeld))
      .orderBy(asc(rotaPlaces.id)).for('update', { skipLocked: true });
    const picked = await tx.update(rotaPlaces).set({ attendanceSettledAt: now }).where(inArray(rotaPlaces.id, due))
      .returning({ teamId: rotaPlaces.teamId, userId: rotaPlaces.userId, serviceId: rotaPlaces.serviceId, date: rotaPlaces.servedOn });
    if (picked.length === 0) return 0;
    const attending = await whoMayAttend(tx, picked.map((p) => p.userId), from, today);
    const byTeam = new Map<number, Mark[]>();
    for (const place of picked) {
      if (!attending.get(place.userId)?.(place.date)) continue;
      const marks = byTeam.get(place.teamId) ?? [];
      marks.push({ userId: place.userId, serviceId: place.serviceId, date: place.date, category: ATTENDED_CATEGORY });
      byTeam.set(place.teamId, marks);
    }
    let made = 0;
    // Team by team in id order: one serving in two teams at once is recorded by the first.
    for (const [teamId, marks] of [...byTeam].sort(([a], [b]) => a - b)) made += (await insertMarks(tx, marks, { kind: 'rota', teamId })).length;
    return made;
  });
}

/**
 * For each active person of `userIds` whose roles offer "I attended", whether they may be recorded
 * on a day from `from` to `to`: not on a day their announced absences or blockouts cover.
 */
async function whoMayAttend(db: Db, userIds: readonly number[], from: string, to: string): Promise<Map<number, (day: string) => boolean>> {
  const ids = [...new Set(userIds)];
  const people = await db
    .select({ id: users.id, roles: sql<string[]>`coalesce(array_agg(${roles.name}) filter (where ${roles.name} is not null), '{}')` })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(inArray(users.id, ids), isNull(users.deactivatedAt)))
    .groupBy(users.id);
  const blocked = await blockedDays(db, ids, from, to);
  return new Map(people
    .filter((person) => serviceCategoriesFor(person.roles).includes(ATTENDED_CATEGORY))
    .map((person) => [person.id, (day: string) => !(blocked.get(person.id) ?? []).some((s) => s.from <= day && day <= s.to)]));
}
