import type { FastifyInstance } from 'fastify';

/** An answer slower than this is logged: a page a person waits on for seconds is worth knowing about. */
export const SLOW_REQUEST_MS = 2000;

/**
 * Logs each slow answer at warn level with its route's pattern (never the raw URL: a query may hold
 * a one-use token), its status and its time. Request logging is otherwise off.
 */
export function logSlowRequests(app: FastifyInstance, thresholdMs = SLOW_REQUEST_MS): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    if (ms < thresholdMs) return;
    request.log.warn({ method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode, ms: Math.round(ms) }, 'slow answer');
  });
}
