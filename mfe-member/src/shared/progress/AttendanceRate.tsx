import styled from 'styled-components';
import type { MonthSummaryJson } from '@church/contracts/attendance';
import { ATTENDANCE_RATE_DEFINITION } from '@church/contracts/attendance-rules';
import { HowCounted } from 'shared_ui/display';
import { Card } from 'shared_ui/Page';

const Rate = styled.p`
  margin: 0;
`;

/**
 * The month's attendance rate (attended ÷ held so far), beside the goal's card on an attendance
 * page: a second percentage of its own, so the goal's card shows one. Nothing while nothing has
 * been held yet.
 */
export function AttendanceRate({ summary }: { summary: MonthSummaryJson }) {
  if (summary.held <= 0) return null;
  const held = `${summary.held} ${summary.held === 1 ? 'service' : 'services'}`;
  return (
    <Card aria-label="Attendance rate" data-testid="attendance-rate">
      <Rate data-testid="progress-so-far">{`Attendance rate: ${summary.so_far_percentage ?? 0}% (${summary.attended_so_far} of the ${held} held so far).`}</Rate>
      <HowCounted>{ATTENDANCE_RATE_DEFINITION}</HowCounted>
    </Card>
  );
}
