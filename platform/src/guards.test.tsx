import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from '@church/platform/router';
import type { RoleName } from '@church/contracts/roles';
import { credentialsReceived, signedOut } from './auth-slice';
import { dashboardHome, RequireAuth, RequireRole, SignedOutOnly } from './guards';
import { store } from './store';
import { testUser } from './testing/fake-fetch';
import { platformWrapper } from './testing/render';

function Where() {
  const location = useLocation();
  const action = useNavigationType();
  return <p data-testid="where" data-action={action}>{location.pathname + location.search}</p>;
}

const page = (name: string) => (
  <>
    <h1>{name}</h1>
    <Where />
  </>
);

function renderAt(url: string) {
  const Wrapper = platformWrapper();
  render(
    <Wrapper>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/" element={page('home')} />
          <Route element={<SignedOutOnly />}>
            <Route path="/login" element={page('login')} />
          </Route>
          <Route element={<RequireAuth />}>
            <Route path="/dashboard" element={page('member dashboard')} />
            <Route path="/dashboard/attendance" element={page('attendance')} />
            <Route element={<RequireRole roles={['admin']} />}>
              <Route path="/dashboard/admin/*" element={page('admin area')} />
            </Route>
            <Route element={<RequireRole roles={['admin', 'leader']} />}>
              <Route path="/dashboard/leaders/*" element={page('leaders area')} />
            </Route>
          </Route>
        </Routes>
      </MemoryRouter>
    </Wrapper>,
  );
}

const signInAs = (...roles: RoleName[]) => act(() => { store.dispatch(credentialsReceived({ user: testUser({ roles }), token: 't' })); });
const where = () => screen.getByTestId('where').textContent;

beforeEach(() => store.dispatch(signedOut()));

describe('RequireAuth', () => {
  it('sends a signed-out user to login, keeping the path and query', () => {
    renderAt('/dashboard/attendance?month=3&year=2025');
    expect(screen.getByRole('heading')).toHaveTextContent('login');
    expect(where()).toBe('/login?redirect=%2Fdashboard%2Fattendance%3Fmonth%3D3%26year%3D2025');
  });

  it('completes the round trip: signing in returns to the same path and query', () => {
    renderAt('/dashboard/attendance?month=3&year=2025');
    signInAs('member');
    expect(screen.getByRole('heading')).toHaveTextContent('attendance');
    expect(where()).toBe('/dashboard/attendance?month=3&year=2025');
    // The login page was replaced, so Back does not return to it.
    expect(screen.getByTestId('where')).toHaveAttribute('data-action', 'REPLACE');
  });

  it('protects role areas from signed-out users too', () => {
    renderAt('/dashboard/admin/members?page=2');
    expect(where()).toBe('/login?redirect=%2Fdashboard%2Fadmin%2Fmembers%3Fpage%3D2');
  });
});

describe('RequireRole', () => {
  it.each([
    [['member'], '/dashboard/admin', 'member dashboard'],
    [['leader'], '/dashboard/admin/forms', 'member dashboard'],
    [['admin'], '/dashboard/admin/forms', 'admin area'],
    [['member'], '/dashboard/leaders/units', 'member dashboard'],
    [['leader'], '/dashboard/leaders/units', 'leaders area'],
    [['admin'], '/dashboard/leaders', 'leaders area'],
    [['leader', 'member'], '/dashboard/leaders', 'leaders area'],
  ] as [RoleName[], string, string][])('a user with %p opening %s sees the %s', (roles, url, heading) => {
    signInAs(...roles);
    renderAt(url);
    expect(screen.getByRole('heading')).toHaveTextContent(heading);
  });
});

describe('SignedOutOnly', () => {
  it('shows the page to signed-out users', () => {
    renderAt('/login');
    expect(screen.getByRole('heading')).toHaveTextContent('login');
  });

  it('sends a signed-in user to the redirect value', () => {
    signInAs('member');
    renderAt('/login?redirect=%2Fdashboard%3Ftab%3Devents');
    expect(where()).toBe('/dashboard?tab=events');
  });

  it('sends a signed-in user without a redirect to /', () => {
    signInAs('member');
    renderAt('/login');
    expect(where()).toBe('/');
  });

  it('never follows a redirect to another site', () => {
    signInAs('member');
    renderAt('/login?redirect=https%3A%2F%2Fevil.example');
    expect(where()).toBe('/');
  });
});

describe('dashboardHome', () => {
  it('points admins to the admin dashboard and everyone else to /dashboard', () => {
    expect(dashboardHome(testUser({ roles: ['admin'] }))).toBe('/dashboard/admin');
    expect(dashboardHome(testUser({ roles: ['member', 'admin'] }))).toBe('/dashboard/admin');
    expect(dashboardHome(testUser({ roles: ['leader'] }))).toBe('/dashboard');
    expect(dashboardHome(testUser({ roles: ['member'] }))).toBe('/dashboard');
    expect(dashboardHome(null)).toBe('/dashboard');
  });
});
