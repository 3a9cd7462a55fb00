import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstTimerWelcomeMessage, meetingTimesFromServices } from '@church/contracts/church-config';
import type { FeedbackJson, FirstTimerDetails, ProposedDetailsJson } from '@church/contracts/first-timers';
import type { FollowUpStatus } from '@church/contracts/follow-up';
import type { Service } from '@church/contracts/services';
import { configureNotifier } from '@church/platform/notifier';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { FirstTimerPage } from './FirstTimerPage';

const SERVICES: Service[] = [
  { id: 1, name: 'Sunday Service', is_recurring: true, day_of_week: 'Sunday', service_date: null, start_time: '08:00' },
  { id: 2, name: 'Midweek Service', is_recurring: true, day_of_week: 'Tuesday', service_date: null, start_time: '17:30' },
  { id: 3, name: 'Friday Prayer', is_recurring: true, day_of_week: 'Friday', service_date: null, start_time: '17:30' },
  { id: 4, name: 'Youth Night', is_recurring: true, day_of_week: 'Wednesday', service_date: null, start_time: '18:00' },
];

const feedbackEntry: FeedbackJson = {
  id: 31, first_timer_id: 7, first_timer_name: 'Ada Obi', author: { id: 1, full_name: 'Grace Okafor' },
  contacted_at: '2025-03-03T09:15:00Z', channel: 'call', outcome: 'no_answer', note: 'Rang twice after work.',
  status_from: 'Not Contacted', status_to: 'Invited Again', next_contact_on: '2025-03-08', created_at: '2025-03-03T09:16:00Z',
};

const details = (over: Partial<FirstTimerDetails> = {}, status: FollowUpStatus = 'Invited Again'): FirstTimerDetails => ({
  id: 7, first_name: 'Ada', last_name: 'Obi', full_name: 'Ada Obi', phone: '+2348031234567', email: 'ada.obi@example.com',
  gender: 'female', address: '12 Palm Street, Ikeja', how_heard: 'Friend or family', prayer_request: 'For my new job', consent_to_contact: true,
  first_visit_on: '2025-03-02', last_visit_on: '2025-03-09', visit_count: 2, visit_label: 'Second Timer', contact_hidden: false, created_at: '2025-03-02T08:30:00Z', member: null,
  follow_up: {
    status, assignee: { id: 1, full_name: 'Grace Okafor' }, assigned_by: { id: 9, full_name: 'Pastor John' }, assigned_at: '2025-03-02T12:00:00Z',
    next_contact_on: '2025-03-08', overdue: true, closed_at: null,
  },
  visits: [{ date: '2025-03-02', service_name: 'Sunday Service' }, { date: '2025-03-09', service_name: 'Sunday Service' }],
  feedback: [feedbackEntry],
  ...over,
});

function api(person: () => FirstTimerDetails | { status: number; body: unknown }, proposals: () => ProposedDetailsJson[] = () => []) {
  return (call: FakeCall) => {
    if (call.url === '/api/services') return { status: 200, body: { data: SERVICES } };
    if (call.url === '/api/first-timers/7/proposed-details' && call.method === 'GET') return { status: 200, body: { data: proposals() } };
    if (call.url === '/api/first-timers/7' && call.method === 'GET') {
      const answer = person();
      return 'status' in answer && 'body' in answer ? answer : { status: 200, body: { data: answer } };
    }
    return { status: 404, body: { message: 'Not found' } };
  };
}

const ROUTE = { route: '/dashboard/first-timers/7', path: '/dashboard/first-timers/:id' };

it("shows the first-timer with one-tap call, WhatsApp and email carrying the church's welcome message", async () => {
  renderWithPlatform(<FirstTimerPage />, { ...ROUTE, signedInAs: 'member', api: api(() => details()) });
  expect(screen.getByRole('heading', { level: 1, name: 'First-timer details' })).toBeInTheDocument();
  expect(document.title).toBe('First-timer details · Community Church');
  expect(await screen.findByRole('heading', { level: 2, name: 'Ada Obi' })).toBeInTheDocument();

  const message = firstTimerWelcomeMessage({ firstName: 'Ada', meetingTimes: meetingTimesFromServices(SERVICES) });
  expect(message).toContain('We meet at 5:30 pm on Tuesdays and Fridays, 6:00 pm on Wednesdays and 8:00 am on Sundays.');
  expect(screen.getByRole('link', { name: 'Call Ada Obi' })).toHaveAttribute('href', 'tel:+2348031234567');
  // The meeting times come from the services (the Wednesday one is not in the fallback).
  await waitFor(() => expect(screen.getByRole('link', { name: /^WhatsApp Ada Obi/ })).toHaveAttribute('href', `https://wa.me/2348031234567?text=${encodeURIComponent(message)}`));
  expect(screen.getByRole('link', { name: /^WhatsApp Ada Obi/ })).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('link', { name: 'Email Ada Obi' })).toHaveAttribute(
    'href',
    `mailto:ada.obi@example.com?subject=Welcome%20to%20Community%20Church&body=${encodeURIComponent(message)}`,
  );
  expect(screen.getByTestId('welcome-message').textContent).toBe(message);
  // The message is folded away behind a summary that shows it is one: a chevron, and its state.
  const welcomeToggle = screen.getByText('The welcome message WhatsApp and email start with').closest('summary')!;
  expect(welcomeToggle).toHaveAttribute('aria-expanded', 'false');
  expect(welcomeToggle.querySelector('svg[data-disclosure-marker]')).not.toBeNull();

  const followUp = screen.getByTestId('follow-up-card');
  expect(within(screen.getByTestId('follow-up-status')).getAllByText(/./).map((b) => b.textContent)).toEqual(['Invited Again', 'Overdue']);
  expect(followUp).toHaveTextContent('Grace Okafor');
  expect(followUp).toHaveTextContent('Mar 8, 2025');
  expect(followUp).toHaveTextContent('Overdue: still Not Contacted more than 3 days');
  expect(screen.queryByRole('button', { name: 'Reassign' })).toBeNull();

  expect(screen.getByTestId('visit-label')).toHaveTextContent('Second Timer: 2 visits');
  expect(within(screen.getByRole('list', { name: 'Visit days, newest first' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Sunday, Mar 9, 2025 · Sunday Service',
    'Sunday, Mar 2, 2025 · Sunday Service',
  ]);

  // The timeline reads the church's clock (Lagos, UTC+1).
  const entry = within(screen.getByTestId('feedback-timeline')).getAllByRole('listitem')[0];
  expect(entry).toHaveTextContent('Mar 3, 2025 at 10:15 AM · Phone call · No answer');
  expect(entry).toHaveTextContent('Rang twice after work.');
  expect(entry).toHaveTextContent('Status: Not Contacted→ to Invited Again');
  expect(entry).toHaveTextContent('Next contact: Mar 8, 2025');
  expect(entry).toHaveTextContent('By Grace Okafor');
});

it('hides the contact details of someone who opted out and offers no contact action', async () => {
  const optedOut = details({ phone: null, email: null, address: null, contact_hidden: true }, 'Opt-out');
  renderWithPlatform(<FirstTimerPage />, { ...ROUTE, signedInAs: 'member', api: api(() => optedOut) });
  expect(await screen.findByText('Contact details hidden (opted out)')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Call|WhatsApp|Email/ })).toBeNull();
  const card = screen.getByTestId('contact-card');
  for (const label of ['Phone', 'Email', 'Address']) expect(within(card).queryByText(label)).toBeNull();
  expect(screen.queryByTestId('welcome-message')).toBeNull();
});

it('offers the assignee of someone who opted out no new status, saying only an admin can change it, and still takes a contact', async () => {
  const optedOut = details({ phone: null, email: null, address: null, contact_hidden: true }, 'Opt-out');
  const { calls } = renderWithPlatform(<FirstTimerPage />, {
    ...ROUTE,
    signedInAs: 'member',
    api: (call) => (call.method === 'POST' ? { status: 201, body: { data: { ...feedbackEntry, status_from: null, status_to: null }, message: 'Feedback saved.' } } : api(() => optedOut)(call)),
  });
  const form = await screen.findByRole('form', { name: 'Add feedback' });
  expect(within(form).queryByLabelText(/^New status/)).toBeNull();
  expect(within(form).getByTestId('status-kept')).toHaveTextContent('Opted out: only an admin can change this status. You can still record a contact.');
  const user = userEvent.setup();
  await user.selectOptions(within(form).getByLabelText('Channel'), 'Phone call');
  await user.selectOptions(within(form).getByLabelText('Outcome'), 'Does not wish to be contacted');
  await user.click(within(form).getByRole('button', { name: 'Save feedback' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  expect(calls.find((c) => c.method === 'POST')?.body).not.toHaveProperty('status');
  // The assignee is never asked for what returning visitors proposed.
  expect(calls.some((c) => c.url.includes('proposed-details'))).toBe(false);
});

it('offers an admin every other status for someone who opted out', async () => {
  renderWithPlatform(<FirstTimerPage />, { ...ROUTE, signedInAs: 'admin', api: api(() => details({}, 'Opt-out')) });
  const adminForm = await screen.findByRole('form', { name: 'Add feedback' });
  const choices = (form: HTMLElement) => within(within(form).getByLabelText(/^New status/)).getAllByRole('option').map((o) => o.textContent);
  expect(choices(adminForm)).toEqual(['Keep Opt-out', 'Invited Again', 'Contacted', 'Not Contacted', 'Integrated', 'Visiting']);
  expect(within(adminForm).queryByTestId('status-kept')).toBeNull();
});

it('lets the assignee move someone into Opt-out', async () => {
  renderWithPlatform(<FirstTimerPage />, { ...ROUTE, signedInAs: 'member', api: api(() => details({}, 'Contacted')) });
  const form = await screen.findByRole('form', { name: 'Add feedback' });
  expect(within(within(form).getByLabelText(/^New status/)).getAllByRole('option').map((o) => o.textContent)).toEqual(['Keep Contacted', 'Invited Again', 'Not Contacted', 'Integrated', 'Visiting', 'Opt-out']);
});

const proposal: ProposedDetailsJson = {
  id: 41,
  submitted_at: '2025-03-09T10:30:00Z',
  changes: [
    { field: 'email', current: 'ada.obi@example.com', proposed: 'ada.new@example.com' },
    { field: 'address', current: null, proposed: '3 New Road, Yaba' },
    { field: 'consent_to_contact', current: true, proposed: false },
  ],
};

it.each([
  ['Apply', 'POST', '/api/first-timers/7/proposed-details/41/apply', 'The proposed details have been applied.'],
  ['Dismiss', 'DELETE', '/api/first-timers/7/proposed-details/41', 'The proposed details have been dismissed.'],
] as const)('shows an admin the details a returning visitor proposed, stored → proposed, and lets them %s them', async (button, method, url, message) => {
  const toasts: string[] = [];
  configureNotifier({ success: (m) => toasts.push(m), error: (m) => toasts.push(m), info: (m) => toasts.push(m) });
  let pending = [proposal];
  const { calls } = renderWithPlatform(<FirstTimerPage />, {
    ...ROUTE,
    signedInAs: 'admin',
    api: (call) => {
      if (call.url.startsWith('/api/first-timers/7/proposed-details/')) {
        pending = [];
        return { status: 200, body: method === 'POST' ? { data: details(), message } : { message } };
      }
      return api(() => details(), () => pending)(call);
    },
  });
  const card = await screen.findByTestId('proposed-details');
  expect(within(card).getByRole('heading', { level: 2, name: 'Details to review' })).toBeInTheDocument();
  expect(within(card).getByRole('heading', { level: 3, name: 'Sent Mar 9, 2025 at 11:30 AM' })).toBeInTheDocument();
  expect(within(card).getByTestId('change-email')).toHaveTextContent(/ada\.obi@example\.com.*→.*ada\.new@example\.com/);
  expect(within(card).getByTestId('change-address')).toHaveTextContent(/Not given.*→.*3 New Road, Yaba/);
  expect(within(card).getByTestId('change-consent_to_contact')).toHaveTextContent(/Yes.*→.*No/);
  expect(within(card).getByText('Agreed to be contacted')).toBeInTheDocument();

  await userEvent.setup().click(within(card).getByRole('button', { name: `${button} the details sent Mar 9, 2025 at 11:30 AM` }));
  await waitFor(() => expect(screen.queryByTestId('proposed-details')).toBeNull());
  expect(calls.filter((c) => c.url.startsWith('/api/first-timers/7/proposed-details/')).map((c) => `${c.method} ${c.url}`)).toEqual([`${method} ${url}`]);
  expect(toasts).toEqual([message]);
});

it('shows an admin no review card while nothing is proposed', async () => {
  const { calls } = renderWithPlatform(<FirstTimerPage />, { ...ROUTE, signedInAs: 'admin', api: api(() => details()) });
  await screen.findByRole('heading', { level: 2, name: 'Ada Obi' });
  await waitFor(() => expect(calls.some((c) => c.url === '/api/first-timers/7/proposed-details')).toBe(true));
  expect(screen.queryByTestId('proposed-details')).toBeNull();
  expect(screen.queryByText('Details to review')).toBeNull();
});

it('tells an admin when a proposal could not be applied, beside it', async () => {
  renderWithPlatform(<FirstTimerPage />, {
    ...ROUTE,
    signedInAs: 'admin',
    api: (call) => (call.method === 'POST' ? { status: 404, body: { message: 'This first-timer has no such proposed details: they may have been applied or dismissed already.' } } : api(() => details(), () => [proposal])(call)),
  });
  const card = await screen.findByTestId('proposed-details');
  await userEvent.setup().click(within(card).getByRole('button', { name: /^Apply/ }));
  expect(await within(card).findByRole('alert')).toHaveTextContent('they may have been applied or dismissed already');
});

it.each([
  ['opted out', details({}, 'Opt-out'), 'Opted out: do not contact.'],
  ['did not agree to be contacted', details({ consent_to_contact: false }), 'Did not agree to be contacted.'],
] as const)('shows an admin the details of someone who %s, with a note instead of the contact actions', async (_, person, note) => {
  renderWithPlatform(<FirstTimerPage />, { ...ROUTE, signedInAs: 'admin', api: api(() => person) });
  expect(await screen.findByTestId('do-not-contact')).toHaveTextContent(note);
  const card = screen.getByTestId('contact-card');
  expect(card).toHaveTextContent('+2348031234567');
  expect(card).toHaveTextContent('ada.obi@example.com');
  expect(within(card).queryByRole('link')).toBeNull();
  expect(within(card).queryByRole('group', { name: 'Contact Ada Obi' })).toBeNull();
  expect(screen.queryByTestId('welcome-message')).toBeNull();
});

it('adds feedback: posts what was typed, shows a refusal on its field keeping the input, then shows the new status without a reload', async () => {
  const toasts: string[] = [];
  configureNotifier({ success: (m) => toasts.push(m), error: (m) => toasts.push(m), info: (m) => toasts.push(m) });
  let current = details({ feedback: [] }, 'Not Contacted');
  let attempts = 0;
  const responder = api(() => current);
  const { calls } = renderWithPlatform(<FirstTimerPage />, {
    ...ROUTE,
    signedInAs: 'member',
    api: (call) => {
      if (call.method === 'POST' && call.url === '/api/first-timers/7/feedback') {
        attempts += 1;
        if (attempts === 1) return { status: 422, body: { message: 'The given data was invalid.', errors: { next_contact_on: ['Next contact must be today or later'] } } };
        current = details({ feedback: [{ ...feedbackEntry, id: 32, channel: 'whatsapp', outcome: 'reached', note: 'She will come on Sunday.', status_from: 'Not Contacted', status_to: 'Contacted' }] }, 'Contacted');
        return { status: 201, body: { data: current.feedback[0], message: 'Feedback saved.' } };
      }
      return responder(call);
    },
  });
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Add feedback' });
  // "When" starts at now on the church's clock.
  expect((within(form).getByLabelText('When') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  expect(screen.getByText('No feedback yet.')).toBeInTheDocument();

  // Required choices are asked for before anything is sent.
  await user.click(within(form).getByRole('button', { name: 'Save feedback' }));
  expect(await within(form).findByText('Choose the channel')).toBeInTheDocument();
  expect(within(form).getByText('Choose the outcome')).toBeInTheDocument();
  expect(within(form).getByLabelText('Channel')).toHaveFocus();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);

  fireEvent.change(within(form).getByLabelText('When'), { target: { value: '2025-03-10T18:45' } });
  await user.selectOptions(within(form).getByLabelText('Channel'), 'WhatsApp');
  await user.selectOptions(within(form).getByLabelText('Outcome'), 'Spoke with them');
  await user.type(within(form).getByLabelText(/^Note/), 'She will come on Sunday.');
  await user.selectOptions(within(form).getByLabelText(/^New status/), 'Contacted');
  await user.type(within(form).getByLabelText(/^Next contact/), '2025-03-01');
  await user.click(within(form).getByRole('button', { name: 'Save feedback' }));

  const nextContact = within(form).getByLabelText(/^Next contact/);
  expect(await within(form).findByText('Next contact must be today or later')).toBeInTheDocument();
  expect(nextContact).toHaveAttribute('aria-invalid', 'true');
  expect(nextContact).toHaveFocus();
  expect(nextContact).toHaveValue('2025-03-01');
  expect(within(form).getByLabelText(/^Note/)).toHaveValue('She will come on Sunday.');
  expect(within(form).getByLabelText(/^New status/)).toHaveDisplayValue('Contacted');
  expect(within(form).getByLabelText('Channel')).toHaveDisplayValue('WhatsApp');
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    contacted_at: '2025-03-10T18:45:00+01:00', channel: 'whatsapp', outcome: 'reached', note: 'She will come on Sunday.', status: 'Contacted', next_contact_on: '2025-03-01',
  });

  await user.clear(nextContact);
  await user.click(within(form).getByRole('button', { name: 'Save feedback' }));
  await waitFor(() => expect(within(screen.getByTestId('follow-up-status')).getByText('Contacted')).toBeInTheDocument());
  expect(toasts).toEqual(['Feedback saved.']);
  expect(calls.filter((c) => c.method === 'POST')[1].body).toEqual({
    contacted_at: '2025-03-10T18:45:00+01:00', channel: 'whatsapp', outcome: 'reached', note: 'She will come on Sunday.', status: 'Contacted',
  });
  expect(await screen.findByText('She will come on Sunday.', { selector: 'li p' })).toBeInTheDocument();
  // The form starts again for the next contact.
  expect(within(form).getByLabelText(/^Note/)).toHaveValue('');
  expect(within(form).queryByText('Next contact must be today or later')).toBeNull();
});

it('tells someone who is not the assignee that they have no access (403)', async () => {
  renderWithPlatform(<FirstTimerPage />, { ...ROUTE, signedInAs: 'member', api: api(() => ({ status: 403, body: { message: 'This action is unauthorized.' } })) });
  expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this first-timer');
  expect(screen.getByRole('link', { name: 'Back to my dashboard' })).toHaveAttribute('href', '/dashboard');
});

it('tells an admin opening a missing first-timer (404) that it was not found, not that they have no access', async () => {
  renderWithPlatform(<FirstTimerPage />, { ...ROUTE, signedInAs: 'admin', api: api(() => ({ status: 404, body: { message: 'No first-timer with this id.' } })) });
  expect(await screen.findByRole('alert')).toHaveTextContent('First-timer not found');
  expect(screen.queryByText('You do not have access to this first-timer')).toBeNull();
  expect(screen.getByRole('heading', { level: 1, name: 'First-timer details' })).toBeInTheDocument();
});

it('says not found for an id the API cannot read (422)', async () => {
  renderWithPlatform(<FirstTimerPage />, { ...ROUTE, signedInAs: 'admin', api: api(() => ({ status: 422, body: { message: 'Id is too large', errors: { id: ['Id is too large'] } } })) });
  expect(await screen.findByRole('alert')).toHaveTextContent('First-timer not found');
});

it.each(['admin', 'member'] as const)('says not found, asking nothing of the API, for an id that cannot exist (%s)', async (signedInAs) => {
  const { calls } = renderWithPlatform(<FirstTimerPage />, { route: '/dashboard/first-timers/abc', path: ROUTE.path, signedInAs, api: api(() => details()) });
  expect(await screen.findByRole('alert')).toHaveTextContent('First-timer not found');
  expect(screen.queryByText('You do not have access to this first-timer')).toBeNull();
  expect(calls.some((c) => c.url.startsWith('/api/first-timers'))).toBe(false);
});

it('leads an admin back to the list they opened the first-timer from, its filters kept', async () => {
  const list = '/dashboard/admin/first-timers?status=Contacted&search=obi';
  renderWithPlatform(<FirstTimerPage />, { route: `/dashboard/first-timers/7?back=${encodeURIComponent(list)}`, path: ROUTE.path, signedInAs: 'admin', api: api(() => details()) });
  await screen.findByRole('heading', { level: 2, name: 'Ada Obi' });
  const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(crumbs).getByRole('link', { name: 'First Timers' })).toHaveAttribute('href', list);
  expect(within(crumbs).queryByRole('link', { name: 'Dashboard' })).toBeNull();
});

it('says not found with the way back to the list it was opened from', async () => {
  const list = '/dashboard/admin/followup-feedbacks?channel=call';
  renderWithPlatform(<FirstTimerPage />, { route: `/dashboard/first-timers/999999?back=${encodeURIComponent(list)}`, path: ROUTE.path, signedInAs: 'admin', api: () => ({ status: 404, body: { message: 'No first-timer with this id.' } }) });
  expect(await screen.findByRole('alert')).toHaveTextContent('First-timer not found');
  expect(screen.getByRole('link', { name: 'Back to Follow-Up Feedbacks' })).toHaveAttribute('href', list);
});

it('leads back to the dashboard when opened from nowhere or from a place that is no list of the site', async () => {
  renderWithPlatform(<FirstTimerPage />, { route: `/dashboard/first-timers/7?back=${encodeURIComponent('https://evil.example/')}`, path: ROUTE.path, signedInAs: 'member', api: api(() => details()) });
  await screen.findByRole('heading', { level: 2, name: 'Ada Obi' });
  expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
});

it('lets an admin reassign the follow-up through the picker', async () => {
  const toasts: string[] = [];
  configureNotifier({ success: (m) => toasts.push(m), error: (m) => toasts.push(m), info: (m) => toasts.push(m) });
  const responder = api(() => details());
  const { calls } = renderWithPlatform(<FirstTimerPage />, {
    ...ROUTE,
    signedInAs: 'admin',
    api: (call) => {
      if (call.url.startsWith('/api/first-timers/assignees')) {
        const all = [
          { id: 1, full_name: 'Grace Okafor', email: 'grace@example.org', phone: '+2348031234500', open_follow_ups: 4 },
          { id: 5, full_name: 'Samuel Ade', email: 'samuel@example.org', phone: null, open_follow_ups: 1 },
        ];
        const search = new URL(call.url, 'http://x').searchParams.get('search') ?? '';
        return { status: 200, body: { data: all.filter((p) => p.full_name.toLowerCase().includes(search.toLowerCase())) } };
      }
      if (call.method === 'PATCH') return { status: 200, body: { data: details().follow_up, message: 'The follow-up has been reassigned.' } };
      return responder(call);
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Reassign' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reassign Ada Obi' });
  expect(await within(dialog).findByRole('radio', { name: 'Grace Okafor — 4 open follow-ups' })).toBeChecked();
  await user.type(within(dialog).getByLabelText('Find a person'), 'sam{Enter}');
  // The contact is said after the name, and seen under it.
  expect(await within(dialog).findByRole('radio', { name: 'Samuel Ade — 1 open follow-up' })).toHaveAccessibleDescription('samuel@example.org');
  // The search no longer finds the current choice: it stays in sight, pinned first.
  expect(within(dialog).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['1', '5']);
  expect(within(dialog).getByRole('radio', { name: 'Grace Okafor — 4 open follow-ups' })).toBeChecked();
  await user.click(within(dialog).getByRole('radio', { name: 'Samuel Ade — 1 open follow-up' }));
  await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: '/api/first-timers/7/follow-up', body: { assigned_to: 5 } });
  expect(toasts).toEqual(['The follow-up has been reassigned.']);
});

it('does not ask the API to reassign to the current assignee', async () => {
  const responder = api(() => details());
  const { calls } = renderWithPlatform(<FirstTimerPage />, {
    ...ROUTE,
    signedInAs: 'admin',
    api: (call) => {
      if (call.url.startsWith('/api/first-timers/assignees')) return { status: 200, body: { data: [{ id: 5, full_name: 'Samuel Ade', email: 'samuel@example.org', phone: null, open_follow_ups: 1 }] } };
      return responder(call);
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Reassign' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reassign Ada Obi' });
  // The first search does not find her: the current assignee is still shown, chosen.
  await within(dialog).findByRole('radio', { name: 'Samuel Ade — 1 open follow-up' });
  expect(within(dialog).getByRole('radio', { name: 'Grace Okafor (currently assigned)' })).toBeChecked();
  await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
  expect(await within(dialog).findByText('Already assigned to them')).toBeInTheDocument();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
});
