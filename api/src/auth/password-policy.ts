import type { FastifyBaseLogger } from 'fastify';
import type { PasswordOwner } from '@church/contracts/password-rules';
import { passwordProblem } from '@church/contracts/password-strength';
import type { User } from '@church/contracts/user';
import { validationFailed } from '../http/errors';

// Where a password is set (register, reset and invitation, change), the contracts' rules apply
// with the account's own email and names (docs/decisions/0013-passwords.md).

export const ownerOf = (user: Pick<User, 'email' | 'first_name' | 'last_name'>): PasswordOwner => ({
  email: user.email,
  firstName: user.first_name,
  lastName: user.last_name,
});

/** 422 on `password` with the first rule it breaks, as the forms show it. */
export async function assertNewPassword(password: string, owner: PasswordOwner): Promise<void> {
  const problem = await passwordProblem(password, owner);
  if (problem) throw validationFailed({ password: [problem] });
}

/**
 * After a successful sign-in: does the password just typed fail today's rules? It still signs in;
 * the answer only asks the person to change it. Never fails the sign-in itself.
 */
export async function passwordChangeSuggested(password: string, owner: PasswordOwner, log: FastifyBaseLogger): Promise<boolean> {
  try {
    return (await passwordProblem(password, owner)) !== null;
  } catch (error) {
    log.error({ err: error }, 'password strength estimator unavailable');
    return false;
  }
}
