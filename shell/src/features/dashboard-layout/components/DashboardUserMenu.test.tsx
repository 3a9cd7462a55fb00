import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoleName } from '@church/contracts/roles';
import { credentialsReceived, signedOut } from '@church/platform/auth-slice';
import { RequireAuth } from '@church/platform/guards';
import { configureHttp } from '@church/platform/http';
import { Route, Routes } from '@church/platform/router';
import { store } from '@church/platform/store';
import { installFakeFetch, testUser } from '@church/platform/testing/fake-fetch';
import { TestProviders, renderWithPlatform } from '@church/platform/testing/render';
import { DashboardUserMenu } from './DashboardUserMenu';
import { RoleBadge } from './RoleBadge';

function signIn(...roles: RoleName[]) {
  store.dispatch(credentialsReceived({ user: testUser({ roles, first_name: 'Ada', last_name: 'Eze', email: 'ada@example.org' }), token: 't' }));
}

beforeEach(() => store.dispatch(signedOut()));

describe('RoleBadge', () => {
  it.each([
    [['member', 'leader', 'admin'], 'Admin'],
    [['member', 'admin'], 'Admin'],
    [['member', 'leader'], 'Leader'],
    [['leader'], 'Leader'],
    [['member'], 'Member'],
  ] as [RoleName[], string][])('shows %p as %s', (roles, label) => {
    render(<TestProviders><RoleBadge roles={roles} /></TestProviders>);
    expect(screen.getByTestId('role-badge')).toHaveTextContent(new RegExp(`^${label}$`));
  });

  it('shows nothing without a role', () => {
    render(<TestProviders><RoleBadge roles={[]} /></TestProviders>);
    expect(screen.queryByTestId('role-badge')).toBeNull();
  });
});

describe('DashboardUserMenu', () => {
  it('shows name, email, role badge and the links; Dashboard points admins to the admin dashboard', async () => {
    signIn('member', 'admin');
    renderWithPlatform(<DashboardUserMenu />, { route: '/dashboard' });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Ada' }));
    const menu = screen.getByTestId('dashboard-user-menu');
    expect(menu).toHaveTextContent('Ada Eze');
    expect(menu).toHaveTextContent('ada@example.org');
    expect(within(menu).getByTestId('role-badge')).toHaveTextContent('Admin');
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/admin');
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/dashboard/profile');
    expect(within(menu).getByRole('link', { name: 'Attendance' })).toHaveAttribute('href', '/dashboard/attendance');
    expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('points a leader to /dashboard', async () => {
    signIn('leader');
    renderWithPlatform(<DashboardUserMenu />, { route: '/dashboard' });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Ada' }));
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByTestId('role-badge')).toHaveTextContent('Leader');
  });

  it('closes on an outside click and on Escape', async () => {
    signIn('member');
    renderWithPlatform(<><DashboardUserMenu /><p>outside</p></>, { route: '/dashboard' });
    const trigger = screen.getByRole('button', { name: 'Account menu for Ada' });
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByText('outside'));
    expect(screen.queryByTestId('dashboard-user-menu')).toBeNull();
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('dashboard-user-menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('Sign out ends the session', async () => {
    configureHttp({ baseUrl: '/api' });
    const { calls } = installFakeFetch(() => ({ status: 200, body: { message: 'ok' } }));
    signIn('member');
    renderWithPlatform(<DashboardUserMenu />, { route: '/dashboard' });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Ada' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(calls[0]).toMatchObject({ url: '/api/logout', method: 'POST' });
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  // A shared tablet: the next person to sign in must not land on the last person's page.
  const signedInPages = (
    <Routes>
      <Route element={<RequireAuth />}>
        <Route path="/dashboard/*" element={<DashboardUserMenu />} />
      </Route>
      <Route path="/login" element={<h1>Sign in</h1>} />
    </Routes>
  );

  it('signing out on purpose lands on the login page with no way back to the last page', async () => {
    configureHttp({ baseUrl: '/api' });
    installFakeFetch(() => ({ status: 200, body: { message: 'You have been logged out successfully' } }));
    signIn('member');
    renderWithPlatform(signedInPages, { route: '/dashboard/attendance?month=3' });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Ada' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('an ended session still keeps the way back to the page', async () => {
    signIn('member');
    renderWithPlatform(signedInPages, { route: '/dashboard/attendance?month=3' });
    act(() => {
      store.dispatch(signedOut());
    });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Fdashboard%2Fattendance%3Fmonth%3D3');
  });
});
