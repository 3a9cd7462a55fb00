import styled from 'styled-components';
import type { AttendanceRecord, OccurrenceJson } from '@church/contracts/attendance';
import { formatChurchTime, thisMonthInChurch } from '@church/contracts/church-time';
import { ownAttendanceChoices } from '@church/contracts/service-categories';
import { useMarkAttendance } from '@church/platform/endpoints/mark-attendance';
import { dashboardHome } from '@church/platform/guards';
import { notifier } from '@church/platform/notifier';
import { Link } from '@church/platform/router';
import { useAuthState } from '@church/platform/use-auth';
import { Button } from 'shared_ui/Button';
import { Card, VisuallyHidden } from 'shared_ui/Page';
import { HOME_KEY } from '../api/keys';
import { useOpenServices } from '../api/open-services';
import { useOwnRecords } from '../api/own-attendance';

const Step = styled(Card)`
  margin-bottom: ${(p) => p.theme.spacing.lg};

  p {
    margin: 0 0 ${(p) => p.theme.spacing.sm};
  }
`;

const Muted = styled.p`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

/**
 * A signed-in person's next step, at the top of the home page: the service open now with one tap
 * to mark themselves present (as "I attended"), or the way to their dashboard.
 */
export function NextStep() {
  const { user } = useAuthState();
  const services = useOpenServices();
  const { year, month } = thisMonthInChurch();
  const records = useOwnRecords(year, month);
  if (!user || services.isPending) return null;
  const dashboard = dashboardHome(user);
  const open = services.data ?? [];
  if (open.length === 0) {
    return (
      <Step aria-labelledby="next-step-title" data-testid="next-step">
        <h2 id="next-step-title">Welcome back, {user.first_name}</h2>
        <p>No service is open for marking attendance right now.</p>
        <Button to={dashboard}>Go to my dashboard</Button>
      </Step>
    );
  }
  return (
    <Step aria-labelledby="next-step-title" data-testid="next-step">
      <h2 id="next-step-title">{open.length === 1 ? `${open[0].service_name} is open now` : 'Services open now'}</h2>
      {open.map((occurrence) => (
        <OpenService key={`${occurrence.service_id}-${occurrence.date}`} occurrence={occurrence} records={records.data ?? []} roles={user.roles} />
      ))}
      <Muted>
        Served before or after the service, or in a role? Mark it on <Link to={dashboard}>your dashboard</Link>.
      </Muted>
    </Step>
  );
}

function OpenService({ occurrence, records, roles }: { occurrence: OccurrenceJson; records: AttendanceRecord[]; roles: readonly string[] }) {
  // Every cached figure may count it (the dashboards' progress, calendars): all are marked stale.
  const mark = useMarkAttendance({ area: HOME_KEY });
  const attended = ownAttendanceChoices(roles)[0]?.value;
  const marked = mark.isSuccess || records.some((r) => r.service_id === occurrence.service_id && r.date === occurrence.date);
  const name = occurrence.service_name;
  if (marked) {
    return <p data-testid="marked-present">You are marked present at {name}. Thank you for coming!</p>;
  }
  const started = new Date(occurrence.starts_at) <= new Date();
  return (
    <>
      <p>
        {name} {started ? 'started' : 'starts'} at {formatChurchTime(new Date(occurrence.starts_at))}.
      </p>
      {attended && (
        <p>
          <Button
            loading={mark.isPending}
            onClick={() =>
              mark.mutate(
                { service_id: occurrence.service_id, date: occurrence.date, category: attended },
                { onSuccess: (result) => notifier.success(result.message ?? 'Your attendance has been recorded.') },
              )
            }
          >
            I&apos;m here: mark my attendance<VisuallyHidden> at {name}</VisuallyHidden>
          </Button>
        </p>
      )}
    </>
  );
}
