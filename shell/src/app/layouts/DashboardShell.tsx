import { Outlet, useLocation } from '@church/platform/router';
import { DashboardLayout } from '../../features/dashboard-layout/components/DashboardLayout';
import { ErrorScreen } from '../../features/errors/components/ErrorScreen';
import { ThemeToggle } from '../../features/theme/components/ThemeToggle';

/** The signed-in area: sidebar and header around the page. */
export function DashboardShell() {
  const { pathname } = useLocation();
  return (
    <DashboardLayout themeToggle={<ThemeToggle />}>
      <ErrorScreen resetKey={pathname}>
        <Outlet />
      </ErrorScreen>
    </DashboardLayout>
  );
}
