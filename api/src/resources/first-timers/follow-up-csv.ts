import type { AnalyticsRow, FeedbackJson } from '@church/contracts/first-timers';
import { FOLLOW_UP_CHANNEL_LABELS, FOLLOW_UP_OUTCOME_LABELS, FOLLOW_UP_STATUSES } from '@church/contracts/follow-up';
import { churchDateOf } from '@church/contracts/church-time';
import { type CsvColumn, withTotal } from '../../http/csv';
import { followUpAnalyticsTotal } from '@church/contracts/analytics';

// The follow-up CSVs: the feedback entries, and the monthly analytics table as the page shows it.

export const FEEDBACK_CSV_COLUMNS: CsvColumn<FeedbackJson>[] = [
  { header: 'Contacted on', value: (f) => churchDateOf(new Date(f.contacted_at)) },
  { header: 'First-timer', value: (f) => f.first_timer_name },
  { header: 'By', value: (f) => f.author?.full_name },
  { header: 'Channel', value: (f) => FOLLOW_UP_CHANNEL_LABELS[f.channel] },
  { header: 'Outcome', value: (f) => (f.outcome ? FOLLOW_UP_OUTCOME_LABELS[f.outcome] : null) },
  { header: 'Status from', value: (f) => f.status_from },
  { header: 'Status to', value: (f) => f.status_to },
  { header: 'Next contact', value: (f) => f.next_contact_on },
  { header: 'Note', value: (f) => f.note },
];

type AnalyticsCsvRow = Omit<AnalyticsRow, 'month'> & { label: string };
const ANALYTICS_CSV_COLUMNS: CsvColumn<AnalyticsCsvRow>[] = [
  { header: 'Month', value: (r) => r.label },
  { header: 'First-timers', value: (r) => r.first_timers },
  ...FOLLOW_UP_STATUSES.map((status): CsvColumn<AnalyticsCsvRow> => ({ header: status, value: (r) => r.by_status[status] })),
  { header: 'Second Timer', value: (r) => r.second_timer },
  { header: 'Third Timer', value: (r) => r.third_timer },
  { header: 'Fourth Timer', value: (r) => r.fourth_timer },
];

/** The twelve months and their total. */
export const analyticsCsv = (rows: readonly AnalyticsRow[]) => ({ columns: ANALYTICS_CSV_COLUMNS, rows: withTotal(rows, followUpAnalyticsTotal(rows)) });
