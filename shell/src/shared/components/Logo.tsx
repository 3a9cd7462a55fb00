import { Link } from '@church/platform/router';
import styled from 'styled-components';
import mark from '../brand-mark.json';

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
      <svg viewBox={mark.viewBox} aria-hidden="true" focusable="false">
        <path fill="currentColor" fillRule="evenodd" d={mark.path} />
      </svg>
      {!compact && <span aria-hidden="true">Community Church</span>}
    </Home>
  );
}
