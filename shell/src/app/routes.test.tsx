import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from '@church/platform/router';
import type { RoleName } from '@church/contracts/roles';
import { credentialsReceived, signedOut } from '@church/platform/auth-slice';
import { configureHttp } from '@church/platform/http';
import { store } from '@church/platform/store';
import { installFakeFetch, testUser } from '@church/platform/testing/fake-fetch';
import { TestProviders } from '@church/platform/testing/render';
import { AppRoutes } from './routes';

// The areas are federated; here each stands in as a heading naming the area, or its loader while
// the test says it is still loading.
let mockAreaLoading = false;
jest.mock('@church/platform/remote-area', () => ({
  RemoteArea: ({ title, fallback }: { title: string; fallback: ReactNode }) => (mockAreaLoading ? fallback : <h1>{title}</h1>),
}));

/** What the test reads and drives: the router's current location and its navigate. */
interface RouterHandle {
  location: Location;
  navigate: NavigateFunction;
}

function RouterProbe({ handle }: { handle: RouterHandle }) {
  handle.location = useLocation();
  handle.navigate = useNavigate();
  return null;
}

function renderApp(url: string) {
  const handle = {} as RouterHandle;
  render(
    <TestProviders>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
        <RouterProbe handle={handle} />
      </MemoryRouter>
    </TestProviders>,
  );
  return handle;
}

// Lazy pages are compiled on first use in jest; allow for a busy machine.
const SLOW = { timeout: 5000 };

const signIn = (...roles: RoleName[]) => store.dispatch(credentialsReceived({ user: testUser({ roles }), token: 't' }));
const path = (router: RouterHandle) => router.location.pathname + router.location.search;

beforeEach(() => {
  mockAreaLoading = false;
  store.dispatch(signedOut());
  configureHttp({ baseUrl: '/api' });
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  installFakeFetch((call) => (call.url.endsWith('/me') ? { status: 200, body: { data: store.getState().auth.user } } : { status: 404, body: { message: 'Not found' } }));
});

it('a signed-out visit to a dashboard page shows the login page and comes back after sign-in', async () => {
  const router = renderApp('/dashboard/attendance?month=3&year=2025');
  expect(await screen.findByRole('heading', { name: 'Log in' }, SLOW)).toBeInTheDocument();
  expect(path(router)).toBe('/login?redirect=%2Fdashboard%2Fattendance%3Fmonth%3D3%26year%3D2025');

  installFakeFetch(() => ({ status: 200, body: { data: { token: 'tok', user: testUser({ roles: ['member'] }) } } }));
  await userEvent.type(screen.getByLabelText('Email'), 'grace@example.org');
  await userEvent.type(screen.getByLabelText('Password'), 'secret123');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

  expect(await screen.findByRole('heading', { name: 'The member area' }, SLOW)).toBeInTheDocument();
  expect(path(router)).toBe('/dashboard/attendance?month=3&year=2025');
  expect(screen.getByTestId('sidebar')).toBeInTheDocument();
});

it.each([
  [['member'], '/dashboard/admin/members', 'The member area', '/dashboard'],
  [['leader'], '/dashboard/admin', 'The member area', '/dashboard'],
  [['member'], '/dashboard/leaders/units', 'The member area', '/dashboard'],
  [['leader'], '/dashboard/leaders/units', 'The leaders area', '/dashboard/leaders/units'],
  [['admin'], '/dashboard/leaders', 'The leaders area', '/dashboard/leaders'],
  [['admin'], '/dashboard/admin/forms', 'The admin area', '/dashboard/admin/forms'],
] as [RoleName[], string, string, string][])('%p opening %s sees %s at %s', async (roles, url, heading, finalPath) => {
  signIn(...roles);
  const router = renderApp(url);
  expect(await screen.findByRole('heading', { name: heading }, SLOW)).toBeInTheDocument();
  expect(router.location.pathname).toBe(finalPath);
});

it('sends a signed-in user away from the auth pages to the redirect value', async () => {
  signIn('member');
  const router = renderApp('/register?redirect=%2Fdashboard%2Fevents');
  expect(await screen.findByRole('heading', { name: 'The member area' }, SLOW)).toBeInTheDocument();
  expect(path(router)).toBe('/dashboard/events');
});

it('serves the public area with the top bar at / and any other path', async () => {
  renderApp('/anything/else');
  expect(await screen.findByRole('heading', { name: 'The public area' }, SLOW)).toBeInTheDocument();
  expect(screen.getByTestId('top-bar')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
});

it("serves the station's screen without the top bar: a door tablet offers no sign-in and no way off it", async () => {
  renderApp('/station');
  expect(await screen.findByRole('heading', { name: 'The public area' }, SLOW)).toBeInTheDocument();
  expect(screen.queryByTestId('top-bar')).toBeNull();
  expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
});

it('shows each auth page from the shell itself', async () => {
  const router = renderApp('/forgot-password');
  expect(await screen.findByRole('heading', { name: 'Forgot your password?' }, SLOW)).toBeInTheDocument();
  act(() => router.navigate('/reset-password?token=t&email=a%40b.co'));
  expect(await screen.findByRole('heading', { name: 'Reset your password' }, SLOW)).toBeInTheDocument();
  act(() => router.navigate('/register'));
  expect(await screen.findByRole('heading', { name: 'Create an account' }, SLOW)).toBeInTheDocument();
});

it('a 401 mid-session lands on login with the redirect, and signing in comes back', async () => {
  signIn('member');
  const router = renderApp('/dashboard/events?month=5');
  expect(await screen.findByRole('heading', { name: 'The member area' }, SLOW)).toBeInTheDocument();
  // The session was revoked on the server: the next call (GET /me on focus, say) answers 401.
  installFakeFetch(() => ({ status: 401, body: { message: 'Unauthenticated.' } }));
  const { http } = await import('@church/platform/http');
  await act(() => http.get('/me').then(() => {}, () => {}));

  expect(await screen.findByRole('heading', { name: 'Log in' }, SLOW)).toBeInTheDocument();
  expect(path(router)).toBe('/login?redirect=%2Fdashboard%2Fevents%3Fmonth%3D5');
  expect(store.getState().auth.isAuthenticated).toBe(false);

  installFakeFetch(() => ({ status: 200, body: { data: { token: 'fresh', user: testUser({ roles: ['member'] }) } } }));
  await userEvent.type(screen.getByLabelText('Email'), 'grace@example.org');
  await userEvent.type(screen.getByLabelText('Password'), 'secret123');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByRole('heading', { name: 'The member area' }, SLOW)).toBeInTheDocument();
  expect(path(router)).toBe('/dashboard/events?month=5');
});

it("a signed-in page shows the dashboard's frame, and the page's skeleton in the area's place while the area loads", async () => {
  signIn('admin');
  mockAreaLoading = true;
  renderApp('/dashboard/admin');
  expect(await screen.findByTestId('sidebar', {}, SLOW)).toBeInTheDocument();
  // The page's skeleton in the area's place: its header from the site map, and the spinner.
  expect(screen.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'The admin area' })).toBeNull();
});
