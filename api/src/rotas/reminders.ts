import { and, asc, between, eq, inArray, isNull } from 'drizzle-orm';
import { addDays, formatChurchDate, todayInChurch } from '@church/contracts/church-time';
import { pathTo } from '@church/contracts/site-map';
import type { Db } from '../db/client';
import { rotaPlaces } from '../db/schema';
import { notify } from '../notifications/notify';
import { askedSubject } from './answer-links';
import { placesWhere, when } from './places';

// The reminder before a service: each accepted place whose day is at most `days` ahead is
// reminded once. The statement that picks a place marks it (reminded_at) in the transaction that
// stores its notification, skipping places another run holds, so two runs at once, a run
// repeated, or one after a restart never remind twice; a place accepted late, or a run missed,
// is reminded by the next run while its service is still to come.

/** Reminds the people of the accepted places from today to `days` ahead whose service has not begun; answers how many were reminded. */
export async function remindServing(db: Db, now: Date, days: number): Promise<number> {
  const today = todayInChurch(now);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const due = tx.select({ id: rotaPlaces.id }).from(rotaPlaces)
      .where(and(eq(rotaPlaces.state, 'accepted'), isNull(rotaPlaces.remindedAt), between(rotaPlaces.servedOn, today, addDays(today, days))))
      .orderBy(asc(rotaPlaces.id)).for('update', { skipLocked: true });
    const picked = await tx.update(rotaPlaces).set({ remindedAt: now }).where(inArray(rotaPlaces.id, due)).returning({ id: rotaPlaces.id });
    if (picked.length === 0) return 0;
    // A service already begun (today's, earlier) or no longer held that day is marked and not reminded.
    const places = (await placesWhere(tx, inArray(rotaPlaces.id, picked.map((p) => p.id)))).filter((place) => new Date(place.starts_at) > now);
    const made = await notify(tx, places.map((place) => ({
      userId: place.person_id, kind: 'rota_reminder' as const, subject: `${askedSubject(place.id)}:reminder`, day: today, link: pathTo('members', 'dashboard'),
      title: `You serve as ${place.position_name} on ${formatChurchDate(place.date)}`,
      body: `A reminder: you serve as ${place.position_name} (${place.team_name}) at ${place.service_name}, ${when(place)}. If you can no longer come, decline on your dashboard so your team’s leaders can ask someone else.`,
    })));
    return made.length;
  });
}
