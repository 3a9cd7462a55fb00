import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';

const NAME = 'check_in_codes';

// Made by whichever instance needs it first (the others' inserts do nothing) and then read, so
// every instance holds the same key. Kept in process for the life of the process: the secret is
// never changed once made.
const keys = new WeakMap<Db, Promise<Buffer>>();

async function loadKey(db: Db): Promise<Buffer> {
  await db.insert(serverSecrets).values({ name: NAME, value: randomBytes(32) }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, NAME));
  return row.value;
}

/** The key of the check-in codes. */
export function checkInKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    // A failed read is not kept: the next request tries again.
    key = loadKey(db).catch((err: unknown) => {
      keys.delete(db);
      throw err;
    });
    keys.set(db, key);
  }
  return key;
}
