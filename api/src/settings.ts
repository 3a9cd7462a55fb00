import type { LoginThrottle } from './auth/login-throttle';
import type { PasswordHashing } from './auth/passwords';
import type { RateLimits } from './http/rate-limits';

/** The app's settings, fixed when it is built (app.ts) and read by routes and jobs alike. */
export interface AppSettings {
  siteUrl: string;
  rateLimits: RateLimits;
  passwordHashing: PasswordHashing;
  churchTimeZone: string;
  followUpOverdueDays: number;
  analyticsCacheMs: number;
  checkInCodeSeconds: number;
  /** Days a committed import's report of every row is kept (IMPORT_REPORT_DAYS). */
  importReportDays: number;
  loginThrottle: LoginThrottle;
  now: () => Date;
}
