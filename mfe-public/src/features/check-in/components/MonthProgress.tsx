import styled from 'styled-components';
import { useMonthSummary } from '../api/month-summary';
import { QueryState } from 'shared_ui/QueryState';

const Bar = styled.progress`
  display: block;
  width: 100%;
  height: 14px;
  margin: ${(p) => p.theme.spacing.xs} 0 ${(p) => p.theme.spacing.sm};
  accent-color: ${(p) => p.theme.colors.primary};
`;

const Level = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
`;

/** The month's progress once the check-in counted: services attended against the goal, and the level. */
export function MonthProgress() {
  const summary = useMonthSummary();
  return (
    <section aria-labelledby="month-progress-title" data-testid="month-progress">
      <h3 id="month-progress-title">This month</h3>
      <QueryState query={summary} loadingLabel="Loading your month" spinnerSize="sm">
        {(month) => (
          <>
            <p>
              {month.attended} of {month.goal} {month.goal === 1 ? 'service' : 'services'} this month: {month.percentage}% of your goal.
            </p>
            <Bar max={100} value={month.percentage} aria-label="Your month's goal">
              {month.percentage}%
            </Bar>
            <Level>
              <strong>{month.level}</strong>. {month.message}
            </Level>
          </>
        )}
      </QueryState>
    </section>
  );
}
