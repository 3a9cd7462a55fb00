import { Outlet, useLocation } from '@church/platform/router';
import styled from 'styled-components';
import { isBarePage } from '@church/contracts/site-map';
import { Clock } from '../../features/clock/components/Clock';
import { ErrorScreen } from '../../features/errors/components/ErrorScreen';
import { ThemeToggle } from '../../features/theme/components/ThemeToggle';
import { TopBar } from '../../features/top-bar/components/TopBar';

const Page = styled.div`
  min-height: 100vh;
  background: ${(p) => p.theme.colors.background};
  color: ${(p) => p.theme.colors.text};
`;

/** The public area and the auth pages: top bar above the page (none on a device's bare screen). */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <Page>
      {!isBarePage(pathname) && <TopBar clock={<Clock />} themeToggle={<ThemeToggle />} />}
      <main id="main-content">
        <ErrorScreen resetKey={pathname}>
          <Outlet />
        </ErrorScreen>
      </main>
    </Page>
  );
}
