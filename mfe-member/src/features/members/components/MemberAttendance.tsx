import type { UseQueryResult } from '@tanstack/react-query';
import styled from 'styled-components';
import { formatChurchDate } from '@church/contracts/church-time';
import type { MemberAttendance as Attendance } from '@church/contracts/members';
import { DataLoadError } from '@church/platform/data-load-error';
import { EmptyState } from 'shared_ui/display';
import { Spinner } from 'shared_ui/Loader';
import { Card } from 'shared_ui/Page';
// The person's month is shown exactly as a member sees their own, in the third person.
import { HistoryChart } from '../../../shared/progress/HistoryChart';
import { ProgressCard } from '../../../shared/progress/ProgressCard';

const LastAttended = styled.p`
  margin: 0 0 ${(p) => p.theme.spacing.md};
`;

/** This month's progress, the last twelve months and the last day attended, of one person. */
export function MemberAttendance({ attendance, firstName }: { attendance: UseQueryResult<Attendance>; firstName: string }) {
  if (attendance.isError) {
    return (
      <Card aria-labelledby="member-attendance-title">
        <h2 id="member-attendance-title">Attendance</h2>
        <DataLoadError onRetry={() => attendance.refetch()} />
      </Card>
    );
  }
  if (!attendance.data) return <Spinner label="Loading the attendance" />;

  const { months, last_attended } = attendance.data;
  const thisMonth = months[months.length - 1];
  return (
    <>
      {thisMonth && <ProgressCard summary={thisMonth} title="This month" whose="their" />}
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
  );
}
