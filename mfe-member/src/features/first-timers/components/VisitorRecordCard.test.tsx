import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FirstTimerDetails } from '@church/contracts/first-timers';
import { configureNotifier } from '@church/platform/notifier';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { FirstTimerPage } from './FirstTimerPage';
import { REMOVE_EXPLANATION } from './VisitorRecordCard';

const person = (over: Partial<FirstTimerDetails> = {}): FirstTimerDetails => ({
  id: 7, first_name: 'Ada', last_name: 'Obi', full_name: 'Ada Obi', phone: '+2348031234567', email: 'ada.obi@example.com',
  gender: 'female', address: null, how_heard: null, prayer_request: null, consent_to_contact: true,
  first_visit_on: '2025-03-02', last_visit_on: '2025-03-09', visit_count: 2, visit_label: 'Second Timer', contact_hidden: false, created_at: '2025-03-02T08:30:00Z',
  follow_up: { status: 'Contacted', assignee: null, assigned_by: null, assigned_at: null, next_contact_on: null, overdue: false, closed_at: null },
  visits: [{ date: '2025-03-02', service_name: null }, { date: '2025-03-09', service_name: null }],
  feedback: [],
  member: null,
  ...over,
});

const ROUTE = { route: '/dashboard/first-timers/7', path: '/dashboard/first-timers/:id' };

function api(details: () => FirstTimerDetails, writes: (call: FakeCall) => { status: number; body: unknown } | undefined = () => undefined) {
  return (call: FakeCall) => {
    if (call.method === 'GET' && call.url === '/api/first-timers/7') return { status: 200, body: { data: details() } };
    if (call.method === 'GET' && call.url === '/api/first-timers/7/proposed-details') return { status: 200, body: { data: [] } };
    if (call.method === 'GET' && call.url === '/api/services') return { status: 200, body: { data: [] } };
    return writes(call) ?? { status: 404, body: { message: 'Not found' } };
  };
}

beforeEach(() => configureNotifier({ success: () => {}, error: () => {}, info: () => {} }));

it('shows an assignee no record card', async () => {
  renderWithPlatform(<FirstTimerPage />, { ...ROUTE, signedInAs: 'member', api: api(() => person()) });
  expect(await screen.findByRole('heading', { level: 2, name: 'Ada Obi' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Record' })).toBeNull();
});

it('links to the member the visitor became and offers to mark them Integrated', async () => {
  const { calls } = renderWithPlatform(<FirstTimerPage />, {
    ...ROUTE,
    signedInAs: 'admin',
    api: api(() => person({ member: { id: 12, full_name: 'Ada Obi-Member' } }), (call) => (call.method === 'PATCH' ? { status: 200, body: { message: 'Updated' } } : undefined)),
  });
  const card = (await screen.findByRole('heading', { level: 2, name: 'Record' })).closest('section, div')!;
  expect(within(card as HTMLElement).getByRole('link', { name: 'Ada Obi-Member' })).toHaveAttribute('href', '/dashboard/members/12');
  expect(within(card as HTMLElement).getByRole('button', { name: 'Unlink from Ada Obi-Member' })).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Mark Integrated' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: '/api/first-timers/7/follow-up', body: { status: 'Integrated' } }));
});

it('edits the details: sends only what changed, and a refused phone shows on its field with what was typed kept', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<FirstTimerPage />, {
    ...ROUTE,
    signedInAs: 'admin',
    api: api(() => person(), (call) =>
      call.method === 'PATCH' ? { status: 422, body: { message: 'Check the fields', errors: { phone: ['Another visitor, Bola Ade, has this phone number: they may be the same person.'] } } } : undefined),
  });
  await user.click(await screen.findByRole('button', { name: 'Edit details' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Ada Obi' });
  const phone = within(dialog).getByLabelText('Phone');
  await user.clear(phone);
  await user.type(phone, '0803 000 1111');
  await user.type(within(dialog).getByLabelText(/Address/), '5 New Road');
  await user.click(within(dialog).getByRole('button', { name: 'Save the changes' }));
  expect(await within(dialog).findByText(/Bola Ade, has this phone number/)).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: '/api/first-timers/7', body: { phone: '0803 000 1111', address: '5 New Road' } });
  expect(Object.keys(calls.find((c) => c.method === 'PATCH')!.body as object).sort()).toEqual(['address', 'phone']);
  expect(within(dialog).getByLabelText('Phone')).toHaveValue('0803 000 1111');
  expect(within(dialog).getByLabelText(/Address/)).toHaveValue('5 New Road');
});

it('checks the details before sending: an empty first name is refused on its field', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<FirstTimerPage />, { ...ROUTE, signedInAs: 'admin', api: api(() => person()) });
  await user.click(await screen.findByRole('button', { name: 'Edit details' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Ada Obi' });
  await user.clear(within(dialog).getByLabelText('First name'));
  await user.click(within(dialog).getByRole('button', { name: 'Save the changes' }));
  expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
});

it('removes the record after a confirmation that says what is erased and what is kept', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<FirstTimerPage />, {
    ...ROUTE,
    signedInAs: 'admin',
    api: api(() => person(), (call) => (call.method === 'DELETE' ? { status: 200, body: { message: 'Removed' } } : undefined)),
  });
  await user.click(await screen.findByRole('button', { name: 'Remove record' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove Ada Obi?' });
  expect(dialog).toHaveTextContent(REMOVE_EXPLANATION);
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  await user.click(within(dialog).getByRole('button', { name: 'Remove the record' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/first-timers/7'));
});
