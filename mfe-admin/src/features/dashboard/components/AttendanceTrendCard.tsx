import { useMemo } from 'react';
import { ANALYTICS_DEFINITIONS, type AttendanceTrend } from '@church/contracts/analytics';
import { formatChurchDate } from '@church/contracts/church-time';
import { type Column, DataTable } from 'shared_ui/DataTable';
import { useAttendanceTrend } from '../api/attendance-trend';
import { ChartCard } from './ChartCard';

type WeekRow = { week: string; values: Array<number | null> };

const weekLabel = (monday: string) => formatChurchDate(monday).replace(/, \d{4}$/, '');

/** Attendance per service over the last 12 weeks: a line per service. */
export function AttendanceTrendCard() {
  const trend = useAttendanceTrend();
  const data: AttendanceTrend | undefined = trend.data;
  const chart = useMemo(
    () =>
      data && data.series.length > 0
        ? {
            kind: 'line' as const,
            labels: data.weeks.map(weekLabel),
            series: data.series.map((s) => ({ label: s.service_name, data: s.values })),
            label: `Attendance per service, week by week, from ${formatChurchDate(data.weeks[0])}`,
          }
        : null,
    [data],
  );
  const columns: Column<WeekRow>[] = [
    { key: 'week', header: 'Week of', render: (r) => formatChurchDate(r.week) },
    ...(data?.series ?? []).map((s, i): Column<WeekRow> => ({ key: String(s.service_id), header: s.service_name, render: (r) => r.values[i] ?? '—', align: 'end' })),
  ];
  const rows = data?.weeks.map((week, i) => ({ week, values: data.series.map((s) => s.values[i]) }));

  return (
    <ChartCard
      id="attendance-trend"
      title="Attendance per service, last 12 weeks"
      definition={ANALYTICS_DEFINITIONS.trend}
      chart={chart}
      query={trend}
      empty={<p>No services were held in these weeks.</p>}
      table={
        <DataTable caption="Attendance per service per week" columns={columns} rows={rows} rowKey={(r) => r.week} error={trend.error} onRetry={() => trend.refetch()} />
      }
    />
  );
}
