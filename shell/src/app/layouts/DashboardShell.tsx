import { Outlet, useLocation } from '@church/platform/router';
import { DashboardLayout } from '../../features/dashboard-layout/components/DashboardLayout';
import { ErrorScreen } from '../../features/errors/components/ErrorScreen';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { ThemeToggle } from '../../features/theme/components/ThemeToggle';

/** The signed-in area: sidebar and header around the page. */
export function DashboardShell() {
  const { pathname } = useLocation();
  return (
    <DashboardLayout themeToggle={<ThemeToggle />} notifications={<NotificationBell />}>
      <ErrorScreen resetKey={pathname}>
        <Outlet />
      </ErrorScreen>
    </DashboardLayout>
  );
}
