// What a signed-in page shows before its parts are in: the frame's boxes, empty, and the page's
// header as the site map gives it (nothing personal: the server sends the same HTML to everyone,
// before any script, decision 0017). The app renders the same while the frame and the area load,
// so the server's skeleton is replaced in place and nothing on screen moves.
import { useLocation } from '@church/platform/router';
import { signedInAreaOf, staticSignedInPageAt } from '@church/contracts/site-map';
import { useSiteMap } from '@church/platform/published-site-map';
import styled from 'styled-components';
import { Spinner } from 'shared_ui/Loader';
import { Page } from 'shared_ui/Page';
import { atInitialSidebarWidth, FrameContent, FrameHeader, FrameMain, FrameSidebar } from './frame-parts';

/** The sidebar's place, at its initial width. */
const SidebarPlace = styled(FrameSidebar)`
  width: 0;
  ${atInitialSidebarWidth('width')}
`;

const Waiting = styled.div`
  display: flex;
  justify-content: center;
  padding: ${(p) => p.theme.spacing.xl} 0;
  color: ${(p) => p.theme.colors.primary};
`;

/** The page's h1 and intro when the path opens a page without parameters, and a spinner. */
export function PageSkeleton() {
  const { pathname } = useLocation();
  const area = signedInAreaOf(pathname);
  const page = staticSignedInPageAt(pathname, useSiteMap(area ? [area] : []));
  const waiting = (
    <Waiting>
      <Spinner label="Loading" />
    </Waiting>
  );
  return (
    <div data-testid="page-skeleton" aria-busy="true">
      {page ? (
        <Page title={page.title} description={page.intro} breadcrumbs={page.breadcrumbs}>
          {waiting}
        </Page>
      ) : (
        waiting
      )}
    </div>
  );
}

/** The whole frame's skeleton: the sidebar's place, an empty header bar, the page's skeleton. */
export function DashboardSkeleton() {
  return (
    <div data-testid="dashboard-skeleton">
      <SidebarPlace as="div" aria-hidden="true" />
      <FrameContent>
        {/* The bar's box, not an empty banner landmark. */}
        <FrameHeader as="div" />
        <FrameMain id="main-content">
          <PageSkeleton />
        </FrameMain>
      </FrameContent>
    </div>
  );
}
