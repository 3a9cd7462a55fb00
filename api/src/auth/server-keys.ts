import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';

// Keys kept in the database, one per use, each made by whichever instance needs it first (the
// others' inserts do nothing) and then read, so every instance holds the same key. Kept in process
// for the life of the process: a key is never changed once made.
const keys = new WeakMap<Db, Map<string, Promise<Buffer>>>();

async function loadKey(db: Db, name: string): Promise<Buffer> {
  await db.insert(serverSecrets).values({ name, value: randomBytes(32) }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row.value;
}

function serverKey(db: Db, name: string): Promise<Buffer> {
  const ofDb = keys.get(db) ?? new Map<string, Promise<Buffer>>();
  keys.set(db, ofDb);
  let key = ofDb.get(name);
  if (!key) {
    // A failed read is not kept: the next request tries again.
    key = loadKey(db, name).catch((err: unknown) => {
      ofDb.delete(name);
      throw err;
    });
    ofDb.set(name, key);
  }
  return key;
}

/** The key of the door's check-in codes. */
export const checkInKey = (db: Db) => serverKey(db, 'check_in_codes');

/** The key that stations' pairing codes are stored under (an HMAC, so a copy of the database alone cannot try codes). */
export const pairingCodeKey = (db: Db) => serverKey(db, 'station_pairing_codes');
