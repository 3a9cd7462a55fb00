import { DEACTIVATED_CANNOT_JOIN_MESSAGE, NOT_A_MEMBER_CANNOT_JOIN_MESSAGE } from '@church/contracts/units';
import { HttpError, validationFailed } from '../../http/errors';
import type { Person } from '../../people/person';

// Who may be put on a unit's roster (docs/decisions/0020-unit-rosters-and-what-a-leader-reaches.md);
// the mail that tells them is mail/joined-unit.ts.

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
