import { pageTitle, pathTo } from '@church/contracts/site-map';
import { useCurrentUser } from '@church/platform/current-user';
import { Button } from 'shared_ui/Button';
import { Page } from 'shared_ui/Page';

export function AdminDashboard() {
  const { data: user } = useCurrentUser();
  return (
    <Page title={pageTitle('admin', 'dashboard')} actions={<Button to={pathTo('admin', 'firstTimers')} variant="primary">First timers</Button>}>
      {user && <p data-testid="admin-greeting">Signed in as {user.full_name}</p>}
      {process.env.RELEASE_LABEL && <p>{process.env.RELEASE_LABEL}</p>}
    </Page>
  );
}
