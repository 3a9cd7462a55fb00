import { pageTitle, pathTo } from '@church/contracts/site-map';
import { useCurrentUser } from '@church/platform/current-user';
import { Button } from 'shared_ui/Button';
import { Page } from 'shared_ui/Page';

export function LeadersDashboard() {
  const { data: user } = useCurrentUser();
  const ledUnits = user?.units.filter((unit) => unit.is_leader) ?? [];
  return (
    <Page title={pageTitle('leaders', 'dashboard')} actions={<Button to={pathTo('leaders', 'units')} variant="outline-primary">Units</Button>}>
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
    </Page>
  );
}
