import { useCurrentUser } from '@church/platform/current-user';
import { Button } from 'shared_ui/Button';

export function LeadersDashboard() {
  const { data: user } = useCurrentUser();
  const ledUnits = user?.units.filter((unit) => unit.is_leader) ?? [];
  return (
    <main style={{ padding: '1.5rem' }}>
      <h1>Leaders dashboard</h1>
      {user && <p data-testid="leader-greeting">Signed in as {user.full_name}</p>}
      <h2>Units you lead</h2>
      {ledUnits.length ? (
        <ul>
          {ledUnits.map((unit) => (
            <li key={unit.id}>{unit.name}</li>
          ))}
        </ul>
      ) : (
        <p>You do not lead a unit yet.</p>
      )}
      <Button to="/dashboard/leaders/units" variant="outline-primary">
        Units
      </Button>
    </main>
  );
}
