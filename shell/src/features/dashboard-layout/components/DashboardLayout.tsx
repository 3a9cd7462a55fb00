import { useId, type ReactNode } from 'react';
import { Outlet } from '@church/platform/router';
import styled from 'styled-components';
import { useSidebar } from '../hooks/useSidebar';
import { SIDEBAR_EXPANDED_PX } from '../sidebar-state';
import { DashboardUserMenu } from './DashboardUserMenu';
import { Sidebar } from './Sidebar';
import { IconButton } from '../../../shared/components/IconButton';

const Content = styled.div<{ $offset: number }>`
  min-height: 100vh;
  margin-left: ${(p) => p.$offset}px;
  background: ${(p) => p.theme.colors.background};
  color: ${(p) => p.theme.colors.text};
  transition: margin-left 0.2s ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${(p) => p.theme.zIndex.topBar};
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.md};
  min-height: 64px;
  padding: 0 ${(p) => p.theme.spacing.md};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.topBar};
  color: ${(p) => p.theme.colors.topBarText};
`;

const Main = styled.main`
  padding: ${(p) => p.theme.spacing.lg} ${(p) => p.theme.spacing.md};
`;

export interface DashboardLayoutProps {
  /** The theme button (composed by the app). */
  themeToggle?: ReactNode;
  /** The page; the nested route (`<Outlet />`) by default. */
  children?: ReactNode;
}

export function DashboardLayout({ themeToggle, children }: DashboardLayoutProps) {
  const controls = useSidebar();
  const sidebarId = useId();
  const { presentation } = controls;
  const isOpen = presentation.mode === 'overlay' || presentation.contentOffset === SIDEBAR_EXPANDED_PX;

  return (
    <div data-testid="dashboard-layout">
      <Sidebar controls={controls} id={sidebarId} />
      <Content $offset={presentation.contentOffset}>
        <Header>
          <IconButton type="button" aria-label="Toggle sidebar" aria-controls={sidebarId} aria-expanded={isOpen} onClick={controls.toggle}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M4 7h16M4 12h16M4 17h16" />
            </svg>
          </IconButton>
          <div style={{ flex: 1 }} />
          {themeToggle}
          <DashboardUserMenu />
        </Header>
        <Main id="main-content">{children ?? <Outlet />}</Main>
      </Content>
    </div>
  );
}
