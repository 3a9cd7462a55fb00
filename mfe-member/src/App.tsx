// The member area, mounted by the shell at /dashboard: one lazy page per site-map entry.
import { AreaRoutes, type AreaPages } from '@church/platform/area-routes';
import { lazyPage } from '@church/platform/lazy-page';
import { dashboardQueries } from './pages/dashboard-queries';

export const pages: AreaPages<'members'> = {
  dashboard: lazyPage(() => import('./pages/DashboardPage'), 'DashboardPage', dashboardQueries),
  attendance: lazyPage(() => import('./features/attendance/components/AttendancePage'), 'AttendancePage'),
  events: lazyPage(() => import('./features/events/components/EventsPage'), 'EventsPage'),
  profile: lazyPage(() => import('./features/profile/components/ProfilePage'), 'ProfilePage'),
  firstTimer: lazyPage(() => import('./features/first-timers/components/FirstTimerPage'), 'FirstTimerPage'),
  member: lazyPage(() => import('./features/members/components/MemberPage'), 'MemberPage'),
};

export default function MemberApp() {
  return <AreaRoutes area="members" pages={pages} />;
}
