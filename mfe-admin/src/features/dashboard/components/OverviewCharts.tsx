import { useMemo } from 'react';
import { ANALYTICS_DEFINITIONS, type Overview } from '@church/contracts/analytics';
import { type Column, DataTable } from 'shared_ui/DataTable';
import { ChartCard, type ChartCardProps } from './ChartCard';

type Count = { name: string; count: number };

interface CountsCardProps extends Pick<ChartCardProps, 'query'> {
  id: string;
  title: string;
  definition: string;
  /** Undefined while the overview loads: the card keeps its place, its chart's height included. */
  rows: Count[] | undefined;
  /** The first column's header ("Level", "Status"). */
  nameHeader: string;
  /** What is counted ("Members"), the chart's series. */
  counted: string;
  /** The chart's accessible name and the table's caption. */
  chartLabel: string;
  caption: string;
}

/** How many people in each of a few named groups: horizontal bars and their table. */
function CountsCard({ id, title, definition, rows, nameHeader, counted, chartLabel, caption, query }: CountsCardProps) {
  const chart = useMemo(
    () => (rows ? { kind: 'bar' as const, horizontal: true, labels: rows.map((r) => r.name), series: [{ label: counted, data: rows.map((r) => r.count) }], label: chartLabel } : null),
    [rows, counted, chartLabel],
  );
  const columns: Column<Count>[] = [
    { key: 'name', header: nameHeader, render: (r) => r.name },
    { key: 'count', header: 'People', render: (r) => r.count, align: 'end' },
  ];
  return <ChartCard id={id} title={title} definition={definition} chart={chart} query={query} table={<DataTable caption={caption} columns={columns} rows={rows} rowKey={(r) => r.name} />} />;
}

/** The overview (undefined while it loads) and its query, whose loading the card shows. */
interface OverviewCardProps extends Pick<ChartCardProps, 'query'> {
  overview: Overview | undefined;
}

/** This month's progress levels across active members: how many at each of the five. */
export function LevelsCard({ overview, query }: OverviewCardProps) {
  const rows = useMemo(() => overview?.levels.map((l) => ({ name: l.level, count: l.members })), [overview]);
  return (
    <CountsCard
      query={query}
      id="levels" title="Progress levels this month" definition={ANALYTICS_DEFINITIONS.levels} rows={rows} nameHeader="Level" counted="Members"
      chartLabel="Members at each progress level this month" caption="Members per progress level this month"
    />
  );
}

/** Every first-timer's follow-up by its status now. */
export function StatusesCard({ overview, query }: OverviewCardProps) {
  const rows = useMemo(() => overview?.follow_up_statuses.map((s) => ({ name: s.status, count: s.count })), [overview]);
  return (
    <CountsCard
      query={query}
      id="statuses" title="Follow-up statuses now" definition={ANALYTICS_DEFINITIONS.statuses} rows={rows} nameHeader="Status" counted="First-timers"
      chartLabel="First-timers by follow-up status now" caption="First-timers by follow-up status"
    />
  );
}
