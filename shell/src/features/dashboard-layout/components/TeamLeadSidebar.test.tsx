import { act, screen, within } from '@testing-library/react';
import { credentialsReceived, signedOut } from '@church/platform/auth-slice';
import { store } from '@church/platform/store';
import { testUser } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { DashboardLayout } from './DashboardLayout';

// A member who leads a serving team (GET /api/me's leads_team) finds the Teams page in the sidebar.
beforeEach(() => store.dispatch(signedOut()));

const signIn = (leadsTeam: boolean) =>
  act(() => { store.dispatch(credentialsReceived({ user: { ...testUser({ roles: ['member'] }), leads_team: leadsTeam }, token: 't' })); });

it('shows a member who leads a team the Leaders section with Teams alone, current on the Teams page', () => {
  signIn(true);
  renderWithPlatform(<DashboardLayout><h1>page</h1></DashboardLayout>, { route: '/dashboard/leaders/teams' });
  const nav = screen.getByRole('navigation', { name: 'Dashboard sections' });
  expect(within(nav).getAllByRole('button').map((b) => b.textContent?.replace(/[+−]/g, ''))).toEqual(['Leaders', 'Members']);
  const current = within(nav).getByRole('link', { current: 'page' });
  expect(current).toHaveTextContent('Teams');
  expect(current).toHaveAttribute('href', '/dashboard/leaders/teams');
  expect(within(nav).queryByRole('link', { name: 'Units' })).toBeNull();
});

it('shows a member who leads no team only the Members section', () => {
  signIn(false);
  renderWithPlatform(<DashboardLayout><h1>page</h1></DashboardLayout>, { route: '/dashboard' });
  const nav = screen.getByRole('navigation', { name: 'Dashboard sections' });
  expect(within(nav).getAllByRole('button').map((b) => b.textContent?.replace(/[+−]/g, ''))).toEqual(['Members']);
});
