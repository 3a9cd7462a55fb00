// The admin area, mounted by the shell at /dashboard/admin: one lazy page per site-map entry.
import { AreaRoutes, type AreaPages } from '@church/platform/area-routes';
import { lazyPage } from '@church/platform/lazy-page';
import { overviewQuery } from './features/dashboard/api/overview';

export const pages: AreaPages<'admin'> = {
  // Opens with its tiles' numbers: a tile's label that grew with its date moved the tiles below it.
  dashboard: lazyPage(() => import('./pages/DashboardPage'), 'DashboardPage', () => [overviewQuery()]),
  attendance: lazyPage(() => import('./features/attendance/components/AdminAttendancePage'), 'AdminAttendancePage'),
  schedule: lazyPage(() => import('./features/schedule/components/SchedulePage'), 'SchedulePage'),
  firstTimers: lazyPage(() => import('./features/first-timers/components/FirstTimersPage'), 'FirstTimersPage'),
  members: lazyPage(() => import('./features/members/components/MembersPage'), 'MembersPage'),
  forms: lazyPage(() => import('./features/forms/components/FormsPage'), 'FormsPage'),
  followUpFeedbacks: lazyPage(() => import('./features/follow-up-feedback/components/FollowUpFeedbacksPage'), 'FollowUpFeedbacksPage'),
  import: lazyPage(() => import('./features/imports/components/ImportPage'), 'ImportPage'),
  auditLog: lazyPage(() => import('./features/audit-log/components/AuditLogPage'), 'AuditLogPage'),
  checkIn: lazyPage(() => import('./features/check-in/components/CheckInDisplayPage'), 'CheckInDisplayPage'),
};

export default function AdminApp() {
  return <AreaRoutes area="admin" pages={pages} />;
}
