// /dashboard: the member's week at a glance, composed from the area's features.
import { pageTitle, pathTo } from '@church/contracts/site-map';
import { dashboardHome } from '@church/platform/guards';
import { Link } from '@church/platform/router';
import { useAuthState } from '@church/platform/use-auth';
import { Avatar } from 'shared_ui/Avatar';
import { Button } from 'shared_ui/Button';
import { Page } from 'shared_ui/Page';
import { AttendanceOverview } from '../features/attendance/components/AttendanceOverview';
import { NextEventsCard } from '../features/events/components/NextEventsCard';
import { AssignedFirstTimersCard } from '../features/first-timers/components/AssignedFirstTimersCard';
import { ServingCard } from '../features/serving/components/ServingCard';

export function DashboardPage() {
  // The session's copy of the person (kept fresh from GET /me): the greeting needs no request.
  const { user, hasRole } = useAuthState();
  return (
    <Page title={pageTitle('members', 'dashboard')} actions={<Button to={pathTo('members', 'attendance')} variant="outline-primary">My attendance</Button>}>
      {user && (
        <p style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
          <Avatar src={user.avatar ?? undefined} initials={user.initials} size="md" />
          <span data-testid="member-greeting">Welcome, {user.first_name}!</span>
        </p>
      )}
      {/* Admins are pointed to the admin dashboard: their figures are there. */}
      {user && hasRole('admin') && (
        <p>
          The church&apos;s figures are on the <Link to={dashboardHome(user)}>admin dashboard</Link>.
        </p>
      )}
      <AttendanceOverview />
      <ServingCard />
      <div style={{ marginTop: '16px' }}>
        <NextEventsCard />
      </div>
      <div style={{ marginTop: '16px' }}>
        <AssignedFirstTimersCard />
      </div>
    </Page>
  );
}
