import { DEFAULT_RATE_LIMITS, type RateLimits } from './app';

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
