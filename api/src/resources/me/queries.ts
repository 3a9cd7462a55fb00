import { eq } from 'drizzle-orm';
import { describeUserAgent, type ProfileUpdateRequest, type SessionInfo } from '@church/contracts/auth';
import { churchConfig } from '@church/contracts/church-config';
import { normalizePhone } from '@church/contracts/phone';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { escapeHtml } from '../../mail/html';
import type { MailMessage } from '../../mail/mailer';
import { enqueueMail } from '../../mail/queue';
import { auditingPeople } from '../../audit/people';

/**
 * Writes only the fields sent; may throw a unique violation on the email (see withUniqueEmail).
 * A new sign-in email goes on the audit trail, the person as its author, and `mails` (telling the
 * previous address) are queued in the same transaction.
 */
export async function updateProfile(db: Db, userId: number, body: ProfileUpdateRequest, mails: MailMessage[] = []): Promise<void> {
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (body.first_name !== undefined) changes.firstName = body.first_name;
  if (body.last_name !== undefined) changes.lastName = body.last_name;
  if (body.email !== undefined) changes.email = body.email.toLowerCase();
  if (body.phone !== undefined) changes.phone = normalizePhone(body.phone);
  if (body.gender !== undefined) changes.gender = body.gender;
  if (body.birthday !== undefined) changes.birthday = body.birthday;
  if (body.address !== undefined) changes.address = body.address || null;
  if (body.email === undefined) {
    await db.update(users).set(changes).where(eq(users.id, userId));
    return;
  }
  await db.transaction(async (tx) => {
    await auditingPeople(tx, userId, [userId], () => tx.update(users).set(changes).where(eq(users.id, userId)));
    await enqueueMail(tx, mails.map((message) => ({ kind: 'message' as const, message })));
  });
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

interface SessionRow {
  id: number;
  userAgent: string | null;
  createdAt: Date;
  lastUsedAt: Date;
}

/**
 * The person's live sessions (last used first) as devices: sessions with the same user agent are
 * one device, shown once with its latest use and its first sign-in. Its id is this request's
 * session when it is this device, else its latest.
 */
export function devicesOf(rows: readonly SessionRow[], currentSessionId: number): SessionInfo[] {
  const devices = new Map<string | null, SessionInfo>();
  for (const row of rows) {
    const current = row.id === currentSessionId;
    const device = devices.get(row.userAgent);
    if (!device) {
      devices.set(row.userAgent, {
        id: row.id,
        browser: describeUserAgent(row.userAgent),
        created_at: row.createdAt.toISOString(),
        last_used_at: row.lastUsedAt.toISOString(),
        current,
      });
      continue;
    }
    if (row.createdAt.toISOString() < device.created_at) device.created_at = row.createdAt.toISOString();
    if (current) Object.assign(device, { id: row.id, current: true });
  }
  return [...devices.values()];
}
