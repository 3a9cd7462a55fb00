import { useCurrentUser } from '@church/platform/current-user';
import { Avatar } from 'shared_ui/Avatar';
import { Button } from 'shared_ui/Button';

export function MemberDashboard() {
  const { data: user, isPending } = useCurrentUser();
  return (
    <main style={{ padding: '1.5rem' }}>
      <h1>Dashboard</h1>
      {isPending && <p>Loading your details…</p>}
      {user && (
        <p style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
          <Avatar src={user.avatar ?? undefined} initials={user.initials} size="md" />
          <span data-testid="member-greeting">Welcome, {user.first_name}!</span>
        </p>
      )}
      <Button to="/dashboard/attendance" variant="outline-primary">
        My attendance
      </Button>
    </main>
  );
}
