import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { useCurrentUser } from '@church/platform/current-user';
import { Spinner } from 'shared_ui/Loader';
import { Card } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';
import { attendanceOverviewQueries, attendanceOverviewRange } from '../api/overview';
import { MarkAttendanceCard } from './MarkAttendanceCard';
import { ProgressCard } from '../../../shared/progress/ProgressCard';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  gap: 16px;
  align-items: start;
`;

// While the month loads, two cards about as tall as the progress and marking cards (on a phone
// 407–455 px and about 218 px, padding included), so the events and first-timers below hardly
// move when they arrive.
const Reserved = styled.div<{ $height: string }>`
  min-height: ${(p) => p.$height};
`;

/** The dashboard's attendance: this month's progress, and marking while a service is open. */
export function AttendanceOverview() {
  const range = attendanceOverviewRange();
  const { monthEnd } = range;
  const queries = attendanceOverviewQueries(range);
  const { data: user } = useCurrentUser();
  const summary = useQuery(queries.summary);
  const occurrences = useQuery(queries.occurrences);
  const records = useQuery(queries.records);

  const all = [summary, occurrences, records];
  const month = {
    data: summary.data && occurrences.data && records.data ? { summary: summary.data, occurrences: occurrences.data, records: records.data } : undefined,
    isError: all.some((q) => q.isError),
    // Retry asks again only what failed.
    refetch: () => all.forEach((q) => q.isError && q.refetch()),
  };

  const reserved = (
    <Grid>
      <Card>
        <Reserved $height="23rem">
          <Spinner label="Loading your attendance" />
        </Reserved>
      </Card>
      <Card aria-hidden="true">
        <Reserved $height="10.5rem" />
      </Card>
    </Grid>
  );
  return (
    <QueryState query={month} loading={reserved}>
      {(answer) => {
        const now = new Date();
        const servicesLeft = answer.occurrences.filter((o) => !o.cancelled && o.date <= monthEnd && new Date(o.starts_at) > now).length;
        return (
          <Grid>
            <ProgressCard summary={answer.summary} servicesLeft={servicesLeft} title="This month" />
            <MarkAttendanceCard occurrences={answer.occurrences} records={answer.records} roles={user?.roles ?? []} now={now} />
          </Grid>
        );
      }}
    </QueryState>
  );
}
