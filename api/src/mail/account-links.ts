import { and, eq, isNull } from 'drizzle-orm';
import { INVITATION_TTL_DAYS } from '@church/contracts/members';
import { hashToken, newOpaqueToken, RESET_TTL_MS } from '../auth/tokens';
import type { Db } from '../db/client';
import { passwordResets, users } from '../db/schema';
import { escapeHtml } from './html';
import type { MailMessage } from './mailer';

// The mails that carry a link to choose a password: a reset, and an invitation (a member added by
// an admin), which is the same single-use token with a seven-day life, so the reset page and its
// checks serve both (docs/decisions/0009-members.md). The link is issued when the mail is sent,
// so the queue never holds a usable token; a newer link replaces the older one.

export type AccountLinkKind = 'password-reset' | 'invitation';

const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;

/** A new single-use reset token for an active account, or null when there is none. Only the newest link works. */
export async function issueResetToken(db: Db, email: string, ttlMs = RESET_TTL_MS): Promise<{ firstName: string; token: string } | null> {
  const [row] = await db.select({ id: users.id, firstName: users.firstName }).from(users).where(and(eq(users.email, email), isNull(users.deactivatedAt))).limit(1);
  if (!row) return null;
  const token = newOpaqueToken();
  await db.delete(passwordResets).where(and(eq(passwordResets.userId, row.id), isNull(passwordResets.usedAt)));
  await db.insert(passwordResets).values({ userId: row.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) });
  return { firstName: row.firstName, token };
}

/** The mail with a fresh link for the account with this email; null when there is no active account. */
export async function accountLinkMail(db: Db, siteUrl: string, kind: AccountLinkKind, email: string): Promise<MailMessage | null> {
  const invitation = kind === 'invitation';
  const issued = await issueResetToken(db, email, invitation ? INVITATION_TTL_MS : RESET_TTL_MS);
  if (!issued) return null;
  const link = `${siteUrl}/reset-password?token=${encodeURIComponent(issued.token)}&email=${encodeURIComponent(email)}${invitation ? '&invitation=1' : ''}`;
  return invitation ? invitationMail(email, issued.firstName, link) : resetPasswordMail(email, issued.firstName, link);
}

function resetPasswordMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your password',
    text: `Hello ${firstName},\n\nUse this link to choose a new password (it works once, for 60 minutes):\n${link}\n\nIf you did not ask for this, you can ignore this email.`,
    html: `<p>Hello ${escapeHtml(firstName)},</p><p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works once, for 60 minutes).</p><p>If you did not ask for this, you can ignore this email.</p>`,
  };
}

function invitationMail(to: string, firstName: string, link: string): MailMessage {
  const days = `${INVITATION_TTL_DAYS} days`;
  return {
    to,
    subject: 'Welcome to the church: set your password',
    text: `Hello ${firstName},\n\nAn account has been created for you. Use this link to choose your password (it works once, for ${days}):\n${link}\n\nThen sign in with this email address.`,
    html: `<p>Hello ${escapeHtml(firstName)},</p><p>An account has been created for you. <a href="${escapeHtml(link)}">Choose your password</a> (the link works once, for ${days}).</p><p>Then sign in with this email address.</p>`,
  };
}
