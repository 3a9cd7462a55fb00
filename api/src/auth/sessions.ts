import { and, desc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { hashToken, newOpaqueToken, SESSION_TTL_MS } from './tokens';

export async function createSession(db: Db, userId: number, userAgent?: string | null): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + SESSION_TTL_MS), userAgent: userAgent?.slice(0, 300) || null });
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

/** The person's live sessions, last used first. */
export async function listSessions(db: Db, userId: number) {
  return db
    .select({ id: sessions.id, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
}

const TOUCH_EVERY_MS = 60_000;

/** Notes that a session was used, at most once a minute (a busy session is not written on every request). */
export async function touchSession(db: Db, sessionId: number, lastUsedAt: Date, now = new Date()): Promise<void> {
  if (now.getTime() - lastUsedAt.getTime() < TOUCH_EVERY_MS) return;
  await db.update(sessions).set({ lastUsedAt: now }).where(and(eq(sessions.id, sessionId), lt(sessions.lastUsedAt, new Date(now.getTime() - TOUCH_EVERY_MS))));
}
