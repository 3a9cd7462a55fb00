import { useState } from 'react';
import type { AnalyticsRow } from '@church/contracts/first-timers';
import { ANALYTICS_DEFINITION, FOLLOW_UP_STATUSES } from '@church/contracts/follow-up';
import { MONTH_NAMES, selectableYears } from '@church/contracts/months';
import { Button } from 'shared_ui/Button';
import { type Column, DataTable } from 'shared_ui/DataTable';
import { FilterBar, FilterSelect } from 'shared_ui/filters';
import { Card, Lead } from 'shared_ui/Page';
import { useCsvExport } from '../../../shared/lists';
import { useFollowUpAnalytics } from '../api/analytics';
import { thisSelectableYear } from './useFirstTimerFilters';

const YEAR_OPTIONS = selectableYears().map((y) => ({ value: String(y), label: String(y) }));

const COLUMNS: Column<AnalyticsRow>[] = [
  { key: 'month', header: 'Month', render: (r) => MONTH_NAMES[r.month - 1] },
  { key: 'first_timers', header: 'First-timers', render: (r) => r.first_timers, align: 'end' },
  ...FOLLOW_UP_STATUSES.map((status): Column<AnalyticsRow> => ({ key: status, header: status, render: (r) => r.by_status[status] ?? 0, align: 'end' })),
  { key: 'second_timer', header: 'Second Timer', render: (r) => r.second_timer, align: 'end' },
  { key: 'third_timer', header: 'Third Timer', render: (r) => r.third_timer, align: 'end' },
  { key: 'fourth_timer', header: 'Fourth Timer', render: (r) => r.fourth_timer, align: 'end' },
];

/** Per month of first visits in a year: the status of each now, and who came back. */
export function FollowUpAnalytics() {
  const [year, setYear] = useState(() => thisSelectableYear() ?? selectableYears()[0]);
  const analytics = useFollowUpAnalytics(year);
  const csv = useCsvExport('/analytics/follow-ups/export.csv');

  return (
    <Card aria-labelledby="analytics-title">
      <h2 id="analytics-title">Monthly follow-up analytics</h2>
      <Lead>{ANALYTICS_DEFINITION}</Lead>
      <FilterBar label="Analytics year">
        <FilterSelect label="Analytics year" value={String(year)} allLabel="" onChange={(value) => setYear(Number(value))} options={YEAR_OPTIONS} />
        <Button variant="outline-primary" loading={csv.downloading} onClick={() => csv.download(`follow-up-analytics-${year}.csv`, { year })} aria-label={`Export CSV of ${year}'s follow-up analytics`}>
          Export CSV
        </Button>
      </FilterBar>
      <DataTable
        caption={`Follow-up analytics for ${year}`}
        columns={COLUMNS}
        rows={analytics.data}
        rowKey={(r) => r.month}
        error={analytics.error}
        onRetry={() => analytics.refetch()}
        emptyState={<p>No first-timers in {year}.</p>}
      />
    </Card>
  );
}
