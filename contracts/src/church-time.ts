import { WEEKDAYS, type Weekday } from './weekdays';

// The church's calendar (docs/decisions/0003-api.md "Church time"): "today",
// months, weekdays and the times shown are the church's, never the server's (UTC) nor the
// browser's. Isomorphic: Intl, no Node APIs.
//
// The zone is module state set once at start-up (the API from CHURCH_TIMEZONE, the browser from
// the runtime registry), so the dozens of call sites do not thread it through; every function
// also takes an explicit `tz` so a test or a one-off computation never has to touch that state.
//
// Calendar days are 'YYYY-MM-DD' strings (a day, not an instant); times of day are 'HH:MM'.

export const DEFAULT_CHURCH_TIMEZONE = 'Africa/Lagos';

let currentZone = DEFAULT_CHURCH_TIMEZONE;
let uncheckedZone: string | null = null;

const DAY_MS = 86_400_000;
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

// Creating an Intl.DateTimeFormat costs far more than using one: one per zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(tz: string): Intl.DateTimeFormat {
  let formatter = formatters.get(tz);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: tz, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(tz, formatter);
  }
  return formatter;
}

export function isTimeZone(tz: unknown): tz is string {
  if (typeof tz !== 'string' || tz.trim() === '') return false;
  try {
    formatterFor(tz);
    return true;
  } catch {
    return false;
  }
}

/** Sets the zone every function uses by default; throws on a name Intl does not know. */
export function setChurchTimeZone(tz: string): void {
  if (!isTimeZone(tz)) {
    throw new RangeError(`Unknown time zone "${String(tz)}": use an IANA name such as ${DEFAULT_CHURCH_TIMEZONE} or Europe/London.`);
  }
  currentZone = tz;
  uncheckedZone = null;
}

/**
 * The zone to use from its first use on, checked then (an unknown one keeps the current zone):
 * a page's start-up stays free of the first Intl time-zone formatter, the costliest call of its boot.
 */
export function setChurchTimeZoneOnFirstUse(tz: string): void {
  uncheckedZone = tz;
}

export function churchTimeZone(): string {
  if (uncheckedZone !== null) {
    if (isTimeZone(uncheckedZone)) currentZone = uncheckedZone;
    uncheckedZone = null;
  }
  return currentZone;
}

interface WallClock {
  year: number;
  month: number; // 1..12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockOf(instant: Date, tz: string): WallClock {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date');
  const out: Record<string, number> = {};
  for (const part of formatterFor(tz).formatToParts(instant)) {
    if (part.type !== 'literal') out[part.type] = Number(part.value);
  }
  return { year: out.year, month: out.month, day: out.day, hour: out.hour, minute: out.minute, second: out.second };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function dayString(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function parseDay(date: string): { year: number; month: number; day: number } {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (m) {
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const check = new Date(Date.UTC(year, month - 1, day));
    if (check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day) return { year, month, day };
  }
  throw new RangeError(`Not a calendar day (YYYY-MM-DD): "${date}"`);
}

function parseTime(time: string): { hour: number; minute: number } {
  // 'HH:MM', or 'HH:MM:SS' as PostgreSQL's time columns give it (seconds are ignored).
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(time);
  if (!m) throw new RangeError(`Not a time of day (HH:MM): "${time}"`);
  return { hour: Number(m[1]), minute: Number(m[2]) };
}

/** The church's calendar day at `instant`. */
export function churchDateOf(instant: Date, tz: string = churchTimeZone()): string {
  const w = wallClockOf(instant, tz);
  return dayString(w.year, w.month, w.day);
}

/** Today in the church, e.g. 2026-11-22T23:30:00Z is already '2026-11-23' in Lagos. */
export function todayInChurch(now: Date = new Date(), tz: string = churchTimeZone()): string {
  return churchDateOf(now, tz);
}

/** The church's wall clock at `instant`, as a datetime-local input value: '2026-11-22T17:30'. */
export function churchLocalInput(instant: Date | string = new Date(), tz: string = churchTimeZone()): string {
  return isoWithOffset(typeof instant === 'string' ? new Date(instant) : instant, tz).slice(0, 16);
}

/** A datetime-local input value read on the church's clock, as ISO with the church's offset; null when it is not one. */
export function isoFromChurchLocalInput(local: string, tz: string = churchTimeZone()): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(local);
  return match ? isoWithOffset(churchInstant(match[1], match[2], tz), tz) : null;
}

/** This month in the church: { year, month } with month 1..12. */
export function thisMonthInChurch(now: Date = new Date(), tz: string = churchTimeZone()): { year: number; month: number } {
  const [year, month] = todayInChurch(now, tz).split('-').map(Number);
  return { year, month };
}

/** First and last calendar day of a month (month 1..12). */
export function monthBounds(year: number, month: number): { first: string; last: string } {
  if (!Number.isInteger(year) || year < 1 || year > 9999) throw new RangeError(`Not a year: ${year}`);
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Not a month (1..12): ${month}`);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: dayString(year, month, 1), last: dayString(year, month, lastDay) };
}

/** The calendar day `n` days after (or before, when negative) `date`. */
export function addDays(date: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`Days must be a whole number: ${n}`);
  const { year, month, day } = parseDay(date);
  const moved = new Date(Date.UTC(year, month - 1, day) + n * DAY_MS);
  return dayString(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** Which such weekday of its month a day is: the 1st to the 7th is 1 … the 29th and later 5 ("the first Sunday"). */
export const weekOfMonth = (date: string): number => Math.ceil(Number(date.slice(8, 10)) / 7);

/** The weekday name of a calendar day, as the services schedule spells it ('Sunday', …). */
export function weekdayOf(date: string): Weekday {
  const { year, month, day } = parseDay(date);
  return WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
}

// Offset of the zone at an instant, in ms (wall clock minus UTC); +3,600,000 for Lagos.
function offsetAt(instantMs: number, tz: string): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  const w = wallClockOf(new Date(whole), tz);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - whole;
}

/**
 * The instant at which the church's clocks show `time` on `date`. Around a DST change it
 * behaves like Temporal's "compatible" rule: a time that happens twice (clocks go back) is
 * the earlier one; a time that never happens (clocks go forward) moves forward by the gap.
 */
export function churchInstant(date: string, time: string, tz: string = churchTimeZone()): Date {
  // Every summary asks for the same few dozen occurrences of a month, and each answer costs
  // several Intl calls: answers are kept (a bounded cache; a Date is mutable, so a copy is given).
  const key = `${tz}|${date}|${time}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    if (instants.size >= MAX_CACHED_INSTANTS) instants.clear();
    instant = computeChurchInstant(date, time, tz);
    instants.set(key, instant);
  }
  return new Date(instant);
}

const MAX_CACHED_INSTANTS = 20_000;
const instants = new Map<string, number>();

function computeChurchInstant(date: string, time: string, tz: string): number {
  const { year, month, day } = parseDay(date);
  const { hour, minute } = parseTime(time);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Zones change their offset at most once within a day or so: the offsets a day either side
  // are the only candidates.
  const before = offsetAt(wall - DAY_MS, tz);
  const after = offsetAt(wall + DAY_MS, tz);
  const valid = [...new Set([before, after])].map((offset) => wall - offset).filter((instant) => wall - offsetAt(instant, tz) === instant);
  if (valid.length > 0) return Math.min(...valid);
  return wall - before; // in the gap: read with the offset before the change
}

/** ISO 8601 with the zone's offset at that instant: '2026-11-22T17:30:00+01:00'. */
export function isoWithOffset(instant: Date, tz: string = churchTimeZone()): string {
  const w = wallClockOf(instant, tz);
  const offsetMinutes = Math.round(offsetAt(instant.getTime(), tz) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${dayString(w.year, w.month, w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** 'Nov 22, 2026': an instant is shown as the church's day; a 'YYYY-MM-DD' day as written. */
export function formatChurchDate(value: Date | string, tz: string = churchTimeZone()): string {
  const { year, month, day } = typeof value === 'string' ? parseDay(value) : wallClockOf(value, tz);
  return `${SHORT_MONTHS[month - 1]} ${day}, ${year}`;
}

/** '5:30 PM': an instant is shown on the church's clock; an 'HH:MM' time of day as written. */
export function formatChurchTime(value: Date | string, tz: string = churchTimeZone()): string {
  const { hour, minute } = typeof value === 'string' ? parseTime(value) : wallClockOf(value, tz);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * The top bar's clock on the church's clock: '05:29:58 PM' and 'Sun, Mar 9, 2025'. One wall-clock
 * read through the zone's one cached formatter, as it runs every second.
 */
export function churchClockFace(instant: Date, tz: string = churchTimeZone()): { time: string; date: string } {
  const w = wallClockOf(instant, tz);
  const weekday = weekdayOf(dayString(w.year, w.month, w.day)).slice(0, 3);
  return {
    time: `${pad(w.hour % 12 === 0 ? 12 : w.hour % 12)}:${pad(w.minute)}:${pad(w.second)} ${w.hour < 12 ? 'AM' : 'PM'}`,
    date: `${weekday}, ${SHORT_MONTHS[w.month - 1]} ${w.day}, ${w.year}`,
  };
}
