import { eq } from 'drizzle-orm';
import type { ProfileUpdateRequest } from '@church/contracts/auth';
import { churchConfig } from '@church/contracts/church-config';
import { normalizePhone } from '@church/contracts/phone';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { escapeHtml } from '../../mail/html';

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

export async function passwordHashOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.hash ?? null;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Sent to the previous address when the sign-in email changes. */
export function emailChangedMail(previous: string, firstName: string, next: string) {
  const office = `If you did not make this change, reply to this email or contact the ${churchConfig.name} office at once.`;
  return {
    to: previous,
    subject: 'Your sign-in email was changed',
    text: `Hello ${firstName},\n\nThe email you sign in with was changed from ${previous} to ${next}.\n\n${office}`,
    html: `<p>Hello ${escapeHtml(firstName)},</p><p>The email you sign in with was changed from ${escapeHtml(previous)} to ${escapeHtml(next)}.</p><p>${escapeHtml(office)}</p>`,
  };
}
