import { act, render, screen } from '@testing-library/react';
import type { AreaKey } from '@church/contracts/site-map';
import { AfterSignedInStart, loadSignedInStart } from './signed-in-start';

const mockPreloadSignedInArea = jest.fn();
jest.mock('@church/platform/remote-area', () => ({
  preloadSignedInArea: (pathname: string, roles: readonly string[]) => mockPreloadSignedInArea(pathname, roles),
}));
const mockPrefetchCurrentUser = jest.fn();
jest.mock('@church/platform/current-user', () => ({ prefetchCurrentUser: () => mockPrefetchCurrentUser() }));

beforeEach(() => mockPrefetchCurrentUser.mockResolvedValue(undefined));

function renderStart(area: AreaKey = 'admin') {
  render(
    <AfterSignedInStart part="frame" fallback={<p>Loading the frame</p>}>
      <nav aria-label="Dashboard sections" />
      <AfterSignedInStart part={area} fallback={<p>Loading</p>}>
        <h1>Admin dashboard</h1>
      </AfterSignedInStart>
    </AfterSignedInStart>,
  );
}
const frame = () => screen.queryByRole('navigation', { name: 'Dashboard sections' });

afterEach(() => {
  mockPreloadSignedInArea.mockReset();
  mockPrefetchCurrentUser.mockReset();
  jest.useRealTimers();
});

it('renders at once on a page that is not signed in, or without a session: nothing to wait for', () => {
  loadSignedInStart('/forms', ['member']);
  loadSignedInStart('/dashboard', []);
  renderStart();
  expect(frame()).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
  expect(mockPreloadSignedInArea).not.toHaveBeenCalled();
});

it('waits for the signed-in user too (the page shows who is signed in at once)', async () => {
  let userIn: () => void = () => {};
  mockPrefetchCurrentUser.mockReturnValue(new Promise<void>((resolve) => (userIn = resolve)));
  mockPreloadSignedInArea.mockResolvedValue(undefined);
  loadSignedInStart('/dashboard', ['member']);
  renderStart('members');
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(screen.getByText('Loading')).toBeInTheDocument();
  await act(async () => userIn());
  expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
});

it('shows the frame once its code is in, and the loader in it until the area and its page are in, then the page', async () => {
  let areaIn: () => void = () => {};
  mockPreloadSignedInArea.mockReturnValue(new Promise<void>((resolve) => (areaIn = resolve)));
  loadSignedInStart('/dashboard/admin', ['admin']);
  expect(mockPreloadSignedInArea).toHaveBeenCalledWith('/dashboard/admin', ['admin']);
  renderStart();
  // The dashboard's frame is a local module here, so it is in; the area is not.
  expect(await screen.findByRole('navigation', { name: 'Dashboard sections' })).toBeInTheDocument();
  expect(screen.getByText('Loading')).toBeInTheDocument();
  await act(async () => areaIn());
  expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
  expect(screen.queryByText('Loading')).toBeNull();
});

it('does not hold another area the user opens meanwhile', async () => {
  mockPreloadSignedInArea.mockReturnValue(new Promise<void>(() => {}));
  loadSignedInStart('/dashboard/admin', ['admin', 'member']);
  renderStart('members');
  expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
});

it('stops waiting for an area that hangs after the wait', async () => {
  jest.useFakeTimers();
  mockPreloadSignedInArea.mockReturnValue(new Promise<void>(() => {}));
  loadSignedInStart('/dashboard/admin', ['admin'], 1500);
  renderStart();
  await act(() => jest.advanceTimersByTimeAsync(1400));
  expect(frame()).toBeInTheDocument();
  expect(screen.getByText('Loading')).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(100));
  expect(screen.getByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
});
