import { lt, sql } from 'drizzle-orm';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';

// @fastify/rate-limit's counters kept in the database instead of each process's memory, so that
// N API instances behind a load balancer share one count per client: a limit of 300 a minute
// stays 300, not 300 × N. One upsert per counted request; the window is fixed (it starts with
// the first request and the count restarts once it has ended), timed by the database's clock,
// which every instance shares.

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
// What the plugin passes to `child` at run time (its typings name fastify's route options).
type RouteParams = { routeInfo: { method: string; url: string } };

/** The store's class for the plugin's `store` option (the plugin instantiates it). */
export function postgresRateLimitStore(db: Db) {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    // The plugin passes its global options first; a route's store (child) gets its key prefix.
    constructor(_options?: unknown, private readonly prefix = '') {}

    incr(key: string, cb: Callback, timeWindowMs: number): void {
      const window = sql`(${timeWindowMs}::double precision * interval '1 millisecond')`;
      const ended = sql`${rateLimitHits.resetsAt} <= now()`;
      db.insert(rateLimitHits)
        .values({ key: this.prefix + key, hits: 1, resetsAt: sql`now() + ${window}` })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            hits: sql`case when ${ended} then 1 else ${rateLimitHits.hits} + 1 end`,
            resetsAt: sql`case when ${ended} then now() + ${window} else ${rateLimitHits.resetsAt} end`,
          },
        })
        .returning({ hits: rateLimitHits.hits, ttl: sql<number>`greatest(0, extract(epoch from ${rateLimitHits.resetsAt} - now()) * 1000)::float8` })
        .then(([row]) => cb(null, { current: row.hits, ttl: Math.ceil(Number(row.ttl)) }), (err: Error) => cb(err));
    }

    /** Each route counts apart: its key starts with the route's method and URL. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const { routeInfo } = routeOptions as unknown as RouteParams;
      return new PostgresRateLimitStore(undefined, `${this.prefix}${routeInfo.method}${routeInfo.url}-`);
    }
  };
}

/** Windows that have ended are deleted with the hourly purge. */
export async function purgeEndedRateLimits(db: Db): Promise<number> {
  const ended = await db.delete(rateLimitHits).where(lt(rateLimitHits.resetsAt, sql`now()`)).returning({ key: rateLimitHits.key });
  return ended.length;
}
