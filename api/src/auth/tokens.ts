import { createHash, randomBytes } from 'node:crypto';

// 256 random bits, URL-safe; only the SHA-256 hash is ever stored.
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session unused this long ends, whatever its absolute expiry (ASVS V7 idle timeout). */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;
