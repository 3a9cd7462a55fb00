import { screen, within } from '@testing-library/react';
import type { FirstTimerDetails } from '@church/contracts/first-timers';
import type { User } from '@church/contracts/user';
import { testUser, type FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { MemberPage } from './MemberPage';

const ada: User = {
  id: 7, first_name: 'Ada', last_name: 'Obi', full_name: 'Ada Obi', initials: 'AO', avatar: null, email: 'ada.obi@example.com', phone: null,
  gender: null, birthday: null, address: null, roles: ['member'], units: [], active: true,
};

const record: FirstTimerDetails = {
  id: 31, first_name: 'Ada', last_name: 'Obi', full_name: 'Ada Obi', phone: '+2348031234567', email: 'ada.obi@example.com',
  gender: null, address: null, how_heard: null, prayer_request: null, consent_to_contact: true,
  first_visit_on: '2025-03-02', last_visit_on: '2025-03-09', visit_count: 2, visit_label: 'Second Timer', contact_hidden: false, created_at: '2025-03-02T08:30:00Z',
  follow_up: { status: 'Contacted', assignee: null, assigned_by: null, assigned_at: null, next_contact_on: null, overdue: false, closed_at: null },
  visits: [{ date: '2025-03-02', service_name: 'Sunday Service' }, { date: '2025-03-09', service_name: null }],
  feedback: [{
    id: 5, first_timer_id: 31, first_timer_name: 'Ada Obi', author: { id: 1, full_name: 'Grace Okafor' }, contacted_at: '2025-03-03T09:15:00Z', channel: 'call',
    outcome: 'reached', note: 'Glad to come back', status_from: 'Not Contacted', status_to: 'Contacted', next_contact_on: null, created_at: '2025-03-03T09:16:00Z',
  }],
  member: { id: 7, full_name: 'Ada Obi' },
};

function api(records: FirstTimerDetails[], me: User) {
  return (call: FakeCall) => {
    if (call.url === '/api/me') return { status: 200, body: { data: me } };
    if (call.url === '/api/members/7') return { status: 200, body: { data: ada } };
    if (call.url === '/api/members/7/attendance') return { status: 200, body: { data: { months: [], last_attended: null } } };
    if (call.url === '/api/members/7/first-timer-records') return { status: 200, body: { data: records } };
    return { status: 404, body: { message: 'Not found' } };
  };
}
const ROUTE = { route: '/dashboard/members/7', path: '/dashboard/members/:id' };

it("shows an admin the member's visits as a first-timer, the follow-up and its feedback, linking to the visitor's page", async () => {
  renderWithPlatform(<MemberPage />, { ...ROUTE, signedInAs: 'admin', api: api([record], testUser({ roles: ['admin', 'member'] })) });
  expect(await screen.findByRole('heading', { level: 2, name: 'Before they joined' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Ada Obi, first-timer record' })).toHaveAttribute('href', '/dashboard/first-timers/31');
  expect(within(screen.getByRole('list', { name: 'Visits of Ada Obi' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Mar 2, 2025 · Sunday Service', 'Mar 9, 2025']);
  expect(screen.getByRole('list', { name: 'Feedback about Ada Obi' })).toHaveTextContent('Grace Okafor: Glad to come back');
});

it('says when no visitor record is linked', async () => {
  renderWithPlatform(<MemberPage />, { ...ROUTE, signedInAs: 'admin', api: api([], testUser({ roles: ['admin', 'member'] })) });
  expect(await screen.findByText('No first-timer record is linked to this person.')).toBeInTheDocument();
});

it('asks nothing about visitor records for a leader', async () => {
  const { calls } = renderWithPlatform(<MemberPage />, { ...ROUTE, signedInAs: 'leader', api: api([record], testUser({ roles: ['leader', 'member'] })) });
  expect(await screen.findByRole('heading', { level: 2, name: 'Ada Obi' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Before they joined' })).toBeNull();
  expect(calls.some((c) => c.url.endsWith('/first-timer-records'))).toBe(false);
});
