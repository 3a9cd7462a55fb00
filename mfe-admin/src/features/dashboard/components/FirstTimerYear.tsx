import { useMemo } from 'react';
import { ANALYTICS_DEFINITIONS, type FunnelRow, RETENTION_WINDOWS, type RetentionRow, totalRow } from '@church/contracts/analytics';
import { MONTH_NAMES } from '@church/contracts/months';
import { type Column, DataTable } from 'shared_ui/DataTable';
import { HowCounted } from 'shared_ui/display';
import { Card } from 'shared_ui/Page';
import { CsvExportButton } from '../../../shared/CsvExportButton';
import { useFirstTimerFunnel } from '../api/first-timer-funnel';
import { useRetention } from '../api/retention';
import { ChartCard } from './ChartCard';

// The first-timers of a chosen year, by month of first visit: how far they came (the funnel)
// and who came back (retention).

const SHORT_MONTHS = MONTH_NAMES.map((m) => m.slice(0, 3));
const STEPS = [
  ['first_visit', 'First visit'],
  ['second_visit', 'Second visit'],
  ['third_visit', 'Third visit'],
  ['fourth_visit', 'Fourth visit'],
  ['integrated', 'Integrated'],
] as const;

/** Month 0 is the Total row. */
const FUNNEL_COLUMNS: Column<FunnelRow>[] = [
  { key: 'month', header: 'Month of first visit', render: (r) => (r.month === 0 ? <strong>Total</strong> : MONTH_NAMES[r.month - 1]) },
  ...STEPS.map(([key, header]): Column<FunnelRow> => ({ key, header, render: (r) => r[key], align: 'end' })),
];

export function FunnelCard({ year }: { year: number }) {
  const funnel = useFirstTimerFunnel(year);
  const data = funnel.data;
  const chart = useMemo(
    () =>
      data && data.some((r) => r.first_visit > 0)
        ? { kind: 'bar' as const, labels: SHORT_MONTHS, series: STEPS.map(([key, label]) => ({ label, data: data.map((r) => r[key]) })), label: `First-timers of ${year} by month of first visit, and how far they came` }
        : null,
    [data, year],
  );
  const rows = data && [...data, { ...totalRow(data, ['month']), month: 0 }];
  return (
    <ChartCard
      id="funnel"
      title={`First-timer funnel, ${year}`}
      definition={ANALYTICS_DEFINITIONS.funnel}
      actions={
        <CsvExportButton path="/analytics/first-timer-funnel/export.csv" filename={`first-timer-funnel-${year}.csv`} query={{ year }} label={`Export CSV of ${year}'s first-timer funnel`} />
      }
      chart={chart}
      query={funnel}
      empty={<p>No first-timers in {year}.</p>}
      table={<DataTable caption={`First-timer funnel for ${year}`} columns={FUNNEL_COLUMNS} rows={rows} rowKey={(r) => r.month} error={funnel.error} onRetry={() => funnel.refetch()} />}
    />
  );
}

const share = (returned: number | null, percent: number | null) => (returned === null ? '—' : percent === null ? '0' : `${returned} (${percent}%)`);

const RETENTION_COLUMNS: Column<RetentionRow>[] = [
  { key: 'month', header: 'Month of first visit', render: (r) => MONTH_NAMES[r.month - 1] },
  { key: 'first_timers', header: 'First-timers', render: (r) => r.first_timers, align: 'end' },
  ...RETENTION_WINDOWS.map((days, i): Column<RetentionRow> => ({
    key: `within-${days}`,
    header: `Back within ${days} days`,
    render: (r) => share(r.windows[i]?.returned ?? null, r.windows[i]?.percent ?? null),
    align: 'end',
  })),
  { key: 'integrated', header: 'Integrated now', render: (r) => share(r.integrated, r.integrated_percent), align: 'end' },
];

/** Retention by month of first visit: the number a follow-up team is judged by. */
export function RetentionCard({ year }: { year: number }) {
  const retention = useRetention(year);
  return (
    <Card aria-labelledby="retention-title">
      <h2 id="retention-title">Retention by month of first visit, {year}</h2>
      <HowCounted>{ANALYTICS_DEFINITIONS.retention}</HowCounted>
      <CsvExportButton path="/analytics/retention/export.csv" filename={`retention-${year}.csv`} query={{ year }} label={`Export CSV of ${year}'s retention`} />
      <DataTable caption={`Retention of ${year}'s first-timers`} columns={RETENTION_COLUMNS} rows={retention.data} rowKey={(r) => r.month} error={retention.error} onRetry={() => retention.refetch()} />
    </Card>
  );
}
