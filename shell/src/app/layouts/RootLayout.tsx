import { Outlet } from 'react-router-dom';
import { useCurrentUser } from '@church/platform/current-user';
import { SessionExpiryRedirect } from '@church/platform/session-expiry';
import { RouteProgressBar } from '../../features/navigation/components/RouteProgressBar';
import { ScrollToTop } from '../../features/navigation/components/ScrollToTop';

/** Keeps the signed-in user fresh (GET /me); a revoked session surfaces as a 401 here. */
function CurrentUserSync() {
  useCurrentUser();
  return null;
}

export function RootLayout() {
  return (
    <>
      <SessionExpiryRedirect />
      <CurrentUserSync />
      <RouteProgressBar />
      <ScrollToTop />
      <Outlet />
    </>
  );
}
