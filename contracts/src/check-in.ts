// Checking in at the door with the code on the screen: the code's form and the words the API
// and the pages share. No zod here (the pages import it); the schemas are in check-in-schemas.ts.

/** Upper-case letters and digits without the ones read as each other (0/O, 1/I): 32 symbols, 5 bits each. */
export const CHECK_IN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CHECK_IN_CODE_LENGTH = 6;
/**
 * A code is shown for one slot of this many seconds by default (the API's CHECK_IN_CODE_SECONDS
 * may change it within the bounds); the previous slot's code is still accepted.
 */
export const CHECK_IN_SLOT_SECONDS = 45;
// Shorter than 10 s, someone typing the code from the screen may not finish within its slot and
// the next; longer than 2 minutes, a code passed on by message stays usable for 4.
export const CHECK_IN_SLOT_SECONDS_MIN = 10;
export const CHECK_IN_SLOT_SECONDS_MAX = 120;
/** A write made offline (a check-in, a station's, a sheet's) is honoured when it arrives at most this long after it was made. */
export const OFFLINE_CHECK_IN_HOURS = 6;
/**
 * A check-in with the door's code sent late counts only within this many minutes after the
 * occurrence's marking window closes: a code passed on in a group chat, sent with an early scan
 * moment, would otherwise check someone in from anywhere for hours.
 */
export const LATE_SEND_MINUTES = 60;

/** What a record sent after its occurrence's marking window closed says: minutes from its making to its arrival. */
export const sentLateLabel = (minutes: number): string => `sent ${minutes} min late`;

export const CHECK_IN_MESSAGES = {
  expired: 'This code has expired. Scan the code on the screen again.',
  invalid: 'This code is not valid.',
  madeInFuture: 'The time it was made cannot be in the future.',
  madeTooLongAgo: `What a device saved offline must be sent within ${OFFLINE_CHECK_IN_HOURS} hours.`,
  sentTooLate: `This check-in arrived more than ${LATE_SEND_MINUTES} minutes after the service's check-in closed, so it is not recorded. A leader can record you on the unit's sheet.`,
  codeRequired: 'Attendance is recorded at the door: scan the code on the screen at church, or ask the welcome team.',
} as const;

/** What a person typed or the link carried, as the code is compared: upper case, without spaces. */
export function normalizeCheckInCode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** Whether a normalized code has the code's form (length and alphabet). */
export function looksLikeCheckInCode(code: string): boolean {
  return code.length === CHECK_IN_CODE_LENGTH && [...code].every((c) => CHECK_IN_CODE_ALPHABET.includes(c));
}

/** The church settings an admin changes in the app; without a saved value, the default. */
export interface ChurchSettings {
  /** Members may still mark their own attendance from anywhere in the service's window, without the door's code. */
  self_marking_without_code: boolean;
  /** How many days before a service its accepted volunteers are reminded (0: no reminders). */
  rota_reminder_days: number;
}

// On by default: a church that has no display at its door yet keeps its members' attendance on
// the day it upgrades; an admin turns it off once the code is shown at the door.
export const DEFAULT_CHURCH_SETTINGS: ChurchSettings = { self_marking_without_code: true, rota_reminder_days: 2 };
