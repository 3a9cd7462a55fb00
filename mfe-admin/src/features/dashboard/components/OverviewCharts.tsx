import { useMemo } from 'react';
import { ANALYTICS_DEFINITIONS, type Overview } from '@church/contracts/analytics';
import { type Column, DataTable } from 'shared_ui/DataTable';
import { ChartCard } from './ChartCard';

type Count = { name: string; count: number };
const COLUMNS = (header: string): Column<Count>[] => [
  { key: 'name', header, render: (r) => r.name },
  { key: 'count', header: 'People', render: (r) => r.count, align: 'end' },
];

/** This month's progress levels across active members: how many at each of the five. */
export function LevelsCard({ overview }: { overview: Overview }) {
  const rows = useMemo(() => overview.levels.map((l) => ({ name: l.level, count: l.members })), [overview]);
  const chart = useMemo(
    () => ({ kind: 'bar' as const, horizontal: true, labels: rows.map((r) => r.name), series: [{ label: 'Members', data: rows.map((r) => r.count) }], label: "Members at each progress level this month" }),
    [rows],
  );
  return (
    <ChartCard
      id="levels"
      title="Progress levels this month"
      definition={ANALYTICS_DEFINITIONS.levels}
      chart={chart}
      table={<DataTable caption="Members per progress level this month" columns={COLUMNS('Level')} rows={rows} rowKey={(r) => r.name} />}
    />
  );
}

/** Every first-timer's follow-up by its status now. */
export function StatusesCard({ overview }: { overview: Overview }) {
  const rows = useMemo(() => overview.follow_up_statuses.map((s) => ({ name: s.status, count: s.count })), [overview]);
  const chart = useMemo(
    () => ({ kind: 'bar' as const, horizontal: true, labels: rows.map((r) => r.name), series: [{ label: 'First-timers', data: rows.map((r) => r.count) }], label: 'First-timers by follow-up status now' }),
    [rows],
  );
  return (
    <ChartCard
      id="statuses"
      title="Follow-up statuses now"
      definition={ANALYTICS_DEFINITIONS.statuses}
      chart={chart}
      table={<DataTable caption="First-timers by follow-up status" columns={COLUMNS('Status')} rows={rows} rowKey={(r) => r.name} />}
    />
  );
}
