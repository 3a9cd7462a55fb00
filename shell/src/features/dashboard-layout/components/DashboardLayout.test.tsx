import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoleName } from '@church/contracts/roles';
import { credentialsReceived, signedOut } from '@church/platform/auth-slice';
import { store } from '@church/platform/store';
import { testUser } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { SIDEBAR_STORAGE_KEY } from '../sidebar-memory';
import { DashboardLayout } from './DashboardLayout';

function setWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

function signIn(...roles: RoleName[]) {
  store.dispatch(credentialsReceived({ user: testUser({ roles, first_name: 'Ada', last_name: 'Eze', email: 'ada@example.org' }), token: 't' }));
}

const sidebar = () => screen.getByTestId('sidebar');
const toggle = () => screen.getByRole('button', { name: 'Toggle sidebar' });

beforeEach(() => {
  store.dispatch(signedOut());
  localStorage.removeItem(SIDEBAR_STORAGE_KEY);
  setWidth(1280);
});

it('shows the sections for the role and opens the one holding the current route', () => {
  signIn('admin', 'member');
  renderWithPlatform(<DashboardLayout><h1>page</h1></DashboardLayout>, { route: '/dashboard/admin/members?page=2' });
  const nav = screen.getByRole('navigation', { name: 'Dashboard sections' });
  expect(within(nav).getAllByRole('button').map((b) => b.textContent?.replace(/[+−]/g, ''))).toEqual(['Admin', 'Leaders', 'Members']);
  expect(within(nav).getByRole('button', { name: /Admin/ })).toHaveAttribute('aria-expanded', 'true');
  expect(within(nav).getByRole('button', { name: /Leaders/ })).toHaveAttribute('aria-expanded', 'false');
  const current = within(nav).getByRole('link', { current: 'page' });
  expect(current).toHaveTextContent('Members');
  expect(current).toHaveAttribute('href', '/dashboard/admin/members');
});

it('keeps a detail page opened from an admin list in that list’s section', () => {
  signIn('admin', 'member');
  const from = encodeURIComponent('/dashboard/admin/first-timers?status=Contacted');
  renderWithPlatform(<DashboardLayout><h1>page</h1></DashboardLayout>, { route: `/dashboard/first-timers/7?back=${from}` });
  const nav = screen.getByRole('navigation', { name: 'Dashboard sections' });
  expect(within(nav).getByRole('button', { name: /Admin/ })).toHaveAttribute('aria-expanded', 'true');
  expect(within(nav).getByRole('button', { name: /Members/ })).toHaveAttribute('aria-expanded', 'false');
  expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/dashboard/admin/first-timers');
});

it('ignores a way back that is no page of the sidebar, highlighting the detail page’s own area', () => {
  signIn('admin', 'member');
  renderWithPlatform(<DashboardLayout><h1>page</h1></DashboardLayout>, { route: `/dashboard/members/7?back=${encodeURIComponent('https://evil.example/dashboard/admin')}` });
  const nav = screen.getByRole('navigation', { name: 'Dashboard sections' });
  expect(within(nav).getByRole('button', { name: /Members/ })).toHaveAttribute('aria-expanded', 'true');
  expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/dashboard');
});

it('shows a member only the Members section', () => {
  signIn('member');
  renderWithPlatform(<DashboardLayout />, { route: '/dashboard/events' });
  const nav = screen.getByRole('navigation', { name: 'Dashboard sections' });
  expect(within(nav).getAllByRole('button')).toHaveLength(1);
  expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Dashboard', 'Attendance', 'Events', 'Profile']);
  expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Events');
});

it('opens another section on request (open-submenu)', async () => {
  signIn('leader');
  renderWithPlatform(<DashboardLayout />, { route: '/dashboard' });
  const leaders = screen.getByRole('button', { name: /Leaders/ });
  expect(leaders).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(leaders);
  expect(leaders).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Units' })).toHaveAttribute('href', '/dashboard/leaders/units');
});

it('at 1280 px the header toggle collapses the sidebar from 290 to 90 px', async () => {
  signIn('member');
  renderWithPlatform(<DashboardLayout />, { route: '/dashboard' });
  expect(sidebar()).toHaveAttribute('data-width', '290');
  expect(sidebar()).toHaveStyle({ width: '290px' });
  await userEvent.click(toggle());
  expect(sidebar()).toHaveAttribute('data-width', '90');
  expect(sidebar()).toHaveStyle({ width: '90px' });
  expect(sidebar()).toHaveAttribute('data-expanded', 'false');
  expect(screen.queryByTestId('sidebar-overlay')).toBeNull();
});

it('remembers a sidebar collapsed at 1280 px after a reload, and forgets it once expanded again', async () => {
  signIn('member');
  const first = renderWithPlatform(<DashboardLayout />, { route: '/dashboard' });
  await userEvent.click(toggle());
  expect(sidebar()).toHaveAttribute('data-width', '90');
  first.unmount();

  const reloaded = renderWithPlatform(<DashboardLayout />, { route: '/dashboard' });
  expect(sidebar()).toHaveAttribute('data-expanded', 'false');
  expect(sidebar()).toHaveAttribute('data-width', '90');
  await userEvent.click(toggle());
  expect(sidebar()).toHaveAttribute('data-width', '290');
  reloaded.unmount();

  renderWithPlatform(<DashboardLayout />, { route: '/dashboard' });
  expect(sidebar()).toHaveAttribute('data-width', '290');
});

it('does not take a narrow window’s collapse for the reader’s choice', () => {
  signIn('member');
  const narrow = renderWithPlatform(<DashboardLayout />, { route: '/dashboard' });
  setWidth(600);
  expect(sidebar()).toHaveAttribute('data-expanded', 'false');
  narrow.unmount();
  setWidth(1280);
  renderWithPlatform(<DashboardLayout />, { route: '/dashboard' });
  expect(sidebar()).toHaveAttribute('data-width', '290');
});

it('shows each section of the collapsed rail as its icon, named by its title for screen readers', async () => {
  signIn('admin', 'member');
  renderWithPlatform(<DashboardLayout />, { route: '/dashboard/admin' });
  await userEvent.click(toggle());
  const nav = screen.getByRole('navigation', { name: 'Dashboard sections' });
  const sections = within(nav).getAllByRole('button');
  expect(sections.map((b) => b.getAttribute('title'))).toEqual(['Admin', 'Leaders', 'Members']);
  for (const [index, name] of ['Admin', 'Leaders', 'Members'].entries()) {
    expect(sections[index]).toHaveAccessibleName(name);
    expect(sections[index].querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  }
  // No bare initials ("A", "L", "M") stand in for the titles.
  expect(sections.map((b) => b.querySelector('[aria-hidden="true"]:not(svg)'))).toEqual([null, null, null]);
});

it('a hovered collapsed sidebar shows at full width', async () => {
  signIn('member');
  renderWithPlatform(<DashboardLayout />, { route: '/dashboard' });
  await userEvent.click(toggle());
  await userEvent.hover(sidebar());
  expect(sidebar()).toHaveAttribute('data-hovered', 'true');
  expect(sidebar()).toHaveAttribute('data-width', '290');
  await userEvent.unhover(sidebar());
  expect(sidebar()).toHaveAttribute('data-width', '90');
});

it('under 1024 px the header toggle opens the mobile sidebar with an overlay that closes it', async () => {
  setWidth(1000);
  signIn('member');
  renderWithPlatform(<DashboardLayout />, { route: '/dashboard' });
  await userEvent.click(toggle());
  expect(sidebar()).toHaveAttribute('data-mobile-open', 'true');
  expect(sidebar()).toHaveAttribute('data-mode', 'overlay');
  await userEvent.click(screen.getByTestId('sidebar-overlay'));
  expect(sidebar()).toHaveAttribute('data-mobile-open', 'false');
});

it('at 375 px the sidebar starts collapsed and hidden; the mobile sidebar closes on Escape and after navigating', async () => {
  setWidth(375);
  signIn('member');
  renderWithPlatform(<DashboardLayout />, { route: '/dashboard' });
  expect(sidebar()).toHaveAttribute('data-expanded', 'false');
  expect(sidebar()).toHaveAttribute('data-mode', 'hidden');
  await userEvent.click(toggle());
  expect(sidebar()).toHaveAttribute('data-mode', 'overlay');
  await userEvent.keyboard('{Escape}');
  expect(sidebar()).toHaveAttribute('data-mode', 'hidden');
  await userEvent.click(toggle());
  await userEvent.click(screen.getByRole('link', { name: 'Events' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/events');
  expect(sidebar()).toHaveAttribute('data-mode', 'hidden');
});

it('shrinking the window under 768 px collapses the sidebar', () => {
  signIn('member');
  renderWithPlatform(<DashboardLayout />, { route: '/dashboard' });
  expect(sidebar()).toHaveAttribute('data-expanded', 'true');
  setWidth(767);
  expect(sidebar()).toHaveAttribute('data-expanded', 'false');
});
