import type { AttendanceReportRow } from '@church/contracts/attendance';
import { ATTENDANCE_RATE_DEFINITION } from '@church/contracts/attendance-rules';
import { todayInChurch } from '@church/contracts/church-time';
import { useListParams } from '@church/platform/use-list-params';
import { type Column, DataTable } from 'shared_ui/DataTable';
import { Badge, HowCounted } from 'shared_ui/display';
import { TextField } from 'shared_ui/fields';
import { FilterBar, FilterSelect } from 'shared_ui/filters';
import { Pagination } from 'shared_ui/Pagination';
import { Card } from 'shared_ui/Page';
import { useReport } from '../api/report';

const THRESHOLDS = ['25', '50', '60', '75', '90'];
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Per person over a date range: attended, the services held for them, their attendance rate; those below the threshold marked. */
export function AttendanceReport({ unitId }: { unitId?: number }) {
  const { values, page, update } = useListParams(['from', 'to', 'threshold'] as const);
  const today = todayInChurch();
  const from = isDay(values.from) ? values.from : `${today.slice(0, 8)}01`;
  const to = isDay(values.to) ? values.to : today;
  const threshold = Number(THRESHOLDS.includes(values.threshold) ? values.threshold : '50');
  const report = useReport({ from, to, unit_id: unitId, page, per_page: 20 });

  const columns: Column<AttendanceReportRow>[] = [
    { key: 'name', header: 'Name', breakAnywhere: true, render: (r) => r.full_name },
    { key: 'attended', header: 'Attended', render: (r) => r.attended, align: 'end' },
    { key: 'expected', header: 'Held', render: (r) => r.expected, align: 'end' },
    {
      key: 'percentage',
      header: 'Attendance rate',
      align: 'end',
      render: (r) =>
        r.percentage === null ? '—' : r.percentage < threshold ? <Badge tone="warning">{`${r.percentage}% · below ${threshold}%`}</Badge> : `${r.percentage}%`,
    },
  ];

  return (
    <Card aria-labelledby="report-title">
      <h2 id="report-title">Attendance per person</h2>
      <p>The lowest come first, so you know whom to call.</p>
      <HowCounted>{ATTENDANCE_RATE_DEFINITION}</HowCounted>
      <FilterBar label="Report range">
        <TextField label="From" name="from" type="date" value={from} max={to} onChange={(value) => isDay(value) && update({ from: value })} />
        <TextField label="To" name="to" type="date" value={to} max={today} onChange={(value) => isDay(value) && update({ to: value })} />
        <FilterSelect label="Highlight below" value={String(threshold)} allLabel="" onChange={(value) => update({ threshold: value })} options={THRESHOLDS.map((t) => ({ value: t, label: `${t}%` }))} />
      </FilterBar>
      <DataTable
        caption={`Attendance per person from ${from} to ${to}`}
        columns={columns}
        rows={report.data?.data}
        rowKey={(r) => r.user_id}
        error={report.error}
        onRetry={() => report.refetch()}
        emptyState={<p>Nobody to report on for this range.</p>}
      />
      {report.data && <Pagination label="Report pages" meta={report.data.meta} onPageChange={(next) => update({ page: next })} />}
    </Card>
  );
}
