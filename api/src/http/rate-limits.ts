import type { FastifyRequest } from 'fastify';
// Per-route rate limits (per client address, unless the rule says otherwise). Kept out of app.ts
// so routes and config can use them without importing the composition root.
export interface RateLimitRule {
  max: number;
  timeWindowMs: number;
}

export interface RateLimits {
  login: RateLimitRule;
  register: RateLimitRule;
  forgotPassword: RateLimitRule;
  publicForms: RateLimitRule;
  /** Profile pictures per signed-in account, whatever the address (decoding one is costly). */
  avatarUploads: RateLimitRule;
  /** Codes tried at check-in per signed-in account, whatever the address (codes must not be guessable). */
  checkIns: RateLimitRule;
  /** Absences recorded or taken back per signed-in account, whatever the address, on each absence-writing route. */
  absenceWrites: RateLimitRule;
  /** People searches per paired station, whatever the address (one tablet, one count). */
  stationSearches: RateLimitRule;
}

// Per address, a minute. A congregation shares one address on the church's Wi-Fi (hundreds signing
// in after a service), so these are ceilings against a flood, not the brute-force defence: that
// is the per-account throttle (auth/login-throttle.ts), which holds whatever the address.
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 300, timeWindowMs: 60_000 },
  register: { max: 60, timeWindowMs: 60_000 },
  forgotPassword: { max: 30, timeWindowMs: 60_000 },
  publicForms: { max: 120, timeWindowMs: 60_000 },
  // Per account, an hour: enough to try a few pictures, not to keep the decoder busy.
  avatarUploads: { max: 10, timeWindowMs: 60 * 60_000 },
  // Per account, a minute: a person checks in once and may mistype a few times; a guesser gets
  // 30 tries a minute at a code of 2^30 values that changes every 45 seconds.
  checkIns: { max: 30, timeWindowMs: 60_000 },
  // Per account, an hour: a member records a few trips, a leader a unit's worth after a retreat.
  absenceWrites: { max: 60, timeWindowMs: 60 * 60_000 },
  // Per station, a minute: a search waits for a pause in typing, so a busy door asks a few times a
  // person; a script guessing numbers or names a query at a time is held to one a second.
  stationSearches: { max: 60, timeWindowMs: 60_000 },
};

/** The `config.rateLimit` of a route (@fastify/rate-limit's shape). */
export function rateLimitConfig(rule: RateLimitRule) {
  return { max: rule.max, timeWindow: rule.timeWindowMs };
}

/**
 * A route's `config.rateLimit` counted per signed-in account, whatever the address (a congregation
 * shares the church's Wi-Fi): counted in onRequest, after the access-control hook has found the
 * actor and before the body is read. `refusal` says the 429 to a person, given the wait.
 */
export function perAccountRateLimit(rule: RateLimitRule, refusal: (after: string) => string) {
  return {
    ...rateLimitConfig(rule),
    hook: 'onRequest' as const,
    keyGenerator: (request: FastifyRequest) => (request.actor ? `user:${request.actor.id}` : request.ip),
    errorResponseBuilder: (_request: FastifyRequest, context: { statusCode: number; after: string }) => ({ statusCode: context.statusCode, message: refusal(context.after) }),
  };
}
