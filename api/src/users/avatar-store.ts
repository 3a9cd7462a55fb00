import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { avatars, users } from '../db/schema';
import { processAvatar, type ProcessedAvatar } from './avatar';

/** The person's picture becomes `avatar` (stored once whoever else has the same bytes); the old one goes when nobody uses it. */
export async function setAvatar(db: Db, userId: number, avatar: ProcessedAvatar | null): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ key: users.avatarKey }).from(users).where(eq(users.id, userId));
    if (avatar) await tx.insert(avatars).values(avatar).onConflictDoNothing();
    await tx.update(users).set({ avatarKey: avatar?.key ?? null, avatar: null, updatedAt: new Date() }).where(eq(users.id, userId));
    if (before?.key && before.key !== avatar?.key) {
      await tx.delete(avatars).where(and(eq(avatars.key, before.key), sql`not exists (select 1 from ${users} where ${users.avatarKey} = ${before.key})`));
    }
  });
}

export async function findAvatar(db: Db, key: string): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await db.select({ contentType: avatars.contentType, bytes: avatars.bytes }).from(avatars).where(eq(avatars.key, key));
  return row ?? null;
}

/**
 * Moves the avatars stored as data URLs on the user row (before migration 0008) to `avatars`,
 * re-encoded like a new upload; one that does not decode is dropped (initials show instead).
 * Runs on start after the SQL migrations; a database with none left does nothing.
 */
export async function migrateDataUrlAvatars(db: Db, log: (line: string) => void = () => {}): Promise<number> {
  const rows = await db.select({ id: users.id, avatar: users.avatar }).from(users).where(like(users.avatar, 'data:%'));
  for (const row of rows) {
    const processed = await processAvatar(row.avatar!).catch(() => null);
    await setAvatar(db, row.id, processed);
  }
  if (rows.length) log(`Moved ${rows.length} avatar(s) out of the user rows.`);
  return rows.length;
}
