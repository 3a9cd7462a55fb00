import { churchConfig } from '@church/contracts/church-config';
import { pathTo } from '@church/contracts/site-map';
import { escapeHtml } from './html';
import type { QueuedMail } from './queue';

/**
 * Tells a person they were put on a unit's roster, what its leaders now see, and how to leave it
 * (docs/decisions/0020-unit-rosters-and-what-a-leader-reaches.md).
 * A person without an account (no email) is not told: undefined.
 */
export function joinedUnitMail(person: { email: string | null; firstName: string }, unitName: string, addedBy: string, siteUrl: string): QueuedMail | undefined {
  if (!person.email) return undefined;
  const profileLink = `${siteUrl}${pathTo('members', 'profile')}`;
  const sees = `Its leaders now see your contact details and your attendance at services, and can record your attendance.`;
  const leave = `If you do not want to be in ${unitName}, leave it from your profile`;
  return {
    kind: 'message',
    message: {
      to: person.email,
      subject: `You were added to ${unitName}`,
      text: `Hello ${person.firstName},\n\n${addedBy} added you to ${unitName} at ${churchConfig.name}. ${sees}\n\n${leave}: ${profileLink}`,
      html: `<p>Hello ${escapeHtml(person.firstName)},</p><p>${escapeHtml(addedBy)} added you to ${escapeHtml(unitName)} at ${escapeHtml(churchConfig.name)}. ${sees}</p><p>${escapeHtml(leave)}: <a href="${escapeHtml(profileLink)}">your profile</a>.</p>`,
    },
  };
}
