import { z } from 'zod';

// The rules a new password must meet (docs/decisions/0013-passwords.md), without the strength
// estimator: this file stays dictionary-free so any page may import it. The estimator's check is
// in password-strength.ts, loaded only where a new password is typed. Sign-in checks none of this.

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
/** zxcvbn's scale is 0..4; 3 is "safely unguessable" (about 10^8 guesses or more). */
export const PASSWORD_MIN_SCORE = 3;
/** A name or an email's local part shorter than this is too common a substring to forbid. */
const PERSONAL_MIN_LENGTH = 3;

export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';
export const PASSWORD_NOT_TEXT_MESSAGE = 'Password must be text';
export const PASSWORD_BLANK_MESSAGE = 'Your password cannot be only spaces';
export const PASSWORD_TOO_SHORT_MESSAGE = `Use at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
export const PASSWORD_HAS_EMAIL_MESSAGE = 'Your password must not contain your email address';
export const PASSWORD_HAS_NAME_MESSAGE = 'Your password must not contain your name';
export const PASSWORD_TOO_GUESSABLE_MESSAGE = 'This password is too common or easy to guess. Add more words or characters.';
/** Said beside every new-password field. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, not a common password, without your name or email. A few unrelated words work well.`;
/** Shown after signing in with a password that no longer meets the rules (POST /api/login's flag). */
export const PASSWORD_CHANGE_SUGGESTED_MESSAGE =
  'Your password is easy to guess. Please choose a stronger one on your Profile page, under Password.';

/** Who the password belongs to: what it must not contain. */
export interface PasswordOwner {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

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
