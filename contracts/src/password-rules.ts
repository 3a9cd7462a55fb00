import { z } from 'zod';
import { PASSWORD_BLANK_MESSAGE, PASSWORD_HAS_EMAIL_MESSAGE, PASSWORD_HAS_NAME_MESSAGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_NOT_TEXT_MESSAGE, PASSWORD_REQUIRED_MESSAGE, PASSWORD_TOO_LONG_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE, type PasswordOwner } from './password-messages';

// The rules a new password must meet (docs/decisions/0013-passwords.md), without the strength
// estimator: this file stays dictionary-free so any page may import it. The estimator's check is
// in password-strength.ts, loaded only where a new password is typed. Sign-in checks none of this.

export * from './password-messages';

/** A name or an email's local part shorter than this is too common a substring to forbid. */
const PERSONAL_MIN_LENGTH = 3;

/** A new password (register, reset, change): required, not only spaces, 10 to 200 characters. */
export const newPasswordField = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? PASSWORD_REQUIRED_MESSAGE : PASSWORD_NOT_TEXT_MESSAGE) })
  .min(1, { error: PASSWORD_REQUIRED_MESSAGE, abort: true })
  .refine((value) => value.trim() !== '', { error: PASSWORD_BLANK_MESSAGE, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT_MESSAGE, abort: true })
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE);

/** The words of a name worth refusing: the whole name and each part of it, 3 characters or more. */
function nameWords(name: string | null | undefined): string[] {
  const whole = (name ?? '').trim().toLowerCase();
  const words = [whole, ...whole.split(/[\s\-'.]+/)];
  return words.filter((word) => word.length >= PERSONAL_MIN_LENGTH);
}

/** The email or the person's name inside the password (case-insensitive), or null. */
export function personalPasswordProblem(password: string, owner: PasswordOwner): string | null {
  const typed = password.toLowerCase();
  const email = (owner.email ?? '').trim().toLowerCase();
  const local = email.split('@')[0];
  if ((email.includes('@') && typed.includes(email)) || (local.length >= PERSONAL_MIN_LENGTH && typed.includes(local))) return PASSWORD_HAS_EMAIL_MESSAGE;
  if ([...nameWords(owner.firstName), ...nameWords(owner.lastName)].some((word) => typed.includes(word))) return PASSWORD_HAS_NAME_MESSAGE;
  return null;
}

/** Every rule except the strength estimate, with the first message that applies, or null. */
export function passwordRulesProblem(password: unknown, owner: PasswordOwner = {}): string | null {
  const shape = newPasswordField.safeParse(password);
  if (!shape.success) return shape.error.issues[0]?.message ?? PASSWORD_REQUIRED_MESSAGE;
  return personalPasswordProblem(shape.data, owner);
}

/**
 * Adds the email and name rule to an object schema holding `password` and the owner's details
 * (register: email and names; reset: email). The message goes on `password`.
 */
export function withPasswordOwnerRule<S extends z.ZodType<{ password: string }>>(schema: S, ownerOf: (value: z.output<S>) => PasswordOwner): S {
  return schema.superRefine((value, ctx) => {
    const problem = personalPasswordProblem(value.password, ownerOf(value));
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
  }) as unknown as S;
}
