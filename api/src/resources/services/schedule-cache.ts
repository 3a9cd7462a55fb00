import type { Cancellation, ScheduledService } from '@church/contracts/attendance-rules';
import type { Db } from '../../db/client';

// The schedule (every service and every cancellation: a few dozen rows) is read by every
// attendance summary, and changes a few times a year. Each database handle keeps it for
// SCHEDULE_CACHE_MS; this process forgets it the moment it changes it (services/queries.ts), so
// another API instance sees an admin's change within that time. Marking reads its one occurrence
// fresh (schedule.ts findOccurrence), so no one marks a just-cancelled service.

export interface WholeSchedule {
  services: ScheduledService[];
  cancellations: Cancellation[];
}

export const SCHEDULE_CACHE_MS = 30_000;

const cache = new WeakMap<Db, { loadedAt: number; schedule: Promise<WholeSchedule> }>();

export function cachedSchedule(db: Db, load: () => Promise<WholeSchedule>, now = Date.now()): Promise<WholeSchedule> {
  const entry = cache.get(db);
  if (entry && now - entry.loadedAt < SCHEDULE_CACHE_MS) return entry.schedule;
  const schedule = load();
  cache.set(db, { loadedAt: now, schedule });
  // A failed read is not kept: the next request tries again.
  schedule.catch(() => {
    if (cache.get(db)?.schedule === schedule) cache.delete(db);
  });
  return schedule;
}

/** Called after every change to services or cancellations. */
export function forgetSchedule(db: Db): void {
  cache.delete(db);
}
