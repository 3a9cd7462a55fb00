import { DEFAULT_CHURCH_TIMEZONE, isTimeZone } from '@church/contracts/church-time';
import { DEFAULT_FOLLOW_UP_OVERDUE_DAYS } from '@church/contracts/follow-up';
import { CHECK_IN_SLOT_SECONDS, CHECK_IN_SLOT_SECONDS_MAX, CHECK_IN_SLOT_SECONDS_MIN } from '@church/contracts/check-in';
import { isIP } from 'node:net';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './http/rate-limits';
import { DEFAULT_LOGIN_THROTTLE, type LoginThrottle } from './auth/login-throttle';
import { DEFAULT_IMPORT_REPORT_DAYS } from './jobs/import-purges';

// Environment → AppOptions (main.ts). Read once at start; a bad value stops the start with a
// message rather than surfacing later as wrong dates.

// RATE_LIMIT_LOGIN=20 etc.: requests per minute per client address (e2e runs may raise them).
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv): RateLimits {
  const perMinute = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return { max: Number.isInteger(value) && value > 0 ? value : fallback, timeWindowMs: 60_000 };
  };
  return {
    login: perMinute('RATE_LIMIT_LOGIN', DEFAULT_RATE_LIMITS.login.max),
    register: perMinute('RATE_LIMIT_REGISTER', DEFAULT_RATE_LIMITS.register.max),
    forgotPassword: perMinute('RATE_LIMIT_FORGOT_PASSWORD', DEFAULT_RATE_LIMITS.forgotPassword.max),
    publicForms: perMinute('RATE_LIMIT_PUBLIC_FORMS', DEFAULT_RATE_LIMITS.publicForms.max),
    // RATE_LIMIT_AVATAR_UPLOADS=10: profile pictures per signed-in account an hour.
    avatarUploads: { ...DEFAULT_RATE_LIMITS.avatarUploads, max: perMinute('RATE_LIMIT_AVATAR_UPLOADS', DEFAULT_RATE_LIMITS.avatarUploads.max).max },
    // RATE_LIMIT_CHECK_INS=30: codes tried per signed-in account a minute.
    checkIns: perMinute('RATE_LIMIT_CHECK_INS', DEFAULT_RATE_LIMITS.checkIns.max),
    // RATE_LIMIT_STATION_SEARCHES=60: people searches per paired station a minute.
    stationSearches: perMinute('RATE_LIMIT_STATION_SEARCHES', DEFAULT_RATE_LIMITS.stationSearches.max),
    // RATE_LIMIT_ABSENCE_WRITES=60: absences recorded or taken back per signed-in account an hour, per route.
    absenceWrites: { ...DEFAULT_RATE_LIMITS.absenceWrites, max: perMinute('RATE_LIMIT_ABSENCE_WRITES', DEFAULT_RATE_LIMITS.absenceWrites.max).max },
  };
}

// CHURCH_TIMEZONE=Africa/Lagos: the IANA zone of the church's calendar (today, months, weekdays).
export function churchTimeZoneFromEnv(env: NodeJS.ProcessEnv): string {
  const value = env.CHURCH_TIMEZONE?.trim();
  if (!value) return DEFAULT_CHURCH_TIMEZONE;
  if (!isTimeZone(value)) throw new Error(`CHURCH_TIMEZONE="${value}" is not a time zone this runtime knows (use an IANA name such as Africa/Lagos).`);
  return value;
}

/** A whole number of `unit` from `min` to `max` in env[name], else `fallback`; anything else stops the start. */
function wholeNumberFromEnv(env: NodeJS.ProcessEnv, name: string, { fallback, min, max, unit }: { fallback: number; min: number; max: number; unit: string }): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw new Error(`${name}="${value}" must be a whole number of ${unit} from ${min} to ${max}.`);
  return number;
}

/** ANALYTICS_CACHE_SECONDS: how long the dashboard's figures are reused, 0 to 3600 (default 60). */
export function analyticsCacheMsFromEnv(env: NodeJS.ProcessEnv): number {
  return wholeNumberFromEnv(env, 'ANALYTICS_CACHE_SECONDS', { fallback: 60, min: 0, max: 3600, unit: 'seconds' }) * 1000;
}

/** IMPORT_REPORT_DAYS: how long a committed import's report of every row is kept, 1 to 3650 days (default 90). */
export function importReportDaysFromEnv(env: NodeJS.ProcessEnv): number {
  return wholeNumberFromEnv(env, 'IMPORT_REPORT_DAYS', { fallback: DEFAULT_IMPORT_REPORT_DAYS, min: 1, max: 3650, unit: 'days' });
}

/** CHECK_IN_CODE_SECONDS: how long the door's code is shown before the next, 10 to 120 (default 45). */
export function checkInCodeSecondsFromEnv(env: NodeJS.ProcessEnv): number {
  return wholeNumberFromEnv(env, 'CHECK_IN_CODE_SECONDS', { fallback: CHECK_IN_SLOT_SECONDS, min: CHECK_IN_SLOT_SECONDS_MIN, max: CHECK_IN_SLOT_SECONDS_MAX, unit: 'seconds' });
}

// FOLLOW_UP_OVERDUE_DAYS=3: days a Not Contacted follow-up may wait after the first visit.
export function followUpOverdueDaysFromEnv(env: NodeJS.ProcessEnv): number {
  return wholeNumberFromEnv(env, 'FOLLOW_UP_OVERDUE_DAYS', { fallback: DEFAULT_FOLLOW_UP_OVERDUE_DAYS, min: 0, max: 365, unit: 'days' });
}

// TRUST_PROXY=127.0.0.1,::1 (or CIDRs such as 10.0.0.0/8): the proxies whose X-Forwarded-For and
// X-Forwarded-Proto the API believes. Default: none, so a caller cannot pick its own address.
export function trustProxyFromEnv(env: NodeJS.ProcessEnv): string[] {
  const entries = (env.TRUST_PROXY ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const version = isIP(address);
    const maxBits = version === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (!version || !bitsOk || extra !== undefined) {
      throw new Error(`TRUST_PROXY entry "${entry}" is not an IP address or CIDR range (e.g. 127.0.0.1,::1 or 10.0.0.0/8).`);
    }
  }
  return entries;
}

// LOGIN_THROTTLE_MAX_FAILURES=5, LOGIN_THROTTLE_WINDOW_SECONDS=900, LOGIN_THROTTLE_BASE_SECONDS=60,
// LOGIN_THROTTLE_MAX_SECONDS=900: per-account sign-in throttling (docs/decisions/0014).
export function loginThrottleFromEnv(env: NodeJS.ProcessEnv): LoginThrottle {
  const read = (name: string, fallback: number, scale: number) => {
    const value = env[name]?.trim();
    if (!value) return fallback;
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1) throw new Error(`${name}="${value}" must be a whole number of at least 1.`);
    return number * scale;
  };
  const rule: LoginThrottle = {
    maxFailures: read('LOGIN_THROTTLE_MAX_FAILURES', DEFAULT_LOGIN_THROTTLE.maxFailures, 1),
    windowMs: read('LOGIN_THROTTLE_WINDOW_SECONDS', DEFAULT_LOGIN_THROTTLE.windowMs, 1000),
    baseLockMs: read('LOGIN_THROTTLE_BASE_SECONDS', DEFAULT_LOGIN_THROTTLE.baseLockMs, 1000),
    maxLockMs: read('LOGIN_THROTTLE_MAX_SECONDS', DEFAULT_LOGIN_THROTTLE.maxLockMs, 1000),
  };
  if (rule.maxLockMs < rule.baseLockMs) throw new Error('LOGIN_THROTTLE_MAX_SECONDS must not be below LOGIN_THROTTLE_BASE_SECONDS.');
  return rule;
}

// JOBS=0: this instance runs no scheduled jobs (another instance does); on by default.
export function jobsFromEnv(env: NodeJS.ProcessEnv): boolean {
  return !['0', 'false', 'no'].includes((env.JOBS ?? '').trim().toLowerCase());
}

// API_DOCS=1: serve the OpenAPI document and UI at /api/docs (development; off by default).
export function apiDocsFromEnv(env: NodeJS.ProcessEnv): boolean {
  return ['1', 'true', 'yes'].includes((env.API_DOCS ?? '').trim().toLowerCase());
}

/**
 * Refuses settings a production server must not run with. Without SMTP_URL mail would only be
 * stored in the outbox table: nobody would ever receive a password-reset link.
 */
export function assertProductionReady(env: NodeJS.ProcessEnv): void {
  if (env.NODE_ENV !== 'production') return;
  if (!env.SMTP_URL?.trim()) {
    throw new Error('NODE_ENV=production needs SMTP_URL (e.g. smtps://user:pass@mail.example.org): without it password-reset mail would only be stored in the outbox table and never sent.');
  }
}
