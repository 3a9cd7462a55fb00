import { useCurrentUser } from '@church/platform/current-user';
import { Button } from 'shared_ui/Button';

export function AdminDashboard() {
  const { data: user } = useCurrentUser();
  return (
    <main style={{ padding: '1.5rem' }}>
      <h1>Admin dashboard</h1>
      {user && <p data-testid="admin-greeting">Signed in as {user.full_name}</p>}
      <Button to="/dashboard/admin/first-timers" variant="primary">
        First timers
      </Button>
      {process.env.RELEASE_LABEL && <p>{process.env.RELEASE_LABEL}</p>}
    </main>
  );
}
