// The shell's route table: guards, layouts, the shell's own pages, and where each federated
// area is mounted. Declarative routes: the site loads its data with react-query, so the data
// router (loaders, actions) would be weight on every first paint for nothing.
import { Suspense } from 'react';
import { Route, Routes } from '@church/platform/router';
import { SIDEBAR_AREAS, SITE_MAP } from '@church/contracts/site-map';
import { RequireAreaPage, RequireAuth, SignedOutOnly } from '@church/platform/guards';
import { lazyPage } from '@church/platform/lazy-page';
import { RemoteArea } from '@church/platform/remote-area';
import { FullScreenLoader } from 'shared_ui/Loader';
import { DashboardSkeleton, PageSkeleton } from '../features/dashboard-layout/components/DashboardSkeleton';
import { authPages } from './auth-pages';
import { PublicLayout } from './layouts/PublicLayout';
import { RootLayout } from './layouts/RootLayout';

// The sidebar, header and account menu (with shared-ui's Avatar) are not part of a public page's
// first paint: they load when a signed-in page opens.
const DashboardShell = lazyPage(() => import('./layouts/DashboardShell'), 'DashboardShell');

const loader = <FullScreenLoader />;
// A signed-in page loads in the frame's place, then in the page's place, with the page's header
// where the page will have it (the same boxes as the skeleton the server may have sent).
const frameLoader = <DashboardSkeleton />;
const pageLoader = <PageSkeleton />;

/** A signed-in area from the site map, behind its page's roles. */
function DashboardArea({ area }: { area: (typeof SIDEBAR_AREAS)[number] }) {
  const { remote, title } = SITE_MAP[area];
  return (
    <RequireAreaPage area={area}>
      <RemoteArea remote={remote} title={title} fallback={pageLoader} />
    </RequireAreaPage>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {/* Signed-out users are sent to /login?redirect=... before the layout renders. */}
        <Route
          element={
            <RequireAuth>
              <Suspense fallback={frameLoader}>
                <DashboardShell />
              </Suspense>
            </RequireAuth>
          }
        >
          {SIDEBAR_AREAS.map((area) => (
            <Route key={area} path={`${SITE_MAP[area].prefix.slice(1)}/*`} element={<DashboardArea key={area} area={area} />} />
          ))}
        </Route>
        <Route element={<PublicLayout />}>
          <Route element={<SignedOutOnly />}>
            <Route path="login" element={authPages.login} />
            <Route path="register" element={authPages.register} />
            <Route path="forgot-password" element={authPages.forgotPassword} />
            <Route path="reset-password" element={authPages.resetPassword} />
          </Route>
          <Route path="*" element={<RemoteArea remote={SITE_MAP.public.remote} title={SITE_MAP.public.title} fallback={loader} />} />
        </Route>
      </Route>
    </Routes>
  );
}
