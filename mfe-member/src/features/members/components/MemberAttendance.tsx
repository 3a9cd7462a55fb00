import type { UseQueryResult } from '@tanstack/react-query';
import styled from 'styled-components';
import { formatChurchDate } from '@church/contracts/church-time';
import type { MemberAttendance as Attendance } from '@church/contracts/members';
import { EmptyState } from 'shared_ui/display';
import { Card } from 'shared_ui/Page';
import { LoadError, QueryState } from 'shared_ui/QueryState';
// The person's month is shown exactly as a member sees their own, in the third person.
import { AttendanceRate } from '../../../shared/progress/AttendanceRate';
import { HistoryChart } from '../../../shared/progress/HistoryChart';
import { ProgressCard } from '../../../shared/progress/ProgressCard';

const LastAttended = styled.p`
  margin: 0 0 ${(p) => p.theme.spacing.md};
`;

/** This month's progress, the last twelve months and the last day attended, of one person. */
export function MemberAttendance({ attendance, firstName }: { attendance: UseQueryResult<Attendance>; firstName: string }) {
  // A failure has a card of its own, so the page still says where the attendance would be.
  if (attendance.isError) {
    return (
      <Card aria-labelledby="member-attendance-title">
        <h2 id="member-attendance-title">Attendance</h2>
        <LoadError onRetry={() => attendance.refetch()} />
      </Card>
    );
  }
  return (
    <QueryState query={attendance} loadingLabel="Loading the attendance">
      {({ months, last_attended }) => (
        <>
          {months.length > 0 && (
            <>
              <ProgressCard summary={months[months.length - 1]} title="This month" whose="their" />
              <AttendanceRate summary={months[months.length - 1]} />
            </>
          )}
          <Card aria-labelledby="member-history-title" data-testid="member-history">
            <h2 id="member-history-title">Last twelve months</h2>
            <LastAttended data-testid="last-attended">
              <strong>Last attended:</strong> {last_attended ? formatChurchDate(last_attended) : 'Never'}
            </LastAttended>
            {months.length === 0 ? (
              <EmptyState title="No attendance figures yet." />
            ) : (
              <HistoryChart months={months} label={`${firstName}'s attendance over the last twelve months`} />
            )}
          </Card>
        </>
      )}
    </QueryState>
  );
}
