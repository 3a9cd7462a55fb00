// Per-route rate limits (per client address). Kept out of app.ts so routes and config can use
// them without importing the composition root.
export interface RateLimitRule {
  max: number;
  timeWindowMs: number;
}

export interface RateLimits {
  login: RateLimitRule;
  register: RateLimitRule;
  forgotPassword: RateLimitRule;
  publicForms: RateLimitRule;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 20, timeWindowMs: 60_000 },
  register: { max: 10, timeWindowMs: 60_000 },
  forgotPassword: { max: 5, timeWindowMs: 60_000 },
  publicForms: { max: 30, timeWindowMs: 60_000 },
};

/** The `config.rateLimit` of a route (@fastify/rate-limit's shape). */
export function rateLimitConfig(rule: RateLimitRule) {
  return { max: rule.max, timeWindow: rule.timeWindowMs };
}
