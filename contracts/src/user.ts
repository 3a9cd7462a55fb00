import { z } from 'zod';
import { ROLE_NAMES } from './roles';

export const GENDERS = ['male', 'female'] as const;
export const genderSchema = z.enum(GENDERS, { error: 'Gender must be male or female' });

export const userUnitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  is_leader: z.boolean(),
});
export type UserUnit = z.infer<typeof userUnitSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  initials: z.string(),
  avatar: z.string().nullable(),
  /** Null for a person without an account (a child, a grandmother without email): no sign-in. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  birthday: z.string().nullable(),
  address: z.string().nullable(),
  roles: z.array(z.enum(ROLE_NAMES)),
  units: z.array(userUnitSchema),
  /** False once an admin deactivated the account: no sign-in, out of rosters, records kept. */
  active: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** Said where an email would be, for a person without an account (a child, a grandmother). */
export const NO_SIGN_IN = 'No sign-in';

/** The person's email, or "No sign-in" when they have no account: never an empty gap or "null". */
export function emailOrNoSignIn(email: string | null): string {
  return email ?? NO_SIGN_IN;
}

export function fullName(first: string, last: string): string {
  return [first.trim(), last.trim()].filter(Boolean).join(' ');
}

// "Jane Doe" -> "JD"; a single name gives one letter.
export function initialsOf(first: string, last: string): string {
  return [first, last]
    .map((part) => part.trim().charAt(0).toUpperCase())
    .join('');
}
