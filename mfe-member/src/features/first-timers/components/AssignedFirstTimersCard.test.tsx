import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FirstTimerRow } from '@church/contracts/first-timers';
import type { FollowUpStatus } from '@church/contracts/follow-up';
import { createQueryClient } from '@church/platform/query-client';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { AssignedFirstTimersCard } from './AssignedFirstTimersCard';

const row = (id: number, name: string, status: FollowUpStatus, overdue: boolean, visits: FirstTimerRow['visit_label']): FirstTimerRow => {
  const [first_name, last_name] = name.split(' ');
  return {
    id, first_name, last_name, full_name: name, phone: '+2348031234567', email: null, gender: null, address: null, how_heard: null, prayer_request: null,
    consent_to_contact: true, first_visit_on: '2025-03-02', last_visit_on: '2025-03-02', visit_count: 1, visit_label: visits, contact_hidden: false,
    created_at: '2025-03-02T08:00:00Z',
    follow_up: { status, assignee: { id: 1, full_name: 'Grace Okafor' }, assigned_by: null, assigned_at: null, next_contact_on: overdue ? '2025-03-05' : null, overdue, closed_at: null },
  };
};

const api = (rows: FirstTimerRow[] | null) => (call: FakeCall) => {
  if (call.url === '/api/me/assigned-first-timers') return rows ? { status: 200, body: { data: rows } } : { status: 500, body: { message: 'Server error' } };
  return { status: 404, body: { message: 'Not found' } };
};

it('lists my first-timers, overdue first, each linking to their page with the visit label, status and an Overdue badge', async () => {
  renderWithPlatform(<AssignedFirstTimersCard />, {
    route: '/dashboard',
    signedInAs: 'member',
    api: api([row(7, 'Ada Obi', 'Not Contacted', true, 'First Timer'), row(8, 'Ben Eze', 'Contacted', false, 'Second Timer')]),
  });
  const card = screen.getByRole('region', { name: 'First-timers assigned to me' });
  const items = await within(card).findAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual(['Ada ObiFirst TimerNot ContactedOverdueNext contact Mar 5, 2025', 'Ben EzeSecond TimerContacted']);
  expect(within(items[0]).getByRole('link', { name: 'Ada Obi' })).toHaveAttribute('href', '/dashboard/first-timers/7');
  expect(within(items[1]).getByRole('link', { name: 'Ben Eze' })).toHaveAttribute('href', '/dashboard/first-timers/8');
  expect(within(items[1]).queryByText('Overdue')).toBeNull();
  expect(card).toHaveTextContent('Overdue: still Not Contacted more than 3 days after the first visit');

  await userEvent.click(within(items[0]).getByRole('link', { name: 'Ada Obi' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/first-timers/7');
});

it('says so when no first-timer is assigned to me', async () => {
  renderWithPlatform(<AssignedFirstTimersCard />, { route: '/dashboard', signedInAs: 'member', api: api([]) });
  expect(await screen.findByText('No first-timers are assigned to you.')).toBeInTheDocument();
  expect(screen.queryByRole('link')).toBeNull();
});

it('offers a retry when the list cannot be loaded', async () => {
  // No retries with their back-off: the failure shows at once.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  renderWithPlatform(<AssignedFirstTimersCard />, { route: '/dashboard', signedInAs: 'member', api: api(null), queryClient });
  expect(await screen.findByText('Something went wrong with data loading.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
