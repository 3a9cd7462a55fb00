import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { formatChurchDate, formatChurchTime, isoWithOffset } from '@church/contracts/church-time';
import type { PlaceState, ServingPlace } from '@church/contracts/teams';
import { fullName } from '@church/contracts/user';
import type { Db } from '../db/client';
import { rotaPlaces, teamPositions, teams, users } from '../db/schema';
import { occurrencesIn } from '../schedule/occurrences';

// Rota places as the people on them are told about them: the team, position, service, day and
// start, and whose place it is.

/** A place as its person sees it, and who they are. */
export type Place = ServingPlace & { person_id: number; full_name: string };
/** The place as its person is shown it (their own name left out). */
export const asServing = ({ person_id: _person, full_name: _name, ...place }: Place): ServingPlace => place;

/** The places `where` picks, by day; a place whose service is no longer held that day is left out. */
export async function placesWhere(db: Db, where: SQL | undefined): Promise<Place[]> {
  const rows = await db
    .select({
      id: rotaPlaces.id, teamId: rotaPlaces.teamId, teamName: teams.name, positionId: rotaPlaces.positionId, positionName: teamPositions.name,
      serviceId: rotaPlaces.serviceId, date: rotaPlaces.servedOn, userId: rotaPlaces.userId, firstName: users.firstName, lastName: users.lastName,
      state: sql<PlaceState>`${rotaPlaces.state}`,
    })
    .from(rotaPlaces)
    .innerJoin(teams, eq(teams.id, rotaPlaces.teamId))
    .innerJoin(teamPositions, eq(teamPositions.id, rotaPlaces.positionId))
    .innerJoin(users, eq(users.id, rotaPlaces.userId))
    .where(where)
    .orderBy(asc(rotaPlaces.servedOn), asc(rotaPlaces.id));
  if (rows.length === 0) return [];
  const occurrences = await occurrencesIn(db, rows[0].date, rows[rows.length - 1].date);
  return rows.flatMap((row) => {
    const o = occurrences.find((candidate) => candidate.service_id === row.serviceId && candidate.date === row.date);
    return o ? [{
      id: row.id, team_id: row.teamId, team_name: row.teamName, position_id: row.positionId, position_name: row.positionName,
      service_id: row.serviceId, service_name: o.service_name, date: row.date, starts_at: isoWithOffset(o.starts_at), state: row.state,
      person_id: row.userId, full_name: fullName(row.firstName, row.lastName),
    }] : [];
  });
}

/** "Sunday, Dec 13, 2026 at 9:00 AM": the place's day and start, in the church's time. */
export const when = (place: ServingPlace) => `${formatChurchDate(place.date)} at ${formatChurchTime(new Date(place.starts_at))}`;
