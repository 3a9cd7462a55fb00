import type { Db } from './client';

// Results worth reading once for a while, per database handle and key: the schedule (a few
// dozen rows every summary reads) and the admin dashboard's figures. Every caller within the
// lifetime shares the one computation, a running one included; a failed computation is not kept,
// so the next caller tries again; `forget` drops one at once (after this process changed it).

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
}

const memos = new WeakMap<Db, Map<string, Entry>>();

export function remembered<T>(db: Db, key: string, ttlMs: number, compute: () => Promise<T>, now = Date.now()): Promise<T> {
  let memo = memos.get(db);
  if (!memo) memos.set(db, (memo = new Map()));
  const entry = memo.get(key);
  if (entry && now < entry.expiresAt) return entry.value as Promise<T>;
  const value = compute();
  if (ttlMs > 0) {
    memo.set(key, { expiresAt: now + ttlMs, value });
    value.catch(() => {
      if (memo.get(key)?.value === value) memo.delete(key);
    });
  }
  // Old keys (another year, a leader's scope) are dropped once expired, each by its own lifetime.
  for (const [k, e] of memo) if (now >= e.expiresAt) memo.delete(k);
  return value;
}

export function forget(db: Db, key: string): void {
  memos.get(db)?.delete(key);
}
