import { and, asc, between, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Occurrence, occurrenceKey } from '@church/contracts/attendance-rules';
import { isoWithOffset, weekOfMonth } from '@church/contracts/church-time';
import type { PlaceState, PlanOccurrence, PutPlan, Team } from '@church/contracts/teams';
import { fullName } from '@church/contracts/user';
import type { Db } from '../db/client';
import { rotaPlaces, teamPositions, teams, users } from '../db/schema';
import { overlaps, type PlannedPlace } from './auto-schedule';
import { blockedDays } from './blockouts';
import { placesWhere } from './places';
import { findTeam } from './teams';
import { tellWithdrawn } from './withdrawn';

// A team's rota: the places at each service occurrence, read as a grid and written one
// occurrence at a time by the team's leaders. A place written here is a draft: nobody is asked.

/**
 * How long a service lasts for the rota's conflicts: services have a start and no end, so two
 * services starting less than this apart share their volunteers' time (decision 0064).
 */
export const SERVICE_LENGTH_MS = 2 * 60 * 60 * 1000;

/** The occurrences a team serves: not cancelled, in the team's weeks of the month. */
export const servedBy = (team: Pick<Team, 'weeks_of_month'>, occurrences: readonly Occurrence[]) =>
  occurrences.filter((o) => !o.cancelled && (team.weeks_of_month.length === 0 || team.weeks_of_month.includes(weekOfMonth(o.date))));

/** An occurrence as the stretch of time its volunteers serve. */
export const servingTime = (o: Occurrence) => ({ starts_at: o.starts_at.getTime(), ends_at: o.starts_at.getTime() + SERVICE_LENGTH_MS });
const overlap = (a: Occurrence, b: Occurrence) => overlaps(servingTime(a), servingTime(b));

interface PlaceRow {
  teamId: number;
  teamName: string;
  positionId: number;
  positionName: string;
  serviceId: number;
  date: string;
  userId: number;
  firstName: string;
  lastName: string;
  state: PlaceState;
}

/** Places from `from` to `to`: the team's (`teamId`), or every team's of `userIds`. */
function placeRows(db: Db, from: string, to: string, where: { teamId?: number; userIds?: readonly number[] }): Promise<PlaceRow[]> {
  if (where.userIds && where.userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      teamId: rotaPlaces.teamId, teamName: teams.name, positionId: rotaPlaces.positionId, positionName: teamPositions.name, serviceId: rotaPlaces.serviceId,
      date: rotaPlaces.servedOn, userId: rotaPlaces.userId, firstName: users.firstName, lastName: users.lastName, state: sql<PlaceState>`${rotaPlaces.state}`,
    })
    .from(rotaPlaces)
    .innerJoin(teams, eq(teams.id, rotaPlaces.teamId))
    .innerJoin(teamPositions, eq(teamPositions.id, rotaPlaces.positionId))
    .innerJoin(users, eq(users.id, rotaPlaces.userId))
    .where(and(
      between(rotaPlaces.servedOn, from, to),
      where.teamId === undefined ? undefined : eq(rotaPlaces.teamId, where.teamId),
      where.userIds === undefined ? undefined : inArray(rotaPlaces.userId, [...where.userIds]),
    ))
    .orderBy(asc(rotaPlaces.servedOn), asc(teamPositions.name), asc(users.lastName), asc(users.firstName));
}

/** The team's rota for the occurrences it serves among `occurrences`, each with its places. */
export async function teamPlan(db: Db, team: Team, occurrences: readonly Occurrence[], from: string, to: string): Promise<PlanOccurrence[]> {
  const rows = await placeRows(db, from, to, { teamId: team.id });
  return servedBy(team, occurrences).map((o) => ({
    service_id: o.service_id, service_name: o.service_name, date: o.date, starts_at: isoWithOffset(o.starts_at),
    places: rows.filter((r) => r.serviceId === o.service_id && r.date === o.date)
      .map((r) => ({ position_id: r.positionId, person_id: r.userId, full_name: fullName(r.firstName, r.lastName), state: r.state })),
  }));
}

/**
 * Writes the team's places at one occurrence: those listed stay or are added (as drafts), the
 * others go (an asked or accepted person is told); a place that stays keeps its answer. Refused, with each assignment's reason by its
 * index, when a person is not in the team for that position, is blocked out that day, is on
 * another place at the same time (in any team), or a position gets more people than it needs.
 */
export async function writePlan(db: Db, teamId: number, occurrence: Occurrence, sameDay: readonly Occurrence[], input: PutPlan, today: string): Promise<{ errors: Record<string, string[]> } | { written: true } | null> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // The checks and the write are one step: writes to the team wait on its row, and writes that
    // place the same people (in any team) or add their blockouts wait on their rows, taken in id
    // order so two writes never wait on each other.
    const locked = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
    if (locked.length === 0) return null;
    const people = input.assignments.map((a) => a.person_id);
    const distinct = [...new Set(people)].sort((a, b) => a - b);
    if (distinct.length > 0) await tx.select({ id: users.id }).from(users).where(inArray(users.id, distinct)).orderBy(asc(users.id)).for('update');
    const team = (await findTeam(tx, teamId))!;
    const errors = await refusals(tx, team, occurrence, sameDay, input);
    if (errors) return { errors };
    const at = and(eq(rotaPlaces.teamId, team.id), eq(rotaPlaces.serviceId, occurrence.service_id), eq(rotaPlaces.servedOn, occurrence.date));
    const wanted = new Set(input.assignments.map((a) => `${a.position_id}:${a.person_id}`));
    const existing = await tx.select({ id: rotaPlaces.id, positionId: rotaPlaces.positionId, userId: rotaPlaces.userId, state: rotaPlaces.state }).from(rotaPlaces).where(at);
    const gone = existing.filter((p) => !wanted.has(`${p.positionId}:${p.userId}`));
    // Someone asked, or who accepted, is told when their place is taken away (not for a service already held).
    const told = occurrence.date >= today ? gone.filter((p) => p.state === 'asked' || p.state === 'accepted').map((p) => p.id) : [];
    const withdrawn = told.length > 0 ? await placesWhere(tx, inArray(rotaPlaces.id, told)) : [];
    if (gone.length > 0) await tx.delete(rotaPlaces).where(inArray(rotaPlaces.id, gone.map((p) => p.id)));
    await tellWithdrawn(tx, withdrawn, today);
    if (input.assignments.length > 0) {
      await tx.insert(rotaPlaces)
        .values(input.assignments.map((a) => ({ teamId: team.id, positionId: a.position_id, serviceId: occurrence.service_id, servedOn: occurrence.date, userId: a.person_id })))
        .onConflictDoNothing();
    }
    return { written: true as const };
  });
}

/** Each refused assignment's reason by its index (and a position given too many), or null when all may stand. */
async function refusals(db: Db, team: Team, occurrence: Occurrence, sameDay: readonly Occurrence[], input: PutPlan): Promise<Record<string, string[]> | null> {
  const people = input.assignments.map((a) => a.person_id);
  const blocked = await blockedDays(db, people, occurrence.date, occurrence.date);
  const elsewhere = (await placeRows(db, occurrence.date, occurrence.date, { userIds: people }))
    .filter((r) => r.state !== 'declined' && !(r.teamId === team.id && r.serviceId === occurrence.service_id));
  const refusal = ({ position_id: positionId, person_id: personId }: PutPlan['assignments'][number], i: number): [string, string] | null => {
    const position = team.positions.find((p) => p.id === positionId);
    const member = team.members.find((m) => m.id === personId);
    if (!position) return ['position_id', `${team.name} has no position with id ${positionId}`];
    if (!member) return ['person_id', `No one with id ${personId} serves in ${team.name}`];
    if (!member.position_ids.includes(positionId)) return ['person_id', `${member.full_name} does not serve as ${position.name}`];
    if (people.indexOf(personId) < i) return ['person_id', `${member.full_name} is given two places at this service`];
    if ((blocked.get(personId) ?? []).length > 0) return ['person_id', `${member.full_name} is blocked out on ${occurrence.date}`];
    const clash = elsewhere.find((r) => r.userId === personId && sameDay.some((o) => o.service_id === r.serviceId && overlap(o, occurrence)));
    if (clash) return ['person_id', `${member.full_name} already serves as ${clash.positionName} (${clash.teamName}) at that time`];
    return null;
  };
  const errors: Record<string, string[]> = {};
  input.assignments.forEach((assignment, i) => {
    const refused = refusal(assignment, i);
    if (refused) errors[`assignments.${i}.${refused[0]}`] = [refused[1]];
  });
  const overfull = team.positions
    .map((position) => ({ position, given: input.assignments.filter((a) => a.position_id === position.id).length }))
    .filter(({ position, given }) => given > position.needed)
    .map(({ position, given }) => `${position.name} needs ${position.needed}, not ${given}`);
  if (overfull.length > 0) errors.assignments = overfull;
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * What the scheduler needs of the places already made from `from` to `to`: the team's own (kept,
 * declined; read by team, so a place of someone since deactivated stays taken), the times its
 * members serve in other teams, and the last day each served in the team before `from`.
 */
export async function placesAround(db: Db, team: Team, occurrences: readonly Occurrence[], from: string, to: string) {
  const memberIds = team.members.map((m) => m.id);
  const [own, theirs, last] = await Promise.all([
    placeRows(db, from, to, { teamId: team.id }),
    placeRows(db, from, to, { userIds: memberIds }),
    memberIds.length === 0 ? [] : db.select({ userId: rotaPlaces.userId, last: sql<string>`max(${rotaPlaces.servedOn})::text` }).from(rotaPlaces)
      .where(and(eq(rotaPlaces.teamId, team.id), inArray(rotaPlaces.userId, memberIds), sql`${rotaPlaces.servedOn} < ${from}`, ne(rotaPlaces.state, 'declined')))
      .groupBy(rotaPlaces.userId),
  ]);
  const byKey = new Map(occurrences.map((o) => [occurrenceKey(o.service_id, o.date), o]));
  const planned: PlannedPlace[] = own.map((r) => ({ service_id: r.serviceId, date: r.date, position_id: r.positionId, person_id: r.userId, state: r.state }));
  const elsewhere = theirs.filter((r) => r.teamId !== team.id && r.state !== 'declined' && byKey.has(occurrenceKey(r.serviceId, r.date)))
    .map((r) => ({ person_id: r.userId, ...servingTime(byKey.get(occurrenceKey(r.serviceId, r.date))!) }));
  return { planned, elsewhere, lastServed: new Map(last.map((l) => [l.userId, l.last])) };
}
