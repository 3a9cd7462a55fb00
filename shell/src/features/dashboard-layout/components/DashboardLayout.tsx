import { useId, type ReactNode } from 'react';
import { Outlet } from '@church/platform/router';
import { useSidebar } from '../hooks/useSidebar';
import { SIDEBAR_EXPANDED_PX } from '../sidebar-state';
import { DashboardUserMenu } from './DashboardUserMenu';
import { FrameContent, FrameHeader, FrameMain } from './frame-parts';
import { Sidebar } from './Sidebar';
import { IconButton } from '../../../shared/components/IconButton';

export interface DashboardLayoutProps {
  /** The theme button (composed by the app). */
  themeToggle?: ReactNode;
  /** The notifications bell (composed by the app). */
  notifications?: ReactNode;
  /** The page; the nested route (`<Outlet />`) by default. */
  children?: ReactNode;
}

export function DashboardLayout({ themeToggle, notifications, children }: DashboardLayoutProps) {
  const controls = useSidebar();
  const sidebarId = useId();
  const { presentation } = controls;
  const isOpen = presentation.mode === 'overlay' || presentation.contentOffset === SIDEBAR_EXPANDED_PX;

  return (
    <div data-testid="dashboard-layout">
      <Sidebar controls={controls} id={sidebarId} />
      <FrameContent $offset={presentation.contentOffset}>
        <FrameHeader>
          <IconButton type="button" aria-label="Toggle sidebar" aria-controls={sidebarId} aria-expanded={isOpen} onClick={controls.toggle}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M4 7h16M4 12h16M4 17h16" />
            </svg>
          </IconButton>
          <div style={{ flex: 1 }} />
          {notifications}
          {themeToggle}
          <DashboardUserMenu />
        </FrameHeader>
        <FrameMain id="main-content">{children ?? <Outlet />}</FrameMain>
      </FrameContent>
    </div>
  );
}
