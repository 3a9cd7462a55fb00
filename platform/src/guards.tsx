import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from '@church/platform/router';
import type { RoleName } from '@church/contracts/roles';
import { areaPath, dashboardHome as dashboardHomeFor } from '@church/contracts/site-map';
import type { User } from '@church/contracts/user';
import { loginUrlFor, safeRedirect } from '@church/platform/redirects';
import { useAuthState } from '@church/platform/use-auth';

// Route guards are a convenience for users; the API enforces permissions on every route.

/** Where "Dashboard" links point: admins to the admin dashboard, everyone else to /dashboard. */
export function dashboardHome(user: Pick<User, 'roles'> | null | undefined): string {
  return dashboardHomeFor(user?.roles);
}

interface GuardProps {
  /** Without children the guard renders the nested routes (`<Outlet />`). */
  children?: ReactNode;
}

function ToLogin() {
  const location = useLocation();
  const { signedOutByChoice } = useAuthState();
  return <Navigate to={signedOutByChoice ? '/login' : loginUrlFor(location.pathname + location.search)} replace />;
}

/** Signed-out users go to /login?redirect={path and query}; after signing out on purpose, to /login. */
export function RequireAuth({ children }: GuardProps) {
  const { isAuthenticated } = useAuthState();
  if (!isAuthenticated) return <ToLogin />;
  return <>{children ?? <Outlet />}</>;
}

export interface RequireRoleProps extends GuardProps {
  /** Any one of these roles admits the user, e.g. ['admin', 'leader'] for the leaders area. */
  roles: readonly RoleName[];
}

/** Signed-in users without one of `roles` go to /dashboard; signed-out users go to login. */
export function RequireRole({ roles, children }: RequireRoleProps) {
  const { isAuthenticated, user } = useAuthState();
  if (!isAuthenticated || !user) return <ToLogin />;
  if (!roles.some((role) => user.roles.includes(role))) return <Navigate to={areaPath('members')} replace />;
  return <>{children ?? <Outlet />}</>;
}

/** Auth pages: a signed-in user goes to the `redirect` parameter, or to /. */
export function SignedOutOnly({ children }: GuardProps) {
  const { isAuthenticated } = useAuthState();
  const [params] = useSearchParams();
  if (isAuthenticated) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return <>{children ?? <Outlet />}</>;
}
