import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { useCurrentUser } from '@church/platform/current-user';
import { DataLoadError } from '@church/platform/data-load-error';
import { Spinner } from 'shared_ui/Loader';
import { Card } from 'shared_ui/Page';
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

  const failed = [summary, occurrences, records].find((q) => q.isError);
  if (failed) return <DataLoadError onRetry={() => [summary, occurrences, records].forEach((q) => q.isError && q.refetch())} />;
  if (!summary.data || !occurrences.data || !records.data) {
    return (
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
  }

  const now = new Date();
  const servicesLeft = occurrences.data.filter((o) => !o.cancelled && o.date <= monthEnd && new Date(o.starts_at) > now).length;
  return (
    <Grid>
      <ProgressCard summary={summary.data} servicesLeft={servicesLeft} title="This month" />
      <MarkAttendanceCard occurrences={occurrences.data} records={records.data} roles={user?.roles ?? []} now={now} />
    </Grid>
  );
}
