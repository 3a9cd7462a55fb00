import { type AttendanceTrend, followUpAnalyticsTotal, type FunnelRow, RETENTION_WINDOWS, type RetentionRow, type SlippingMember, totalRow } from '@church/contracts/analytics';
import type { AnalyticsRow } from '@church/contracts/first-timers';
import { FOLLOW_UP_STATUSES } from '@church/contracts/follow-up';
import { monthName } from '@church/contracts/months';
import { type CsvColumn, withTotal } from '../../http/csv';

// The dashboard's tables as CSV, in the columns the page shows.

type FunnelCsvRow = Omit<FunnelRow, 'month'> & { label: string };
const FUNNEL_COLUMNS: CsvColumn<FunnelCsvRow>[] = [
  { header: 'Month of first visit', value: (r) => r.label },
  { header: 'First visit', value: (r) => r.first_visit },
  { header: 'Second visit', value: (r) => r.second_visit },
  { header: 'Third visit', value: (r) => r.third_visit },
  { header: 'Fourth visit', value: (r) => r.fourth_visit },
  { header: 'Integrated', value: (r) => r.integrated },
];
export const funnelCsv = (rows: readonly FunnelRow[]) => ({ columns: FUNNEL_COLUMNS, rows: withTotal(rows, totalRow(rows, ['month'])) });

const percent = (value: number | null) => (value === null ? null : `${value}%`);
export const RETENTION_CSV_COLUMNS: CsvColumn<RetentionRow>[] = [
  { header: 'Month of first visit', value: (r) => monthName(r.month) },
  { header: 'First-timers', value: (r) => r.first_timers },
  ...RETENTION_WINDOWS.flatMap((days, i): CsvColumn<RetentionRow>[] => [
    { header: `Came back within ${days} days`, value: (r) => r.windows[i]?.returned },
    { header: `Within ${days} days (share)`, value: (r) => percent(r.windows[i]?.percent ?? null) },
  ]),
  { header: 'Integrated', value: (r) => r.integrated },
  { header: 'Integrated (share)', value: (r) => percent(r.integrated_percent) },
];

export const SLIPPING_CSV_COLUMNS: CsvColumn<SlippingMember>[] = [
  { header: 'Name', value: (m) => m.full_name },
  { header: 'Email', value: (m) => m.email },
  { header: 'Phone', value: (m) => m.phone },
  { header: 'Units', value: (m) => m.units.map((u) => u.name).join('; ') },
  { header: 'Leaders', value: (m) => m.leaders.map((l) => l.full_name).join('; ') },
  { header: 'Last 4 weeks attended', value: (m) => m.recent.attended },
  { header: 'Last 4 weeks expected', value: (m) => m.recent.expected },
  { header: 'Last 4 weeks', value: (m) => percent(m.recent.percent) },
  { header: '12 weeks before attended', value: (m) => m.baseline.attended },
  { header: '12 weeks before expected', value: (m) => m.baseline.expected },
  { header: '12 weeks before', value: (m) => percent(m.baseline.percent) },
  { header: 'Last attended', value: (m) => m.last_attended },
];

/** A row per week (its Monday), a column per service; empty where the service was not held. */
export function trendCsv(trend: AttendanceTrend) {
  const columns: CsvColumn<number>[] = [
    { header: 'Week of', value: (i) => trend.weeks[i] },
    ...trend.series.map((s): CsvColumn<number> => ({ header: s.service_name, value: (i) => s.values[i] })),
  ];
  return { columns, rows: trend.weeks.map((_, i) => i) };
}

type FollowUpsCsvRow = Omit<AnalyticsRow, 'month'> & { label: string };
const FOLLOW_UPS_COLUMNS: CsvColumn<FollowUpsCsvRow>[] = [
  { header: 'Month', value: (r) => r.label },
  { header: 'First-timers', value: (r) => r.first_timers },
  ...FOLLOW_UP_STATUSES.map((status): CsvColumn<FollowUpsCsvRow> => ({ header: status, value: (r) => r.by_status[status] })),
  { header: 'Second Timer', value: (r) => r.second_timer },
  { header: 'Third Timer', value: (r) => r.third_timer },
  { header: 'Fourth Timer', value: (r) => r.fourth_timer },
];
/** The follow-ups' twelve months, with their total. */
export const followUpsCsv = (rows: readonly AnalyticsRow[]) => ({ columns: FOLLOW_UPS_COLUMNS, rows: withTotal(rows, followUpAnalyticsTotal(rows)) });
