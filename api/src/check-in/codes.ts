import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHECK_IN_CODE_ALPHABET, CHECK_IN_CODE_LENGTH } from '@church/contracts/check-in';

// The door's code is derived, never stored: an HMAC of the occurrence and the time slot under
// the server's secret. Every API instance computes the same code, nothing is written as it
// rotates, and a code names one occurrence and one slot, so it is useless anywhere else.
// The slot's length is the API's setting (CHECK_IN_CODE_SECONDS): instances that agree on it agree on the code.

export interface CodedOccurrence {
  service_id: number;
  date: string;
}

/** The slot an instant falls in (slots count from the epoch, so every instance agrees). */
export const slotOf = (at: Date, slotSeconds: number): number => Math.floor(at.getTime() / (slotSeconds * 1000));

/** When a slot's code stops being shown. */
export const slotEnd = (slot: number, slotSeconds: number): Date => new Date((slot + 1) * slotSeconds * 1000);

/** The code of an occurrence in a slot: 30 bits of the HMAC, six symbols of five bits. */
export function codeFor(key: Buffer, occurrence: CodedOccurrence, slot: number): string {
  const digest = createHmac('sha256', key).update(`check-in|${occurrence.service_id}|${occurrence.date}|${slot}`).digest();
  const bits = digest.readUInt32BE(0) >>> 2;
  let code = '';
  for (let i = CHECK_IN_CODE_LENGTH - 1; i >= 0; i -= 1) code += CHECK_IN_CODE_ALPHABET[(bits >>> (i * 5)) & 31];
  return code;
}

/** Whether `code` (normalized) is the occurrence's code in that slot, compared in constant time. */
export function isCodeOf(key: Buffer, occurrence: CodedOccurrence, slot: number, code: string): boolean {
  const expected = Buffer.from(codeFor(key, occurrence, slot));
  const given = Buffer.from(code);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
