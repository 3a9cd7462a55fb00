import { churchTimeZone, DEFAULT_CHURCH_TIMEZONE, setChurchTimeZone } from '@church/contracts/church-time';
import { analyticsCacheMsFromEnv, churchTimeZoneFromEnv, rateLimitsFromEnv } from './config';
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
});

describe('ANALYTICS_CACHE_SECONDS', () => {
  it('defaults to a minute, takes 0 to 3600 seconds and refuses anything else', () => {
    expect(analyticsCacheMsFromEnv({})).toBe(60_000);
    expect(analyticsCacheMsFromEnv({ ANALYTICS_CACHE_SECONDS: '0' })).toBe(0);
    expect(analyticsCacheMsFromEnv({ ANALYTICS_CACHE_SECONDS: '300' })).toBe(300_000);
    expect(() => analyticsCacheMsFromEnv({ ANALYTICS_CACHE_SECONDS: 'soon' })).toThrow('ANALYTICS_CACHE_SECONDS="soon" must be a whole number of seconds from 0 to 3600.');
  });
});
