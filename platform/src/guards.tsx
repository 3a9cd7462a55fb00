import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from '@church/platform/router';
import type { RoleName } from '@church/contracts/roles';
import { areaPath, dashboardHome as dashboardHomeFor, opensToTeamLeads, pageAt, pageRoles, type SidebarArea } from '@church/contracts/site-map';
import type { User } from '@church/contracts/user';
import { useSiteMap } from '@church/platform/published-site-map';
import { loginUrlFor, safeRedirect } from '@church/platform/redirects';
import { hasRole, useAuthState } from '@church/platform/use-auth';

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
  if (!roles.some((role) => hasRole(user, role))) return <Navigate to={areaPath('members')} replace />;
  return <>{children ?? <Outlet />}</>;
}

/**
 * A signed-in area behind the roles of the page the path opens, as its remote publishes them
 * (never more than the area admits), else the area's; a member who leads a serving team also
 * opens the area's team-lead pages (the Teams page).
 */
export function RequireAreaPage({ area, children }: GuardProps & { area: SidebarArea }) {
  const areaMap = useSiteMap([area])[area];
  const { pathname } = useLocation();
  const { user } = useAuthState();
  const page = pageAt(areaMap, pathname);
  if (user?.leads_team && opensToTeamLeads(areaMap, page)) return <>{children ?? <Outlet />}</>;
  return <RequireRole roles={pageRoles(areaMap, page)}>{children}</RequireRole>;
}

/** Auth pages: a signed-in user goes to the `redirect` parameter, or to /. */
export function SignedOutOnly({ children }: GuardProps) {
  const { isAuthenticated } = useAuthState();
  const [params] = useSearchParams();
  if (isAuthenticated) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return <>{children ?? <Outlet />}</>;
}
