import { type SQL, sql } from 'drizzle-orm';

// One back-off for every mail the jobs send: the notification mail and the mail queue.

/** A mail that failed this many times is given up. */
export const MAX_MAIL_ATTEMPTS = 8;
/** The wait after the n-th failure is RETRY_BASE_MINUTES × 2^(n-1): 2, 4, 8 … 128 minutes. */
export const RETRY_BASE_MINUTES = 2;
/** A mail claimed this long ago and still 'sending' was left by a runner that stopped: it is sent again. */
export const STALE_SENDING_MINUTES = 15;

/** A row may be tried at `now`: tries are left, and it was never tried or its back-off has passed. */
export function dueForTry(attempts: SQL, triedAt: SQL, now: Date): SQL {
  return sql`${attempts} < ${MAX_MAIL_ATTEMPTS}
    and (${attempts} = 0 or ${triedAt} <= ${now.toISOString()}::timestamptz - make_interval(mins => ${RETRY_BASE_MINUTES} * power(2, ${attempts} - 1)::int))`;
}

/** Claims older than this were left by a runner that stopped. */
export function staleClaim(now: Date): string {
  return new Date(now.getTime() - STALE_SENDING_MINUTES * 60_000).toISOString();
}
