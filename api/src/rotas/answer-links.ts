import { and, eq, isNull } from 'drizzle-orm';
import type { ServingPlace } from '@church/contracts/teams';
import { hashToken, newOpaqueToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { rotaAnswerTokens, rotaPlaces, rotaSwaps } from '../db/schema';
import { asServing, placesWhere } from './places';

// A rota place's Accept / Decline links: one fresh token per mail, made when the mail is sent
// (as the unsubscribe links are: only its hash is kept), used once, and good only for its place,
// or, for a swap's mail, only for that request to take the place.
// The links open the public site's page, which shows the place (a read that spends nothing) and
// answers through POST /api/rota/answers only when the person presses a button, so a mail
// scanner fetching the link, even one running the page's scripts, answers nothing.

/** The subject of the notification that asks a person to serve at a place. */
export const askedSubject = (placeId: number) => `rota_place:${placeId}`;
export const placeIdOfSubject = (subject: string): number | null => {
  const match = /^rota_place:(\d+)$/.exec(subject);
  return match ? Number(match[1]) : null;
};
/** The subject of the notification that asks a person to take someone's place (a swap); it names the place, so taking the place away finds it. */
export const swapSubject = (placeId: number, swapId: number) => `rota_swap:${placeId}:${swapId}`;
/** A LIKE pattern matching the subjects of every swap of the place. */
export const swapSubjectsOf = (placeId: number) => `rota_swap:${placeId}:%`;
const swapOfSubject = (subject: string): { placeId: number; swapId: number } | null => {
  const match = /^rota_swap:(\d+):(\d+)$/.exec(subject);
  return match ? { placeId: Number(match[1]), swapId: Number(match[2]) } : null;
};

export interface AnswerLinks {
  accept: string;
  decline: string;
}

/** What a link answers: its place, and the swap when it asks someone to take the place. */
export interface LinkTarget {
  placeId: number;
  swapId: number | null;
}

export async function newAnswerLinks(db: Db, siteUrl: string, placeId: number, swapId: number | null = null): Promise<AnswerLinks> {
  const token = newOpaqueToken();
  await db.insert(rotaAnswerTokens).values({ tokenHash: hashToken(token), placeId, swapId });
  const page = `${siteUrl}/rota/answer?token=${token}`;
  return { accept: `${page}&answer=accept`, decline: `${page}&answer=decline` };
}

/** Uses a link's token, in one statement (two clicks at once cannot both use it): what it answers, or null for a token unknown or already used. */
export async function claimAnswerToken(db: Db, token: string, now: Date): Promise<LinkTarget | 'used' | null> {
  const [claimed] = await db.update(rotaAnswerTokens).set({ usedAt: now })
    .where(and(eq(rotaAnswerTokens.tokenHash, hashToken(token)), isNull(rotaAnswerTokens.usedAt)))
    .returning({ placeId: rotaAnswerTokens.placeId, swapId: rotaAnswerTokens.swapId });
  if (claimed) return claimed;
  return (await peekAnswerToken(db, token)) === null ? null : 'used';
}

/** What a link's token answers, without using it; 'used' once used, null when unknown. */
export async function peekAnswerToken(db: Db, token: string): Promise<LinkTarget | 'used' | null> {
  const [known] = await db.select({ placeId: rotaAnswerTokens.placeId, swapId: rotaAnswerTokens.swapId, usedAt: rotaAnswerTokens.usedAt })
    .from(rotaAnswerTokens).where(eq(rotaAnswerTokens.tokenHash, hashToken(token)));
  if (!known) return null;
  return known.usedAt ? 'used' : { placeId: known.placeId, swapId: known.swapId };
}

/**
 * What a link asks, for the page to show before the person answers: the place, or why the link
 * no longer answers (refused as POST /api/rota/answers would refuse it). Spends nothing. A swap's
 * link shows the place as asked of its reader, and who asks them to take it.
 */
export async function previewAnswer(db: Db, token: string, today: string): Promise<ServingPlace | 'unknown' | 'used' | 'past'> {
  const peeked = await peekAnswerToken(db, token);
  if (peeked === null) return 'unknown';
  if (peeked === 'used') return 'used';
  const [place] = await placesWhere(db, eq(rotaPlaces.id, peeked.placeId));
  // A service no longer held that day answers as one already held, as the answer itself does.
  if (!place || place.date < today) return 'past';
  if (peeked.swapId === null) return asServing(place);
  const [swap] = await db.select({ state: rotaSwaps.state }).from(rotaSwaps).where(eq(rotaSwaps.id, peeked.swapId));
  if (swap?.state !== 'asked') return 'used';
  return { ...asServing(place), state: 'asked', swap: { id: peeked.swapId, direction: 'asked', full_name: place.full_name } };
}

/** Every link of the place stops working: it was answered, one way or another (a swap's links are the swap's). */
export async function spendAnswerLinks(db: Db, placeId: number, now: Date): Promise<void> {
  await db.update(rotaAnswerTokens).set({ usedAt: now }).where(and(eq(rotaAnswerTokens.placeId, placeId), isNull(rotaAnswerTokens.swapId), isNull(rotaAnswerTokens.usedAt)));
}

/** Every link of the swap stops working: it was answered. */
export async function spendSwapLinks(db: Db, swapId: number, now: Date): Promise<void> {
  await db.update(rotaAnswerTokens).set({ usedAt: now }).where(and(eq(rotaAnswerTokens.swapId, swapId), isNull(rotaAnswerTokens.usedAt)));
}

/**
 * Fresh links for what a 'rota_asked' notification asks (a place, or a swap of one), or null when
 * it is gone or no longer waits for an answer.
 */
export async function answerLinksForSubject(db: Db, siteUrl: string, subject: string): Promise<AnswerLinks | null> {
  const swap = swapOfSubject(subject);
  if (swap) {
    const [open] = await db.select({ id: rotaSwaps.id }).from(rotaSwaps).where(and(eq(rotaSwaps.id, swap.swapId), eq(rotaSwaps.state, 'asked')));
    return open ? newAnswerLinks(db, siteUrl, swap.placeId, swap.swapId) : null;
  }
  const placeId = placeIdOfSubject(subject);
  if (placeId === null) return null;
  const [waiting] = await db.select({ id: rotaPlaces.id }).from(rotaPlaces).where(and(eq(rotaPlaces.id, placeId), eq(rotaPlaces.state, 'asked')));
  return waiting ? newAnswerLinks(db, siteUrl, placeId) : null;
}
