// What a signed-in page shows before its parts are in: the frame's boxes, empty, and the page's
// header as the site map gives it (nothing personal: the server sends the same HTML to everyone,
// before any script, decision 0018). The app renders the same while the frame and the area load,
// so the server's skeleton is replaced in place and nothing on screen moves.
import { useLocation } from '@church/platform/router';
import { staticSignedInPageAt } from '@church/contracts/site-map';
import styled from 'styled-components';
import { Spinner } from 'shared_ui/Loader';
import { Page } from 'shared_ui/Page';
import { DESKTOP_BREAKPOINT, MOBILE_BREAKPOINT, SIDEBAR_COLLAPSED_PX, SIDEBAR_EXPANDED_PX } from '../sidebar-state';
import { FrameContent, FrameHeader, FrameMain } from './frame-parts';

/** The sidebar's place at its initial width: none on a phone, the rail on a tablet, expanded on a desktop. */
const SidebarPlace = styled.div`
  display: none;
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${(p) => p.theme.zIndex.sidebar};
  background: ${(p) => p.theme.colors.sidebar};

  @media (min-width: ${MOBILE_BREAKPOINT}px) {
    display: block;
    width: ${SIDEBAR_COLLAPSED_PX}px;
  }
  @media (min-width: ${DESKTOP_BREAKPOINT}px) {
    width: ${SIDEBAR_EXPANDED_PX}px;
  }
`;

const Waiting = styled.div`
  display: flex;
  justify-content: center;
  padding: ${(p) => p.theme.spacing.xl} 0;
  color: ${(p) => p.theme.colors.primary};
`;

/** The page's h1 and intro when the path opens a page without parameters, and a spinner. */
export function PageSkeleton() {
  const page = staticSignedInPageAt(useLocation().pathname);
  const waiting = (
    <Waiting>
      <Spinner label="Loading" />
    </Waiting>
  );
  return page ? (
    <Page title={page.title} description={page.intro}>
      {waiting}
    </Page>
  ) : (
    waiting
  );
}

/** The whole frame's skeleton: the sidebar's place, an empty header bar, the page's skeleton. */
export function DashboardSkeleton() {
  return (
    <div data-testid="dashboard-skeleton">
      <SidebarPlace aria-hidden="true" />
      <FrameContent>
        <FrameHeader />
        <FrameMain id="main-content">
          <PageSkeleton />
        </FrameMain>
      </FrameContent>
    </div>
  );
}
