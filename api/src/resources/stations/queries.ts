import { desc, eq, isNull, and } from 'drizzle-orm';
import type { Station } from '@church/contracts/stations';
import { newPairingCode, pairingCodeHash, pairingExpiry } from '../../auth/stations';
import { recordAudit } from '../../audit/record';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { checkInStations } from '../../db/schema';

type StationRow = typeof checkInStations.$inferSelect;

export function toStationJson(row: StationRow): Station {
  const waiting = row.pairingCodeHash !== null && row.revokedAt === null;
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    paired_at: row.pairedAt?.toISOString() ?? null,
    last_seen_at: row.lastSeenAt?.toISOString() ?? null,
    pairing_expires_at: waiting ? (row.pairingExpiresAt?.toISOString() ?? null) : null,
    revoked: row.revokedAt !== null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/** A new station waiting for its tablet, with the pairing code shown this once (only its hash is kept). */
export async function createStation(db: Db, name: string, createdBy: number, now = new Date()) {
  for (let attempt = 0; ; attempt++) {
    const code = newPairingCode();
    try {
      const codeHash = await pairingCodeHash(db, code);
      const row = await db.transaction(async (tx) => {
        const [made] = await tx
          .insert(checkInStations)
          .values({ name, pairingCodeHash: codeHash, pairingExpiresAt: pairingExpiry(now), createdBy })
          .returning();
        await recordAudit(tx, { actorId: createdBy, entity: 'station', entityId: made.id, action: 'created', after: { name } });
        return made;
      });
      return { id: row.id, name: row.name, pairing_code: code, pairing_expires_at: row.pairingExpiresAt!.toISOString() };
    } catch (err) {
      // Two waiting codes alike (about one in a trillion): draw again.
      if (!isUniqueViolation(err) || attempt >= 2) throw err;
    }
  }
}

/** Every station, the newest first (revoked ones stay listed, marked). */
export async function listStations(db: Db): Promise<Station[]> {
  const rows = await db.select().from(checkInStations).orderBy(desc(checkInStations.createdAt), desc(checkInStations.id));
  return rows.map(toStationJson);
}

/**
 * Revokes a station: its token and any unused pairing code stop working at once (the credential
 * is looked up on every request). False when there is no such station.
 */
export async function revokeStation(db: Db, id: number, actorId: number, now = new Date()): Promise<boolean> {
  const [exists] = await db.select({ id: checkInStations.id }).from(checkInStations).where(eq(checkInStations.id, id));
  if (!exists) return false;
  await db.transaction(async (tx) => {
    const revoked = await tx
      .update(checkInStations)
      .set({ revokedAt: now, tokenHash: null, pairingCodeHash: null, pairingExpiresAt: null })
      .where(and(eq(checkInStations.id, id), isNull(checkInStations.revokedAt)))
      .returning({ name: checkInStations.name });
    // Revoking a revoked station again changes nothing and says nothing.
    if (revoked.length > 0) await recordAudit(tx, { actorId, entity: 'station', entityId: id, action: 'revoked', before: { name: revoked[0].name } });
  });
  return true;
}
