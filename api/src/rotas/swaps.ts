import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { formatChurchDate } from '@church/contracts/church-time';
import { pathTo } from '@church/contracts/site-map';
import type { RotaAnswer, ServingPlace, ServingSwap } from '@church/contracts/teams';
import { fullName } from '@church/contracts/user';
import type { Db } from '../db/client';
import { rotaAnswerTokens, rotaPlaces, rotaSwaps, teams, users } from '../db/schema';
import { notify } from '../notifications/notify';
import { claimAnswerToken, spendSwapLinks, swapSubject } from './answer-links';
import { asServing, type Place, placesWhere, when } from './places';
import { standIns } from './propose';
import { findTeam } from './teams';
import { leadersOrAdmins, noLeaderSentence } from './told';
import { unsendAsks } from './withdrawn';

// Swaps: the person on an accepted place who can no longer serve asks someone of the team to take
// it, chosen among those the scheduler would ask to stand in (same position, not blocked out, not
// serving at that time). The one asked answers by their mail's links or their dashboard: a yes
// makes the place theirs (accepted), frees the one who asked and tells them and the team's
// leaders; a no tells the one who asked, who keeps the place. One open request per place; it
// ends when the place is declined, and goes with the place when a leader takes it away.

export type SwapRefusal = 'unknown' | 'not_accepted' | 'past' | 'open' | 'not_candidate';
export type SwapAnswerRefusal = 'unknown' | 'used' | 'past' | 'unfree';

const dashboard = pathTo('members', 'dashboard');

/** The person's own accepted place to come, or why it cannot be handed on. */
async function ownAcceptedPlace(db: Db, userId: number, placeId: number, today: string): Promise<Place | 'unknown' | 'not_accepted' | 'past'> {
  const [place] = await placesWhere(db, and(eq(rotaPlaces.id, placeId), eq(rotaPlaces.userId, userId)));
  if (!place || place.state === 'draft') return 'unknown';
  if (place.date < today) return 'past';
  return place.state === 'accepted' ? place : 'not_accepted';
}

/** Everyone who could take the place, best first: the stand-ins' rules and ranking, for the whole team. */
async function candidates(db: Db, place: Place): Promise<{ person_id: number; full_name: string }[]> {
  const team = await findTeam(db, place.team_id);
  return team ? standIns(db, team, place, team.members.length) : [];
}

/** Who could take the person's accepted place, best first, or why it cannot be handed on. */
export async function replacementsFor(db: Db, userId: number, placeId: number, today: string): Promise<{ person_id: number; full_name: string }[] | 'unknown' | 'not_accepted' | 'past'> {
  const place = await ownAcceptedPlace(db, userId, placeId, today);
  return typeof place === 'string' ? place : candidates(db, place);
}

/** Asks `personId` to take the person's accepted place: the bell, and a mail with Accept / Decline links. */
export async function proposeSwap(db: Db, userId: number, placeId: number, personId: number, today: string): Promise<ServingPlace | SwapRefusal> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // Two requests at once, or a request and an answer, wait for each other on the place's row.
    await tx.select({ id: rotaPlaces.id }).from(rotaPlaces).where(eq(rotaPlaces.id, placeId)).for('no key update');
    const place = await ownAcceptedPlace(tx, userId, placeId, today);
    if (typeof place === 'string') return place;
    const [open] = await tx.select({ id: rotaSwaps.id }).from(rotaSwaps).where(and(eq(rotaSwaps.placeId, placeId), eq(rotaSwaps.state, 'asked')));
    if (open) return 'open';
    const to = (await candidates(tx, place)).find((c) => c.person_id === personId);
    if (!to) return 'not_candidate';
    const [swap] = await tx.insert(rotaSwaps).values({ placeId, fromUserId: userId, toUserId: personId }).returning({ id: rotaSwaps.id });
    await notify(tx, [{
      userId: personId, kind: 'rota_asked', subject: swapSubject(placeId, swap.id), day: today, link: dashboard,
      title: `Can you take ${place.full_name}’s place as ${place.position_name} on ${formatChurchDate(place.date)}?`,
      body: `${place.full_name} cannot serve as ${place.position_name} (${place.team_name}) at ${place.service_name}, ${when(place)}, and asks you to take their place. Accept or decline with the links in this mail, or on your dashboard.`,
    }]);
    return { ...asServing(place), swap: { id: swap.id, direction: 'offered', full_name: to.full_name } };
  });
}

/** The open swap of a place that asks `userId`, or null. */
export async function openSwapAsking(db: Db, placeId: number, userId: number): Promise<number | null> {
  const [open] = await db.select({ id: rotaSwaps.id }).from(rotaSwaps)
    .where(and(eq(rotaSwaps.placeId, placeId), eq(rotaSwaps.toUserId, userId), eq(rotaSwaps.state, 'asked')));
  return open?.id ?? null;
}

/**
 * Answers a swap, once: by its link's token, or by the person asked (`by.userId`). Accepting checks
 * again that they may take the place (its position, blockouts, serving at that time), after
 * locking the team's row and then both people's rows in id order, as a leader's write does.
 * A link is used only by an answer that stands.
 */
export async function answerSwap(db: Db, swapId: number, by: { token: string } | { userId: number }, answer: RotaAnswer, today: string, now: Date): Promise<ServingPlace | SwapAnswerRefusal> {
  const [found] = await db.select({ placeId: rotaSwaps.placeId, teamId: rotaPlaces.teamId, from: rotaSwaps.fromUserId, to: rotaSwaps.toUserId })
    .from(rotaSwaps).innerJoin(rotaPlaces, eq(rotaPlaces.id, rotaSwaps.placeId)).where(eq(rotaSwaps.id, swapId));
  if (!found || ('userId' in by && found.to !== by.userId)) return 'unknown';
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, found.teamId)).for('update');
    // 'no key update': writers of these rows still wait for each other, but a row that only refers
    // to them (a notification for the person, a link the mail job makes) does not wait, so it can
    // never close a circle of waits with a decline of the place running at the same time.
    await tx.select({ id: users.id }).from(users).where(inArray(users.id, [found.from, found.to])).orderBy(asc(users.id)).for('no key update');
    // The place before its swap, as a decline of the place takes them.
    await tx.select({ id: rotaPlaces.id }).from(rotaPlaces).where(eq(rotaPlaces.id, found.placeId)).for('no key update');
    const [swap] = await tx.select().from(rotaSwaps).where(eq(rotaSwaps.id, swapId)).for('no key update');
    const [place] = swap ? await placesWhere(tx, eq(rotaPlaces.id, swap.placeId)) : [];
    if (!swap || !place) return 'unknown';
    if (swap.state !== 'asked') return 'used';
    if (place.date < today) return 'past';
    const shown: ServingPlace = { ...asServing(place), state: answer === 'accept' ? 'accepted' : 'declined', swap: { id: swapId, direction: 'asked', full_name: place.full_name } };
    if (answer === 'accept' && !(await candidates(tx, place)).some((c) => c.person_id === swap.toUserId)) return 'unfree';
    if ('token' in by) {
      const claimed = await claimAnswerToken(tx, by.token, now);
      if (claimed === null || claimed === 'used') return claimed === null ? 'unknown' : 'used';
    }
    await tx.update(rotaSwaps).set({ state: answer === 'accept' ? 'accepted' : 'declined', answeredAt: now }).where(eq(rotaSwaps.id, swapId));
    await spendSwapLinks(tx, swapId, now);
    const [to] = await tx.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, swap.toUserId));
    const toName = fullName(to.first, to.last);
    if (answer === 'decline') {
      await notify(tx, [{
        userId: swap.fromUserId, kind: 'rota_swapped', subject: `${swapSubject(place.id, swapId)}:declined`, day: today, link: dashboard,
        title: `${toName} cannot take your place as ${place.position_name} on ${formatChurchDate(place.date)}`,
        body: `${toName} declined to take your place as ${place.position_name} (${place.team_name}) at ${place.service_name}, ${when(place)}. You still serve: ask someone else, or decline the place on your dashboard.`,
      }]);
      return shown;
    }
    // The place becomes theirs, accepted; its reminder is theirs to get.
    await tx.update(rotaPlaces).set({ userId: swap.toUserId, state: 'accepted', remindedAt: null }).where(eq(rotaPlaces.id, place.id));
    await tellSwapped(tx, place, swap.toUserId, toName, swapId, today);
    return shown;
  });
}

/** The one who asked is freed and told; the team's leaders (or, with none, the admins) are told who serves now. */
async function tellSwapped(db: Db, place: Place, toId: number, toName: string, swapId: number, today: string): Promise<void> {
  const subject = `${swapSubject(place.id, swapId)}:accepted`;
  const day = formatChurchDate(place.date);
  await notify(db, [{
    userId: place.person_id, kind: 'rota_swapped', subject, day: today, link: dashboard,
    title: `${toName} takes your place as ${place.position_name} on ${day}`,
    body: `${toName} serves as ${place.position_name} (${place.team_name}) at ${place.service_name}, ${when(place)}, in your place. Nothing more is needed from you for that day.`,
  }]);
  const team = await findTeam(db, place.team_id);
  if (!team) return;
  const told = await leadersOrAdmins(db, team, [place.person_id, toId]);
  await notify(db, told.ids.map((userId) => ({
    userId, kind: 'rota_swapped' as const, subject, day: today, link: null,
    title: `${toName} takes ${place.full_name}’s place as ${place.position_name} on ${day}`,
    body: `${place.full_name} could not serve as ${place.position_name} (${place.team_name}) at ${place.service_name}, ${when(place)}, and ${toName} accepted to take the place.${told.noLeader ? noLeaderSentence(place.team_name) : ''}`,
  })));
}

/**
 * The place's open swap ends (its person declined the place): its links stop answering, its mail
 * not yet sent is not sent, and the one asked is told they are not needed.
 */
export async function cancelOpenSwap(db: Db, place: Place, today: string, now: Date): Promise<void> {
  const [cancelled] = await db.update(rotaSwaps).set({ state: 'cancelled', answeredAt: now })
    .where(and(eq(rotaSwaps.placeId, place.id), eq(rotaSwaps.state, 'asked'))).returning({ id: rotaSwaps.id, toUserId: rotaSwaps.toUserId });
  if (!cancelled) return;
  await db.delete(rotaAnswerTokens).where(eq(rotaAnswerTokens.swapId, cancelled.id));
  await unsendAsks(db, [place.id]);
  await notify(db, [{
    userId: cancelled.toUserId, kind: 'rota_swapped', subject: `${swapSubject(place.id, cancelled.id)}:cancelled`, day: today, link: dashboard,
    title: `You are no longer asked to take ${place.full_name}’s place on ${formatChurchDate(place.date)}`,
    body: `${place.full_name} declined ${place.position_name} (${place.team_name}) at ${place.service_name}, ${when(place)}, and the team’s leaders will fill it. Nothing is needed from you.`,
  }]);
}

/**
 * The swaps open on the person's places (offered by them), and the places others ask them to take
 * (shown as asked of them), from the places listed on their dashboard on.
 */
export async function swapsOf(db: Db, userId: number, within: (placeIds: number[]) => Promise<Place[]>): Promise<{ offered: Map<number, ServingSwap>; asked: ServingPlace[] }> {
  const open = await db.select({ id: rotaSwaps.id, placeId: rotaSwaps.placeId, from: rotaSwaps.fromUserId, to: rotaSwaps.toUserId, first: users.firstName, last: users.lastName })
    .from(rotaSwaps).innerJoin(users, eq(users.id, rotaSwaps.toUserId))
    .where(and(eq(rotaSwaps.state, 'asked'), sql`(${rotaSwaps.fromUserId} = ${userId} or ${rotaSwaps.toUserId} = ${userId})`));
  const offered = new Map(open.filter((s) => s.from === userId).map((s) => [s.placeId, { id: s.id, direction: 'offered' as const, full_name: fullName(s.first, s.last) }]));
  const askedOf = open.filter((s) => s.to === userId);
  const places = askedOf.length === 0 ? [] : await within(askedOf.map((s) => s.placeId));
  const asked = places.map((place): ServingPlace => ({
    ...asServing(place), state: 'asked', swap: { id: askedOf.find((s) => s.placeId === place.id)!.id, direction: 'asked', full_name: place.full_name },
  }));
  return { offered, asked };
}
