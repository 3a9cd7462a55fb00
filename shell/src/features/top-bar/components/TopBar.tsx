import { Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from '@church/platform/router';
import styled from 'styled-components';
import { pathTo } from '@church/contracts/site-map';
import { dashboardHome } from '@church/platform/guards';
import { UntilHydrated } from '@church/platform/first-paint/until-hydrated';
import { lazyPage } from '@church/platform/lazy-page';
import { useAuth } from '@church/platform/use-auth';
import { Logo } from '../../../shared/components/Logo';
import { useScrolledPast } from '../../../shared/hooks/useScrolledPast';
import { IconButton } from '../../../shared/components/IconButton';

// Signed-in only, with shared-ui's Avatar: a signed-out visitor's first paint does without it.
const TopBarUserMenu = lazyPage(() => import('./TopBarUserMenu'), 'TopBarUserMenu');

// The bar turns solid once the page scrolled more than 20 px.
export const SOLID_AFTER_PX = 20;

const Header = styled.header<{ $solid: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${(p) => p.theme.zIndex.topBar};
  background: ${(p) => (p.$solid ? p.theme.colors.topBar : p.theme.colors.background)};
  color: ${(p) => p.theme.colors.topBarText};
  box-shadow: ${(p) => (p.$solid ? p.theme.shadows.md : 'none')};
  border-bottom: 1px solid ${(p) => (p.$solid ? p.theme.colors.border : 'transparent')};
  transition: background 0.2s, box-shadow 0.2s;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.md};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${(p) => p.theme.spacing.sm} ${(p) => p.theme.spacing.md};
  min-height: 64px;
  flex-wrap: wrap;
`;

// On a phone the logo keeps its icon (and accessible name) and drops the visible name.
const LogoSlot = styled.div`
  @media (max-width: 479px) {
    a > span {
      display: none;
    }
  }
`;

// On a phone the clock sits in the folded menu, on one line above its links (the bar itself has
// no room for it at 360 px), and shows whenever the menu is open.
const ClockSlot = styled.div<{ $open: boolean }>`
  @media (max-width: ${(p) => p.theme.breakpoints.mobile - 1}px) {
    display: ${(p) => (p.$open ? 'block' : 'none')};
    order: 9;
    flex-basis: 100%;
    padding: 0 12px;

    time {
      flex-direction: row;
      flex-wrap: wrap;
      column-gap: ${(p) => p.theme.spacing.sm};
    }
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

const MenuButton = styled(IconButton)`
  display: none;

  @media (max-width: ${(p) => p.theme.breakpoints.mobile - 1}px) {
    display: inline-flex;
  }
`;

const Nav = styled.nav<{ $open: boolean }>`
  ul {
    display: flex;
    gap: ${(p) => p.theme.spacing.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: block;
    padding: 8px 12px;
    border-radius: ${(p) => p.theme.radii.md};
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    font-weight: 500;
  }

  a:hover {
    background: ${(p) => p.theme.colors.surfaceAlt};
  }

  a[aria-current='page'] {
    color: ${(p) => p.theme.colors.primary};
    text-decoration: underline;
    text-underline-offset: 4px;
  }

  a:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focusRing};
    outline-offset: 2px;
  }

  /* Small screens: the links fold into a menu opened by the menu button. */
  @media (max-width: ${(p) => p.theme.breakpoints.mobile - 1}px) {
    display: ${(p) => (p.$open ? 'block' : 'none')};
    order: 10;
    flex-basis: 100%;

    ul {
      flex-direction: column;
      padding-bottom: ${(p) => p.theme.spacing.sm};
    }
  }
`;

/** Holds the user menu's place while it loads, so the bar does not shift. */
const MenuPlaceholder = styled.span`
  display: inline-block;
  width: 40px;
  height: 40px;
`;

const SignIn = styled(Link)`
  padding: 8px 16px;
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.primaryContrast};
  text-decoration: none;
  font-weight: 600;

  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export interface TopBarProps {
  /** The live clock (composed by the app). */
  clock?: ReactNode;
  /** The theme button (composed by the app). */
  themeToggle?: ReactNode;
}

export function TopBar({ clock, themeToggle }: TopBarProps) {
  const { user, isAuthenticated } = useAuth();
  const solid = useScrolledPast(SOLID_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const { pathname } = useLocation();

  // A link followed from the folded menu closes it.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <Header $solid={solid} data-solid={solid} data-testid="top-bar">
      <Inner>
        <LogoSlot>
          <Logo />
        </LogoSlot>
        {clock && (
          <ClockSlot $open={menuOpen} data-testid="clock-slot">
            {clock}
          </ClockSlot>
        )}
        <Spacer />
        <Nav id={navId} aria-label="Main" $open={menuOpen}>
          <ul>
            <li>
              <NavLink to={pathTo('public', 'home')} end>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to={pathTo('public', 'forms')}>Forms</NavLink>
            </li>
            {isAuthenticated && (
              <li>
                <NavLink to={dashboardHome(user)}>Dashboard</NavLink>
              </li>
            )}
          </ul>
        </Nav>
        {/* On a prerendered page the bar's buttons wait, disabled, until the shell has taken them over. */}
        <UntilHydrated>
          {themeToggle}
          {isAuthenticated ? (
            <Suspense fallback={<MenuPlaceholder />}>
              <TopBarUserMenu />
            </Suspense>
          ) : (
            <SignIn to="/login">Log in</SignIn>
          )}
          <MenuButton type="button" aria-expanded={menuOpen} aria-controls={navId} aria-label="Toggle navigation" onClick={() => setMenuOpen((v) => !v)}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </MenuButton>
        </UntilHydrated>
      </Inner>
    </Header>
  );
}
