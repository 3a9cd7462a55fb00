import styled from 'styled-components';
import { Card } from 'shared_ui/Page';
import type { StationLedger } from '../hooks/useStationLedger';
import type { StationOccurrence } from '../api/station-occurrence';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${(p) => p.theme.spacing.xs} ${(p) => p.theme.spacing.sm};
    padding: ${(p) => p.theme.spacing.xs} 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    overflow-wrap: anywhere;
  }
`;

/**
 * Who serves at this service (accepted rota places), so the welcome team can point a volunteer to
 * their post: team and position, the name, and whether they are checked in yet (here or at any door).
 * Nothing when nobody serves.
 */
export function ServingToday({ occurrence, ledger }: { occurrence: StationOccurrence; ledger: StationLedger }) {
  const serving = occurrence.serving ?? [];
  if (serving.length === 0) return null;
  const serviceId = occurrence.occurrence.service_id;
  return (
    <Card as="section" aria-labelledby="serving-today-title">
      <h2 id="serving-today-title">Serving today</h2>
      <List>
        {serving.map((s) => (
          <li key={`${s.person_id}:${s.team_name}:${s.position_name}`}>
            <span>
              <strong>{s.first_name} {s.last_name}</strong>: {s.position_name} ({s.team_name})
            </span>
            <span>{s.checked_in || ledger.isCheckedInHere(serviceId, s.person_id) ? 'Checked in' : 'Not checked in yet'}</span>
          </li>
        ))}
      </List>
    </Card>
  );
}
