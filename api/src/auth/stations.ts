import { createHmac, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { PAIRING_CODE_ALPHABET, PAIRING_CODE_LENGTH, PAIRING_CODE_TTL_MINUTES } from '@church/contracts/stations';
import type { Db } from '../db/client';
import { checkInStations } from '../db/schema';
import { pairingCodeKey } from './server-keys';
import { hashToken, newOpaqueToken } from './tokens';

// A welcome-team station's credential: a pairing code an admin reads out (8 letters from 30, about
// 39 bits, working once for 15 minutes, per-address rate-limited), exchanged by the tablet for a
// 256-bit token. Only hashes of either are stored, so a copy of the database pairs nothing; the
// code's is keyed (an HMAC under a server key), since 39 bits are quickly tried against a plain hash.

export interface StationCaller {
  id: number;
  name: string;
}

export function newPairingCode(): string {
  return Array.from({ length: PAIRING_CODE_LENGTH }, () => PAIRING_CODE_ALPHABET[randomInt(PAIRING_CODE_ALPHABET.length)]).join('');
}

/** What is stored of a pairing code. */
export async function pairingCodeHash(db: Db, code: string): Promise<string> {
  return createHmac('sha256', await pairingCodeKey(db)).update(code).digest('hex');
}

export const pairingExpiry = (now = new Date()) => new Date(now.getTime() + PAIRING_CODE_TTL_MINUTES * 60_000);

/**
 * Uses a pairing code: the station it was made for gets a new token and the code is cleared, in
 * one statement, so two tablets racing with one code cannot both pair. Null for an unknown, used,
 * expired or revoked code.
 */
export async function pairStation(db: Db, code: string, now = new Date()): Promise<{ token: string; station: StationCaller } | null> {
  const token = newOpaqueToken();
  const codeHash = await pairingCodeHash(db, code);
  const [station] = await db
    .update(checkInStations)
    .set({ tokenHash: hashToken(token), pairingCodeHash: null, pairingExpiresAt: null, pairedAt: now, lastSeenAt: now })
    .where(and(eq(checkInStations.pairingCodeHash, codeHash), gt(checkInStations.pairingExpiresAt, now), isNull(checkInStations.revokedAt)))
    .returning({ id: checkInStations.id, name: checkInStations.name });
  return station ? { token, station } : null;
}

const TOUCH_EVERY_MS = 60_000;

// Prepared once per database: it runs on every request of a station.
const stationQueries = new WeakMap<Db, ReturnType<typeof prepareStationQuery>>();

function prepareStationQuery(db: Db) {
  return db
    .select({ id: checkInStations.id, name: checkInStations.name, lastSeenAt: checkInStations.lastSeenAt })
    .from(checkInStations)
    .where(and(eq(checkInStations.tokenHash, sql.placeholder('tokenHash')), isNull(checkInStations.revokedAt)))
    .limit(1)
    .prepare('resolve_station');
}

/** The live station holding this token; a revoked one is refused on its next request. */
export async function findStation(db: Db, token: string): Promise<(StationCaller & { lastSeenAt: Date | null }) | null> {
  let query = stationQueries.get(db);
  if (!query) stationQueries.set(db, (query = prepareStationQuery(db)));
  const [row] = await query.execute({ tokenHash: hashToken(token) });
  return row ?? null;
}

/** Notes that a station was used, at most once a minute. */
export async function touchStation(db: Db, stationId: number, lastSeenAt: Date | null, now = new Date()): Promise<void> {
  if (lastSeenAt && now.getTime() - lastSeenAt.getTime() < TOUCH_EVERY_MS) return;
  const before = new Date(now.getTime() - TOUCH_EVERY_MS);
  await db
    .update(checkInStations)
    .set({ lastSeenAt: now })
    .where(and(eq(checkInStations.id, stationId), or(isNull(checkInStations.lastSeenAt), lt(checkInStations.lastSeenAt, before))));
}
