import type { Overview } from './analytics-schemas';
import type { AnalyticsRow } from './first-timers';
import { FOLLOW_UP_STATUSES } from './follow-up';
import { MONTH_NAMES } from './months';
import { PROGRESS_LEVELS } from './progress';

// The admin's dashboard (docs/decisions/0012-admin-analytics.md): the one sentence that defines
// each figure, shown under "How is this counted?" on the page and repeated in the decision, and
// the rules the page and the API share. What GET /api/analytics/* answer is in
// analytics-schemas.ts (zod, which the page then does not load); its types are re-exported here.
export type { AttendanceTrend, FunnelRow, Overview, RetentionRow, SlippingMember } from './analytics-schemas';

export const SLIPPING_RECENT_WEEKS = 4;
export const SLIPPING_BASELINE_WEEKS = 12;
/** Fewer expected services than this in the baseline and a person's rate says too little to judge. */
export const SLIPPING_MIN_BASELINE_EXPECTED = 4;
export const RETENTION_WINDOWS = [30, 60, 90] as const;
export const TREND_DEFAULT_WEEKS = 12;
export const TREND_MAX_WEEKS = 52;

export const ANALYTICS_DEFINITIONS = {
  activeMembers: 'Active members are the people whose account has not been deactivated, whatever their roles.',
  averagePercentage:
    "The average attendance is the mean of every active person's attendance rate this month to date (the services they attended divided by the services held since they joined, rounded down), compared with the same days of last month, counting each month's people who had joined by then.",
  lastSunday:
    'Last Sunday counts the people with a record at any service on the latest Sunday whose services have begun, compared with the average of the four Sundays with services before it.',
  firstTimers: 'First-timers this month are the visitors whose first visit was this month.',
  followUps:
    'Open follow-ups are those not Integrated or Opt-out; one is overdue when its next contact date has passed, or when it is still Not Contacted some days after the first visit.',
  unreadForms: 'Unread forms are the questions, prayer requests and testimonies no admin has opened yet.',
  trend: 'Each point is the number of attendance records at one service in a week (Monday to Sunday); a gap means the service was not held that week.',
  funnel:
    'Each bar counts the first-timers first seen in that month, how many of them have come a second, third and fourth time so far, and how many are Integrated now.',
  levels: "Each bar counts the active members whose percentage this month falls in that level, against their own goal, as they see it on their own page.",
  statuses: 'Every first-timer has one follow-up; this counts them by their status now.',
  retention:
    'Of the first-timers first seen in a month, the share who came back on a later day within 30, 60 and 90 days of their first visit, and the share Integrated now; a window that has not yet passed for the whole month shows a dash.',
  slipping:
    'A member is slipping when their attendance over the last 4 weeks is below half their own rate over the 12 weeks before, counting only services held since they joined and not while they announced they were away, and only when at least 4 services were expected of them in those 12 weeks.',
} as const;

/** A stretch of one month's days, as the average attendance's card says it: '1–25 Nov' ('25 Nov' for one day). */
export function dayRangeLabel({ from, to }: { from: string; to: string }): string {
  const month = MONTH_NAMES[Number(from.slice(5, 7)) - 1].slice(0, 3);
  const [first, last] = [Number(from.slice(8, 10)), Number(to.slice(8, 10))];
  return first === last ? `${last} ${month}` : `${first}–${last} ${month}`;
}

/** What the average attendance compares: '1–25 Nov against 1–25 Oct'. */
export const comparedDaysLabel = (attendance: Pick<Overview['attendance'], 'this_days' | 'last_days'>): string =>
  `${dayRangeLabel(attendance.this_days)} against ${dayRangeLabel(attendance.last_days)}`;

/** part ÷ whole as a whole percentage, rounded to the nearest; null when there is nothing to divide. */
export function sharePercent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 100) : null;
}

/**
 * A count with thousands separators, '12,345', as toLocaleString('en') writes it, without Intl:
 * a page's first number format loads ICU's data (about 70 ms on a phone's CPU).
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return String(n);
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 ? `-${digits}` : digits;
}

export const LEVEL_NAMES = PROGRESS_LEVELS.map((l) => l.level);

// --- Totals (the tables' last row, on the page and in the CSV) --------------------------------

type Counts<T> = { [K in keyof T as T[K] extends number ? K : never]: number };

/** The column-wise sum of the numeric columns of a table's rows (its "Total" row); `skip` names columns that are not counts. */
export function totalRow<T extends object>(rows: readonly T[], skip: readonly (keyof T)[] = []): Counts<T> {
  const total: Record<string, number> = {};
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) {
      if (typeof value === 'number' && !skip.includes(key as keyof T)) total[key] = (total[key] ?? 0) + value;
    }
  }
  return total as Counts<T>;
}

/** The follow-up analytics table's Total row (its counts per status summed too). */
export function followUpAnalyticsTotal(rows: readonly AnalyticsRow[]): Omit<AnalyticsRow, 'month'> {
  const byStatus = Object.fromEntries(FOLLOW_UP_STATUSES.map((s) => [s, rows.reduce((sum, r) => sum + (r.by_status[s] ?? 0), 0)])) as AnalyticsRow['by_status'];
  const { first_timers, second_timer, third_timer, fourth_timer } = totalRow(rows, ['month']);
  return { first_timers, by_status: byStatus, second_timer, third_timer, fourth_timer };
}
