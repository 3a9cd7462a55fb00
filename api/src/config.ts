import { DEFAULT_CHURCH_TIMEZONE, isTimeZone } from '@church/contracts/church-time';
import { DEFAULT_FOLLOW_UP_OVERDUE_DAYS } from '@church/contracts/follow-up';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './http/rate-limits';

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
  };
}

// CHURCH_TIMEZONE=Africa/Lagos: the IANA zone of the church's calendar (today, months, weekdays).
export function churchTimeZoneFromEnv(env: NodeJS.ProcessEnv): string {
  const value = env.CHURCH_TIMEZONE?.trim();
  if (!value) return DEFAULT_CHURCH_TIMEZONE;
  if (!isTimeZone(value)) throw new Error(`CHURCH_TIMEZONE="${value}" is not a time zone this runtime knows (use an IANA name such as Africa/Lagos).`);
  return value;
}

/** ANALYTICS_CACHE_SECONDS: how long the dashboard's figures are reused, 0 to 3600 (default 60). */
export function analyticsCacheMsFromEnv(env: NodeJS.ProcessEnv): number {
  const value = env.ANALYTICS_CACHE_SECONDS?.trim();
  if (!value) return 60_000;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 3600) throw new Error(`ANALYTICS_CACHE_SECONDS="${value}" must be a whole number of seconds from 0 to 3600.`);
  return seconds * 1000;
}

// FOLLOW_UP_OVERDUE_DAYS=3: days a Not Contacted follow-up may wait after the first visit.
export function followUpOverdueDaysFromEnv(env: NodeJS.ProcessEnv): number {
  const value = env.FOLLOW_UP_OVERDUE_DAYS?.trim();
  if (!value) return DEFAULT_FOLLOW_UP_OVERDUE_DAYS;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 0 || days > 365) throw new Error(`FOLLOW_UP_OVERDUE_DAYS="${value}" must be a whole number of days from 0 to 365.`);
  return days;
}
