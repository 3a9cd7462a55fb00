import { Outlet } from '@church/platform/router';
import { SessionSync } from '@church/platform/session-sync';
import { RouteProgressBar } from '../../features/navigation/components/RouteProgressBar';
import { ScrollToTop } from '../../features/navigation/components/ScrollToTop';

export function RootLayout() {
  return (
    <>
      <SessionSync />
      <RouteProgressBar />
      <ScrollToTop />
      <Outlet />
    </>
  );
}
