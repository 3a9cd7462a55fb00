import { and, desc, eq, gt, isNull, lt, ne, or, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { hashToken, newOpaqueToken, SESSION_IDLE_MS, SESSION_TTL_MS } from './tokens';

export async function createSession(db: Db, userId: number, userAgent?: string | null): Promise<string> {
  const token = newOpaqueToken();
  // Both times from this process's clock, as the checks in liveSession are.
  const now = Date.now();
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(now + SESSION_TTL_MS), lastUsedAt: new Date(now), userAgent: userAgent?.slice(0, 300) || null });
  return token;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every session of the person but `keep` (this request's); answers how many ended. */
export async function revokeOtherSessions(db: Db, userId: number, keep: number): Promise<number> {
  const ended = await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keep))).returning({ id: sessions.id });
  return ended.length;
}

/**
 * Ends every session of the person on one device (the same user agent) but `keep` (this
 * request's); answers how many ended.
 */
export async function revokeDeviceSessions(db: Db, userId: number, userAgent: string | null, keep: number): Promise<number> {
  const sameDevice = userAgent === null ? isNull(sessions.userAgent) : eq(sessions.userAgent, userAgent);
  const ended = await db.delete(sessions).where(and(eq(sessions.userId, userId), sameDevice, ne(sessions.id, keep))).returning({ id: sessions.id });
  return ended.length;
}

/**
 * A session is live until its absolute expiry (30 days) and while used at least once a week.
 * The times may be placeholders of a prepared query (filled from liveSessionTimes).
 */
export function liveSession({ now, idleSince }: { now: Date | SQLWrapper; idleSince: Date | SQLWrapper } = liveSince(new Date())) {
  return and(gt(sessions.expiresAt, now), gt(sessions.lastUsedAt, idleSince));
}

const liveSince = (now: Date) => ({ now, idleSince: new Date(now.getTime() - SESSION_IDLE_MS) });

/**
 * liveSession's times as ISO text for a prepared query's placeholders: drizzle does not encode a
 * placeholder's value as it does a column's, and PGlite refuses a Date there (node-postgres
 * would take either).
 */
export function liveSessionTimes(now = new Date()): { now: string; idleSince: string } {
  const times = liveSince(now);
  return { now: times.now.toISOString(), idleSince: times.idleSince.toISOString() };
}

/** Deletes the sessions that have ended (expired or idle); answers how many. Run on start and hourly. */
export async function purgeEndedSessions(db: Db, now = new Date()): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_MS))))
    .returning({ id: sessions.id });
  return ended.length;
}

/** The person's live sessions, last used first. */
export async function listSessions(db: Db, userId: number) {
  return db
    .select({ id: sessions.id, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), liveSession()))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
}

const TOUCH_EVERY_MS = 60_000;

/** Notes that a session was used, at most once a minute (a busy session is not written on every request). */
export async function touchSession(db: Db, sessionId: number, lastUsedAt: Date, now = new Date()): Promise<void> {
  if (now.getTime() - lastUsedAt.getTime() < TOUCH_EVERY_MS) return;
  await db.update(sessions).set({ lastUsedAt: now }).where(and(eq(sessions.id, sessionId), lt(sessions.lastUsedAt, new Date(now.getTime() - TOUCH_EVERY_MS))));
}
