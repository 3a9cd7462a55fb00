// The envelope of a write a device may make offline and send later (a check-in at the door, a
// station's visitor or headcount, a leader's sheet): its own reference and the moment it was
// made. One definition for every such request schema, and for the device's outbox.
import { z } from 'zod';
import { instantField } from './fields';

/** A device's own reference for a write it may send again: the same one finds the record already made. */
export const clientRefField = z
  .string({ error: 'Client reference must be text' })
  .trim()
  .min(1, 'Client reference cannot be empty')
  .max(100, 'Client reference is at most 100 characters');

/** When the write was made on the device: it counts at the occurrence open then, within OFFLINE_CHECK_IN_HOURS (check-in.ts). */
export const madeAtField = instantField('Made at');

/**
 * The two fields every offline-capable request carries, both optional (a write sent at once
 * needs neither). `scanned_at` is the old name of `made_at`, still accepted from check-ins queued
 * by pages built before the rename; `madeAtOf` reads whichever came.
 */
export const offlineWriteFields = {
  client_ref: clientRefField.optional(),
  made_at: madeAtField.optional(),
  /** @deprecated the old name of made_at, accepted while devices queued before the rename drain. */
  scanned_at: instantField('Scanned at').optional(),
};

export interface OfflineWriteEnvelope {
  client_ref?: string;
  made_at?: string;
  scanned_at?: string;
}

/** The moment a write says it was made, under either name; undefined for a write sent at once. */
export function madeAtOf(body: OfflineWriteEnvelope): string | undefined {
  return body.made_at ?? body.scanned_at;
}

/** The field to name when the moment is refused: the one the device sent. */
export function madeAtFieldName(body: OfflineWriteEnvelope): 'made_at' | 'scanned_at' {
  return body.made_at === undefined && body.scanned_at !== undefined ? 'scanned_at' : 'made_at';
}
