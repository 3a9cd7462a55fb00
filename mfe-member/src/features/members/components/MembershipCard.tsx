import styled from 'styled-components';
import type { RoleName } from '@church/contracts/roles';
import type { User } from '@church/contracts/user';
import { Badge } from 'shared_ui/display';
import { roleTone } from 'shared_ui/domain/badges';
import { Card } from 'shared_ui/Page';

const ROLE_LABELS: Record<RoleName, string> = { admin: 'Admin', leader: 'Leader', member: 'Member' };

const Roles = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0 0 ${(p) => p.theme.spacing.md};
  padding: 0;
  list-style: none;
`;

const Units = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 12px;
    min-height: 44px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  > li:last-child {
    border-bottom: 0;
  }
`;

const Muted = styled.p`
  margin: 0 0 ${(p) => p.theme.spacing.md};
  color: ${(p) => p.theme.colors.textMuted};
`;

/** The person's roles, and the units they belong to (the ones they lead marked). */
export function MembershipCard({ person }: { person: User }) {
  return (
    <Card aria-labelledby="membership-title" data-testid="membership-card">
      <h2 id="membership-title">Roles and units</h2>
      <h3 id="roles-title">Roles</h3>
      {person.roles.length === 0 ? (
        <Muted>No role.</Muted>
      ) : (
        <Roles aria-labelledby="roles-title">
          {person.roles.map((role) => (
            <li key={role}>
              <Badge tone={roleTone(role)}>{ROLE_LABELS[role] ?? role}</Badge>
            </li>
          ))}
        </Roles>
      )}
      <h3 id="units-title">Units</h3>
      {person.units.length === 0 ? (
        <Muted>Not in any unit.</Muted>
      ) : (
        <Units aria-labelledby="units-title">
          {person.units.map((unit) => (
            <li key={unit.id}>
              <span>{unit.name}</span>
              {unit.is_leader && <Badge tone="info">Leader</Badge>}
            </li>
          ))}
        </Units>
      )}
    </Card>
  );
}
