// What GET /api/analytics/* take and answer (docs/decisions/0012-admin-analytics.md), apart from
// analytics.ts so that the admin's dashboard loads no zod.
import { z } from 'zod';
import { TREND_DEFAULT_WEEKS, TREND_MAX_WEEKS } from './analytics';
import { listEnvelope, paginationQuerySchema } from './envelope';
import { followUpStatusSchema } from './follow-up-fields';
import { fromDecimalText } from './fields';
import { yearField } from './month-fields';

// --- GET /api/analytics/overview ------------------------------------------------------------

export const overviewSchema = z.object({
  active_members: z.number().int(),
  /** The average attendance rate this month to date and over the same days of last month (the days each covers). */
  attendance: z.object({
    this_month: z.number().int().nullable(),
    last_month: z.number().int().nullable(),
    this_days: z.object({ from: z.string(), to: z.string() }),
    last_days: z.object({ from: z.string(), to: z.string() }),
  }),
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
  weeks: fromDecimalText(
    z
      .number({ error: 'Weeks must be a number' })
      .int('Weeks must be a whole number')
      .min(1, 'Weeks must be at least 1')
      .max(TREND_MAX_WEEKS, `Weeks must be at most ${TREND_MAX_WEEKS}`),
  ).default(TREND_DEFAULT_WEEKS),
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
  email: z.string().nullable(),
  units: z.array(z.object({ id: z.number().int(), name: z.string() })),
  leaders: z.array(z.object({ id: z.number().int(), full_name: z.string() })),
  recent: rate,
  baseline: rate,
  last_attended: z.string().nullable(),
});
export type SlippingMember = z.infer<typeof slippingMemberSchema>;
export const slippingResponseSchema = listEnvelope(slippingMemberSchema);
