import styled from 'styled-components';
import { formatChurchDate, formatChurchTime } from '@church/contracts/church-time';
import type { FeedbackFilter, FeedbackJson, FollowUpPerson } from '@church/contracts/first-timers';
import {
  FOLLOW_UP_CHANNEL_LABELS,
  FOLLOW_UP_CHANNELS,
  FOLLOW_UP_OUTCOME_LABELS,
  FOLLOW_UP_OUTCOMES,
  FOLLOW_UP_STATUSES,
} from '@church/contracts/follow-up';
import { pageIntro, pageTitle } from '@church/contracts/site-map';
import { useCsvDownload } from '@church/platform/download';
import { useListParams } from '@church/platform/use-list-params';
import { Button } from 'shared_ui/Button';
import { type Column, DataTable } from 'shared_ui/DataTable';
import { EmptyState } from 'shared_ui/display';
import { TextField } from 'shared_ui/fields';
import { FilterBar, FilterSelect } from 'shared_ui/filters';
import { Pagination } from 'shared_ui/Pagination';
import { Card, Page, VisuallyHidden } from 'shared_ui/Page';
import { firstTimerLink, renderRouterLink, STATUS_OPTIONS, StatusBadge } from '../../../shared/follow-up';
import { firstFieldErrors, labelledOptions, oneOf, toId } from '../../../shared/lists';
import { useFeedbackAuthors } from '../api/authors';
import { useFeedback } from '../api/feedback';

const Change = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
`;

const KEYS = ['from', 'to', 'author', 'channel', 'outcome', 'status'] as const;
const PER_PAGE = 20;
const CHANNEL_OPTIONS = labelledOptions(FOLLOW_UP_CHANNEL_LABELS);
const OUTCOME_OPTIONS = labelledOptions(FOLLOW_UP_OUTCOME_LABELS);
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** An instant on the church's calendar and clock: 'Mar 5, 2025, 5:30 PM'. */
function contactedAt(iso: string): string {
  const instant = new Date(iso);
  return `${formatChurchDate(instant)}, ${formatChurchTime(instant)}`;
}

/** "Ruth Bello (12)" for each author; an id from a shared link that is not among them still shows. */
function authorOptions(authors: FollowUpPerson[] | undefined, chosen: number | undefined) {
  const options = (authors ?? []).map((a) => ({ value: String(a.id), label: `${a.full_name} (${a.count})` }));
  if (chosen !== undefined && !authors?.some((a) => a.id === chosen)) options.push({ value: String(chosen), label: authors ? `Person #${chosen} (no feedback)` : `Person #${chosen}` });
  return options;
}

/** The filters in the URL (anything invalid there is ignored). */
function useFeedbackFilters() {
  const { values, page, update } = useListParams(KEYS);
  const filters: FeedbackFilter = {
    from: isDay(values.from) ? values.from : undefined,
    to: isDay(values.to) ? values.to : undefined,
    author_id: toId(values.author),
    channel: oneOf(FOLLOW_UP_CHANNELS, values.channel),
    outcome: oneOf(FOLLOW_UP_OUTCOMES, values.outcome),
    status: oneOf(FOLLOW_UP_STATUSES, values.status),
  };
  return { filters, page, update };
}

const COLUMNS: Column<FeedbackJson>[] = [
  { key: 'contacted', header: 'Contacted', render: (f) => contactedAt(f.contacted_at) },
  { key: 'first_timer', header: 'First-timer', breakAnywhere: true, render: (f) => firstTimerLink(f.first_timer_id, f.first_timer_name) },
  { key: 'by', header: 'By', breakAnywhere: true, render: (f) => f.author?.full_name ?? 'Former member' },
  { key: 'channel', header: 'Channel', render: (f) => FOLLOW_UP_CHANNEL_LABELS[f.channel] },
  { key: 'outcome', header: 'Outcome', render: (f) => (f.outcome ? FOLLOW_UP_OUTCOME_LABELS[f.outcome] : '—') },
  {
    key: 'status',
    header: 'Status change',
    render: (f) =>
      f.status_to ? (
        <Change>
          {f.status_from ? <StatusBadge status={f.status_from} /> : 'None'}
          <span aria-hidden="true">→</span>
          <VisuallyHidden> to </VisuallyHidden>
          <StatusBadge status={f.status_to} />
        </Change>
      ) : (
        'No change'
      ),
  },
  { key: 'next_contact', header: 'Next contact', render: (f) => (f.next_contact_on ? formatChurchDate(f.next_contact_on) : '—') },
  { key: 'note', header: 'Note', render: (f) => f.note ?? '—' },
];

/** /dashboard/admin/followup-feedbacks: every contact reported on a first-timer, filtered, exportable. */
export function FollowUpFeedbacksPage() {
  const { filters, page, update } = useFeedbackFilters();
  const feedback = useFeedback({ ...filters, page, per_page: PER_PAGE });
  const authors = useFeedbackAuthors();
  const csv = useCsvDownload('/follow-up-feedback/export.csv');
  const filtered = Object.values(filters).some((value) => value !== undefined);
  // A 422 on the filters (e.g. From after To) shows on their fields.
  const invalid = firstFieldErrors(feedback.error);
  const refused = Object.keys(invalid).length > 0;

  return (
    <Page
      title={pageTitle('admin', 'followUpFeedbacks')}
      renderLink={renderRouterLink}
      description={pageIntro('admin', 'followUpFeedbacks')}
      actions={
        <Button loading={csv.downloading} onClick={() => csv.download(`follow-up-feedback${filters.from ? `-from-${filters.from}` : ''}${filters.to ? `-to-${filters.to}` : ''}.csv`, { ...filters })}>
          Export CSV
        </Button>
      }
    >
      <Card aria-labelledby="feedback-title">
        <h2 id="feedback-title">Feedback entries</h2>
        <FilterBar>
          <TextField label="From" name="from" type="date" optional value={filters.from ?? ''} max={filters.to} error={invalid.from} onChange={(from) => (from === '' || isDay(from)) && update({ from })} />
          <TextField label="To" name="to" type="date" optional value={filters.to ?? ''} min={filters.from} error={invalid.to} onChange={(to) => (to === '' || isDay(to)) && update({ to })} />
          <FilterSelect label="Author" value={filters.author_id === undefined ? '' : String(filters.author_id)} onChange={(author) => update({ author })} options={authorOptions(authors.data, filters.author_id)} />
          <FilterSelect label="Channel" value={filters.channel ?? ''} onChange={(channel) => update({ channel })} options={CHANNEL_OPTIONS} />
          <FilterSelect label="Outcome" value={filters.outcome ?? ''} onChange={(outcome) => update({ outcome })} options={OUTCOME_OPTIONS} />
          <FilterSelect label="New status" value={filters.status ?? ''} onChange={(status) => update({ status })} options={STATUS_OPTIONS} />
        </FilterBar>
        <DataTable
          caption="Follow-up feedback"
          columns={COLUMNS}
          rows={refused ? [] : feedback.data?.data}
          rowKey={(f) => f.id}
          error={refused ? undefined : feedback.error}
          onRetry={() => feedback.refetch()}
          emptyState={
            refused ? (
              <EmptyState title="Check the filters">{Object.values(invalid).join(' ')}</EmptyState>
            ) : (
              <EmptyState title={filtered ? 'No feedback matches' : 'No feedback yet'}>
                {filtered ? 'Change or clear the filters to see more.' : 'Feedback appears here when someone reports a contact with a first-timer.'}
              </EmptyState>
            )
          }
        />
        {feedback.data && !refused && <Pagination label="Feedback pages" meta={feedback.data.meta} onPageChange={(next) => update({ page: next })} />}
      </Card>
    </Page>
  );
}
