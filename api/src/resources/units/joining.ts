import type { FastifyInstance } from 'fastify';
import { churchConfig } from '@church/contracts/church-config';
import { pathTo } from '@church/contracts/site-map';
import { DEACTIVATED_CANNOT_JOIN_MESSAGE, NOT_A_MEMBER_CANNOT_JOIN_MESSAGE } from '@church/contracts/units';
import { HttpError, validationFailed } from '../../http/errors';
import { escapeHtml } from '../../mail/html';
import type { Person } from '../../people/person';

// Who may be put on a unit's roster, and the mail that tells them
// (docs/decisions/0020-unit-rosters-and-what-a-leader-reaches.md).

/**
 * An active account holding the member role joins a unit: 404 for an unknown id and a 422 on
 * `userId` saying what stands in the way. Whom a leader may add at all is record-access.ts
 * `assertMayAddToRoster`, checked first (a leader gets its one 404 for every refusal).
 */
export function assertMayJoin(person: Person | null): asserts person is Person {
  if (!person) throw new HttpError(404, 'No person with this id.');
  if (!person.active) throw validationFailed({ userId: [DEACTIVATED_CANNOT_JOIN_MESSAGE] });
  if (!person.isMember) throw validationFailed({ userId: [NOT_A_MEMBER_CANNOT_JOIN_MESSAGE] });
}

/** Tells a person they were put on a unit's roster, what its leaders now see, and how to leave it. */
export function joinedUnitMail(to: string, firstName: string, unitName: string, addedBy: string, profileLink: string) {
  const sees = `Its leaders now see your contact details and your attendance at services, and can record your attendance.`;
  const leave = `If you do not want to be in ${unitName}, leave it from your profile`;
  return {
    to,
    subject: `You were added to ${unitName}`,
    text: `Hello ${firstName},\n\n${addedBy} added you to ${unitName} at ${churchConfig.name}. ${sees}\n\n${leave}: ${profileLink}`,
    html: `<p>Hello ${escapeHtml(firstName)},</p><p>${escapeHtml(addedBy)} added you to ${escapeHtml(unitName)} at ${escapeHtml(churchConfig.name)}. ${sees}</p><p>${escapeHtml(leave)}: <a href="${escapeHtml(profileLink)}">your profile</a>.</p>`,
  };
}

export function tellJoined(app: FastifyInstance, person: { email: string; firstName: string }, unitName: string, addedBy: string): void {
  app.sendMailInBackground(joinedUnitMail(person.email, person.firstName, unitName, addedBy, `${app.settings.siteUrl}${pathTo('members', 'profile')}`));
}
