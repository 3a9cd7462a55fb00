import { Link } from '@church/platform/router';
import { pathTo } from '@church/contracts/site-map';
import { dashboardHome } from '@church/platform/guards';
import { useAuth } from '@church/platform/use-auth';
import { AccountMenu } from '../../../shared/components/AccountMenu';
import { InstallAppItem } from '../../../shared/components/InstallAppItem';
import { RoleBadge } from './RoleBadge';

/** The dashboard's user menu: name, email, role badge, Dashboard, Profile, Attendance, Sign out. */
export function DashboardUserMenu() {
  const { user, logout } = useAuth();
  if (!user) return null;
  return (
    <AccountMenu user={user} panelTestId="dashboard-user-menu" minWidth={260}>
      {(close) => (
        <>
          <p>
            <strong>
              {user.first_name} {user.last_name}
            </strong>
          </p>
          <p className="email">{user.email}</p>
          <RoleBadge roles={user.roles} />
          <ul>
            <li>
              <Link to={dashboardHome(user)} onClick={close}>
                Dashboard
              </Link>
            </li>
            <li>
              <Link to={pathTo('members', 'profile')} onClick={close}>
                Profile
              </Link>
            </li>
            <li>
              <Link to={pathTo('members', 'attendance')} onClick={close}>
                Attendance
              </Link>
            </li>
            <InstallAppItem close={close} />
            <li>
              <button type="button" disabled={logout.isPending} onClick={() => logout.mutate(undefined, { onSettled: close })}>
                Sign out
              </button>
            </li>
          </ul>
        </>
      )}
    </AccountMenu>
  );
}
