import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeedbackJson } from '@church/contracts/first-timers';
import { configureNotifier } from '@church/platform/notifier';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { FollowUpFeedbacksPage } from './FollowUpFeedbacksPage';

const CALL: FeedbackJson = {
  id: 31,
  first_timer_id: 4,
  first_timer_name: 'Ada Obi',
  author: { id: 7, full_name: 'Ruth Bello' },
  contacted_at: '2025-03-05T17:30:00+01:00',
  channel: 'whatsapp',
  outcome: 'reached',
  note: 'Will come on Sunday',
  status_from: 'Not Contacted',
  status_to: 'Contacted',
  next_contact_on: '2025-03-09',
  created_at: '2025-03-05T17:35:00+01:00',
};
const NO_ANSWER: FeedbackJson = { ...CALL, id: 30, channel: 'call', outcome: 'no_answer', note: null, status_from: null, status_to: null, next_contact_on: null, author: null };

const AUTHORS = [
  { id: 7, full_name: 'Ruth Bello', count: 12 },
  { id: 9, full_name: 'Paul Ade', count: 1 },
];

function api(call: FakeCall) {
  if (call.url === '/api/first-timers/people?role=author') return { status: 200, body: { data: AUTHORS } };
  if (call.url.includes('from=2025-04-01')) return { status: 422, body: { message: 'The given data was invalid.', errors: { to: ['To must be on or after From'] } } };
  if (call.url.startsWith('/api/follow-up-feedback/export.csv')) return { status: 200, body: 'Contacted,First-timer\r\n' };
  if (call.url.startsWith('/api/follow-up-feedback')) {
    const empty = call.url.includes('channel=sms');
    return { status: 200, body: { data: empty ? [] : [CALL, NO_ANSWER], meta: { page: 1, per_page: 20, total: empty ? 0 : 2 } } };
  }
  return { status: 404, body: { message: 'Not found' } };
}

beforeEach(() => configureNotifier({ success: () => {}, error: () => {}, info: () => {} }));

const listCalls = (calls: FakeCall[]) => calls.filter((c) => c.url.startsWith('/api/follow-up-feedback?')).map((c) => c.url);

it('lists every feedback entry with its labels, status change and a link to the first-timer', async () => {
  renderWithPlatform(<FollowUpFeedbacksPage />, { route: '/dashboard/admin/followup-feedbacks', signedInAs: 'admin', api });
  expect(await screen.findByRole('heading', { level: 1, name: 'Follow-Up Feedbacks' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Follow-up feedback' });
  const [first, second] = within(table).getAllByRole('row').slice(1);
  expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual([
    'Mar 5, 2025, 5:30 PM', 'Ada Obi', 'Ruth Bello', 'WhatsApp', 'Spoke with them', 'Not Contacted→ to Contacted', 'Mar 9, 2025', 'Will come on Sunday',
  ]);
  expect(within(first).getByRole('link', { name: 'Ada Obi' })).toHaveAttribute('href', '/dashboard/first-timers/4?back=%2Fdashboard%2Fadmin%2Ffollowup-feedbacks');
  expect(second).toHaveTextContent('Phone call');
  expect(second).toHaveTextContent('No answer');
  expect(second).toHaveTextContent('No change');
});

it('sends the filters from the URL to the API, and changes them from the filter bar', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<FollowUpFeedbacksPage />, { route: '/dashboard/admin/followup-feedbacks?from=2025-03-01&to=2025-03-31&outcome=reached&status=Contacted', signedInAs: 'admin', api });
  await screen.findByRole('table', { name: 'Follow-up feedback' });
  expect(listCalls(calls)).toContain('/api/follow-up-feedback?from=2025-03-01&to=2025-03-31&outcome=reached&status=Contacted&page=1&per_page=20');
  expect(screen.getByLabelText(/^From/)).toHaveValue('2025-03-01');
  expect(screen.getByRole('combobox', { name: 'Outcome' })).toHaveDisplayValue('Spoke with them');
  expect(screen.getByRole('combobox', { name: 'New status' })).toHaveDisplayValue('Contacted');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Channel' }), 'SMS');
  expect(screen.getByTestId('location')).toHaveTextContent('channel=sms');
  expect(await screen.findByText('No feedback matches')).toBeInTheDocument();
  expect(listCalls(calls).at(-1)).toBe('/api/follow-up-feedback?from=2025-03-01&to=2025-03-31&channel=sms&outcome=reached&status=Contacted&page=1&per_page=20');
});

it('exports what the filters show as a CSV', async () => {
  const user = userEvent.setup();
  URL.createObjectURL = jest.fn(() => 'blob:test');
  URL.revokeObjectURL = jest.fn();
  const clicked: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  const { calls } = renderWithPlatform(<FollowUpFeedbacksPage />, { route: '/dashboard/admin/followup-feedbacks?from=2025-03-01&channel=call', signedInAs: 'admin', api });
  await screen.findByRole('table', { name: 'Follow-up feedback' });
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(clicked).toEqual(['follow-up-feedback-from-2025-03-01.csv']));
  const csv = calls.find((c) => c.url.startsWith('/api/follow-up-feedback/export.csv'));
  expect(csv?.url).toBe('/api/follow-up-feedback/export.csv?from=2025-03-01&channel=call');
  expect(csv?.headers.Accept).toBe('text/csv');
  click.mockRestore();
});

it('shows the API’s refusal of the dates on the To field', async () => {
  renderWithPlatform(<FollowUpFeedbacksPage />, { route: '/dashboard/admin/followup-feedbacks?from=2025-04-01&to=2025-03-01', signedInAs: 'admin', api });
  const to = screen.getByLabelText(/^To/);
  await waitFor(() => expect(to).toHaveAccessibleDescription('To must be on or after From'));
  expect(to).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Check the filters')).toBeInTheDocument();
});

it('filters by author: offers everyone who wrote feedback, and sends the author to the list, the URL and the CSV', async () => {
  const user = userEvent.setup();
  URL.createObjectURL = jest.fn(() => 'blob:test');
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const { calls } = renderWithPlatform(<FollowUpFeedbacksPage />, { route: '/dashboard/admin/followup-feedbacks?channel=call', signedInAs: 'admin', api });
  await screen.findByRole('table', { name: 'Follow-up feedback' });
  const author = screen.getByRole('combobox', { name: 'Author' });
  await within(author).findByRole('option', { name: 'Ruth Bello (12)' });
  expect(within(author).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Ruth Bello (12)', 'Paul Ade (1)']);
  expect(calls.some((c) => c.url === '/api/first-timers/people?role=author')).toBe(true);

  await user.selectOptions(author, 'Paul Ade (1)');
  expect(screen.getByTestId('location')).toHaveTextContent('author=9');
  await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/api/follow-up-feedback?author_id=9&channel=call&page=1&per_page=20'));

  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/follow-up-feedback/export.csv'))).toBe(true));
  expect(calls.find((c) => c.url.startsWith('/api/follow-up-feedback/export.csv'))?.url).toBe('/api/follow-up-feedback/export.csv?author_id=9&channel=call');
  click.mockRestore();
});

it('reads the author from the URL, naming one who is not among the authors', async () => {
  const { calls } = renderWithPlatform(<FollowUpFeedbacksPage />, { route: '/dashboard/admin/followup-feedbacks?author=7', signedInAs: 'admin', api });
  const author = screen.getByRole('combobox', { name: 'Author' });
  await waitFor(() => expect(author).toHaveDisplayValue('Ruth Bello (12)'));
  expect(listCalls(calls)).toContain('/api/follow-up-feedback?author_id=7&page=1&per_page=20');
});

it('keeps an author id of a shared link that wrote no feedback', async () => {
  renderWithPlatform(<FollowUpFeedbacksPage />, { route: '/dashboard/admin/followup-feedbacks?author=55', signedInAs: 'admin', api });
  const author = screen.getByRole('combobox', { name: 'Author' });
  await waitFor(() => expect(author).toHaveDisplayValue('Person #55 (no feedback)'));
});
