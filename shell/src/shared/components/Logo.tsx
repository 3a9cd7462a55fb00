import { Link } from '@church/platform/router';
import styled from 'styled-components';

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm};
  color: inherit;
  font-weight: 700;
  font-size: ${(p) => p.theme.fontSizes.lg};
  text-decoration: none;
  white-space: nowrap;
  border-radius: ${(p) => p.theme.radii.sm};

  svg {
    width: 32px;
    height: 32px;
    flex: none;
    color: ${(p) => p.theme.colors.primary};
  }

  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** The church logo linking home; `compact` hides the name (collapsed sidebar). */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Home to="/" aria-label="Community Church home">
      <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <path fill="currentColor" fillRule="evenodd" d="M29 2h6v6h6v5h-6v6l21 15v26H8V34l21-15v-6h-6V8h6zM27 60V50a5 5 0 0 1 10 0v10z" />
      </svg>
      {!compact && <span aria-hidden="true">Community Church</span>}
    </Home>
  );
}
