import { churchTimeZone, DEFAULT_CHURCH_TIMEZONE, setChurchTimeZone } from '@church/contracts/church-time';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  analyticsCacheMsFromEnv, apiDocsFromEnv, assertProductionReady, checkInCodeSecondsFromEnv, churchTimeZoneFromEnv, importReportDaysFromEnv, loginThrottleFromEnv, rateLimitsFromEnv, trustProxyFromEnv,
} from './config';
import { DEFAULT_LOGIN_THROTTLE } from './auth/login-throttle';
import { REPO_ROOT } from './db/client';
import { DEFAULT_RATE_LIMITS } from './http/rate-limits';
import { createTestApp } from './test/context';

describe('CHURCH_TIMEZONE', () => {
  it('defaults to Africa/Lagos when unset or blank', () => {
    expect(churchTimeZoneFromEnv({})).toBe('Africa/Lagos');
    expect(churchTimeZoneFromEnv({ CHURCH_TIMEZONE: '  ' })).toBe('Africa/Lagos');
  });

  it('takes an IANA zone and refuses a name the runtime does not know', () => {
    expect(churchTimeZoneFromEnv({ CHURCH_TIMEZONE: ' Europe/London ' })).toBe('Europe/London');
    expect(() => churchTimeZoneFromEnv({ CHURCH_TIMEZONE: 'Lagos' })).toThrow('CHURCH_TIMEZONE="Lagos" is not a time zone');
  });

  it('reaches the app settings and the church calendar', async () => {
    const ctx = await createTestApp({ churchTimeZone: 'Europe/London' }, false);
    try {
      expect(ctx.app.settings.churchTimeZone).toBe('Europe/London');
      expect(churchTimeZone()).toBe('Europe/London');
    } finally {
      await ctx.close();
      setChurchTimeZone(DEFAULT_CHURCH_TIMEZONE);
    }
  }, 60_000);
});

describe('RATE_LIMIT_*', () => {
  it('reads whole positive numbers per minute and falls back on anything else', () => {
    const limits = rateLimitsFromEnv({ RATE_LIMIT_LOGIN: '50', RATE_LIMIT_REGISTER: '-1', RATE_LIMIT_FORGOT_PASSWORD: 'many' });
    expect(limits.login).toEqual({ max: 50, timeWindowMs: 60_000 });
    expect(limits.register).toEqual(DEFAULT_RATE_LIMITS.register);
    expect(limits.forgotPassword).toEqual(DEFAULT_RATE_LIMITS.forgotPassword);
    expect(limits.publicForms).toEqual(DEFAULT_RATE_LIMITS.publicForms);
  });

  it('reads RATE_LIMIT_AVATAR_UPLOADS per account an hour (default 10)', () => {
    expect(rateLimitsFromEnv({}).avatarUploads).toEqual({ max: 10, timeWindowMs: 3_600_000 });
    expect(rateLimitsFromEnv({ RATE_LIMIT_AVATAR_UPLOADS: '25' }).avatarUploads).toEqual({ max: 25, timeWindowMs: 3_600_000 });
    expect(rateLimitsFromEnv({ RATE_LIMIT_AVATAR_UPLOADS: '0' }).avatarUploads).toEqual(DEFAULT_RATE_LIMITS.avatarUploads);
  });
});

describe('ANALYTICS_CACHE_SECONDS', () => {
  it('defaults to a minute, takes 0 to 3600 seconds and refuses anything else', () => {
    expect(analyticsCacheMsFromEnv({})).toBe(60_000);
    expect(analyticsCacheMsFromEnv({ ANALYTICS_CACHE_SECONDS: '0' })).toBe(0);
    expect(analyticsCacheMsFromEnv({ ANALYTICS_CACHE_SECONDS: '300' })).toBe(300_000);
    expect(() => analyticsCacheMsFromEnv({ ANALYTICS_CACHE_SECONDS: 'soon' })).toThrow('ANALYTICS_CACHE_SECONDS="soon" must be a whole number of seconds from 0 to 3600.');
  });
});

describe('CHECK_IN_CODE_SECONDS', () => {
  it('defaults to 45 and takes whole seconds from 10 to 120', () => {
    expect(checkInCodeSecondsFromEnv({})).toBe(45);
    expect(checkInCodeSecondsFromEnv({ CHECK_IN_CODE_SECONDS: ' ' })).toBe(45);
    expect(checkInCodeSecondsFromEnv({ CHECK_IN_CODE_SECONDS: '10' })).toBe(10);
    expect(checkInCodeSecondsFromEnv({ CHECK_IN_CODE_SECONDS: '120' })).toBe(120);
  });

  it('refuses anything else, naming the bounds', () => {
    for (const value of ['9', '121', '30.5', 'soon', '-45']) {
      expect(() => checkInCodeSecondsFromEnv({ CHECK_IN_CODE_SECONDS: value })).toThrow(`CHECK_IN_CODE_SECONDS="${value}" must be a whole number of seconds from 10 to 120.`);
    }
  });
});

describe('TRUST_PROXY', () => {
  it('trusts nobody by default and takes addresses and CIDR ranges', () => {
    expect(trustProxyFromEnv({})).toEqual([]);
    expect(trustProxyFromEnv({ TRUST_PROXY: ' ' })).toEqual([]);
    expect(trustProxyFromEnv({ TRUST_PROXY: '127.0.0.1, ::1,10.0.0.0/8,fd00::/8' })).toEqual(['127.0.0.1', '::1', '10.0.0.0/8', 'fd00::/8']);
  });

  it('refuses anything that is not an address or a range', () => {
    for (const value of ['true', 'loopback', '10.0.0.0/33', '1.2.3', '10.0.0.0/8/1']) {
      expect(() => trustProxyFromEnv({ TRUST_PROXY: value })).toThrow('is not an IP address or CIDR range');
    }
  });
});

describe('LOGIN_THROTTLE_*', () => {
  it('defaults to 5 failures, a 15 minute run, waits from 1 to 15 minutes', () => {
    expect(loginThrottleFromEnv({})).toEqual(DEFAULT_LOGIN_THROTTLE);
    expect(loginThrottleFromEnv({ LOGIN_THROTTLE_MAX_FAILURES: '10', LOGIN_THROTTLE_BASE_SECONDS: '30', LOGIN_THROTTLE_MAX_SECONDS: '600', LOGIN_THROTTLE_WINDOW_SECONDS: '1200' }))
      .toEqual({ maxFailures: 10, baseLockMs: 30_000, maxLockMs: 600_000, windowMs: 1_200_000 });
  });

  it('refuses values that would switch it off or make no sense', () => {
    expect(() => loginThrottleFromEnv({ LOGIN_THROTTLE_MAX_FAILURES: '0' })).toThrow('LOGIN_THROTTLE_MAX_FAILURES="0" must be a whole number of at least 1.');
    expect(() => loginThrottleFromEnv({ LOGIN_THROTTLE_BASE_SECONDS: '120', LOGIN_THROTTLE_MAX_SECONDS: '60' })).toThrow('must not be below');
  });
});

describe('API_DOCS', () => {
  it('is off unless set to 1 (or true, yes)', () => {
    expect(apiDocsFromEnv({})).toBe(false);
    expect(apiDocsFromEnv({ API_DOCS: '0' })).toBe(false);
    expect(apiDocsFromEnv({ API_DOCS: '1' })).toBe(true);
    expect(apiDocsFromEnv({ API_DOCS: 'true' })).toBe(true);
  });
});

describe('production', () => {
  it('refuses to start without SMTP_URL, with a message that says why', () => {
    expect(() => assertProductionReady({ NODE_ENV: 'production' })).toThrow(/NODE_ENV=production needs SMTP_URL.*outbox table and never sent/);
    expect(() => assertProductionReady({ NODE_ENV: 'production', SMTP_URL: '  ' })).toThrow('needs SMTP_URL');
    expect(() => assertProductionReady({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.org' })).not.toThrow();
    expect(() => assertProductionReady({})).not.toThrow();
    expect(() => assertProductionReady({ NODE_ENV: 'development' })).not.toThrow();
  });

  it('main exits non-zero before opening anything', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'church-prod-'));
    try {
      const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', PGLITE_DIR: path.join(dir, 'db'), PORT: '0' };
      const run = spawnSync(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), [path.join(REPO_ROOT, 'api/src/main.ts')], { env, encoding: 'utf8', timeout: 30_000 });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('NODE_ENV=production needs SMTP_URL');
      expect(existsSync(path.join(dir, 'db'))).toBe(false); // no database was opened
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 40_000);
});

describe('IMPORT_REPORT_DAYS', () => {
  it('keeps import reports 90 days unless the church says otherwise, from 1 to 3650', () => {
    expect(importReportDaysFromEnv({})).toBe(90);
    expect(importReportDaysFromEnv({ IMPORT_REPORT_DAYS: '30' })).toBe(30);
    for (const value of ['0', '3651', '1.5', 'soon']) {
      expect(() => importReportDaysFromEnv({ IMPORT_REPORT_DAYS: value })).toThrow(`IMPORT_REPORT_DAYS="${value}" must be a whole number of days from 1 to 3650.`);
    }
  });
});
