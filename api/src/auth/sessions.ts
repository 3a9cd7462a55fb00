import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { hashToken, newOpaqueToken, SESSION_TTL_MS } from './tokens';

export async function createSession(db: Db, userId: number): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
  return token;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
