import { and, asc, between, eq, gte, inArray, ne } from 'drizzle-orm';
import { addDays, formatChurchDate } from '@church/contracts/church-time';
import { pathTo } from '@church/contracts/site-map';
import type { PublishedPlans, RotaAnswer, ServingPlace } from '@church/contracts/teams';
import type { Db } from '../db/client';
import { rotaPlaces, teams, users } from '../db/schema';
import { notify } from '../notifications/notify';
import { askedSubject, claimAnswerToken, peekAnswerToken, spendAnswerLinks } from './answer-links';
import { blockedDays } from './blockouts';
import { asServing, type Place, placesWhere, when } from './places';
import { standIns } from './propose';
import { answerSwap, cancelOpenSwap, openSwapAsking, swapsOf } from './swaps';
import { findTeam } from './teams';
import { leadersOrAdmins, noLeaderSentence } from './told';

// Asking and answering. A leader publishes the team's drafts: each becomes 'asked' and its person
// is notified (the bell, and a mail with Accept / Decline links as their preference says). An
// answer comes from a link (no sign-in) or from the person's dashboard; a decline frees the place
// and tells the team's leaders at once, with up to STAND_INS people who could take it.

/** How many stand-ins a decline names, best first. */
export const STAND_INS = 3;
/** How far ahead a person's places are listed on their dashboard. */
export const SERVING_AHEAD_DAYS = 91;

/** What an answer says back, by the link or the dashboard (a swap declined tells the one who asked). */
export const answerMessage = (place: ServingPlace) => {
  if (place.state === 'accepted') return `Thank you: you serve as ${place.position_name} at ${place.service_name}, ${when(place)}.`;
  if (place.swap?.direction === 'asked') return `You declined to take ${place.swap.full_name}’s place as ${place.position_name} on ${formatChurchDate(place.date)}; they were told.`;
  return `You declined ${place.position_name} on ${formatChurchDate(place.date)}; ${place.team_name}’s leaders were told.`;
};

/**
 * Asks the people of the team's drafts from `from` (not before today) to `to`: each becomes
 * 'asked' and its person is notified. A draft whose person is blocked out or away that day is
 * not asked: it stays a draft, and the answer names it for the leader to change.
 */
export async function publishPlans(db: Db, teamId: number, from: string, to: string, today: string, now: Date): Promise<PublishedPlans> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // A leader's write to the team, and a blockout added for one of its people, wait for this
    // (rows locked as writePlan locks them: the team, then the people in id order), so nobody
    // blocked out by the time it is saved is asked.
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
    const drafts = await tx.select({ id: rotaPlaces.id, userId: rotaPlaces.userId, date: rotaPlaces.servedOn }).from(rotaPlaces)
      .where(and(eq(rotaPlaces.teamId, teamId), eq(rotaPlaces.state, 'draft'), between(rotaPlaces.servedOn, from > today ? from : today, to)));
    if (drafts.length === 0) return { asked: 0, not_asked: [] };
    const people = [...new Set(drafts.map((d) => d.userId))].sort((a, b) => a - b);
    await tx.select({ id: users.id }).from(users).where(inArray(users.id, people)).orderBy(asc(users.id)).for('update');
    const dates = drafts.map((d) => d.date).sort();
    const blocked = await blockedDays(tx, people, dates[0], dates[dates.length - 1]);
    const isBlocked = (d: (typeof drafts)[number]) => (blocked.get(d.userId) ?? []).some((range) => range.from <= d.date && d.date <= range.to);
    const toAsk = drafts.filter((d) => !isBlocked(d)).map((d) => d.id);
    const blockedIds = new Set(drafts.filter(isBlocked).map((d) => d.id));
    if (toAsk.length > 0) await tx.update(rotaPlaces).set({ state: 'asked', askedAt: now }).where(inArray(rotaPlaces.id, toAsk));
    const places = await placesWhere(tx, inArray(rotaPlaces.id, drafts.map((d) => d.id)));
    await notify(tx, places.filter((place) => !blockedIds.has(place.id)).map((place) => askingNotice(place, today)));
    const notAsked = places.filter((place) => blockedIds.has(place.id))
      .map((place) => ({ place_id: place.id, full_name: place.full_name, position_name: place.position_name, date: place.date }));
    return { asked: toAsk.length, not_asked: notAsked };
  });
}

/** The bell's notice (and mail, with the answer links) asking a place's person to serve. */
export const askingNotice = (place: Place, today: string) => ({
  userId: place.person_id, kind: 'rota_asked' as const, subject: askedSubject(place.id), day: today, link: pathTo('members', 'dashboard'),
  title: `Can you serve as ${place.position_name} on ${formatChurchDate(place.date)}?`,
  body: `${place.team_name} asks you to serve as ${place.position_name} at ${place.service_name}, ${when(place)}. Accept or decline with the links in this mail, or on your dashboard.`,
});

/** What publishing says to the leader: how many were asked, and who was not, why. */
export function publishedMessage(teamName: string, { asked, not_asked: notAsked }: PublishedPlans): string {
  if (asked === 0 && notAsked.length === 0) return `${teamName} has no drafts in those days.`;
  const askedText = `${asked === 1 ? '1 person was' : `${asked} people were`} asked to serve.`;
  if (notAsked.length === 0) return askedText;
  const blocked = notAsked.map((n) => `${n.full_name} (${n.position_name}) is blocked out on ${formatChurchDate(n.date)}`).join('; ');
  return `${askedText} Not asked: ${blocked}. ${notAsked.length === 1 ? 'That place stays a draft' : 'Those places stay drafts'} for you to change.`;
}

/**
 * The person's places from `today` on (SERVING_AHEAD_DAYS ahead) that they were asked for, each
 * with the swap they offered, and the places others ask them to take, by day.
 */
export async function myServing(db: Db, userId: number, today: string): Promise<ServingPlace[]> {
  const ahead = between(rotaPlaces.servedOn, today, addDays(today, SERVING_AHEAD_DAYS));
  const places = await placesWhere(db, and(eq(rotaPlaces.userId, userId), ahead, ne(rotaPlaces.state, 'draft')));
  const swaps = await swapsOf(db, userId, (placeIds) => placesWhere(db, and(inArray(rotaPlaces.id, placeIds), ahead)));
  const own = places.map((place) => ({ ...asServing(place), swap: swaps.offered.get(place.id) ?? null }));
  return [...own, ...swaps.asked].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
}

export type AnswerRefusal = 'unknown' | 'used' | 'past' | 'declined' | 'unfree';

/**
 * Answers a place, once: by a link's token (no sign-in), or by its own person (`by.userId`; a
 * place of someone else, or one not asked yet, is 'unknown', as if it did not exist). An asked
 * or accepted place may be accepted or declined; a declined one stays declined (it is offered to
 * others). Any answer spends the place's links. A decline tells the team's leaders with stand-ins,
 * and ends a swap the person offered. A swap's link, or a place someone asks the person to take,
 * answers that swap.
 */
export async function answerPlace(db: Db, by: { token: string } | { placeId: number; userId: number }, answer: RotaAnswer, today: string, now: Date): Promise<ServingPlace | AnswerRefusal> {
  const swapId = 'token' in by ? await swapOfToken(db, by.token) : await openSwapAsking(db, by.placeId, by.userId);
  if (swapId !== null) return answerSwap(db, swapId, 'token' in by ? by : { userId: by.userId }, answer, today, now);
  const result = await db.transaction(async (transaction): Promise<{ placeId: number; declined: boolean } | AnswerRefusal> => {
    const tx = transaction as unknown as Db;
    const claimed = 'token' in by ? await claimAnswerToken(tx, by.token, now) : { placeId: by.placeId };
    if (claimed === null) return 'unknown';
    if (claimed === 'used') return 'used';
    const [place] = await tx.select({ userId: rotaPlaces.userId, state: rotaPlaces.state, date: rotaPlaces.servedOn }).from(rotaPlaces).where(eq(rotaPlaces.id, claimed.placeId)).for('no key update');
    if (!place || place.state === 'draft' || ('userId' in by && place.userId !== by.userId)) return 'unknown';
    if (place.date < today) return 'past';
    if (place.state === 'declined') return answer === 'decline' ? { placeId: claimed.placeId, declined: false } : 'declined';
    const state = answer === 'accept' ? 'accepted' : 'declined';
    await tx.update(rotaPlaces).set({ state, answeredAt: now }).where(eq(rotaPlaces.id, claimed.placeId));
    await spendAnswerLinks(tx, claimed.placeId, now);
    if (state === 'declined') {
      const [declined] = await placesWhere(tx, eq(rotaPlaces.id, claimed.placeId));
      if (declined) await cancelOpenSwap(tx, declined, today, now);
    }
    return { placeId: claimed.placeId, declined: state === 'declined' };
  });
  if (typeof result === 'string') return result;
  const [place] = await placesWhere(db, eq(rotaPlaces.id, result.placeId));
  // Its service is no longer held that day: the answer stands, and there is nothing to show or to fill.
  if (!place) return 'past';
  if (result.declined) await tellLeadersOfDecline(db, place, today);
  return asServing(place);
}

/** The swap a link's token answers, or null (a place's link, or a token unknown or used: the place's path refuses it). */
async function swapOfToken(db: Db, token: string): Promise<number | null> {
  const peeked = await peekAnswerToken(db, token);
  return peeked !== null && peeked !== 'used' ? peeked.swapId : null;
}

/**
 * The team's leaders (not the person who declined) are told at once, with who could stand in,
 * best first; a team with no other leader has the church's admins told instead, so a decline
 * never goes unseen.
 */
async function tellLeadersOfDecline(db: Db, place: Place, today: string): Promise<void> {
  const team = await findTeam(db, place.team_id);
  if (!team) return;
  const { ids: told, noLeader } = await leadersOrAdmins(db, team, [place.person_id]);
  if (told.length === 0) return;
  const candidates = await standIns(db, team, place, STAND_INS);
  const who = candidates.length === 0
    ? 'Nobody else in the team is free to stand in.'
    : `Who could stand in, best first: ${candidates.map((c, i) => `${i + 1}. ${c.full_name}`).join(', ')}.`;
  await notify(db, told.map((userId) => ({
    userId, kind: 'rota_declined' as const, subject: `${askedSubject(place.id)}:declined`, day: today, link: `${pathTo('leaders', 'teams')}?team=${place.team_id}`,
    title: `${place.full_name} cannot serve as ${place.position_name} on ${formatChurchDate(place.date)}`,
    body: `${place.full_name} declined ${place.position_name} (${place.team_name}) at ${place.service_name}, ${when(place)}. The place is open again. ${who}${noLeader ? noLeaderSentence(place.team_name) : ''}`,
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

