import { and, asc, between, eq, gte, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { addDays, formatChurchDate, formatChurchTime, isoWithOffset } from '@church/contracts/church-time';
import { pathTo } from '@church/contracts/site-map';
import type { PlaceState, RotaAnswer, ServingPlace } from '@church/contracts/teams';
import { fullName } from '@church/contracts/user';
import type { Db } from '../db/client';
import { rotaPlaces, teamPositions, teams, users } from '../db/schema';
import { notify } from '../notifications/notify';
import { occurrencesIn } from '../schedule/occurrences';
import { askedSubject, claimAnswerToken, spendAnswerLinks } from './answer-links';
import { blockedDays } from './blockouts';
import { standIns } from './propose';
import { findTeam } from './teams';

// Asking and answering. A leader publishes the team's drafts: each becomes 'asked' and its person
// is notified (the bell, and a mail with Accept / Decline links as their preference says). An
// answer comes from a link (no sign-in) or from the person's dashboard; a decline frees the place
// and tells the team's leaders at once, with up to STAND_INS people who could take it.

/** How many stand-ins a decline names, best first. */
export const STAND_INS = 3;
/** How far ahead a person's places are listed on their dashboard. */
export const SERVING_AHEAD_DAYS = 91;

/** A place as its person sees it, and who they are. */
type Place = ServingPlace & { person_id: number; full_name: string };

async function placesWhere(db: Db, where: SQL | undefined): Promise<Place[]> {
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
  // The service's name and start; a place whose service is no longer held that day is left out.
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

const when = (place: ServingPlace) => `${formatChurchDate(place.date)} at ${formatChurchTime(new Date(place.starts_at))}`;
/** What an answer says back, by the link or the dashboard. */
export const answerMessage = (place: ServingPlace) => place.state === 'accepted'
  ? `Thank you: you serve as ${place.position_name} at ${place.service_name}, ${when(place)}.`
  : `You declined ${place.position_name} on ${formatChurchDate(place.date)}; ${place.team_name}’s leaders were told.`;
const asServing = ({ person_id: _person, full_name: _name, ...place }: Place): ServingPlace => place;

/**
 * Asks the people of the team's drafts from `from` (not before today) to `to`: each becomes
 * 'asked' and its person is notified. Answers how many were asked.
 */
export async function publishPlans(db: Db, teamId: number, from: string, to: string, today: string, now: Date): Promise<number> {
  const asked = await db.update(rotaPlaces).set({ state: 'asked', askedAt: now })
    .where(and(eq(rotaPlaces.teamId, teamId), eq(rotaPlaces.state, 'draft'), between(rotaPlaces.servedOn, from > today ? from : today, to)))
    .returning({ id: rotaPlaces.id });
  if (asked.length === 0) return 0;
  const places = await placesWhere(db, inArray(rotaPlaces.id, asked.map((a) => a.id)));
  await notify(db, places.map((place) => ({
    userId: place.person_id, kind: 'rota_asked' as const, subject: askedSubject(place.id), day: today, link: pathTo('members', 'dashboard'),
    title: `Can you serve as ${place.position_name} on ${formatChurchDate(place.date)}?`,
    body: `${place.team_name} asks you to serve as ${place.position_name} at ${place.service_name}, ${when(place)}. Accept or decline with the links in this mail, or on your dashboard.`,
  })));
  return asked.length;
}

/** The person's places from `today` on (SERVING_AHEAD_DAYS ahead) that they were asked for. */
export async function myServing(db: Db, userId: number, today: string): Promise<ServingPlace[]> {
  const places = await placesWhere(db, and(eq(rotaPlaces.userId, userId), between(rotaPlaces.servedOn, today, addDays(today, SERVING_AHEAD_DAYS)), ne(rotaPlaces.state, 'draft')));
  return places.map(asServing);
}

export type AnswerRefusal = 'unknown' | 'used' | 'past' | 'declined';

/**
 * Answers a place, once: by a link's token (no sign-in), or by its own person (`by.userId`; a
 * place of someone else, or one not asked yet, is 'unknown', as if it did not exist). An asked
 * or accepted place may be accepted or declined; a declined one stays declined (it is offered to
 * others). Any answer spends the place's links. A decline tells the team's leaders with stand-ins.
 */
export async function answerPlace(db: Db, by: { token: string } | { placeId: number; userId: number }, answer: RotaAnswer, today: string, now: Date): Promise<ServingPlace | AnswerRefusal> {
  const result = await db.transaction(async (transaction): Promise<{ placeId: number; declined: boolean } | AnswerRefusal> => {
    const tx = transaction as unknown as Db;
    const claimed = 'token' in by ? await claimAnswerToken(tx, by.token, now) : { placeId: by.placeId };
    if (claimed === null) return 'unknown';
    if (claimed === 'used') return 'used';
    const [place] = await tx.select({ userId: rotaPlaces.userId, state: rotaPlaces.state, date: rotaPlaces.servedOn }).from(rotaPlaces).where(eq(rotaPlaces.id, claimed.placeId)).for('update');
    if (!place || place.state === 'draft' || ('userId' in by && place.userId !== by.userId)) return 'unknown';
    if (place.date < today) return 'past';
    if (place.state === 'declined') return answer === 'decline' ? { placeId: claimed.placeId, declined: false } : 'declined';
    const state = answer === 'accept' ? 'accepted' : 'declined';
    await tx.update(rotaPlaces).set({ state, answeredAt: now }).where(eq(rotaPlaces.id, claimed.placeId));
    await spendAnswerLinks(tx, claimed.placeId, now);
    return { placeId: claimed.placeId, declined: state === 'declined' };
  });
  if (typeof result === 'string') return result;
  const [place] = await placesWhere(db, eq(rotaPlaces.id, result.placeId));
  // Its service is no longer held that day: the answer stands, and there is nothing to show or to fill.
  if (!place) return 'past';
  if (result.declined) await tellLeadersOfDecline(db, place, today);
  return asServing(place);
}

/** The team's leaders (not the person who declined) are told at once, with who could stand in, best first. */
async function tellLeadersOfDecline(db: Db, place: Place, today: string): Promise<void> {
  const team = await findTeam(db, place.team_id);
  if (!team) return;
  const leaders = team.members.filter((m) => m.is_leader && m.id !== place.person_id);
  if (leaders.length === 0) return;
  const candidates = await standIns(db, team, place, STAND_INS);
  const who = candidates.length === 0
    ? 'Nobody else in the team is free to stand in.'
    : `Who could stand in, best first: ${candidates.map((c, i) => `${i + 1}. ${c.full_name}`).join(', ')}.`;
  await notify(db, leaders.map((leader) => ({
    userId: leader.id, kind: 'rota_declined' as const, subject: `${askedSubject(place.id)}:declined`, day: today, link: null,
    title: `${place.full_name} cannot serve as ${place.position_name} on ${formatChurchDate(place.date)}`,
    body: `${place.full_name} declined ${place.position_name} (${place.team_name}) at ${place.service_name}, ${when(place)}. The place is open again. ${who}`,
  })));
}

/**
 * A blockout or an absence added after someone was asked: each of their asked or accepted places
 * from `today` on that falls on a day they cannot serve is declined, as if they had said so.
 */
export async function declineBlockedPlaces(db: Db, userId: number, today: string, now: Date): Promise<number> {
  const open = await db.select({ id: rotaPlaces.id, date: rotaPlaces.servedOn }).from(rotaPlaces)
    .where(and(eq(rotaPlaces.userId, userId), gte(rotaPlaces.servedOn, today), inArray(rotaPlaces.state, ['asked', 'accepted'])))
    .orderBy(asc(rotaPlaces.servedOn));
  if (open.length === 0) return 0;
  const blocked = (await blockedDays(db, [userId], open[0].date, open[open.length - 1].date)).get(userId) ?? [];
  const hit = open.filter((place) => blocked.some((range) => range.from <= place.date && place.date <= range.to));
  for (const place of hit) await answerPlace(db, { placeId: place.id, userId }, 'decline', today, now);
  return hit.length;
}

