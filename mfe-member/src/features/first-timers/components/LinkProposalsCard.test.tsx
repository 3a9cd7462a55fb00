import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FirstTimerDetails, LinkProposalJson } from '@church/contracts/first-timers';
import { configureNotifier } from '@church/platform/notifier';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { FirstTimerPage } from './FirstTimerPage';

const person: FirstTimerDetails = {
  id: 7, first_name: 'Ada', last_name: 'Obi', full_name: 'Ada Obi', phone: '+2348031234567', email: 'ada.obi@example.com',
  gender: 'female', address: null, how_heard: null, prayer_request: null, consent_to_contact: true,
  first_visit_on: '2025-03-02', last_visit_on: '2025-03-09', visit_count: 2, visit_label: 'Second Timer', contact_hidden: false, created_at: '2025-03-02T08:30:00Z',
  follow_up: { status: 'Contacted', assignee: null, assigned_by: null, assigned_at: null, next_contact_on: null, overdue: false, closed_at: null },
  visits: [{ date: '2025-03-02', service_name: null }],
  feedback: [],
  member: null,
};

const ROUTE = { route: '/dashboard/first-timers/7', path: '/dashboard/first-timers/:id' };

function api(proposals: LinkProposalJson[], calls: FakeCall[]) {
  return (call: FakeCall) => {
    calls.push(call);
    if (call.method === 'GET' && call.url === '/api/first-timers/7') return { status: 200, body: { data: person } };
    if (call.method === 'GET' && call.url === '/api/first-timers/7/proposed-details') return { status: 200, body: { data: [] } };
    if (call.method === 'GET' && call.url === '/api/first-timers/7/link-proposals') return { status: 200, body: { data: proposals } };
    if (call.method === 'GET' && call.url === '/api/services') return { status: 200, body: { data: [] } };
    if (call.method === 'POST' && call.url === '/api/first-timers/7/link') {
      proposals.splice(0);
      return { status: 200, body: { data: person, message: 'The visitor is linked to the member.' } };
    }
    if (call.method === 'DELETE' && call.url === '/api/first-timers/7/link-proposals/3') {
      proposals.splice(0);
      return { status: 200, body: { message: 'The proposed link has been dismissed.' } };
    }
    return { status: 404, body: { message: 'Not found' } };
  };
}

beforeEach(() => configureNotifier({ success: () => {}, error: () => {}, info: () => {} }));

const proposal: LinkProposalJson = { id: 3, user_id: 21, full_name: 'Ada Obiora', matched: 'phone' };

it('asks an admin whether to link an account registered with the visitor’s phone, and links it on Link', async () => {
  const calls: FakeCall[] = [];
  renderWithPlatform(<FirstTimerPage />, { ...ROUTE, signedInAs: 'admin', api: api([proposal], calls) });
  const card = await screen.findByTestId('link-proposals');
  expect(within(card).getByText(/Ada Obiora registered with this visitor’s phone: link\?/)).toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: 'Link to Ada Obiora' }));
  expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([['/api/first-timers/7/link', { user_id: 21 }]]);
  // Answered: the question goes.
  await waitFor(() => expect(screen.queryByTestId('link-proposals')).toBeNull());
});

it('dismisses a proposed link, and shows nothing when there is none', async () => {
  const calls: FakeCall[] = [];
  renderWithPlatform(<FirstTimerPage />, { ...ROUTE, signedInAs: 'admin', api: api([proposal], calls) });
  const card = await screen.findByTestId('link-proposals');
  await userEvent.click(within(card).getByRole('button', { name: 'Dismiss Ada Obiora' }));
  expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/first-timers/7/link-proposals/3')).toBe(true);
  await waitFor(() => expect(screen.queryByTestId('link-proposals')).toBeNull());
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
});
