// The attendance rules (docs/decisions/0006-attendance.md), one place for the API and the pages:
// which occurrences a month holds, when one is open for marking, the monthly goal, and the
// percentage that gives a progress level.
import { addDays, churchInstant, monthBounds, weekdayOf } from '@church/contracts/church-time';
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

/**
 * The goal for a month: the person's own (kept between 1 and the month's expected count), else
 * every expected occurrence. A month with nothing expected has a goal of 0.
 */
export function effectiveGoal(expected: number, ownGoal: number | null | undefined): number {
  if (expected <= 0) return 0;
  if (ownGoal == null) return expected;
  return Math.min(Math.max(Math.trunc(ownGoal), 1), expected);
}

/** The percentage's definition, shown beside it on the pages (docs/decisions/0006-attendance.md). */
export const PERCENTAGE_DEFINITION = 'Your percentage is the services you attended this month divided by your goal, rounded down; meeting your goal is 100%.';
/** The same definition, said of another person (their details page). */
export const THEIR_PERCENTAGE_DEFINITION = 'Their percentage is the services they attended this month divided by their goal, rounded down; meeting their goal is 100%.';

/** attended ÷ goal × 100, rounded down and capped at 100; 0 when there is no goal. */
export function attendancePercentage(attended: number, goal: number): number {
  if (goal <= 0) return 0;
  return Math.min(100, Math.floor((attended * 100) / goal));
}

export interface MonthSummary {
  month: number;
  year: number;
  expected: number;
  goal: number;
  attended: number;
  percentage: number;
  level: ProgressResult['level'];
  message: string;
}

/** The month's figures from its expected occurrences and the occurrences the person attended. */
export function summarizeMonth(
  { year, month, expected, attendedKeys, ownGoal }: { year: number; month: number; expected: readonly Occurrence[]; attendedKeys: ReadonlySet<string>; ownGoal: number | null },
  pick?: (count: number) => number,
): MonthSummary {
  const attended = expected.filter((o) => attendedKeys.has(occurrenceKey(o.service_id, o.date))).length;
  const goal = effectiveGoal(expected.length, ownGoal);
  const percentage = attendancePercentage(attended, goal);
  const { level, message } = progressLevel(percentage, pick);
  return { month, year, expected: expected.length, goal, attended, percentage, level, message };
}
