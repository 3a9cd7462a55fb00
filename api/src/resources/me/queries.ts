import { eq } from 'drizzle-orm';
import type { ProfileUpdateRequest } from '@church/contracts/auth';
import { normalizePhone } from '@church/contracts/phone';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** Writes only the fields sent; may throw a unique violation on the email (see withUniqueEmail). */
export async function updateProfile(db: Db, userId: number, body: ProfileUpdateRequest): Promise<void> {
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (body.first_name !== undefined) changes.firstName = body.first_name;
  if (body.last_name !== undefined) changes.lastName = body.last_name;
  if (body.email !== undefined) changes.email = body.email.toLowerCase();
  if (body.phone !== undefined) changes.phone = normalizePhone(body.phone);
  if (body.gender !== undefined) changes.gender = body.gender;
  if (body.birthday !== undefined) changes.birthday = body.birthday;
  if (body.address !== undefined) changes.address = body.address || null;
  await db.update(users).set(changes).where(eq(users.id, userId));
}

export async function setAvatar(db: Db, userId: number, avatar: string): Promise<void> {
  await db.update(users).set({ avatar, updatedAt: new Date() }).where(eq(users.id, userId));
}
