import { z } from 'zod';
import { dataEnvelope, messageEnvelopeSchema } from './envelope';
import { birthdayField, emailField, idField, optionalPhoneField, optionalText, personNameField, requiredText } from './fields';
import { newPasswordField, withPasswordOwnerRule } from './password-rules';
import { genderSchema, userSchema } from './user';

export const loginRequestSchema = z.object({
  email: emailField,
  // Login restates none of the new-password rules (docs/decisions/0013-passwords.md): a wrong
  // password is just wrong, and an old weak one still signs in (and is flagged, see below).
  password: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Password is required' : 'Password must be text') })
    .min(1, 'Password is required')
    .max(200, 'Password must be at most 200 characters'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

// The password must not contain the email or the names typed beside it; the strength estimate is
// checked by the handler and the form with passwordProblem (password-strength.ts).
export const registerRequestSchema = withPasswordOwnerRule(
  z.object({
    first_name: personNameField('First name'),
    last_name: personNameField('Last name'),
    email: emailField,
    password: newPasswordField,
    phone: optionalPhoneField,
  }),
  (v) => ({ email: v.email, firstName: v.first_name, lastName: v.last_name }),
);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/**
 * The signed-in person as their own account's answers give them (sign-in, GET /me): the user, and
 * whether they lead a serving team, which opens the Teams page to them without the leader role.
 */
export const signedInUserSchema = userSchema.extend({ leads_team: z.boolean() });
export type SignedInUser = z.infer<typeof signedInUserSchema>;
export const authResultSchema = z.object({ token: z.string(), user: signedInUserSchema });
export const authResponseSchema = dataEnvelope(authResultSchema);
export type AuthResponse = z.infer<typeof authResponseSchema>;
/** POST /api/login: the session, and whether the password just typed fails today's rules (it still signs in). */
export const loginResponseSchema = dataEnvelope(authResultSchema.extend({ password_change_suggested: z.boolean() }));
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = dataEnvelope(signedInUserSchema);

export const forgotPasswordRequestSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

// The email is the account's (the link carries it); the API adds the account's names.
export const resetPasswordRequestSchema = withPasswordOwnerRule(
  z.object({
    token: requiredText('Reset token', 200),
    email: emailField,
    password: newPasswordField,
    password_confirmation: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
  }),
  (v) => ({ email: v.email }),
).refine((v) => v.password === v.password_confirmation, { message: 'Passwords do not match', path: ['password_confirmation'] });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const profileUpdateRequestSchema = z
  .object({
    first_name: personNameField('First name'),
    last_name: personNameField('Last name'),
    email: emailField,
    phone: optionalPhoneField,
    gender: genderSchema.nullable(),
    birthday: birthdayField.nullable(),
    address: optionalText('Address', 500),
    /** Needed (and checked) only when the email changes. */
    current_password: z.string({ error: 'Current password must be text' }).max(200, 'Current password must be at most 200 characters'),
  })
  .partial();
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

export const CURRENT_PASSWORD_NEEDED_MESSAGE = 'Enter your current password to change your email';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Your current password is not correct';
export const EMAIL_CHANGED_MESSAGE = 'Your email has been changed. A notice has been sent to your previous address.';

export const changePasswordRequestSchema = z
  .object({
    current_password: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(200, 'Current password must be at most 200 characters'),
    password: newPasswordField,
    password_confirmation: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.password_confirmation, { message: 'Passwords do not match', path: ['password_confirmation'] });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Your other devices have been signed out.';

/**
 * A signed-in device of the person (GET /api/me/sessions): their live sessions with the same user
 * agent are one device, so signing in again on a phone does not add a row.
 */
export const sessionSchema = z.object({
  /** The device's session to end with DELETE /api/me/sessions/:id (this request's on this device, else its latest). */
  id: z.number().int(),
  /** "Chrome on Android", from the browser's user agent; "Unknown browser" when it said nothing useful. */
  browser: z.string(),
  /** When the device first signed in (of its live sessions). */
  created_at: z.string(),
  /** When the device was last used. */
  last_used_at: z.string(),
  /** The device of this request. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;
export const sessionParamsSchema = z.object({ id: idField('Session') });
export const sessionListResponseSchema = z.object({ data: z.array(sessionSchema) });
export const deviceSignedOutMessage = (browser: string) => `Signed out of ${browser}.`;
export const THIS_DEVICE_MESSAGE = 'This is the device you are using: sign out from your account menu instead.';
export const otherSessionsEndedMessage = (count: number) =>
  count === 0 ? 'No other device was signed in.' : `Signed out of ${count === 1 ? '1 other device' : `${count} other devices`}.`;

// Browsers and systems by the tokens their user agents carry, most specific first.
const BROWSERS: Array<[RegExp, string]> = [[/Edg\//, 'Edge'], [/OPR\/|Opera/, 'Opera'], [/SamsungBrowser/, 'Samsung Internet'], [/Firefox\//, 'Firefox'], [/Chrom(e|ium)\//, 'Chrome'], [/Safari\//, 'Safari']];
const SYSTEMS: Array<[RegExp, string]> = [[/Android/, 'Android'], [/iPhone|iPad|iPod/, 'iOS'], [/Windows/, 'Windows'], [/Mac OS X|Macintosh/, 'macOS'], [/CrOS/, 'ChromeOS'], [/Linux/, 'Linux']];

/** "Chrome on Android" from a user agent string. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : 'Unknown browser');
}

export const avatarRequestSchema = z.object({
  avatar: z.string({ error: 'No file selected' }).min(1, 'No file selected'),
});
export type AvatarRequest = z.infer<typeof avatarRequestSchema>;

// POST /logout, /forgot-password and /reset-password answer { message }.
export const logoutResponseSchema = messageEnvelopeSchema;
export const forgotPasswordResponseSchema = messageEnvelopeSchema;
export const resetPasswordResponseSchema = messageEnvelopeSchema;

export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for that email, a password reset link is on its way.';
export const RESET_PASSWORD_MESSAGE = 'Your password has been reset. You can now log in.';
export const LOGOUT_MESSAGE = 'You have been logged out successfully';
export const INVALID_CREDENTIALS_MESSAGE = 'These credentials do not match our records.';
export const INVALID_RESET_MESSAGE = 'This password reset link is invalid or has expired.';
