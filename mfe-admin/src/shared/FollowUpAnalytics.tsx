import type { ReactNode } from 'react';
import { followUpAnalyticsTotal } from '@church/contracts/analytics';
import type { AnalyticsRow } from '@church/contracts/first-timers';
import { ANALYTICS_DEFINITION, FOLLOW_UP_STATUSES } from '@church/contracts/follow-up';
import { MONTH_NAMES } from '@church/contracts/months';
import { type Column, DataTable } from 'shared_ui/DataTable';
import { FilterBar } from 'shared_ui/filters';
import { Card, Lead } from 'shared_ui/Page';
import { useFollowUpAnalytics } from './api/follow-up-analytics';
import { CsvExportButton } from './CsvExportButton';

// The monthly follow-up analytics table, on the first-timers page and the admin's
// dashboard: per month of first visit, the status of each now and who came back, with a total.

/** Month 0 is the Total row. */
const COLUMNS: Column<AnalyticsRow>[] = [
  { key: 'month', header: 'Month', render: (r) => (r.month === 0 ? <strong>Total</strong> : MONTH_NAMES[r.month - 1]) },
  { key: 'first_timers', header: 'First-timers', render: (r) => r.first_timers, align: 'end' },
  ...FOLLOW_UP_STATUSES.map((status): Column<AnalyticsRow> => ({ key: status, header: status, render: (r) => r.by_status[status] ?? 0, align: 'end' })),
  { key: 'second_timer', header: 'Second Timer', render: (r) => r.second_timer, align: 'end' },
  { key: 'third_timer', header: 'Third Timer', render: (r) => r.third_timer, align: 'end' },
  { key: 'fourth_timer', header: 'Fourth Timer', render: (r) => r.fourth_timer, align: 'end' },
];

/** Per month of first visits in a year: the status of each now, and who came back. `yearControl` is the page's year picker, when it has its own. */
export function FollowUpAnalytics({ year, yearControl }: { year: number; yearControl?: ReactNode }) {
  const analytics = useFollowUpAnalytics(year);
  const rows = analytics.data && [...analytics.data, { month: 0, ...followUpAnalyticsTotal(analytics.data) }];

  return (
    <Card aria-labelledby="analytics-title">
      <h2 id="analytics-title">Monthly follow-up analytics</h2>
      <Lead>{ANALYTICS_DEFINITION}</Lead>
      <FilterBar label="Analytics year">
        {yearControl}
        <CsvExportButton
          path="/analytics/follow-ups/export.csv"
          filename={`follow-up-analytics-${year}.csv`}
          query={{ year }}
          label={`Export CSV of ${year}'s follow-up analytics`}
          size="md"
        />
      </FilterBar>
      <DataTable
        caption={`Follow-up analytics for ${year}`}
        columns={COLUMNS}
        rows={rows}
        rowKey={(r) => r.month}
        error={analytics.error}
        onRetry={() => analytics.refetch()}
        emptyState={<p>No first-timers in {year}.</p>}
      />
    </Card>
  );
}
