import styled from 'styled-components';
import { primaryRoleLabel } from '@church/contracts/roles';

const Badge = styled.span`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.primaryContrast};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
`;

/** Admin, Leader or Member: the most powerful role wins. */
export function RoleBadge({ roles }: { roles: readonly string[] }) {
  const label = primaryRoleLabel(roles);
  return label ? <Badge data-testid="role-badge">{label}</Badge> : null;
}
