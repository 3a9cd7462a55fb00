import { and, eq, isNull } from 'drizzle-orm';
import type { ServingPlace } from '@church/contracts/teams';
import { hashToken, newOpaqueToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { rotaAnswerTokens, rotaPlaces } from '../db/schema';
import { placesWhere } from './places';

// A rota place's Accept / Decline links: one fresh token per mail, made when the mail is sent
// (as the unsubscribe links are: only its hash is kept), used once, and good only for its place.
// The links open the public site's page, which shows the place (a read that spends nothing) and
// answers through POST /api/rota/answers only when the person presses a button, so a mail
// scanner fetching the link, even one running the page's scripts, answers nothing.

/** The subject of the notification that asks a person to serve at a place. */
export const askedSubject = (placeId: number) => `rota_place:${placeId}`;
export const placeIdOfSubject = (subject: string): number | null => {
  const match = /^rota_place:(\d+)$/.exec(subject);
  return match ? Number(match[1]) : null;
};

export interface AnswerLinks {
  accept: string;
  decline: string;
}

export async function newAnswerLinks(db: Db, siteUrl: string, placeId: number): Promise<AnswerLinks> {
  const token = newOpaqueToken();
  await db.insert(rotaAnswerTokens).values({ tokenHash: hashToken(token), placeId });
  const page = `${siteUrl}/rota/answer?token=${token}`;
  return { accept: `${page}&answer=accept`, decline: `${page}&answer=decline` };
}

/** Uses a link's token, in one statement (two clicks at once cannot both use it): its place, or null for a token unknown or already used. */
export async function claimAnswerToken(db: Db, token: string, now: Date): Promise<{ placeId: number } | 'used' | null> {
  const [claimed] = await db.update(rotaAnswerTokens).set({ usedAt: now })
    .where(and(eq(rotaAnswerTokens.tokenHash, hashToken(token)), isNull(rotaAnswerTokens.usedAt)))
    .returning({ placeId: rotaAnswerTokens.placeId });
  if (claimed) return claimed;
  return (await peekAnswerToken(db, token)) === null ? null : 'used';
}

/** The place a link's token is for, without using it; 'used' once used, null when unknown. */
async function peekAnswerToken(db: Db, token: string): Promise<{ placeId: number } | 'used' | null> {
  const [known] = await db.select({ placeId: rotaAnswerTokens.placeId, usedAt: rotaAnswerTokens.usedAt }).from(rotaAnswerTokens).where(eq(rotaAnswerTokens.tokenHash, hashToken(token)));
  if (!known) return null;
  return known.usedAt ? 'used' : { placeId: known.placeId };
}

/**
 * What a link asks, for the page to show before the person answers: the place, or why the link
 * no longer answers (refused as POST /api/rota/answers would refuse it). Spends nothing.
 */
export async function previewAnswer(db: Db, token: string, today: string): Promise<ServingPlace | 'unknown' | 'used' | 'past'> {
  const peeked = await peekAnswerToken(db, token);
  if (peeked === null) return 'unknown';
  if (peeked === 'used') return 'used';
  const [place] = await placesWhere(db, eq(rotaPlaces.id, peeked.placeId));
  // A service no longer held that day answers as one already held, as the answer itself does.
  if (!place || place.date < today) return 'past';
  const { person_id: _person, full_name: _name, ...shown } = place;
  return shown;
}

/** Every link of the place stops working: it was answered, one way or another. */
export async function spendAnswerLinks(db: Db, placeId: number, now: Date): Promise<void> {
  await db.update(rotaAnswerTokens).set({ usedAt: now }).where(and(eq(rotaAnswerTokens.placeId, placeId), isNull(rotaAnswerTokens.usedAt)));
}

/** Fresh links for the place a 'rota_asked' notification is about, or null when that place is gone or no longer waits for an answer. */
export async function answerLinksForSubject(db: Db, siteUrl: string, subject: string): Promise<AnswerLinks | null> {
  const placeId = placeIdOfSubject(subject);
  if (placeId === null) return null;
  const [waiting] = await db.select({ id: rotaPlaces.id }).from(rotaPlaces).where(and(eq(rotaPlaces.id, placeId), eq(rotaPlaces.state, 'asked')));
  return waiting ? newAnswerLinks(db, siteUrl, placeId) : null;
}
