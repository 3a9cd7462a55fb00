import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnalyticsRow, FirstTimerRow } from '@church/contracts/first-timers';
import { ANALYTICS_DEFINITION, FOLLOW_UP_STATUSES, overdueDefinition } from '@church/contracts/follow-up';
import { configureNotifier } from '@church/platform/notifier';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { FirstTimersPage } from './FirstTimersPage';

const row = (over: Partial<FirstTimerRow> & { id: number; full_name: string }): FirstTimerRow => ({
  first_name: over.full_name.split(' ')[0],
  last_name: over.full_name.split(' ')[1],
  phone: '+2348012345678',
  email: null,
  gender: null,
  address: null,
  how_heard: null,
  prayer_request: null,
  consent_to_contact: true,
  first_visit_on: '2025-03-02',
  last_visit_on: '2025-03-02',
  visit_count: 1,
  created_at: '2025-03-02T09:00:00Z',
  visit_label: 'First Timer',
  contact_hidden: false,
  follow_up: { status: 'Not Contacted', assignee: null, assigned_by: null, assigned_at: null, next_contact_on: null, overdue: false, closed_at: null },
  ...over,
});

const ADA = row({ id: 1, full_name: 'Ada Obi', follow_up: { status: 'Not Contacted', assignee: null, assigned_by: null, assigned_at: null, next_contact_on: null, overdue: true, closed_at: null } });
const BEN = row({
  id: 2, full_name: 'Ben Eze', visit_count: 2, visit_label: 'Second Timer',
  follow_up: { status: 'Contacted', assignee: { id: 7, full_name: 'Ruth Bello' }, assigned_by: null, assigned_at: null, next_contact_on: '2025-03-20', overdue: false, closed_at: null },
});
const CANDIDATES = [
  { id: 7, full_name: 'Ruth Bello', email: 'ruth@example.org', phone: '+2348030000003', open_follow_ups: 2 },
  { id: 8, full_name: 'Paul Ade', email: 'paul@example.org', phone: null, open_follow_ups: 1 },
];
// Everyone holding a follow-up, for the assignee filter (more than the picker's twenty).
const PEOPLE = [
  { id: 7, full_name: 'Ruth Bello', count: 2 },
  { id: 42, full_name: 'Zara Musa', count: 5 },
];
const NONE = Object.fromEntries(FOLLOW_UP_STATUSES.map((s) => [s, 0])) as AnalyticsRow['by_status'];
const analyticsRow = (month: number): AnalyticsRow => ({ month, first_timers: 0, by_status: NONE, second_timer: 0, third_timer: 0, fourth_timer: 0 });
const ANALYTICS = Array.from({ length: 12 }, (_, i) => analyticsRow(i + 1));
ANALYTICS[2] = { month: 3, first_timers: 5, by_status: { ...NONE, 'Not Contacted': 2, Contacted: 1, Integrated: 2 }, second_timer: 3, third_timer: 2, fourth_timer: 1 };

function api(over?: (call: FakeCall) => { status: number; body?: unknown } | undefined) {
  return (call: FakeCall) => {
    const answer = over?.(call);
    if (answer) return answer;
    if (call.url.startsWith('/api/first-timers/assignees')) return { status: 200, body: { data: CANDIDATES } };
    if (call.url === '/api/first-timers/people?role=assignee') return { status: 200, body: { data: PEOPLE } };
    if (call.url === '/api/first-timers/duplicates') return { status: 200, body: { data: [] } };
    if (call.url.startsWith('/api/first-timers?')) return { status: 200, body: { data: [ADA, BEN], meta: { page: 1, per_page: 20, total: 2 } } };
    if (call.url.startsWith('/api/analytics/follow-ups?')) return { status: 200, body: { data: ANALYTICS } };
    if (call.method === 'POST' && call.url === '/api/first-timers/follow-ups/bulk') {
      const ids = (call.body as { ids: number[] }).ids;
      return { status: 200, body: { data: { updated: ids.length }, message: `${ids.length} follow-ups have been updated.` } };
    }
    if (call.method === 'PATCH') return { status: 200, body: { data: {}, message: 'The follow-up has been updated.' } };
    return { status: 404, body: { message: 'Not found' } };
  };
}

const toasts: string[] = [];
beforeEach(() => {
  toasts.length = 0;
  configureNotifier({ success: (m) => toasts.push(m), error: (m) => toasts.push(`error: ${m}`), info: () => {} });
});

const listCalls = (calls: FakeCall[]) => calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/first-timers?')).map((c) => c.url);

it('reads the filters from the URL, sends them to the API, and shows each first-timer with a link to their page', async () => {
  const { calls } = renderWithPlatform(<FirstTimersPage />, {
    route: '/dashboard/admin/first-timers?status=Not+Contacted&assignee=none&visits=2&month=3&year=2025&overdue=true&search=ada',
    signedInAs: 'admin',
    api: api(),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'First Timers' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'First-timers' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows[0]).toHaveTextContent('Ada Obi');
  expect(rows[0]).toHaveTextContent('Mar 2, 2025');
  expect(rows[0]).toHaveTextContent('First Timer');
  expect(rows[0]).toHaveTextContent('Unassigned');
  expect(rows[0]).toHaveTextContent('Overdue');
  expect(rows[1]).toHaveTextContent('Second Timer');
  expect(rows[1]).toHaveTextContent('Ruth Bello');
  expect(within(table).getByRole('link', { name: 'Ada Obi' })).toHaveAttribute(
    'href',
    `/dashboard/first-timers/1?back=${encodeURIComponent('/dashboard/admin/first-timers?status=Not+Contacted&assignee=none&visits=2&month=3&year=2025&overdue=true&search=ada')}`,
  );
  expect(listCalls(calls)).toContain('/api/first-timers?search=ada&status=Not+Contacted&assignee=none&visits=2&month=3&year=2025&overdue=true&page=1&per_page=20');
  expect(screen.getByText(overdueDefinition())).toBeInTheDocument();

  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Not Contacted');
  expect(screen.getByRole('combobox', { name: 'Assignee' })).toHaveDisplayValue('Unassigned');
  expect(screen.getByRole('combobox', { name: 'Visits' })).toHaveDisplayValue('Second Timer');
  // The statuses in their fixed order.
  expect(within(screen.getByRole('combobox', { name: 'Status' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', ...FOLLOW_UP_STATUSES]);

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Assignee' }), await screen.findByRole('option', { name: 'Ruth Bello (2)' }));
  expect(screen.getByTestId('location')).toHaveTextContent('assignee=7');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Overdue' }), 'All');
  await screen.findByRole('table', { name: 'First-timers' });
  expect(listCalls(calls).at(-1)).toBe('/api/first-timers?search=ada&status=Not+Contacted&assignee=7&visits=2&month=3&year=2025&page=1&per_page=20');
});

it('assigns the selected first-timers to one person together, and toasts what was done', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<FirstTimersPage />, { route: '/dashboard/admin/first-timers', signedInAs: 'admin', api: api() });
  await user.click(await screen.findByRole('checkbox', { name: 'Select Ada Obi' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select Ben Eze' }));
  const bar = screen.getByRole('group', { name: 'With the selected first-timers' });
  expect(bar).toHaveTextContent('2 selected');

  await user.click(within(bar).getByRole('button', { name: 'Assign to…' }));
  const dialog = screen.getByRole('dialog', { name: 'Assign 2 first-timers' });
  await user.click(await within(dialog).findByRole('radio', { name: 'Ruth Bello — 2 open follow-ups' }));
  await user.click(within(dialog).getByRole('button', { name: 'Assign' }));

  expect(await screen.findByRole('checkbox', { name: 'Select Ada Obi' })).not.toBeChecked();
  const bulk = calls.find((c) => c.method === 'POST');
  expect(bulk?.url).toBe('/api/first-timers/follow-ups/bulk');
  expect(bulk?.body).toEqual({ ids: [1, 2], assigned_to: 7 });
  expect(toasts).toContain('2 follow-ups have been updated.');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // The list is fetched again.
  expect(listCalls(calls).length).toBeGreaterThan(1);
});

it('tells two people of one name apart in the assign dialog by their email and phone', async () => {
  const user = userEvent.setup();
  const graces = [
    { id: 20, full_name: 'Grace Okoro', email: 'grace.okoro@example.org', phone: '+2348031111111', open_follow_ups: 0 },
    { id: 21, full_name: 'Grace Okoro', email: 'g.okoro@example.net', phone: null, open_follow_ups: 0 },
  ];
  const { calls } = renderWithPlatform(<FirstTimersPage />, {
    route: '/dashboard/admin/first-timers',
    signedInAs: 'admin',
    api: api((call) => (call.url.startsWith('/api/first-timers/assignees') ? { status: 200, body: { data: graces } } : undefined)),
  });
  await user.click(await screen.findByRole('checkbox', { name: 'Select Ada Obi' }));
  await user.click(screen.getByRole('button', { name: 'Assign to…' }));
  const dialog = screen.getByRole('dialog', { name: 'Assign 1 first-timer' });
  const [first, second] = await within(dialog).findAllByRole('radio', { name: 'Grace Okoro — 0 open follow-ups' });
  expect(first).toHaveAccessibleDescription('grace.okoro@example.org · +2348031111111');
  expect(second).toHaveAccessibleDescription('g.okoro@example.net');
  expect(within(dialog).getByText('g.okoro@example.net')).toBeVisible();
  await user.click(second);
  await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [1], assigned_to: 21 }));
});

it('sets the status of every first-timer on the page at once', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<FirstTimersPage />, { route: '/dashboard/admin/first-timers', signedInAs: 'admin', api: api() });
  await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
  const bar = screen.getByRole('group', { name: 'With the selected first-timers' });
  await user.click(within(bar).getByRole('button', { name: 'Apply status' }));
  expect(within(bar).getByText('Choose a status')).toBeInTheDocument();

  await user.selectOptions(within(bar).getByRole('combobox', { name: 'Set status' }), 'Invited Again');
  await user.click(within(bar).getByRole('button', { name: 'Apply status' }));
  expect(await screen.findByRole('checkbox', { name: 'Select all on this page' })).not.toBeChecked();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [1, 2], status: 'Invited Again' });
});

it('assigns one first-timer from a picker that searches people, and shows a refusal on the field', async () => {
  const user = userEvent.setup();
  const refuse = (call: FakeCall) =>
    call.method === 'PATCH' && (call.body as { assigned_to?: number }).assigned_to === 8
      ? { status: 422, body: { message: 'The given data was invalid.', errors: { assigned_to: ['Paul Ade cannot take follow-ups'] } } }
      : undefined;
  const { calls } = renderWithPlatform(<FirstTimersPage />, { route: '/dashboard/admin/first-timers', signedInAs: 'admin', api: api(refuse) });
  await user.click(await screen.findByRole('button', { name: 'Assign Ada Obi' }));
  const dialog = screen.getByRole('dialog', { name: 'Assign Ada Obi' });
  await user.type(within(dialog).getByRole('searchbox', { name: 'Find a person' }), 'Paul{Enter}');
  expect(calls.some((c) => c.url === '/api/first-timers/assignees?search=Paul')).toBe(true);

  await user.click(await within(dialog).findByRole('radio', { name: 'Paul Ade — 1 open follow-up' }));
  await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
  expect(await within(dialog).findByText('Paul Ade cannot take follow-ups')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('radio', { name: 'Ruth Bello — 2 open follow-ups' }));
  await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const patches = calls.filter((c) => c.method === 'PATCH');
  expect(patches.at(-1)?.url).toBe('/api/first-timers/1/follow-up');
  expect(patches.at(-1)?.body).toEqual({ assigned_to: 7 });
});

it('shows a board with a column per status, and moves a card with its "Move to" select', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<FirstTimersPage />, { route: '/dashboard/admin/first-timers?status=Contacted', signedInAs: 'admin', api: api() });
  await user.click(await screen.findByRole('tab', { name: 'Board' }));
  expect(screen.getByTestId('location')).toHaveTextContent('view=board');
  const columns = await screen.findAllByRole('heading', { level: 3 });
  expect(columns.map((h) => h.firstChild?.textContent)).toEqual([...FOLLOW_UP_STATUSES]);
  // The board keeps the list's filters and takes the first hundred.
  expect(listCalls(calls).at(-1)).toBe('/api/first-timers?status=Contacted&page=1&per_page=100');

  const card = screen.getByRole('listitem', { name: 'Ada Obi' });
  expect(card).toHaveTextContent('First Timer');
  expect(card).toHaveTextContent('Unassigned');
  expect(card).toHaveTextContent('Overdue');
  await user.selectOptions(within(card).getByRole('combobox', { name: 'Move Ada Obi to' }), 'Contacted');
  await user.click(within(card).getByRole('button', { name: 'Move Ada Obi' }));
  await waitFor(() => expect(toasts).toContain('Ada Obi moved to Contacted.'));
  const patch = calls.find((c) => c.method === 'PATCH');
  expect(patch?.url).toBe('/api/first-timers/1/follow-up');
  expect(patch?.body).toEqual({ status: 'Contacted' });
});

it('shows the monthly follow-up analytics of the chosen year with its definition, and exports them', async () => {
  const user = userEvent.setup();
  URL.createObjectURL = jest.fn(() => 'blob:test');
  URL.revokeObjectURL = jest.fn();
  const clicked: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  const csv = (call: FakeCall) => (call.url.startsWith('/api/analytics/follow-ups/export.csv') ? { status: 200, body: 'Month,First-timers\r\n' } : undefined);
  const { calls } = renderWithPlatform(<FirstTimersPage />, { route: '/dashboard/admin/first-timers', signedInAs: 'admin', api: api(csv) });

  const section = await screen.findByRole('region', { name: 'Monthly follow-up analytics' });
  expect(within(section).getByText(ANALYTICS_DEFINITION)).toBeInTheDocument();
  await user.selectOptions(within(section).getByRole('combobox', { name: 'Analytics year' }), '2025');
  const table = await within(section).findByRole('table', { name: 'Follow-up analytics for 2025' });
  expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Month', 'First-timers', ...FOLLOW_UP_STATUSES, 'Second Timer', 'Third Timer', 'Fourth Timer']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(13);
  expect(within(rows[2]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['March', '5', '0', '1', '2', '2', '0', '0', '3', '2', '1']);
  // The year's total, March being the only month with first-timers.
  expect(within(rows[12]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Total', '5', '0', '1', '2', '2', '0', '0', '3', '2', '1']);
  expect(calls.some((c) => c.url === '/api/analytics/follow-ups?year=2025')).toBe(true);

  await user.click(within(section).getByRole('button', { name: "Export CSV of 2025's follow-up analytics" }));
  await waitFor(() => expect(clicked).toEqual(['follow-up-analytics-2025.csv']));
  expect(calls.some((c) => c.url === '/api/analytics/follow-ups/export.csv?year=2025')).toBe(true);
  click.mockRestore();
});

it('offers everyone holding a follow-up in the assignee filter, and names an id of a shared link', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<FirstTimersPage />, { route: '/dashboard/admin/first-timers?assignee=99', signedInAs: 'admin', api: api() });
  const filter = screen.getByRole('combobox', { name: 'Assignee' });
  await within(filter).findByRole('option', { name: 'Zara Musa (5)' });
  expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Unassigned', 'Ruth Bello (2)', 'Zara Musa (5)', 'Person #99 (no follow-ups)']);
  expect(filter).toHaveDisplayValue('Person #99 (no follow-ups)');
  expect(calls.some((c) => c.url === '/api/first-timers/people?role=assignee')).toBe(true);
  // Not the picker's first twenty.
  expect(calls.some((c) => c.url.startsWith('/api/first-timers/assignees'))).toBe(false);

  await user.selectOptions(filter, 'Zara Musa (5)');
  expect(screen.getByTestId('location')).toHaveTextContent('assignee=42');
  await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/api/first-timers?assignee=42&page=1&per_page=20'));
});

it('keeps the list, its rows and the focused page button while the next page loads, and starts a new selection', async () => {
  const user = userEvent.setup();
  const CHI = row({ id: 3, full_name: 'Chi Nwa' });
  let releasePage2: () => void = () => {};
  const page2 = new Promise<void>((resolve) => {
    releasePage2 = resolve;
  });
  const paged = (call: FakeCall) => {
    if (!call.url.startsWith('/api/first-timers?')) return undefined;
    const page = new URL(call.url, 'http://test').searchParams.get('page');
    if (page === '2') return page2.then(() => ({ status: 200, body: { data: [CHI], meta: { page: 2, per_page: 20, total: 21 } } }));
    return { status: 200, body: { data: [ADA, BEN], meta: { page: 1, per_page: 20, total: 21 } } };
  };
  renderWithPlatform(<FirstTimersPage />, { route: '/dashboard/admin/first-timers', signedInAs: 'admin', api: (call) => paged(call) ?? api()(call) });
  await user.click(await screen.findByRole('checkbox', { name: 'Select Ada Obi' }));
  expect(screen.getByRole('group', { name: 'With the selected first-timers' })).toHaveTextContent('1 selected');

  const next = screen.getByRole('button', { name: 'Page 2' });
  await user.click(next);
  expect(screen.getByTestId('location')).toHaveTextContent('page=2');
  // While page 2 loads: the same button keeps focus, page 1's rows stay, no loading skeleton.
  expect(next).toBeInTheDocument();
  expect(next).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Ada Obi' })).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'First-timers' })).not.toHaveAttribute('aria-busy');
  // A new page starts a new selection.
  expect(screen.queryByRole('group', { name: 'With the selected first-timers' })).not.toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Select Ada Obi' })).not.toBeChecked();

  releasePage2();
  expect(await screen.findByRole('link', { name: 'Chi Nwa' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Ada Obi' })).not.toBeInTheDocument();
  expect(next).toBeInTheDocument();
  expect(next).toHaveFocus();
  expect(next).toHaveAttribute('aria-current', 'page');
});

it('moves focus to "Select all" when a bulk action is done and its bar goes away', async () => {
  const user = userEvent.setup();
  renderWithPlatform(<FirstTimersPage />, { route: '/dashboard/admin/first-timers', signedInAs: 'admin', api: api() });
  await user.click(await screen.findByRole('checkbox', { name: 'Select Ben Eze' }));
  const bar = screen.getByRole('group', { name: 'With the selected first-timers' });
  await user.selectOptions(within(bar).getByRole('combobox', { name: 'Set status' }), 'Invited Again');
  await user.click(within(bar).getByRole('button', { name: 'Apply status' }));
  await waitFor(() => expect(screen.queryByRole('group', { name: 'With the selected first-timers' })).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toHaveFocus());
});

it('moves focus to the list when a bulk action leaves no first-timer on the page', async () => {
  const user = userEvent.setup();
  let moved = false;
  const emptied = (call: FakeCall) => {
    if (call.method === 'POST') moved = true;
    return moved && call.url.startsWith('/api/first-timers?') ? { status: 200, body: { data: [], meta: { page: 1, per_page: 20, total: 0 } } } : undefined;
  };
  renderWithPlatform(<FirstTimersPage />, { route: '/dashboard/admin/first-timers?status=Not+Contacted', signedInAs: 'admin', api: api(emptied) });
  await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
  const bar = screen.getByRole('group', { name: 'With the selected first-timers' });
  await user.selectOptions(within(bar).getByRole('combobox', { name: 'Set status' }), 'Contacted');
  await user.click(within(bar).getByRole('button', { name: 'Apply status' }));
  expect(await screen.findByText('No first-timers match')).toBeInTheDocument();
  await waitFor(() => expect(document.body).not.toHaveFocus());
  expect(document.activeElement).toContainElement(screen.getByText('No first-timers match'));
});

it('moves focus to the moved card in its new column once the board shows the move', async () => {
  const user = userEvent.setup();
  let moved = false;
  const afterMove = (call: FakeCall) => {
    if (call.method === 'PATCH') {
      moved = true;
      return undefined;
    }
    if (!moved || !call.url.startsWith('/api/first-timers?')) return undefined;
    return { status: 200, body: { data: [{ ...ADA, follow_up: { ...ADA.follow_up, status: 'Contacted' } }, BEN], meta: { page: 1, per_page: 100, total: 2 } } };
  };
  renderWithPlatform(<FirstTimersPage />, { route: '/dashboard/admin/first-timers?view=board', signedInAs: 'admin', api: api(afterMove) });
  const card = await screen.findByRole('listitem', { name: 'Ada Obi' });
  await user.selectOptions(within(card).getByRole('combobox', { name: 'Move Ada Obi to' }), 'Contacted');
  await user.click(within(card).getByRole('button', { name: 'Move Ada Obi' }));

  const contacted = screen.getByRole('region', { name: /^Contacted/ });
  await waitFor(() => expect(within(contacted).getByRole('link', { name: 'Ada Obi' })).toHaveFocus());
  expect(screen.getByRole('region', { name: /^Not Contacted/ })).toHaveTextContent('Nobody here.');
});

it('moves focus to the new column’s heading when the filters no longer show the moved card', async () => {
  const user = userEvent.setup();
  let moved = false;
  const afterMove = (call: FakeCall) => {
    if (call.method === 'PATCH') {
      moved = true;
      return undefined;
    }
    if (!moved || !call.url.startsWith('/api/first-timers?')) return undefined;
    return { status: 200, body: { data: [BEN], meta: { page: 1, per_page: 100, total: 1 } } };
  };
  renderWithPlatform(<FirstTimersPage />, { route: '/dashboard/admin/first-timers?view=board&overdue=true', signedInAs: 'admin', api: api(afterMove) });
  const card = await screen.findByRole('listitem', { name: 'Ada Obi' });
  await user.selectOptions(within(card).getByRole('combobox', { name: 'Move Ada Obi to' }), 'Integrated');
  await user.click(within(card).getByRole('button', { name: 'Move Ada Obi' }));
  await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: /^Integrated/ })).toHaveFocus());
});
