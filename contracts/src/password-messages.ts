// The password rules' numbers and messages, apart from their zod schemas (password-rules.ts) so
// that a page's start-up (the sign-in flag's message) does not load zod.

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
/** zxcvbn's scale is 0..4; 3 is "safely unguessable" (about 10^8 guesses or more). */
export const PASSWORD_MIN_SCORE = 3;

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
