// The shell's route table: guards, layouts, the shell's own pages, and where each federated
// area is mounted.
import type { RouteObject } from 'react-router-dom';
import { RequireAuth, RequireRole, SignedOutOnly } from '@church/platform/guards';
import { RemoteArea } from '@church/platform/remote-area';
import { FullScreenLoader } from 'shared_ui/Loader';
import { RouteErrorPage } from '../features/errors/components/RouteErrorPage';
import { authPages } from './auth-pages';
import { DashboardShell } from './layouts/DashboardShell';
import { PublicLayout } from './layouts/PublicLayout';
import { RootLayout } from './layouts/RootLayout';

const loader = <FullScreenLoader />;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Signed-out users are sent to /login?redirect=... before the layout renders.
        element: (
          <RequireAuth>
            <DashboardShell />
          </RequireAuth>
        ),
        children: [
          {
            path: 'dashboard/admin/*',
            element: (
              <RequireRole roles={['admin']}>
                <RemoteArea remote="mfe_admin" title="The admin area" fallback={loader} />
              </RequireRole>
            ),
          },
          {
            path: 'dashboard/leaders/*',
            element: (
              <RequireRole roles={['admin', 'leader']}>
                <RemoteArea remote="mfe_leader" title="The leaders area" fallback={loader} />
              </RequireRole>
            ),
          },
          {
            path: 'dashboard/*',
            element: <RemoteArea remote="mfe_member" title="The member area" fallback={loader} />,
          },
        ],
      },
      {
        element: <PublicLayout />,
        children: [
          {
            element: <SignedOutOnly />,
            children: [
              { path: 'login', element: authPages.login },
              { path: 'register', element: authPages.register },
              { path: 'forgot-password', element: authPages.forgotPassword },
              { path: 'reset-password', element: authPages.resetPassword },
            ],
          },
          { path: '*', element: <RemoteArea remote="mfe_public" title="The public area" fallback={loader} /> },
        ],
      },
    ],
  },
];
