// The shell's route table: guards, and where each federated area is mounted.
import { Outlet, type RouteObject } from 'react-router-dom';
import { RequireAuth, RequireRole } from '@church/platform/guards';
import { RemoteArea } from '@church/platform/remote-area';
import { SessionExpiryRedirect } from '@church/platform/session-expiry';
import { FullScreenLoader } from 'shared_ui/Loader';

function RootLayout() {
  return (
    <>
      <SessionExpiryRedirect />
      <Outlet />
    </>
  );
}

const loader = <FullScreenLoader />;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: 'dashboard/admin/*',
        element: (
          <RequireAuth>
            <RequireRole roles={['admin']}>
              <RemoteArea remote="mfe_admin" title="The admin area" fallback={loader} />
            </RequireRole>
          </RequireAuth>
        ),
      },
      {
        path: 'dashboard/leaders/*',
        element: (
          <RequireAuth>
            <RequireRole roles={['admin', 'leader']}>
              <RemoteArea remote="mfe_leader" title="The leaders area" fallback={loader} />
            </RequireRole>
          </RequireAuth>
        ),
      },
      {
        path: 'dashboard/*',
        element: (
          <RequireAuth>
            <RemoteArea remote="mfe_member" title="The member area" fallback={loader} />
          </RequireAuth>
        ),
      },
      { path: '*', element: <RemoteArea remote="mfe_public" title="The public area" fallback={loader} /> },
    ],
  },
];
