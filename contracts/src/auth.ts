import { z } from 'zod';
import { dataEnvelope, messageEnvelopeSchema } from './envelope';
import { dateField, emailField, optionalPhoneField, optionalText, passwordField, requiredText } from './fields';
import { genderSchema, userSchema } from './user';

export const MIN_PASSWORD_LENGTH = 8;

export const loginRequestSchema = z.object({
  email: emailField,
  // Login does not restate the length rule: a wrong password is just wrong.
  password: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Password is required' : 'Password must be text') })
    .min(1, 'Password is required')
    .max(200, 'Password must be at most 200 characters'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  first_name: requiredText('First name'),
  last_name: requiredText('Last name'),
  email: emailField,
  password: passwordField,
  phone: optionalPhoneField,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const authResultSchema = z.object({ token: z.string(), user: userSchema });
export const authResponseSchema = dataEnvelope(authResultSchema);
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const meResponseSchema = dataEnvelope(userSchema);

export const forgotPasswordRequestSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({
    token: requiredText('Reset token', 200),
    email: emailField,
    password: passwordField,
    password_confirmation: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.password_confirmation, { message: 'Passwords do not match', path: ['password_confirmation'] });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const profileUpdateRequestSchema = z
  .object({
    first_name: requiredText('First name'),
    last_name: requiredText('Last name'),
    email: emailField,
    phone: optionalPhoneField,
    gender: genderSchema.nullable(),
    birthday: dateField('Birthday').nullable(),
    address: optionalText('Address', 500),
  })
  .partial();
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

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
