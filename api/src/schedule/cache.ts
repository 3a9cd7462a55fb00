import type { Cancellation, ScheduledService } from '@church/contracts/attendance-rules';
import type { Db } from '../db/client';
import { forget, remembered } from '../db/memo';

// The schedule (every service and every cancellation: a few dozen rows) is read by every
// attendance summary, and changes a few times a year. Each database handle keeps it for
// SCHEDULE_CACHE_MS; this process forgets it the moment it changes it (services.ts), so
// another API instance sees an admin's change within that time. Marking reads its one occurrence
// fresh (occurrences.ts findOccurrence), so no one marks a just-cancelled service.

export interface WholeSchedule {
  services: ScheduledService[];
  cancellations: Cancellation[];
}

export const SCHEDULE_CACHE_MS = 30_000;
const KEY = 'schedule';

export function cachedSchedule(db: Db, load: () => Promise<WholeSchedule>, now = Date.now()): Promise<WholeSchedule> {
  return remembered(db, KEY, SCHEDULE_CACHE_MS, load, now);
}

/** Called after every change to services or cancellations. */
export function forgetSchedule(db: Db): void {
  forget(db, KEY);
}
