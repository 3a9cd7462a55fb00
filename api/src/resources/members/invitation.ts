import { INVITATION_TTL_DAYS } from '@church/contracts/members';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../mail/html';
import { issueResetToken } from '../auth/queries';

// A member added by an admin chooses their own password through a single-use link valid for
// seven days: a password-reset token with a longer life, so the reset page and its checks serve
// both (docs/decisions/0009-members.md). A newer invitation or reset link replaces the older one.

export function invitationMail(to: string, firstName: string, link: string) {
  const days = `${INVITATION_TTL_DAYS} days`;
  return {
    to,
    subject: 'Welcome to the church: set your password',
    text: `Hello ${firstName},\n\nAn account has been created for you. Use this link to choose your password (it works once, for ${days}):\n${link}\n\nThen sign in with this email address.`,
    html: `<p>Hello ${escapeHtml(firstName)},</p><p>An account has been created for you. <a href="${escapeHtml(link)}">Choose your password</a> (the link works once, for ${days}).</p><p>Then sign in with this email address.</p>`,
  };
}

/** Issues the link and sends the mail; false when the account is missing or deactivated. */
export async function sendInvitation(app: FastifyInstance, email: string): Promise<boolean> {
  const issued = await issueResetToken(app.db, email, INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
  if (!issued) return false;
  const link = `${app.settings.siteUrl}/reset-password?token=${encodeURIComponent(issued.token)}&email=${encodeURIComponent(email)}&invitation=1`;
  app.sendMailInBackground(invitationMail(email, issued.firstName, link));
  return true;
}
