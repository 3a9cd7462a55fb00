import { and, eq, isNull } from 'drizzle-orm';
import { hashToken, newOpaqueToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { rotaAnswerTokens, rotaPlaces } from '../db/schema';

// A rota place's Accept / Decline links: one fresh token per mail, made when the mail is sent
// (as the unsubscribe links are: only its hash is kept), used once, and good only for its place.
// The links open the public site's page, which answers through POST /api/rota/answers once it
// has loaded, so a mail scanner fetching the link answers nothing.

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
  const [known] = await db.select({ placeId: rotaAnswerTokens.placeId }).from(rotaAnswerTokens).where(eq(rotaAnswerTokens.tokenHash, hashToken(token)));
  return known ? 'used' : null;
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
