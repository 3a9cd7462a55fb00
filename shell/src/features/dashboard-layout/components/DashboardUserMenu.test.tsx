import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoleName } from '@church/contracts/roles';
import { credentialsReceived, signedOut } from '@church/platform/auth-slice';
import { configureHttp } from '@church/platform/http';
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
});
