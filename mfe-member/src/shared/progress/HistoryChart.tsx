import styled from 'styled-components';
import type { MonthSummaryJson } from '@church/contracts/attendance';
import { monthBounds } from '@church/contracts/church-time';
import { MONTH_NAMES } from '@church/contracts/months';
import type { ProgressLevelName } from '@church/contracts/progress';
import { VisuallyHidden } from 'shared_ui/Page';
import { gradientCss, themeOf } from 'shared_ui/theme';

// Twelve columns under 640 px are about 22 px wide, narrower than "100%" or "Nov": there the
// chart turns on its side, a row per month (its name, its bar, its percentage), and no label
// meets another.
const PHONE = '(max-width: 639px)';

const Chart = styled.ol`
  display: grid;
  grid-template-columns: repeat(12, minmax(0, 1fr));
  align-items: end;
  gap: 6px;
  height: 180px;
  margin: 0;
  padding: 0;
  list-style: none;

  @media ${PHONE} {
    grid-template-columns: minmax(0, 1fr);
    gap: 4px;
    height: auto;
  }
`;

const Bar = styled.li`
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  height: 100%;
  min-width: 0;
  text-align: center;
  font-size: 0.75rem;
  color: ${(p) => themeOf(p.theme).colors.textMuted};

  @media ${PHONE} {
    display: grid;
    grid-template-columns: 2.5rem minmax(0, 1fr) 2.75rem;
    grid-template-areas: 'month bar percent';
    align-items: center;
    gap: 8px;
    height: auto;
    font-size: 0.8rem;
  }
`;

const Percent = styled.span`
  @media ${PHONE} {
    grid-area: percent;
    text-align: end;
  }
`;

const Month = styled.span`
  @media ${PHONE} {
    grid-area: month;
    text-align: start;
  }
`;

const Fill = styled.div<{ $level: ProgressLevelName; $percent: number }>`
  height: ${(p) => Math.max(p.$percent, 2)}%;
  border-radius: 4px 4px 0 0;
  background: ${(p) => gradientCss(p.$level, 0)};

  @media ${PHONE} {
    grid-area: bar;
    width: ${(p) => Math.max(p.$percent, 2)}%;
    height: 12px;
    border-radius: 0 4px 4px 0;
  }
`;

export interface HistoryChartProps {
  months: MonthSummaryJson[];
  /** The list's accessible name (default: the viewer's own history). */
  label?: string;
}

/** A month that ended before the person joined: nothing in it was theirs, so it has no figure (not 0%). */
const beforeJoining = (m: MonthSummaryJson) => m.joined_on != null && monthBounds(m.year, m.month).last < m.joined_on;

/**
 * The last twelve months, one bar each; every bar says its month, percentage, level and the
 * services attended of the goal in text; a month before the person joined says so instead.
 */
export function HistoryChart({ months, label = 'My attendance over the last twelve months' }: HistoryChartProps) {
  return (
    <Chart aria-label={label} data-testid="history-chart">
      {months.map((m) => {
        const name = `${MONTH_NAMES[m.month - 1]} ${m.year}`;
        const month = (
          <Month>
            <abbr title={name}>{MONTH_NAMES[m.month - 1].slice(0, 3)}</abbr>
          </Month>
        );
        if (beforeJoining(m)) {
          return (
            <Bar key={`${m.year}-${m.month}`} title={`${name}: not a member yet`}>
              <Percent aria-hidden="true">–</Percent>
              {month}
              <VisuallyHidden>{`${name}: not a member yet`}</VisuallyHidden>
            </Bar>
          );
        }
        const count = `${m.attended} of ${m.goal} attended`;
        return (
          <Bar key={`${m.year}-${m.month}`} title={`${name}: ${m.percentage}%, ${m.level}, ${count}`}>
            <Percent>{m.percentage}%</Percent>
            <Fill $level={m.level} $percent={m.percentage} aria-hidden="true" />
            {month}
            <VisuallyHidden>{`${name}: ${m.level}, ${count}`}</VisuallyHidden>
          </Bar>
        );
      })}
    </Chart>
  );
}
