import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AttendanceRecord, MonthSummaryJson, OccurrenceJson } from '@church/contracts/attendance';
import { ATTENDANCE_RATE_DEFINITION, PERCENTAGE_DEFINITION } from '@church/contracts/attendance-rules';
import { todayInChurch } from '@church/contracts/church-time';
import { MONTH_NAMES } from '@church/contracts/months';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { AttendancePage } from './AttendancePage';

// March 2025: three Sundays in the past (one attended, one missed, one cancelled).
const summary = (over: Partial<MonthSummaryJson> = {}): MonthSummaryJson => ({
  month: 3, year: 2025, expected: 4, goal: 4, own_goal: null, attended: 1, percentage: 25, level: "The Sower's Seed", message: 'Every seed starts small.',
  held: 4, attended_so_far: 1, so_far_percentage: 25, excused: 0, ...over,
});
const sunday = (date: string, over: Partial<OccurrenceJson> = {}): OccurrenceJson => ({
  service_id: 1, service_name: 'Sunday Service', date, starts_at: `${date}T08:00:00+01:00`, cancelled: false, cancel_reason: null, open: false, ...over,
});
const OCCURRENCES = [sunday('2025-03-02'), sunday('2025-03-09'), sunday('2025-03-16', { cancelled: true, cancel_reason: 'Easter retreat' }), sunday('2025-03-23')];
const RECORDS: AttendanceRecord[] = [
  { id: 1, user_id: 1, full_name: 'Grace Okafor', service_id: 1, service_name: 'Sunday Service', date: '2025-03-02', category: 'Others', recorded_by: 1, recorded_by_name: null, station_name: null, created_at: '2025-03-02T08:10:00Z' },
  // Recorded for her by her unit's leader.
  { id: 2, user_id: 1, full_name: 'Grace Okafor', service_id: 1, service_name: 'Sunday Service', date: '2025-03-23', category: 'Others', recorded_by: 7, recorded_by_name: 'Daniel Mensah', station_name: null, created_at: '2025-03-23T12:00:00Z' },
];
const HISTORY = Array.from({ length: 12 }, (_, i) => summary({ month: i + 1, year: 2025, percentage: i * 9, level: i * 9 > 75 ? 'Finishing the Race' : "Faith's Foundation" }));

function api(call: FakeCall) {
  if (call.url.startsWith('/api/attendance/summary')) return { status: 200, body: { data: summary() } };
  if (call.url.startsWith('/api/services/occurrences')) return { status: 200, body: { data: OCCURRENCES } };
  if (call.url.startsWith('/api/me/attendance?')) return { status: 200, body: { data: RECORDS } };
  if (call.url.startsWith('/api/attendance/history')) return { status: 200, body: { data: HISTORY } };
  if (call.url === '/api/me/absences') return { status: 200, body: { data: [] } };
  return { status: 404, body: { message: 'Not found' } };
}

/** The percentages a reader sees in an element: those of a closed "How is this counted?" are not shown. */
function percentagesShown(element: HTMLElement): string[] {
  const shown = element.cloneNode(true) as HTMLElement;
  shown.querySelectorAll('details:not([open]) > :not(summary)').forEach((hidden) => hidden.remove());
  const leaves = Array.from(shown.querySelectorAll('*')).filter((e) => e.children.length === 0);
  return leaves.flatMap((e) => e.textContent?.match(/\b\d+%/g) ?? []);
}

it("shows the chosen month from the URL as a calendar: attended, missed and cancelled services", async () => {
  const { calls } = renderWithPlatform(<AttendancePage />, { route: '/dashboard/attendance?month=3&year=2025', signedInAs: 'member', api });
  expect(screen.getByRole('heading', { level: 1, name: 'My attendance' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('March');
  expect(screen.getByRole('combobox', { name: 'Year' })).toHaveDisplayValue('2025');
  const calendar = await screen.findByTestId('attendance-calendar');
  expect(calendar.querySelector('[data-date="2025-03-02"]')).toHaveTextContent('Sunday Service: Attended');
  expect(calendar.querySelector('[data-date="2025-03-09"]')).toHaveTextContent('Sunday Service: Missed');
  expect(calendar.querySelector('[data-date="2025-03-16"]')).toHaveTextContent('Sunday Service: Cancelled');
  expect(calendar.querySelector('[data-date="2025-03-23"]')).toHaveTextContent('Sunday Service: Attended, recorded by Daniel Mensah');
  expect(calendar.querySelector('[data-date="2025-03-02"]')).not.toHaveTextContent('recorded by');
  expect(calls.some((c) => c.url === '/api/services/occurrences?from=2025-03-01&to=2025-03-31')).toBe(true);
  // A past month keeps its goal; the percentage says what it means.
  expect(screen.getByText(/Past months keep the goal they had/)).toBeInTheDocument();
  expect(within(screen.getByTestId('progress-card')).getByText(/divided by your goal, rounded down/)).not.toBeVisible();
  expect(screen.queryByRole('button', { name: /Set my goal/ })).toBeNull();
});

it('shows one percentage on the goal’s card and the attendance rate on its own, each rule one click away', async () => {
  const user = userEvent.setup();
  renderWithPlatform(<AttendancePage />, { route: '/dashboard/attendance?month=3&year=2025', signedInAs: 'member', api });
  const card = await screen.findByTestId('progress-card');
  expect(within(card).getByTestId('progress-percentage')).toHaveTextContent('25%');
  expect(within(card).getByTestId('progress-level')).toHaveTextContent("The Sower's Seed");
  expect(percentagesShown(card)).toEqual(['25%']);
  const rate = screen.getByTestId('attendance-rate');
  expect(within(rate).getByTestId('progress-so-far')).toHaveTextContent('Attendance rate: 25% (1 of the 4 services held so far).');
  // The explanations start closed, and open on "How is this counted?".
  expect(within(card).getByText(PERCENTAGE_DEFINITION)).not.toBeVisible();
  expect(within(rate).getByText(ATTENDANCE_RATE_DEFINITION)).not.toBeVisible();
  await user.click(within(card).getByText('How is this counted?'));
  expect(within(card).getByText(PERCENTAGE_DEFINITION)).toBeVisible();
  await user.click(within(rate).getByText('How is this counted?'));
  expect(within(rate).getByText(ATTENDANCE_RATE_DEFINITION)).toBeVisible();
});

it('marks the services of an announced absence on the calendar and says they are not expected', async () => {
  const away = summary({ expected: 2, goal: 2, excused: 1 });
  const announced = (call: FakeCall) => {
    if (call.url.startsWith('/api/attendance/summary')) return { status: 200, body: { data: away } };
    if (call.url === '/api/me/absences') {
      return { status: 200, body: { data: [{ id: 5, user_id: 1, from: '2025-03-08', to: '2025-03-10', reason: 'travel', recorded_by: 1, recorded_by_name: null, created_at: '2025-03-01T09:00:00Z' }] } };
    }
    return api(call);
  };
  renderWithPlatform(<AttendancePage />, { route: '/dashboard/attendance?month=3&year=2025', signedInAs: 'member', api: announced });
  const calendar = await screen.findByTestId('attendance-calendar');
  expect(calendar.querySelector('[data-date="2025-03-09"]')).toHaveTextContent('◇ Sunday Service: Away');
  expect(calendar.querySelector('[data-date="2025-03-02"]')).toHaveTextContent('Sunday Service: Attended');
  expect(screen.getByTestId('calendar-legend')).toHaveTextContent('◇ away (not expected of you)');
  expect(screen.getByTestId('progress-excused')).toHaveTextContent('1 service while you are away is not expected of you.');
});

it('asks someone who joined late in the month only for the services since they joined', async () => {
  const newcomer = summary({ expected: 13, goal: 2, attended: 0, percentage: 0, held: 0, attended_so_far: 0, so_far_percentage: null });
  const joinedLate = (call: FakeCall) => (call.url.startsWith('/api/attendance/summary') ? { status: 200, body: { data: newcomer } } : api(call));
  renderWithPlatform(<AttendancePage />, { route: '/dashboard/attendance?month=3&year=2025', signedInAs: 'member', api: joinedLate });
  const card = await screen.findByTestId('progress-card');
  expect(within(card).getByTestId('progress-count')).toHaveTextContent('You attended 0 of your goal of 2 services.');
  expect(card).toHaveTextContent('your goal is every service this month from the day you joined');
  // Nothing held for them yet: no rate to show.
  expect(screen.queryByTestId('progress-so-far')).toBeNull();
});

it("offers this month's goal as a button that looks like one (bordered, not bare text) and opens the goal dialog", async () => {
  const [year, month] = todayInChurch().split('-').map(Number);
  const thisMonth = (call: FakeCall) => (call.url.startsWith('/api/attendance/summary') ? { status: 200, body: { data: summary({ year, month }) } } : api(call));
  renderWithPlatform(<AttendancePage />, { route: '/dashboard/attendance', signedInAs: 'member', api: thisMonth });
  const setGoal = await screen.findByRole('button', { name: `Set my goal for ${MONTH_NAMES[month - 1]}` });
  expect(setGoal).toHaveAttribute('data-variant', 'outline-primary');
  await userEvent.click(setGoal);
  expect(await screen.findByRole('dialog', { name: new RegExp(`^My goal for ${MONTH_NAMES[month - 1]}`) })).toBeInTheDocument();
});

it("starts a newcomer's goal dialog at the goal in force: the services since they joined", async () => {
  const [year, month] = todayInChurch().split('-').map(Number);
  const newcomer = summary({ year, month, expected: 13, goal: 2, attended: 0, percentage: 0, held: 0, attended_so_far: 0, so_far_percentage: null });
  const joinedLate = (call: FakeCall) => (call.url.startsWith('/api/attendance/summary') ? { status: 200, body: { data: newcomer } } : api(call));
  renderWithPlatform(<AttendancePage />, { route: '/dashboard/attendance', signedInAs: 'member', api: joinedLate });
  await userEvent.click(await screen.findByRole('button', { name: `Set my goal for ${MONTH_NAMES[month - 1]}` }));
  const dialog = await screen.findByRole('dialog', { name: new RegExp(`^My goal for ${MONTH_NAMES[month - 1]}`) });
  expect(within(dialog).getByLabelText('Services I aim to attend')).toHaveDisplayValue('2');
});

it('switches to the list, keeping the view in the URL, and shows the twelve months with their levels', async () => {
  renderWithPlatform(<AttendancePage />, { route: '/dashboard/attendance?month=3&year=2025', signedInAs: 'member', api });
  await userEvent.click(await screen.findByRole('tab', { name: 'List' }));
  const list = await screen.findByTestId('attendance-list');
  expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Sunday Service · Sunday, Mar 2, 2025 at 8:00 AMAttended',
    'Sunday Service · Sunday, Mar 9, 2025 at 8:00 AMMissed',
    'Sunday Service · Sunday, Mar 16, 2025 at 8:00 AM (Easter retreat)Cancelled',
    'Sunday Service · Sunday, Mar 23, 2025 at 8:00 AMRecorded by Daniel MensahAttended',
  ]);
  expect(screen.getByTestId('location')).toHaveTextContent('view=list');
  const chart = await screen.findByRole('list', { name: 'My attendance over the last twelve months' });
  expect(within(chart).getAllByRole('listitem')).toHaveLength(12);
  expect(chart).toHaveTextContent('December 2025: Finishing the Race');
});

it('changes the month through the picker', async () => {
  renderWithPlatform(<AttendancePage />, { route: '/dashboard/attendance?month=3&year=2025', signedInAs: 'member', api });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'May');
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/attendance?month=5&year=2025');
});
