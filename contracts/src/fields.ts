import { z } from 'zod';
import { normalizePhone } from './phone';

// Field builders with messages a person can read; shared by auth, profile, forms and first-timers.

// Missing and wrong-typed values get their own message; an empty string counts as missing.
export function requiredText(label: string, max = 100) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, `${label} must be at most ${max} characters`);
}

export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish();
}

export const emailField = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Email is required' : 'Email must be text') })
  .trim()
  .min(1, { error: 'Email is required', abort: true })
  .max(254, { error: 'Email must be at most 254 characters', abort: true })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter a valid email address');

export const optionalEmailField = z
  .string({ error: 'Email must be text' })
  .trim()
  .max(254, { error: 'Email must be at most 254 characters', abort: true })
  .regex(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter a valid email address')
  .nullish();

// Any punctuation is allowed in the input; what counts is that it normalises to 7..15 digits.
export const optionalPhoneField = z
  .string({ error: 'Phone must be text' })
  .trim()
  .max(40, { error: 'Phone must be at most 40 characters', abort: true })
  .refine((value) => {
    if (value === '') return true;
    const normalised = normalizePhone(value);
    const digits = normalised ? normalised.replace(/\D/g, '').length : 0;
    return digits >= 7 && digits <= 15;
  }, 'Enter a valid phone number')
  .nullish();

export const requiredPhoneField = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Phone is required' : 'Phone must be text') })
  .trim()
  .min(1, { error: 'Phone is required', abort: true })
  .max(40, { error: 'Phone must be at most 40 characters', abort: true })
  .refine((value) => {
    const normalised = normalizePhone(value);
    const digits = normalised ? normalised.replace(/\D/g, '').length : 0;
    return digits >= 7 && digits <= 15;
  }, 'Enter a valid phone number');

function isRealDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

export function dateField(label: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be a date`) })
    .refine(isRealDate, `${label} must be a valid date (YYYY-MM-DD)`);
}

/** A database id: a whole number from 1 to PostgreSQL's integer maximum (query strings are coerced). */
export function idField(label: string) {
  return z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be a positive number`)
    .max(2147483647, `${label} is too large`);
}
