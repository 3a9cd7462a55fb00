import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Occurrence } from '@church/contracts/attendance-rules';
import type { Db } from '../db/client';
import { rotaPlaces, teamPositions, teams, users } from '../db/schema';

// Who serves at an occurrence, as the door shows it: the accepted places only (an asked or declined
// place is not someone to expect), names only (no email, no phone), active people.

export interface ServingAt {
  person_id: number;
  first_name: string;
  last_name: string;
  team_name: string;
  position_name: string;
}

/** The accepted places at the occurrence (of `userId` alone when given), by team, position and name. */
export async function servingAt(db: Db, occurrence: Pick<Occurrence, 'service_id' | 'date'>, userId?: number): Promise<ServingAt[]> {
  return db
    .select({ person_id: users.id, first_name: users.firstName, last_name: users.lastName, team_name: teams.name, position_name: teamPositions.name })
    .from(rotaPlaces)
    .innerJoin(teams, eq(teams.id, rotaPlaces.teamId))
    .innerJoin(teamPositions, eq(teamPositions.id, rotaPlaces.positionId))
    .innerJoin(users, eq(users.id, rotaPlaces.userId))
    .where(and(
      eq(rotaPlaces.serviceId, occurrence.service_id), eq(rotaPlaces.servedOn, occurrence.date), eq(rotaPlaces.state, 'accepted'), isNull(users.deactivatedAt),
      userId === undefined ? undefined : eq(rotaPlaces.userId, userId),
    ))
    .orderBy(asc(teams.name), asc(teamPositions.name), asc(users.lastName), asc(users.firstName), asc(rotaPlaces.id));
}
