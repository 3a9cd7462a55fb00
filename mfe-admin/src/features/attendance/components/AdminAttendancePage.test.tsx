import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ATTENDANCE_RATE_DEFINITION } from '@church/contracts/attendance-rules';
import { HEADCOUNT_DEFINITION } from '@church/contracts/headcounts';
import type { AttendanceRecord, OccurrenceCount } from '@church/contracts/attendance';
import { configureNotifier } from '@church/platform/notifier';
import { type FakeCall, testUser } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { AdminAttendancePage } from './AdminAttendancePage';

const occurrence = (over: Partial<OccurrenceCount>): OccurrenceCount => ({
  service_id: 1, service_name: 'Sunday Service', date: '2025-03-02', starts_at: '2025-03-02T08:00:00+01:00', cancelled: false, total: 0, by_category: {}, headcount: null, ...over,
});
const COUNTS = [
  occurrence({ total: 3, by_category: { 'Pre-Service': 2, Others: 1 }, headcount: { total: 9, by_category: { children: 8, visitors: 1 } } }),
  occurrence({ service_id: 2, service_name: 'Bible Study', date: '2025-03-04', starts_at: '2025-03-04T17:30:00+01:00', total: 1, by_category: { Pastor: 1 } }),
];
const ruth: AttendanceRecord = {
  id: 11, user_id: 3, full_name: 'Ruth Bello', service_id: 1, service_name: 'Sunday Service', date: '2025-03-02', category: 'Pre-Service',
  recorded_by: 3, recorded_by_name: 'Ruth Bello', station_name: null, created_at: '2025-03-02T08:05:00Z',
};
const daniel = testUser({ id: 2, first_name: 'Daniel', last_name: 'Mensah', full_name: 'Daniel Mensah', email: 'leader@example.com', roles: ['leader', 'member'] });

function api(initial: AttendanceRecord[] = [ruth]) {
  let present = initial;
  return (call: FakeCall) => {
    if (call.url.startsWith('/api/attendance/by-occurrence')) return { status: 200, body: { data: COUNTS } };
    if (call.url === '/api/units') return { status: 200, body: { data: [{ id: 1, name: 'Choir', slug: 'choir', description: null, member_count: 8 }] } };
    if (call.url.startsWith('/api/attendance/report')) return { status: 200, body: { data: [], meta: { page: 1, per_page: 20, total: 0 } } };
    if (call.url.startsWith('/api/attendance?')) return { status: 200, body: { data: present, meta: { page: 1, per_page: 100, total: present.length } } };
    if (call.url.startsWith('/api/members?')) return { status: 200, body: { data: [daniel], meta: { page: 1, per_page: 8, total: 1 } } };
    if (call.method === 'DELETE') {
      present = [];
      return { status: 200, body: { message: 'The attendance record has been removed.' } };
    }
    if (call.method === 'POST' && call.url === '/api/attendance') {
      present = [...present, { ...ruth, id: 12, user_id: 2, full_name: 'Daniel Mensah', category: 'Unit-Leader', recorded_by: 1, recorded_by_name: 'Esther Okafor' }];
      return { status: 201, body: { data: present[present.length - 1], message: 'Your attendance has been recorded.' } };
    }
    return { status: 404, body: { message: 'Not found' } };
  };
}

beforeEach(() => configureNotifier({ success: () => {}, error: () => {}, info: () => {} }));

it('lists each service of the month with how many came by category, filtered by service from the URL', async () => {
  const { calls } = renderWithPlatform(<AdminAttendancePage />, { route: '/dashboard/admin/attendance?month=3&year=2025&service=2', signedInAs: 'admin', api: api() });
  const table = await screen.findByRole('table', { name: 'Attendance per service' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toHaveTextContent('Bible Study');
  expect(within(table).getByRole('columnheader', { name: 'Pastor' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Service' })).toHaveDisplayValue('Bible Study');
  expect(calls.some((c) => c.url === '/api/attendance/by-occurrence?month=3&year=2025')).toBe(true);

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'All');
  expect(within(table).getAllByRole('row')).toHaveLength(3);
});

it('shows the people counted at the door beside the named attendance, with the sentence saying what they are', async () => {
  renderWithPlatform(<AdminAttendancePage />, { route: '/dashboard/admin/attendance?month=3&year=2025', signedInAs: 'admin', api: api() });
  const table = await screen.findByRole('table', { name: 'Attendance per service' });
  expect(within(table).getByRole('columnheader', { name: 'Counted at the door' })).toBeInTheDocument();
  const [sunday, study] = within(table).getAllByRole('row').slice(1);
  expect(within(sunday).getByText('Children 8 · Visitors without a name 1')).toBeInTheDocument();
  expect(sunday).toHaveTextContent('9');
  expect(study).toHaveTextContent('—');
  expect(screen.getByText(HEADCOUNT_DEFINITION, { exact: false })).toBeInTheDocument();
});

it('opens one service to see who came, removes a wrong record after confirming, and records someone found by search', async () => {
  const user = userEvent.setup();
  renderWithPlatform(<AdminAttendancePage />, { route: '/dashboard/admin/attendance?month=3&year=2025', signedInAs: 'admin', api: api() });
  await user.click(await screen.findByRole('button', { name: 'People present at Sunday Service on Mar 2, 2025' }));
  const panel = await screen.findByTestId('occurrence-people');
  expect(screen.getByTestId('location')).toHaveTextContent('occurrence=1%402025-03-02');
  expect(await within(panel).findByRole('cell', { name: 'Ruth Bello' })).toBeInTheDocument();

  await user.click(within(panel).getByRole('button', { name: "Remove Ruth Bello's attendance" }));
  const dialog = screen.getByRole('dialog', { name: 'Remove this attendance?' });
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  expect(await within(panel).findByText('Nobody is recorded at this service.')).toBeInTheDocument();

  await user.type(within(panel).getByLabelText('Find a person'), 'Dan');
  await user.click(await within(panel).findByRole('button', { name: 'Daniel Mensah · leader@example.com' }));
  // A leader's categories: four.
  expect(within(within(panel).getByLabelText('Category')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', 'Pre-Service', 'Post-Service', 'Unit-Leader', 'Others']);
  await user.selectOptions(within(panel).getByLabelText('Category'), 'Unit-Leader');
  await user.click(within(panel).getByRole('button', { name: 'Record attendance' }));
  expect(await within(panel).findByRole('cell', { name: 'Daniel Mensah' })).toBeInTheDocument();
});

it('names a person without an account (no email) "No sign-in" when recording them, never "null"', async () => {
  const user = userEvent.setup();
  const tobi = testUser({ id: 40, first_name: 'Tobi', last_name: 'Obi', full_name: 'Tobi Obi', email: null });
  const base = api();
  const withTobi = (call: FakeCall) => (call.url.startsWith('/api/members?') ? { status: 200, body: { data: [tobi], meta: { page: 1, per_page: 8, total: 1 } } } : base(call));
  renderWithPlatform(<AdminAttendancePage />, { route: '/dashboard/admin/attendance?month=3&year=2025&occurrence=1%402025-03-02', signedInAs: 'admin', api: withTobi });
  const panel = await screen.findByTestId('occurrence-people');
  await user.type(within(panel).getByLabelText('Find a person'), 'Tob');
  await user.click(await within(panel).findByRole('button', { name: 'Tobi Obi · No sign-in' }));
  expect(within(panel).getByText('(No sign-in)', { exact: false })).toBeInTheDocument();
  expect(panel).not.toHaveTextContent('null');
});

it('names each record’s category as the person chose it and who recorded it: themself, the station at the door, or someone for them, and how late one was sent', async () => {
  const grace: AttendanceRecord = { ...ruth, id: 13, user_id: 4, full_name: 'Grace Okafor', category: 'Others', recorded_by: null, recorded_by_name: null, station_name: 'Main door', sent_late_minutes: 40 };
  const daniel: AttendanceRecord = { ...ruth, id: 14, user_id: 2, full_name: 'Daniel Mensah', category: 'Unit-Leader', recorded_by: 1, recorded_by_name: 'Esther Okafor' };
  const route = '/dashboard/admin/attendance?month=3&year=2025&occurrence=1%402025-03-02';
  renderWithPlatform(<AdminAttendancePage />, { route, signedInAs: 'admin', api: api([ruth, grace, daniel]) });
  const panel = await screen.findByTestId('occurrence-people');
  await within(panel).findByRole('cell', { name: 'Grace Okafor' });
  const line = (name: string) => within(panel).getByRole('cell', { name }).closest('tr')!;
  expect(within(line('Ruth Bello')).getAllByRole('cell').map((c) => c.textContent).slice(0, 3)).toEqual(['Ruth Bello', 'Pre-Service', 'Themselves']);
  expect(within(line('Grace Okafor')).getAllByRole('cell').map((c) => c.textContent).slice(0, 3)).toEqual(['Grace Okafor', 'I attended', 'At the door: Main door, sent 40 min late']);
  expect(within(line('Daniel Mensah')).getAllByRole('cell').map((c) => c.textContent).slice(0, 3)).toEqual(['Daniel Mensah', 'Unit-Leader', 'Esther Okafor']);
  // The month's table and its filter use the same words.
  expect(within(screen.getByRole('table', { name: 'Attendance per service' })).getByRole('columnheader', { name: 'I attended' })).toBeInTheDocument();
  const filter = within(screen.getByRole('group', { name: 'Filters' })).getByRole('combobox', { name: 'Category' });
  expect(within(filter).getByRole('option', { name: 'I attended' })).toHaveValue('Others');
});

it("moves to the service's people when opened, and back to its row when they are hidden", async () => {
  const user = userEvent.setup();
  const scrolled: Element[] = [];
  const scrollIntoView = jest.fn(function (this: Element) {
    scrolled.push(this);
  });
  // jsdom does not scroll: the call is what is checked.
  const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
  Element.prototype.scrollIntoView = scrollIntoView;
  try {
    renderWithPlatform(<AdminAttendancePage />, { route: '/dashboard/admin/attendance?month=3&year=2025', signedInAs: 'admin', api: api() });
    const open = await screen.findByRole('button', { name: 'People present at Sunday Service on Mar 2, 2025' });
    expect(open).toHaveTextContent('Open');
    await user.click(open);
    const heading = await screen.findByRole('heading', { level: 2, name: 'People present: Sunday Service, Mar 2, 2025' });
    expect(heading).toHaveFocus();
    expect(scrolled).toEqual([heading]);

    // The button says what it does: it hides this panel, it does not end the service.
    expect(screen.queryByRole('button', { name: 'Close this service' })).toBeNull();
    await user.click(within(screen.getByTestId('occurrence-people')).getByRole('button', { name: "Hide this service's people" }));
    expect(screen.queryByTestId('occurrence-people')).toBeNull();
    expect(screen.getByTestId('location')).not.toHaveTextContent('occurrence=');
    expect(screen.getByRole('button', { name: 'People present at Sunday Service on Mar 2, 2025' })).toHaveFocus();
  } finally {
    if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
    else delete (Element.prototype as Partial<Element>).scrollIntoView;
  }
});

it('shows the people of a service opened by its URL without taking the focus', async () => {
  renderWithPlatform(<AdminAttendancePage />, { route: '/dashboard/admin/attendance?month=3&year=2025&occurrence=1%402025-03-02', signedInAs: 'admin', api: api() });
  const heading = await screen.findByRole('heading', { level: 2, name: 'People present: Sunday Service, Mar 2, 2025' });
  expect(heading).not.toHaveFocus();
});

it('reports each person over a range, marking those below the chosen threshold', async () => {
  const report = (call: FakeCall) =>
    call.url.startsWith('/api/attendance/report')
      ? {
          status: 200,
          body: {
            data: [
              { user_id: 3, full_name: 'Ruth Bello', attended: 2, expected: 10, percentage: 20 },
              { user_id: 4, full_name: 'Paul Eze', attended: 9, expected: 10, percentage: 90 },
              // Joined after the range's services: nothing held for him, no rate.
              { user_id: 5, full_name: 'New Comer', attended: 0, expected: 0, percentage: null },
            ],
            meta: { page: 1, per_page: 20, total: 3 },
          },
        }
      : api()(call);
  const { calls } = renderWithPlatform(<AdminAttendancePage />, { route: '/dashboard/admin/attendance?from=2025-01-01&to=2025-03-31&threshold=25', signedInAs: 'admin', api: report });
  const table = await screen.findByRole('table', { name: 'Attendance per person from 2025-01-01 to 2025-03-31' });
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Ruth Bello');
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('20% · below 25%');
  expect(within(table).getAllByRole('row')[2]).toHaveTextContent('90%');
  expect(within(table).getAllByRole('row')[2]).not.toHaveTextContent('below');
  expect(within(table).getAllByRole('row')[3]).toHaveTextContent('New Comer00—');
  // The rate's rule, in the same sentence as on every page that shows it.
  expect(screen.getByText((text) => text.startsWith(ATTENDANCE_RATE_DEFINITION))).toBeInTheDocument();
  expect(calls.some((c) => c.url.startsWith('/api/attendance/report?from=2025-01-01&to=2025-03-31'))).toBe(true);
});
