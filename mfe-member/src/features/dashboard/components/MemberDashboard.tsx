import { pageTitle, pathTo } from '@church/contracts/site-map';
import { useCurrentUser } from '@church/platform/current-user';
import { Avatar } from 'shared_ui/Avatar';
import { Button } from 'shared_ui/Button';
import { Page } from 'shared_ui/Page';

/** /dashboard: the member's own start page (admins are pointed to the admin dashboard). */
export function MemberDashboard() {
  const { data: user, isPending } = useCurrentUser();
  return (
    <Page title={pageTitle('members', 'dashboard')} actions={<Button to={pathTo('members', 'attendance')} variant="outline-primary">My attendance</Button>}>
      {isPending && <p>Loading your details…</p>}
      {user && (
        <p style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
          <Avatar src={user.avatar ?? undefined} initials={user.initials} size="md" />
          <span data-testid="member-greeting">Welcome, {user.first_name}!</span>
        </p>
      )}
    </Page>
  );
}
