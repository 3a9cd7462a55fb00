import type { CheckInCodeResponse, CheckInOccurrence } from '@church/contracts/check-in-schemas';
import { isOpenForMarking, MARK_CLOSES_MINUTES_AFTER, MARK_OPENS_MINUTES_BEFORE, type Occurrence } from '@church/contracts/attendance-rules';
import { addDays, churchDateOf, isoWithOffset } from '@church/contracts/church-time';
import type { Db } from '../db/client';
import { findOccurrence, occurrencesIn } from '../schedule/occurrences';
import { codeFor, isCodeOf, slotEnd, slotOf } from './codes';
import { checkInKey } from '../auth/server-keys';

const MINUTE = 60_000;

/** Earliest start first, then by name: the order a screen lists the open services in. */
function byStart(a: Occurrence, b: Occurrence): number {
  return a.starts_at.getTime() - b.starts_at.getTime() || a.service_name.localeCompare(b.service_name);
}

/**
 * The occurrences whose marking window holds `at` (a window may begin the day before or end the
 * day after), earliest start first, then by name.
 */
export async function occurrencesOpenAt(db: Db, at: Date): Promise<Occurrence[]> {
  const today = churchDateOf(at);
  return (await occurrencesIn(db, addDays(today, -1), addDays(today, 1))).filter((o) => isOpenForMarking(o, at)).sort(byStart);
}

/**
 * The occurrence the door shows: of those open, the one whose start is nearest (an early service
 * still open gives way to the next one as it comes closer); a tie goes to the first in `open`'s
 * order (the earlier start, then the name).
 */
export function occurrenceShownAt(open: readonly Occurrence[], at: Date): Occurrence | null {
  const distance = (o: Occurrence) => Math.abs(o.starts_at.getTime() - at.getTime());
  return open.reduce<Occurrence | null>((best, o) => (best === null || distance(o) < distance(best) ? o : best), null);
}

export const checkInOccurrenceJson = (o: Occurrence): CheckInOccurrence => ({
  service_id: o.service_id,
  date: o.date,
  name: o.service_name,
  starts_at: isoWithOffset(o.starts_at),
});

/**
 * The code to show now (slots of `slotSeconds`) with every occurrence open now: of `serviceId`
 * when given (null when that service is not open), else of the one whose start is nearest (null
 * when none is open). Two services at the same time each have their own screen, so each asks for
 * its own.
 */
export async function currentCode(db: Db, siteUrl: string, now: Date, slotSeconds: number, serviceId?: number): Promise<CheckInCodeResponse | null> {
  const open = await occurrencesOpenAt(db, now);
  const occurrence = serviceId === undefined ? occurrenceShownAt(open, now) : (open.find((o) => o.service_id === serviceId) ?? null);
  if (!occurrence) return null;
  const slot = slotOf(now, slotSeconds);
  const code = codeFor(await checkInKey(db), occurrence, slot);
  return {
    occurrence: checkInOccurrenceJson(occurrence),
    open: open.map(checkInOccurrenceJson),
    code,
    url: `${siteUrl}/check-in?code=${code}`,
    expires_at: isoWithOffset(slotEnd(slot, slotSeconds)),
  };
}

export type CodeCheck = { status: 'valid'; occurrence: Occurrence } | { status: 'expired' } | { status: 'invalid' };

export interface CodeMoment {
  /** When the code was read: now, or the scan of a check-in made offline. */
  at: Date;
  /** The slots whose codes are accepted (inclusive). */
  slots: { from: number; to: number };
  /** The slots' length (the API's setting). */
  slotSeconds: number;
}

/** The slots accepted at a moment: its own and the one before (the moment after the screen changes). */
function momentAt(at: Date, slotSeconds: number): CodeMoment {
  const slot = slotOf(at, slotSeconds);
  return { at, slots: { from: slot - 1, to: slot }, slotSeconds };
}

/**
 * The moment a code is checked at for a scan at `scannedAt` (now, or when a check-in made
 * offline says): the slot before it and, for a phone's clock running behind, the slot after
 * (never one not yet shown by `now`).
 */
export function scanMoment(scannedAt: Date, now: Date, slotSeconds: number): CodeMoment {
  const moment = momentAt(scannedAt, slotSeconds);
  return { ...moment, slots: { ...moment.slots, to: Math.min(moment.slots.to + 1, slotOf(now, slotSeconds)) } };
}

/**
 * Which occurrence a code opens at a moment: the code of an occurrence open then, in an accepted
 * slot. A code shown earlier for an occurrence of that day or the day before (a photo kept, a
 * page left open) is "expired"; anything else is "not valid". The occurrence found is read again
 * from the database, so a service cancelled a moment ago is not checked into.
 */
export async function checkCode(db: Db, code: string, { at, slots, slotSeconds }: CodeMoment): Promise<CodeCheck> {
  const key = await checkInKey(db);
  const open = await occurrencesOpenAt(db, at);
  for (const occurrence of open) {
    for (let slot = slots.to; slot >= slots.from; slot -= 1) {
      if (!isCodeOf(key, occurrence, slot, code)) continue;
      const fresh = await findOccurrence(db, occurrence.service_id, occurrence.date);
      return fresh && isOpenForMarking(fresh, at) ? { status: 'valid', occurrence: fresh } : { status: 'invalid' };
    }
  }
  return (await wasShownBefore(db, key, code, at, slots.from, slotSeconds)) ? { status: 'expired' } : { status: 'invalid' };
}

// Every earlier slot of the windows that had opened by `at` (at most four hours of slots each).
async function wasShownBefore(db: Db, key: Buffer, code: string, at: Date, beforeSlot: number, slotSeconds: number): Promise<boolean> {
  const today = churchDateOf(at);
  for (const occurrence of await occurrencesIn(db, addDays(today, -1), today)) {
    if (occurrence.cancelled) continue;
    const opens = slotOf(new Date(occurrence.starts_at.getTime() - MARK_OPENS_MINUTES_BEFORE * MINUTE), slotSeconds);
    const closes = slotOf(new Date(occurrence.starts_at.getTime() + MARK_CLOSES_MINUTES_AFTER * MINUTE), slotSeconds);
    for (let slot = opens; slot <= Math.min(closes, beforeSlot - 1); slot += 1) {
      if (isCodeOf(key, occurrence, slot, code)) return true;
    }
  }
  return false;
}
