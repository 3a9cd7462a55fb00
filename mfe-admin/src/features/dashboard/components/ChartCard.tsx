import { lazy, type ReactNode, Suspense, useState } from 'react';
import styled from 'styled-components';
import { Spinner } from 'shared_ui/Loader';
import { HowCounted } from 'shared_ui/display';
import { Card } from 'shared_ui/Page';
import { type QueryLike, QueryState } from 'shared_ui/QueryState';
import { themeOf } from 'shared_ui/theme';
import { useNearScreen } from '../hooks/useNearScreen';
import type { ChartCanvasProps } from './ChartCanvas';

// Chart.js (about 56 KB gzipped) is a chunk of its own, asked for when the first chart has its
// figures and comes near the screen: on a phone the page's own code, its tiles and its text come
// first, and the charts below them are drawn as the admin scrolls to them (decision 0012).
const ChartCanvas = lazy(() => import('./ChartCanvas'));

const Plot = styled.div`
  position: relative;
  height: 16rem;
  min-width: 0;
`;

const Undrawn = styled.div`
  height: 100%;
`;

const Alternative = styled.details`
  margin-top: ${(p) => themeOf(p.theme).spacing.sm};
  overflow-x: auto;
  summary {
    cursor: pointer;
    width: fit-content;
  }
`;

export interface ChartCardProps {
  id: string;
  title: string;
  definition: string;
  /** Null while loading, after a failure, or without data. */
  chart: ChartCanvasProps | null;
  /** The query behind the chart, when it has its own: its failure and loading stand in for the chart. */
  query?: QueryLike<unknown>;
  /** Said instead of a chart with nothing to draw. */
  empty?: ReactNode;
  /** The chart's figures as a table, behind "Show as a table". */
  table: ReactNode;
  actions?: ReactNode;
}

/** A chart with its definition and its table alternative. */
export function ChartCard({ id, title, definition, chart, query, empty, table, actions }: ChartCardProps) {
  // The table is rendered while it is open: closed, nobody reads it, and each answer rendered
  // its rows anyway (220 of the dashboard's 825 nodes; decision 0012).
  const [tableOpen, setTableOpen] = useState(false);
  const [plot, nearScreen] = useNearScreen<HTMLDivElement>();
  return (
    <Card aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <HowCounted>{definition}</HowCounted>
      {actions}
      <Plot ref={plot}>
        {chart && !nearScreen ? (
          // What the chart shows, said already; it is drawn once near the screen.
          <Undrawn role="img" aria-label={chart.label} />
        ) : chart ? (
          <Suspense fallback={<Spinner label="Drawing the chart" />}>
            <ChartCanvas {...chart} />
          </Suspense>
        ) : query ? (
          <QueryState query={query} loadingLabel={`Loading: ${title}`}>
            {() => empty}
          </QueryState>
        ) : (
          empty
        )}
      </Plot>
      <Alternative onToggle={(event) => setTableOpen(event.currentTarget.open)}>
        <summary>Show as a table</summary>
        {tableOpen && table}
      </Alternative>
    </Card>
  );
}
