import type { Db } from '../../db/client';

// The dashboard's figures aggregate months of records: each is computed once per
// ANALYTICS_CACHE_SECONDS (default 60) per API process and database, and every caller in that
// time shares the one computation, a running one included. They are "refreshed on a schedule"
// (docs/decisions/0012-admin-analytics.md): a mark made now shows within a minute. A failed
// computation is not kept, so the next request tries again.

interface Entry {
  computedAt: number;
  value: Promise<unknown>;
}

const caches = new WeakMap<Db, Map<string, Entry>>();

export function cachedFigure<T>(db: Db, key: string, ttlMs: number, compute: () => Promise<T>, now = Date.now()): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const entry = cache.get(key);
  if (entry && now - entry.computedAt < ttlMs) return entry.value as Promise<T>;
  const value = compute();
  if (ttlMs > 0) {
    cache.set(key, { computedAt: now, value });
    value.catch(() => {
      if (cache.get(key)?.value === value) cache.delete(key);
    });
  }
  // Old keys (another year, a leader's scope) are dropped as they expire.
  for (const [k, e] of cache) if (now - e.computedAt >= ttlMs) cache.delete(k);
  return value;
}
