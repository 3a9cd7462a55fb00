// The bell in the dashboard's header: the unread count on it, and a panel of the person's
// notifications under it. The count is asked for once the page has painted, then every minute
// while the page is in view and on returning to it; the panel's code loads when first wanted.
import { Component, lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAfterFirstPaint } from '@church/platform/first-paint/after-first-paint';
import { importWithReload } from '@church/platform/lazy-page';
import { useAuthState } from '@church/platform/use-auth';
import { Spinner } from 'shared_ui/Loader';
import { IconButton } from '../../../shared/components/IconButton';
import { usePopover } from '../../../shared/hooks/usePopover';
import { useUnreadCount } from '../api/notifications';

const loadPanel = () => import('./NotificationPanel');
// After a redeploy the old chunk is gone: the page reloads once (platform's rule for pages).
const NotificationPanel = lazy(() => importWithReload(loadPanel).then((module) => ({ default: module.NotificationPanel })));

/** The bell's name says the count: the number on it is only drawn. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

const Wrap = styled.div`
  position: relative;
`;

const Bell = styled(IconButton)`
  position: relative;
`;

const Count = styled.span`
  position: absolute;
  top: -6px;
  right: -6px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.danger};
  color: ${(p) => p.theme.colors.dangerContrast};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

// Under the header across the whole width on a phone; under the bell, at a reading width, above.
const Panel = styled.div`
  position: fixed;
  top: 64px;
  left: ${(p) => p.theme.spacing.sm};
  right: ${(p) => p.theme.spacing.sm};
  display: flex;
  flex-direction: column;
  max-height: calc(100dvh - 80px);
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.background};
  color: ${(p) => p.theme.colors.text};
  box-shadow: ${(p) => p.theme.shadows.lg};
  z-index: ${(p) => p.theme.zIndex.overlay};
  overflow: hidden;

  @media (min-width: ${(p) => p.theme.breakpoints.mobile}px) {
    position: absolute;
    top: calc(100% + 8px);
    left: auto;
    right: 0;
    width: 380px;
    max-height: min(70vh, 560px);
  }
`;

const Waiting = styled.div`
  display: flex;
  justify-content: center;
  padding: ${(p) => p.theme.spacing.lg};
  color: ${(p) => p.theme.colors.primary};
`;

const Failed = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.spacing.md};
`;

/** The panel's code failed after the reload: the frame and the page stay. */
class PanelBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <Failed role="alert">The notifications could not be opened. Reload the page to try again.</Failed> : this.props.children;
  }
}

export function NotificationBell() {
  const { isAuthenticated, user } = useAuthState();
  const quiet = useAfterFirstPaint();
  const count = useUnreadCount(quiet && isAuthenticated && user !== null);
  const unread = count.data ?? 0;
  const { open, toggle, close, wrapRef, triggerRef: bellRef, panelId } = usePopover();

  return (
    <Wrap ref={wrapRef}>
      <Bell
        ref={bellRef}
        type="button"
        aria-label={bellLabel(unread)}
        aria-expanded={open}
        aria-controls={panelId}
        // The panel's code is fetched as the pointer or focus reaches the bell, before the press.
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {unread > 0 && (
          <Count aria-hidden="true" data-testid="unread-count">
            {unread > 99 ? '99+' : unread}
          </Count>
        )}
      </Bell>
      {open && (
        <Panel id={panelId} data-testid="notification-panel">
          <PanelBoundary>
            <Suspense
              fallback={
                <Waiting>
                  <Spinner label="Loading your notifications" />
                </Waiting>
              }
            >
              <NotificationPanel onNavigate={close} />
            </Suspense>
          </PanelBoundary>
        </Panel>
      )}
    </Wrap>
  );
}
