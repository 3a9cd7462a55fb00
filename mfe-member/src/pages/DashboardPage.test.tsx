import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AttendanceRecord, MonthSummaryJson, OccurrenceJson } from '@church/contracts/attendance';
import { todayInChurch } from '@church/contracts/church-time';
import type { ChurchEvent } from '@church/contracts/events';
import { lazyPage } from '@church/platform/lazy-page';
import { configureNotifier } from '@church/platform/notifier';
import { type FakeCall, testUser } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { DashboardPage } from './DashboardPage';
import { dashboardQueries } from './dashboard-queries';

const ruth = testUser({ first_name: 'Ruth', last_name: 'Bello', full_name: 'Ruth Bello', initials: 'RB' });
const today = todayInChurch();
const [year, month] = today.split('-').map(Number);

const summary = (attended: number): MonthSummaryJson => ({
  month, year, expected: 4, goal: 4, own_goal: null, attended, percentage: attended * 25,
  level: attended === 1 ? "The Sower's Seed" : "Faith's Foundation", message: attended === 1 ? 'Every seed starts small.' : 'You are laying solid ground.',
  held: 2, attended_so_far: Math.min(attended, 2), so_far_percentage: Math.min(attended, 2) * 50, excused: 0,
});
const occurrence = (over: Partial<OccurrenceJson>): OccurrenceJson => ({
  service_id: 1, service_name: 'Sunday Service', date: today, starts_at: new Date(Date.now() - 10 * 60_000).toISOString(), cancelled: false, cancel_reason: null, open: true, ...over,
});
const record: AttendanceRecord = {
  id: 9, user_id: ruth.id, full_name: 'Ruth Bello', service_id: 1, service_name: 'Sunday Service', date: today, category: 'Pre-Service',
  recorded_by: ruth.id, recorded_by_name: 'Ruth Bello', station_name: null, created_at: new Date().toISOString(),
};

const CAROLS: ChurchEvent = {
  id: 1, title: 'Carol Night', description: null, location: 'Main auditorium', starts_at: '2030-12-24T18:00:00+01:00', ends_at: '2030-12-24T20:00:00+01:00', units: [],
};

function api(occurrences: OccurrenceJson[], me = ruth, events: ChurchEvent[] = [CAROLS]) {
  let marked = false;
  return (call: FakeCall) => {
    if (call.url === '/api/me') return { status: 200, body: { data: me } };
    if (call.url === '/api/events?when=upcoming&page=1&per_page=3') return { status: 200, body: { data: events, meta: { page: 1, per_page: 3, total: events.length } } };
    if (call.url.startsWith('/api/attendance/summary')) return { status: 200, body: { data: summary(marked ? 2 : 1) } };
    if (call.url.startsWith('/api/services/occurrences')) return { status: 200, body: { data: occurrences } };
    if (call.url.startsWith('/api/me/attendance')) return { status: 200, body: { data: marked ? [record] : [] } };
    if (call.url === '/api/me/assigned-first-timers') return { status: 200, body: { data: [] } };
    if (call.url === '/api/attendance' && call.method === 'POST') {
      marked = true;
      return { status: 201, body: { data: record, message: 'Your attendance has been recorded.' } };
    }
    return { status: 404, body: { message: 'Not found' } };
  };
}

it('greets the member, shows this month against the goal, and marks attendance at an open service without a reload', async () => {
  const toasts: string[] = [];
  configureNotifier({ success: (m) => toasts.push(m), error: (m) => toasts.push(m), info: (m) => toasts.push(m) });
  const { calls } = renderWithPlatform(<DashboardPage />, { route: '/dashboard', signedInAs: 'member', user: ruth, api: api([occurrence({})]) });

  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(document.title).toBe('Dashboard · Community Church');
  expect(await screen.findByTestId('member-greeting')).toHaveTextContent('Welcome, Ruth!');
  const card = await screen.findByTestId('progress-card');
  expect(within(card).getByTestId('progress-percentage')).toHaveTextContent('25%');
  expect(within(card).getByTestId('progress-level')).toHaveTextContent("The Sower's Seed");
  expect(within(card).getByTestId('progress-count')).toHaveTextContent('You attended 1 of your goal of 4 services.');
  expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');

  const user = userEvent.setup();
  // Someone who simply attended finds that chosen already; a member is offered the member's three categories only.
  expect(screen.getByLabelText('How I served')).toHaveDisplayValue('I attended');
  expect(within(screen.getByLabelText('How I served')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', 'I attended', 'Pre-Service', 'Post-Service']);
  await user.selectOptions(screen.getByLabelText('How I served'), 'Choose…');
  await user.click(screen.getByRole('button', { name: 'Mark my attendance' }));
  expect(await screen.findByText('Choose how you served at this service')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('How I served'), 'Pre-Service');
  await user.click(screen.getByRole('button', { name: 'Mark my attendance' }));

  expect(await screen.findByTestId('marked-present')).toHaveTextContent('You are marked present at Sunday Service.');
  expect(within(screen.getByTestId('progress-card')).getByTestId('progress-percentage')).toHaveTextContent('50%');
  expect(within(screen.getByTestId('progress-card')).getByTestId('progress-level')).toHaveTextContent("Faith's Foundation");
  expect(toasts).toEqual(['Your attendance has been recorded.']);
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ service_id: 1, date: today, category: 'Pre-Service' });
  expect(screen.queryByRole('main')).toBeNull();
  // The follow-ups card says when none are assigned.
  expect(within(screen.getByRole('region', { name: 'First-timers assigned to me' })).getByText('No first-timers are assigned to you.')).toBeInTheDocument();
  // The next events, each with its time on the church clock and its place, and the way to all of them.
  const events = screen.getByRole('region', { name: 'Next events' });
  expect(within(events).getByRole('listitem')).toHaveTextContent('Carol NightTuesday, Dec 24, 2030, 6:00 PM – 8:00 PMMain auditorium');
  expect(within(events).getByRole('link', { name: 'See all events' })).toHaveAttribute('href', '/dashboard/events');
});

it('marks someone who simply attended with one tap, as Others', async () => {
  const { calls } = renderWithPlatform(<DashboardPage />, { route: '/dashboard', signedInAs: 'member', user: ruth, api: api([occurrence({})]) });
  await userEvent.click(await screen.findByRole('button', { name: 'Mark my attendance' }));
  expect(await screen.findByTestId('marked-present')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ service_id: 1, date: today, category: 'Others' });
});

it('shows one percentage on the month’s card (the goal’s), with its explanation closed until asked for', async () => {
  renderWithPlatform(<DashboardPage />, { route: '/dashboard', signedInAs: 'member', user: ruth, api: api([]) });
  const card = await screen.findByTestId('progress-card');
  // The rate so far (50% here) belongs on the attendance page, not beside the goal's 25%.
  expect(card).not.toHaveTextContent('Attendance rate');
  expect(card).not.toHaveTextContent('50%');
  expect(within(card).getByText(/^Your percentage is/)).not.toBeVisible();
  await userEvent.click(within(card).getByText('How is this counted?'));
  expect(within(card).getByText(/^Your percentage is/)).toBeVisible();
});

it('names each of several services open at once', async () => {
  const youth = occurrence({ service_id: 2, service_name: 'Youth Service' });
  renderWithPlatform(<DashboardPage />, { route: '/dashboard', signedInAs: 'member', user: ruth, api: api([occurrence({}), youth]) });
  expect(await screen.findByRole('heading', { name: 'Services open now' })).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Mark my attendance at Sunday Service' })).toHaveTextContent(/^Sunday Service started /);
  expect(screen.getByRole('form', { name: 'Mark my attendance at Youth Service' })).toHaveTextContent(/^Youth Service started /);
});

it('says when no event is coming up', async () => {
  renderWithPlatform(<DashboardPage />, { route: '/dashboard', signedInAs: 'member', user: ruth, api: api([], ruth, []) });
  const events = screen.getByRole('region', { name: 'Next events' });
  expect(await within(events).findByText('No upcoming events yet.')).toBeInTheDocument();
  expect(within(events).getByRole('link', { name: 'See all events' })).toHaveAttribute('href', '/dashboard/events');
});

it("shows the next service's day and time when none is open", async () => {
  const later = occurrence({ open: false, date: '2030-01-06', starts_at: '2030-01-06T08:00:00+01:00' });
  renderWithPlatform(<DashboardPage />, { route: '/dashboard', signedInAs: 'member', user: ruth, api: api([later]) });
  expect(await screen.findByTestId('next-service')).toHaveTextContent('Sunday Service: Sunday, Jan 6, 2030 at 8:00 AM.');
  expect(screen.queryByRole('button', { name: 'Mark my attendance' })).toBeNull();
});

it('points admins to the admin dashboard', async () => {
  const admin = { ...ruth, roles: ['admin' as const, 'member' as const] };
  renderWithPlatform(<DashboardPage />, { route: '/dashboard', signedInAs: 'admin', user: admin, api: api([], admin) });
  expect(await screen.findByRole('link', { name: 'admin dashboard' })).toHaveAttribute('href', '/dashboard/admin');
});

it("starts the page's own requests as it opens, before its code has come", async () => {
  const gets = (calls: FakeCall[]) => calls.filter((call) => call.method === 'GET' && call.url !== '/api/me').map((call) => call.url).sort();
  const Opening = lazyPage(() => new Promise<{ DashboardPage: typeof DashboardPage }>(() => {}), 'DashboardPage', dashboardQueries);
  const opening = renderWithPlatform(<Opening />, { route: '/dashboard', signedInAs: 'member', user: ruth, api: api([]) });
  await waitFor(() => expect(gets(opening.calls)).toHaveLength(4));
  opening.unmount();

  const page = renderWithPlatform(<DashboardPage />, { route: '/dashboard', signedInAs: 'member', user: ruth, api: api([]) });
  await screen.findByTestId('progress-card');
  await screen.findByText('Carol Night');
  // The same four, and the first-timers and serving cards' own requests (they load in their place, never kept on the device).
  await waitFor(() => expect(gets(page.calls)).toEqual([...gets(opening.calls), '/api/me/assigned-first-timers', '/api/me/serving'].sort()));
});
