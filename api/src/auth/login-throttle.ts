import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

// Sign-in throttling per account (docs/decisions/0014-sign-in-throttling-and-production.md), on
// top of the per-address rate limit. Keyed by the normalised email, known or not, so the answers
// tell nothing about which accounts exist. Kept in the database so every API instance agrees.
// Every check of an account's password counts: sign-in, and the current password a signed-in
// person gives to change their password or sign-in email (one count per account, whatever the
// route; docs/decisions/0022-avatar-decoding-and-secret-checks.md).

export interface LoginThrottle {
  /** Failed sign-ins in a row before the account's sign-in waits (default 5). */
  maxFailures: number;
  /** A run of failures ends after this long without a failure or a wait (default 15 minutes). */
  windowMs: number;
  /** The first wait (default 1 minute); each further failure doubles it... */
  baseLockMs: number;
  /** ...up to this (default 15 minutes). There is no permanent lockout. */
  maxLockMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottle = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  baseLockMs: 60_000,
  maxLockMs: 15 * 60_000,
};

export type AttemptClaim = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const ms = (value: number) => sql`(${value}::double precision * interval '1 millisecond')`;

/**
 * Called before the password is checked. Counts the attempt as a failure in one atomic upsert
 * (a success clears it again with `clearLoginFailures`), unless the account is waiting: then
 * nothing is written and the caller answers 429. Counting first means parallel guesses cannot
 * slip past the limit while the first ones are still being verified.
 */
export async function claimLoginAttempt(db: Db, email: string, now: Date, rule: LoginThrottle): Promise<AttemptClaim> {
  const at = now.toISOString();
  const nowSql = sql`${at}::timestamptz`;
  // A run continues while the last failure, or the end of the last wait, is recent.
  const running = sql`greatest(${loginFailures.lastFailedAt}, coalesce(${loginFailures.lockedUntil}, ${loginFailures.lastFailedAt})) + ${ms(rule.windowMs)} > ${nowSql}`;
  const failures = sql`(case when ${running} then ${loginFailures.failures} + 1 else 1 end)`;
  const lockFor = (count: SQL) =>
    sql`case when ${count} >= ${rule.maxFailures}
      then ${nowSql} + least(${ms(rule.baseLockMs)} * power(2, ${count} - ${rule.maxFailures}), ${ms(rule.maxLockMs)})
      else null end`;
  const claimed = await db
    .insert(loginFailures)
    .values({ email, failures: 1, lastFailedAt: now, lockedUntil: rule.maxFailures <= 1 ? new Date(now.getTime() + rule.baseLockMs) : null })
    .onConflictDoUpdate({
      target: loginFailures.email,
      set: { failures, lastFailedAt: now, lockedUntil: lockFor(failures) },
      // A waiting account is not touched: refused attempts neither count nor lengthen the wait.
      setWhere: sql`${loginFailures.lockedUntil} is null or ${loginFailures.lockedUntil} <= ${nowSql}`,
    })
    .returning({ email: loginFailures.email });
  if (claimed.length > 0) return { allowed: true };
  const [row] = await db.select({ lockedUntil: loginFailures.lockedUntil }).from(loginFailures).where(eq(loginFailures.email, email));
  const waitMs = (row?.lockedUntil?.getTime() ?? now.getTime()) - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** A correct password (or a completed password reset) ends the run of failures. */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

/** Rows whose run has ended are deleted with the hourly purge. */
export async function purgeLoginFailures(db: Db, now: Date, rule: LoginThrottle): Promise<number> {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const ended = await db
    .delete(loginFailures)
    .where(sql`greatest(${loginFailures.lastFailedAt}, coalesce(${loginFailures.lockedUntil}, ${loginFailures.lastFailedAt})) + ${ms(rule.windowMs)} <= ${nowSql}`)
    .returning({ email: loginFailures.email });
  return ended.length;
}

function waitInWords(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return retryAfterSeconds < 60 ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The 429 message: says how long to wait, in words a person reads. */
export function loginThrottledMessage(retryAfterSeconds: number): string {
  return `Too many failed sign-in attempts for this account. Please wait ${waitInWords(retryAfterSeconds)} and try again, or reset your password.`;
}

/**
 * The 429 message where a signed-in person confirms their current password (changing it, or the
 * sign-in email): the same count and wait as sign-in, in the words of that form.
 */
export function currentPasswordThrottledMessage(retryAfterSeconds: number): string {
  return `Too many wrong passwords for this account. Please wait ${waitInWords(retryAfterSeconds)} and try again, or reset your password.`;
}
