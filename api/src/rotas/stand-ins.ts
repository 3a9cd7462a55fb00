import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rotaPlaces, teams, users } from '../db/schema';
import { notify } from '../notifications/notify';
import { askingNotice, STAND_INS } from './asking';
import { type Place, placesWhere } from './places';
import { type RankedStandIn, rankedStandIns, standIns } from './propose';
import { findTeam } from './teams';

// A place freed by a decline, filled in one tap: the team's leaders see the stand-ins the decline's
// notice named (the scheduler's, best first) and ask one. The one asked gets a place of their own,
// asked at once, as publishing asks; the declined place stays, as the record of the decline.

/** Where a stand-in serves: one position at one service on one day. */
export interface Spot {
  service_id: number;
  date: string;
  position_id: number;
}

/** The stand-ins for a spot, best first, each with why. */
export async function standInsFor(db: Db, teamId: number, spot: Spot): Promise<RankedStandIn[]> {
  const team = await findTeam(db, teamId);
  return team ? rankedStandIns(db, team, spot, STAND_INS) : [];
}

export type AskRefusal = 'filled' | 'not_stand_in';

/**
 * Asks `personId` to serve at the spot, if it still has a place open and they are one the
 * scheduler would ask (same position, free, not blocked out). Locks as a leader's write does: the
 * team's row, then the person's.
 */
export async function askStandIn(db: Db, teamId: number, spot: Spot, personId: number, today: string, now: Date): Promise<Place | AskRefusal> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
    await tx.select({ id: users.id }).from(users).where(eq(users.id, personId)).for('update');
    const team = (await findTeam(tx, teamId))!;
    const needed = team.positions.find((p) => p.id === spot.position_id)?.needed ?? 0;
    const at = and(eq(rotaPlaces.teamId, teamId), eq(rotaPlaces.serviceId, spot.service_id), eq(rotaPlaces.servedOn, spot.date), eq(rotaPlaces.positionId, spot.position_id));
    const kept = await tx.select({ id: rotaPlaces.id }).from(rotaPlaces).where(and(at, ne(rotaPlaces.state, 'declined')));
    if (kept.length >= needed) return 'filled';
    // Everyone the scheduler would ask there, not only the first three: the list may have moved since it was shown.
    if (!(await standIns(tx, team, spot, team.members.length)).some((c) => c.person_id === personId)) return 'not_stand_in';
    const [made] = await tx.insert(rotaPlaces)
      .values({ teamId, positionId: spot.position_id, serviceId: spot.service_id, servedOn: spot.date, userId: personId, state: 'asked', askedAt: now })
      .returning({ id: rotaPlaces.id });
    const [place] = await placesWhere(tx, eq(rotaPlaces.id, made.id));
    await notify(tx, [askingNotice(place, today)]);
    return place;
  });
}
