import { z } from 'zod';
import { listEnvelope, paginationQuerySchema } from './envelope';
import type { AnalyticsRow } from './first-timers';
import { FOLLOW_UP_STATUSES, followUpStatusSchema } from './follow-up';
import { yearField } from './months';
import { PROGRESS_LEVELS } from './progress';

// The admin's dashboard (docs/decisions/0012-admin-analytics.md): what GET /api/analytics/*
// answer, and the one sentence that defines each figure, shown under "How is this counted?" on
// the page and repeated in the decision.

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
    "The average attendance is the mean of every active member's percentage for the month (the services they attended divided by their goal, rounded down, at most 100%), compared with last month's.",
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
    'A member is slipping when their attendance over the last 4 weeks is below half their own rate over the 12 weeks before, counting only services held since they joined and only when at least 4 services were expected of them in those 12 weeks.',
} as const;

/** part ÷ whole as a whole percentage, rounded to the nearest; null when there is nothing to divide. */
export function sharePercent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 100) : null;
}

// --- GET /api/analytics/overview ------------------------------------------------------------

export const LEVEL_NAMES = PROGRESS_LEVELS.map((l) => l.level);

export const overviewSchema = z.object({
  active_members: z.number().int(),
  attendance: z.object({ this_month: z.number().int().nullable(), last_month: z.number().int().nullable() }),
  last_sunday: z.object({ date: z.string().nullable(), attended: z.number().int(), previous_average: z.number().nullable() }),
  first_timers_this_month: z.number().int(),
  follow_ups: z.object({ open: z.number().int(), overdue: z.number().int() }),
  unread_forms: z.number().int(),
  levels: z.array(z.object({ level: z.string(), members: z.number().int() })),
  follow_up_statuses: z.array(z.object({ status: followUpStatusSchema, count: z.number().int() })),
  /** When these figures were computed (they may be up to a minute old). */
  as_of: z.string(),
});
export type Overview = z.infer<typeof overviewSchema>;
export const overviewResponseSchema = z.object({ data: overviewSchema });

// --- GET /api/analytics/attendance-trend?weeks= ----------------------------------------------

export const trendQuerySchema = z.object({
  weeks: z.coerce
    .number({ error: 'Weeks must be a number' })
    .int('Weeks must be a whole number')
    .min(1, 'Weeks must be at least 1')
    .max(TREND_MAX_WEEKS, `Weeks must be at most ${TREND_MAX_WEEKS}`)
    .default(TREND_DEFAULT_WEEKS),
});
export const trendSchema = z.object({
  /** The Monday of each week, oldest first; the last is this week. */
  weeks: z.array(z.string()),
  series: z.array(z.object({ service_id: z.number().int(), service_name: z.string(), values: z.array(z.number().int().nullable()) })),
});
export type AttendanceTrend = z.infer<typeof trendSchema>;
export const trendResponseSchema = z.object({ data: trendSchema });

// --- GET /api/analytics/first-timer-funnel?year= and /retention?year= ---------------------------

export const analyticsYearQuerySchema = z.object({ year: yearField });

export const funnelRowSchema = z.object({
  month: z.number().int(),
  first_visit: z.number().int(),
  second_visit: z.number().int(),
  third_visit: z.number().int(),
  fourth_visit: z.number().int(),
  integrated: z.number().int(),
});
export type FunnelRow = z.infer<typeof funnelRowSchema>;
export const funnelResponseSchema = z.object({ data: z.array(funnelRowSchema) });

const windowShare = z.object({ days: z.number().int(), returned: z.number().int().nullable(), percent: z.number().int().nullable() });
export const retentionRowSchema = z.object({
  month: z.number().int(),
  first_timers: z.number().int(),
  /** One per RETENTION_WINDOWS; null while the window has not passed for the whole month. */
  windows: z.array(windowShare),
  integrated: z.number().int(),
  integrated_percent: z.number().int().nullable(),
});
export type RetentionRow = z.infer<typeof retentionRowSchema>;
export const retentionResponseSchema = z.object({ data: z.array(retentionRowSchema) });

// --- GET /api/analytics/slipping-members ------------------------------------------------------

export const slippingQuerySchema = paginationQuerySchema;
const rate = z.object({ attended: z.number().int(), expected: z.number().int(), percent: z.number().int() });
export const slippingMemberSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  units: z.array(z.object({ id: z.number().int(), name: z.string() })),
  leaders: z.array(z.object({ id: z.number().int(), full_name: z.string() })),
  recent: rate,
  baseline: rate,
  last_attended: z.string().nullable(),
});
export type SlippingMember = z.infer<typeof slippingMemberSchema>;
export const slippingResponseSchema = listEnvelope(slippingMemberSchema);

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
