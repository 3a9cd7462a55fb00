import styled from 'styled-components';
import type { MonthSummaryJson } from '@church/contracts/attendance';
import { PERCENTAGE_DEFINITION, THEIR_PERCENTAGE_DEFINITION } from '@church/contracts/attendance-rules';
import { MONTH_NAMES } from '@church/contracts/months';
import type { ProgressLevelName } from '@church/contracts/progress';
import { HowCounted } from 'shared_ui/display';
import { Card } from 'shared_ui/Page';
import { gradientCss, themeOf } from 'shared_ui/theme';

const Figure = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${(p) => themeOf(p.theme).spacing.sm};
  margin: 0 0 ${(p) => themeOf(p.theme).spacing.sm};

  strong {
    font-size: 2.5rem;
    line-height: 1;
  }
`;

const Track = styled.div`
  height: 14px;
  border-radius: ${(p) => themeOf(p.theme).radii.pill};
  background: ${(p) => themeOf(p.theme).colors.surfaceAlt};
  border: 1px solid ${(p) => themeOf(p.theme).colors.border};
  overflow: hidden;
  margin-bottom: ${(p) => themeOf(p.theme).spacing.md};
`;

// The level's own gradient pair (shared-ui's theme) fills the bar; the numbers carry the meaning.
const Fill = styled.div<{ $level: ProgressLevelName; $percent: number }>`
  width: ${(p) => p.$percent}%;
  height: 100%;
  background: ${(p) => gradientCss(p.$level)};
  @media (prefers-reduced-motion: no-preference) {
    transition: width 0.5s ease;
  }
`;

const Level = styled.p`
  margin: 0 0 ${(p) => themeOf(p.theme).spacing.xs};
  font-weight: 700;
  font-size: ${(p) => themeOf(p.theme).fontSizes.lg};
`;

const Muted = styled.p`
  margin: ${(p) => themeOf(p.theme).spacing.xs} 0 0;
  color: ${(p) => themeOf(p.theme).colors.textMuted};
`;

export interface ProgressCardProps {
  summary: MonthSummaryJson;
  /** Services of the month still to come (not started yet). */
  servicesLeft?: number;
  title?: string;
  /** Whose month it is: the viewer's own (default) or another person's. */
  whose?: 'your' | 'their';
}

/**
 * A month's attendance against the goal: the percentage, its level and one of its messages. It
 * shows that one percentage only (the attendance rate is a figure of its own, AttendanceRate), and
 * its definition one click away.
 */
export function ProgressCard({ summary, servicesLeft, title, whose = 'your' }: ProgressCardProps) {
  const heading = title ?? `${MONTH_NAMES[summary.month - 1]} ${summary.year}`;
  const services = (n: number) => `${n} ${n === 1 ? 'service' : 'services'}`;
  return (
    <Card aria-labelledby="progress-title" data-testid="progress-card">
      <h2 id="progress-title">{heading}</h2>
      <Figure>
        <strong data-testid="progress-percentage">{summary.percentage}%</strong>
        <span>{`of ${whose} goal`}</span>
      </Figure>
      <Track role="progressbar" aria-label={`Progress towards ${whose} goal`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={summary.percentage}>
        <Fill $level={summary.level} $percent={summary.percentage} />
      </Track>
      <Level data-testid="progress-level">{summary.level}</Level>
      <p>{summary.message}</p>
      <Muted data-testid="progress-count">
        {summary.expected <= 0
          ? summary.excused > 0
            ? `No services are expected of ${whose === 'your' ? 'you' : 'them'} this month: ${whose === 'your' ? 'you' : 'they'} announced ${whose === 'your' ? 'you' : 'they'} are away for all of them.`
            : 'No services are scheduled this month.'
          : summary.goal <= 0
            ? `No services this month since ${whose === 'your' ? 'you' : 'they'} joined.`
            : whose === 'your'
              ? `You attended ${summary.attended} of your goal of ${services(summary.goal)}.`
              : `Attended ${summary.attended} of their goal of ${services(summary.goal)}.`}
      </Muted>
      {summary.excused > 0 && summary.expected > 0 && (
        <Muted data-testid="progress-excused">{`${services(summary.excused)} while ${whose === 'your' ? 'you are' : 'they are'} away ${summary.excused === 1 ? 'is' : 'are'} not expected of ${whose === 'your' ? 'you' : 'them'}.`}</Muted>
      )}
      {servicesLeft !== undefined && (
        <Muted>{servicesLeft === 0 ? 'No more services this month.' : `${services(servicesLeft)} left this month.`}</Muted>
      )}
      <HowCounted>{whose === 'your' ? PERCENTAGE_DEFINITION : THEIR_PERCENTAGE_DEFINITION}</HowCounted>
    </Card>
  );
}
