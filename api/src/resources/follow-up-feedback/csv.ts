import type { FeedbackJson } from '@church/contracts/first-timers';
import { FOLLOW_UP_CHANNEL_LABELS, FOLLOW_UP_OUTCOME_LABELS } from '@church/contracts/follow-up';
import { churchDateOf } from '@church/contracts/church-time';
import type { CsvColumn } from '../../http/csv';

// The feedback entries as CSV, in the columns the page shows.
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
