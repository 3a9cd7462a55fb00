import { z } from 'zod';
import { todayInChurch } from '@church/contracts/church-time';
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
  return optionalTextOf(label, max).nullish();
}

const optionalTextOf = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

// A person's name reaches mail text (greetings, subjects, the reply's quoted name): a line break
// or control character would let it add lines of its own, and a bidirectional control would
// reorder what the reader sees around it.
const NAME_BREAKER = /[\p{Cc}\p{Zl}\p{Zp}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const plainNameMessage = (label: string) => `${label} cannot contain line breaks or control characters`;

/** A person's name (first, last, or the one a form asks for): text on one line, no control characters. */
export function personNameField(label: string, max = 100) {
  return requiredText(label, max).refine((name) => !NAME_BREAKER.test(name), plainNameMessage(label));
}

/** The name of a unit, service, station or event: the same one-line rule, since these reach mail, printed sheets and calendars too. */
export const oneLineNameField = personNameField;

export function optionalPersonNameField(label: string, max = 100) {
  return optionalTextOf(label, max)
    .refine((name) => !NAME_BREAKER.test(name), plainNameMessage(label))
    .nullish();
}

// An address is plain ASCII: a zero-width character, a bidirectional control, or a letter of
// another script that looks Latin (Cyrillic 'а') would make an address read like someone else's.
const PLAIN_ASCII = /^[\x21-\x7E]*$/;
const PLAIN_EMAIL_MESSAGE = 'Email can only contain plain letters (a-z), digits and symbols, with no hidden characters';

export const emailField = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Email is required' : 'Email must be text') })
  .trim()
  .min(1, { error: 'Email is required', abort: true })
  .max(254, { error: 'Email must be at most 254 characters', abort: true })
  .regex(PLAIN_ASCII, { error: PLAIN_EMAIL_MESSAGE, abort: true })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter a valid email address');

export const optionalEmailField = z
  .string({ error: 'Email must be text' })
  .trim()
  .max(254, { error: 'Email must be at most 254 characters', abort: true })
  .regex(PLAIN_ASCII, { error: PLAIN_EMAIL_MESSAGE, abort: true })
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

/**
 * The years a date may fall in, whatever it dates: an earlier or later one is a typo (0202,
 * 9999), and a day after 9999 no longer has the four-digit year its arithmetic and the database
 * expect. A field may narrow them (events, visits, birthdays).
 */
export const FIRST_DATE_YEAR = 1900;
export const LAST_DATE_YEAR = 2200;
const DEFAULT_EARLIEST_DAY = `${FIRST_DATE_YEAR}-01-01`;
const DEFAULT_LATEST_DAY = `${LAST_DATE_YEAR}-12-31`;

export interface DayBounds {
  /** 'YYYY-MM-DD', default 1 January 1900. */
  earliest?: string;
  /** 'YYYY-MM-DD', or a function for a bound that moves (today); default 31 December 2200. */
  latest?: string | (() => string);
  tooEarly?: string;
  tooLate?: string;
}

/** A calendar day, 'YYYY-MM-DD', within the years a date may fall in (or the field's own bounds). */
export function dateField(label: string, bounds: DayBounds = {}) {
  const { earliest = DEFAULT_EARLIEST_DAY, latest = DEFAULT_LATEST_DAY } = bounds;
  const outOfRange = `${label} must be between ${FIRST_DATE_YEAR} and ${LAST_DATE_YEAR}`;
  // A real day is 'YYYY-MM-DD', so comparing the text compares the days.
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be a date`) })
    .refine(isRealDate, { error: `${label} must be a valid date (YYYY-MM-DD)`, abort: true })
    .refine((day) => day >= earliest, { error: bounds.tooEarly ?? outOfRange, abort: true })
    .refine((day) => day <= (typeof latest === 'function' ? latest() : latest), bounds.tooLate ?? outOfRange);
}

/** A birthday: a real day from 1900 up to today in the church. */
export const birthdayField = dateField('Birthday', { latest: () => todayInChurch(), tooLate: 'Birthday cannot be in the future' });

/**
 * An instant, ISO 8601 with its offset ('2026-11-22T17:30:00+01:00'), whose year (in UTC) is
 * within the years a date may fall in, or the field's own.
 */
export function instantField(label: string, { firstYear = FIRST_DATE_YEAR, lastYear = LAST_DATE_YEAR } = {}) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be a date and time`) })
    .pipe(z.iso.datetime({ offset: true, error: `${label} must be a date and time`, abort: true }))
    .refine((value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= firstYear && year <= lastYear;
    }, `${label} must be between ${firstYear} and ${lastYear}`);
}

// Query strings and path segments arrive as text. Only decimal text is read as its number:
// true, '0x10', '1e3' and '' are refused, never read as 1, 16, 1000 or 0 (as z.coerce would).
const DECIMAL_TEXT = /^-?\d{1,16}(\.\d{1,16})?$/;
const decimalTextAsNumber = (value: unknown) => (typeof value === 'string' && DECIMAL_TEXT.test(value.trim()) ? Number(value.trim()) : value);

/** A number schema that also takes its number as decimal text (a query string, a path), and nothing else. */
export function fromDecimalText<T extends z.ZodType>(schema: T) {
  return z.preprocess(decimalTextAsNumber, schema);
}

/** A database id: a whole number from 1 to PostgreSQL's integer maximum (or its decimal text). */
export function idField(label: string) {
  return fromDecimalText(
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(1, `${label} must be a positive number`)
      .max(2147483647, `${label} is too large`),
  );
}
