import { Link } from '@church/platform/router';
import { pathTo } from '@church/contracts/site-map';
import { useAuth } from '@church/platform/use-auth';
import { AccountMenu } from '../../../shared/components/AccountMenu';
import { InstallAppItem } from '../../../shared/components/InstallAppItem';

/** The top bar's user menu: avatar and first name; full name, email, Profile and Logout inside. */
export function TopBarUserMenu() {
  const { user, logout } = useAuth();
  if (!user) return null;
  return (
    <AccountMenu user={user} panelTestId="top-bar-user-menu" outlined>
      {(close) => (
        <>
          <p>
            <strong>{user.full_name}</strong>
          </p>
          <p className="email">{user.email}</p>
          <ul>
            <li>
              <Link to={pathTo('members', 'profile')} onClick={close}>
                Profile
              </Link>
            </li>
            <InstallAppItem close={close} />
            <li>
              <button type="button" disabled={logout.isPending} onClick={() => logout.mutate(undefined, { onSettled: close })}>
                Logout
              </button>
            </li>
          </ul>
        </>
      )}
    </AccountMenu>
  );
}
