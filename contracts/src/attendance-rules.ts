// The attendance rules (docs/decisions/0006-attendance.md), one place for the API and the pages:
// which occurrences a month holds, when one is open for marking, the monthly goal, and the
// percentage that gives a progress level.
import { addDays, churchInstant, monthBounds, weekdayOf } from '@church/contracts/church-time';
import { type AbsenceDays, coversDay } from './absences';
import { progressLevel, type ProgressResult } from './progress';
import type { Weekday } from './services';

/** A person may mark their own attendance from an hour before a service starts... */
export const MARK_OPENS_MINUTES_BEFORE = 60;
/** ...until three hours after it started. */
export const MARK_CLOSES_MINUTES_AFTER = 180;
/** At most this many days per occurrences query. */
export const MAX_OCCURRENCE_RANGE_DAYS = 366;

/** A service as the schedule needs it. `active_from`/`active_until` bound the days it is held. */
export interface ScheduledService {
  id: number;
  name: string;
  is_recurring: boolean;
  day_of_week: Weekday | null;
  service_date: string | null;
  /** 'HH:MM' (or 'HH:MM:SS'), the church's wall clock. */
  start_time: string;
  active_from: string;
  active_until: string | null;
}

export interface Cancellation {
  service_id: number;
  date: string;
  reason: string;
}

export interface Occurrence {
  service_id: number;
  service_name: string;
  date: string;
  /** The start as an instant. */
  starts_at: Date;
  cancelled: boolean;
  cancel_reason: string | null;
}

/** Whether the service is held on that calendar day (before cancellations). */
export function isHeldOn(service: ScheduledService, date: string): boolean {
  if (date < service.active_from) return false;
  if (service.active_until !== null && date > service.active_until) return false;
  if (service.is_recurring) return service.day_of_week !== null && service.day_of_week === weekdayOf(date);
  return service.service_date === date;
}

/** One occurrence's identity: a service on a day. */
export const occurrenceKey = (serviceId: number, date: string) => `${serviceId}@${date}`;

/** Every occurrence from `from` to `to` (inclusive), in date then start order, cancelled ones included. */
export function occurrencesBetween(
  services: readonly ScheduledService[],
  cancellations: readonly Cancellation[],
  from: string,
  to: string,
  tz?: string,
): Occurrence[] {
  const cancelled = new Map(cancellations.map((c) => [occurrenceKey(c.service_id, c.date), c.reason]));
  const out: Occurrence[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    for (const service of services) {
      if (!isHeldOn(service, date)) continue;
      const reason = cancelled.get(occurrenceKey(service.id, date));
      out.push({
        service_id: service.id,
        service_name: service.name,
        date,
        starts_at: churchInstant(date, service.start_time, tz),
        cancelled: reason !== undefined,
        cancel_reason: reason ?? null,
      });
    }
  }
  return out.sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime() || a.service_id - b.service_id);
}

/** The month's occurrences that are expected: every one not cancelled. */
export function expectedOccurrences(services: readonly ScheduledService[], cancellations: readonly Cancellation[], year: number, month: number, tz?: string): Occurrence[] {
  const { first, last } = monthBounds(year, month);
  return occurrencesBetween(services, cancellations, first, last, tz).filter((o) => !o.cancelled);
}

/** Open for marking: from an hour before the start to three hours after; never when cancelled. */
export function isOpenForMarking(occurrence: Pick<Occurrence, 'starts_at' | 'cancelled'>, now: Date = new Date()): boolean {
  if (occurrence.cancelled) return false;
  const start = occurrence.starts_at.getTime();
  const t = now.getTime();
  return t >= start - MARK_OPENS_MINUTES_BEFORE * 60_000 && t <= start + MARK_CLOSES_MINUTES_AFTER * 60_000;
}

/** The day a person joined: their account's creation day, or their first record's when that is earlier (church days). */
export function joinedOn(createdOn: string, firstRecordOn: string | null | undefined): string {
  return firstRecordOn && firstRecordOn < createdOn ? firstRecordOn : createdOn;
}

/** The occurrences on or after the day the person joined (all of them when it is not known). */
export function sinceJoined<T extends Pick<Occurrence, 'date'>>(occurrences: readonly T[], joined: string | null | undefined): readonly T[] {
  return joined ? occurrences.filter((o) => o.date >= joined) : occurrences;
}

/**
 * The services held so far: the expected occurrences (none cancelled) that have begun by `now`,
 * from the day the person joined. A service still to come expects nothing of anyone yet.
 */
export function heldSoFar<T extends Pick<Occurrence, 'date' | 'starts_at'>>(expected: readonly T[], now: Date, joined?: string | null): T[] {
  return sinceJoined(expected, joined).filter((o) => o.starts_at.getTime() <= now.getTime());
}

/**
 * The occurrences expected of one person: those held while they announced they were away are
 * not, unless they came anyway (a record always counts).
 */
export function expectedOf<T extends Pick<Occurrence, 'service_id' | 'date'>>(expected: readonly T[], absences: readonly AbsenceDays[], attendedKeys: ReadonlySet<string>): readonly T[] {
  if (absences.length === 0) return expected;
  return expected.filter((o) => !coversDay(absences, o.date) || attendedKeys.has(occurrenceKey(o.service_id, o.date)));
}

/**
 * The goal for a month: the person's own (kept between 1 and the month's expected count), else
 * the default, the expected occurrences from the day they joined to the month's end (someone who
 * joins on the 25th is not asked for the services before it). Nothing expected: a goal of 0.
 */
export function effectiveGoal(expected: number, ownGoal: number | null | undefined, expectedSinceJoined: number = expected): number {
  if (expected <= 0) return 0;
  if (ownGoal == null) return Math.min(Math.max(expectedSinceJoined, 0), expected);
  return Math.min(Math.max(Math.trunc(ownGoal), 1), expected);
}

// The two figures of a person's month, each named in one sentence shown beside it on every page
// (and in docs/decisions/0006-attendance.md): the month's goal, with the level that follows from
// it, and the attendance rate over the services held so far.

/** The month's goal, said to the person (their attendance page and dashboard card). */
export const PERCENTAGE_DEFINITION =
  'Your percentage is the services you attended this month divided by your goal, rounded down; meeting your goal is 100% and your level follows from it, and unless you set your own, your goal is every service this month from the day you joined; services on days you announced you would be away are not expected of you, and your goal is at most the services left.';
/** The month's goal, said of another person (their details page, a unit's roster, the admin's figures). */
export const THEIR_PERCENTAGE_DEFINITION =
  'Their percentage is the services they attended this month divided by their goal, rounded down; meeting their goal is 100% and their level follows from it, and unless they set their own, their goal is every service this month from the day they joined; services on days they announced they would be away are not expected of them, and their goal is at most the services left.';
/** The attendance rate: the month so far, the report's range, the admin's average. */
export const ATTENDANCE_RATE_DEFINITION =
  'The attendance rate is the services a person attended divided by the services held in the period since they joined (not counting cancelled services, those still to come, or those held while they announced they were away), rounded down; so far this month is from the 1st to now.';

/** attended ÷ goal × 100, rounded down and capped at 100; 0 when there is no goal. */
export function attendancePercentage(attended: number, goal: number): number {
  if (goal <= 0) return 0;
  return Math.min(100, Math.floor((attended * 100) / goal));
}

/** attended ÷ held × 100, rounded down; null when nothing has been held yet (nothing to judge). */
export function attendanceRate(attended: number, held: number): number | null {
  return held > 0 ? attendancePercentage(attended, held) : null;
}

export interface MonthSummary {
  month: number;
  year: number;
  /** The month's services expected of the person: not cancelled, and not held while they announced they were away. */
  expected: number;
  /** The month's services not expected of them because they announced they were away. */
  excused: number;
  goal: number;
  attended: number;
  percentage: number;
  level: ProgressResult['level'];
  message: string;
  /** The services held so far this month since the person joined (all of a past month's). */
  held: number;
  /** Those of them the person attended. */
  attended_so_far: number;
  /** attended_so_far ÷ held, rounded down; null before anything was held. */
  so_far_percentage: number | null;
}

export interface MonthInput {
  year: number;
  month: number;
  /** The month's expected occurrences (contracts' expectedOccurrences). */
  expected: readonly Occurrence[];
  attendedKeys: ReadonlySet<string>;
  ownGoal: number | null;
  /** The day the person joined (joinedOn); null when not known (counted from the month's start). */
  joined?: string | null;
  /** The instant "so far" ends; the figures of a month still to come are 0. */
  now?: Date;
  /** The person's announced absences (any that overlap the month). */
  absences?: readonly AbsenceDays[];
}

/** The month's figures: the goal percentage and its level, and the rate over the services held so far. */
export function summarizeMonth({ year, month, expected: scheduled, attendedKeys, ownGoal, joined = null, now = new Date(), absences = [] }: MonthInput, pick?: (count: number) => number): MonthSummary {
  const came = (o: Occurrence) => attendedKeys.has(occurrenceKey(o.service_id, o.date));
  const expected = expectedOf(scheduled, absences, attendedKeys);
  const attended = expected.filter(came).length;
  const goal = effectiveGoal(expected.length, ownGoal, sinceJoined(expected, joined).length);
  const percentage = attendancePercentage(attended, goal);
  const { level, message } = progressLevel(percentage, pick);
  const held = heldSoFar(expected, now, joined);
  const attendedSoFar = held.filter(came).length;
  return {
    month, year, expected: expected.length, excused: scheduled.length - expected.length, goal, attended, percentage, level, message,
    held: held.length, attended_so_far: attendedSoFar, so_far_percentage: attendanceRate(attendedSoFar, held.length),
  };
}
