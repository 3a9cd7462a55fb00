import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANALYTICS_DEFINITIONS, type FunnelRow, type Overview, type RetentionRow, type SlippingMember } from '@church/contracts/analytics';
import type { AnalyticsRow } from '@church/contracts/first-timers';
import { FOLLOW_UP_STATUSES } from '@church/contracts/follow-up';
import { createQueryClient } from '@church/platform/query-client';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { DashboardPage } from './DashboardPage';

// Chart.js needs a real canvas (jsdom has none): the chart stands in as its labelled image; the
// e2e test draws the real one. Everything else renders as it does in the browser.
jest.mock('../features/dashboard/components/ChartCanvas', () => ({ __esModule: true, default: ({ label }: { label: string }) => <div role="img" aria-label={label} data-drawn="" /> }));

const OVERVIEW: Overview = {
  active_members: 10234,
  attendance: { this_month: 62, last_month: 58, this_days: { from: '2026-11-01', to: '2026-11-23' }, last_days: { from: '2026-10-01', to: '2026-10-23' } },
  last_sunday: { date: '2026-11-22', attended: 4210, previous_average: 4400.5 },
  first_timers_this_month: 37,
  follow_ups: { open: 120, overdue: 14 },
  unread_forms: 5,
  levels: [
    { level: "The Sower's Seed", members: 4000 },
    { level: "Faith's Foundation", members: 3000 },
    { level: 'The Shining Lamp', members: 2000 },
    { level: 'Finishing the Race', members: 1000 },
    { level: 'The Good Steward', members: 234 },
  ],
  follow_up_statuses: FOLLOW_UP_STATUSES.map((status, i) => ({ status, count: i * 10 })),
  as_of: '2026-11-23T09:00:00Z',
};
const TREND = { weeks: ['2026-11-09', '2026-11-16'], series: [{ service_id: 1, service_name: 'Sunday Service', values: [4300, null] }] };
const funnelRow = (month: number): FunnelRow => ({ month, first_visit: 0, second_visit: 0, third_visit: 0, fourth_visit: 0, integrated: 0 });
const FUNNEL = Array.from({ length: 12 }, (_, i) => funnelRow(i + 1));
FUNNEL[9] = { month: 10, first_visit: 5, second_visit: 4, third_visit: 1, fourth_visit: 0, integrated: 1 };
const retentionRow = (month: number): RetentionRow => ({ month, first_timers: 0, windows: [30, 60, 90].map((days) => ({ days, returned: null, percent: null })), integrated: 0, integrated_percent: null });
const RETENTION = Array.from({ length: 12 }, (_, i) => retentionRow(i + 1));
RETENTION[9] = { month: 10, first_timers: 5, windows: [{ days: 30, returned: 2, percent: 40 }, { days: 60, returned: 3, percent: 60 }, { days: 90, returned: 4, percent: 80 }], integrated: 1, integrated_percent: 20 };
const NONE = Object.fromEntries(FOLLOW_UP_STATUSES.map((s) => [s, 0])) as AnalyticsRow['by_status'];
const ANALYTICS: AnalyticsRow[] = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, first_timers: 0, by_status: NONE, second_timer: 0, third_timer: 0, fourth_timer: 0 }));
const SLIPPING: SlippingMember = {
  id: 9, full_name: 'Grace Bello', phone: null, email: 'grace@example.com', units: [{ id: 1, name: 'Choir' }], leaders: [{ id: 2, full_name: 'Daniel Mensah' }],
  recent: { attended: 1, expected: 12, percent: 8 }, baseline: { attended: 30, expected: 36, percent: 83 }, last_attended: '2026-11-01',
};

function api(call: FakeCall) {
  const path = call.url.split('?')[0];
  const answers: Record<string, unknown> = {
    '/api/analytics/overview': { data: OVERVIEW },
    '/api/analytics/attendance-trend': { data: TREND },
    '/api/analytics/first-timer-funnel': { data: FUNNEL },
    '/api/analytics/retention': { data: RETENTION },
    '/api/analytics/follow-ups': { data: ANALYTICS },
    '/api/analytics/slipping-members': { data: [SLIPPING], meta: { page: 1, per_page: 10, total: 1 } },
  };
  return path in answers ? { status: 200, body: answers[path] } : { status: 404, body: { message: 'Not found' } };
}

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

/** Opens a card's "Show as a table" (its table is rendered while open) and finds the table. */
async function openTable(cardName: string, tableName: string) {
  const card = await screen.findByRole('region', { name: cardName });
  expect(within(card).queryByRole('table')).not.toBeInTheDocument();
  await userEvent.setup().click(within(card).getByText('Show as a table'));
  return within(card).findByRole('table', { name: tableName });
}

it('shows the tiles, each linking to the page that explains it, with their definitions', async () => {
  renderWithPlatform(<DashboardPage />, { route: '/dashboard/admin', signedInAs: 'admin', api });
  // The tiles hold their place while the figures load (nothing below moves when they arrive).
  const glanceCard = await screen.findByRole('region', { name: 'At a glance' });
  expect(glanceCard).toHaveAttribute('aria-busy', 'true');
  expect(within(glanceCard).getAllByRole('link')[0]).toHaveTextContent('Active members…');
  await waitFor(() => expect(glanceCard).toHaveAttribute('aria-busy', 'false'));
  const tiles = screen.getByRole('list', { name: 'At a glance' });
  const links = within(tiles).getAllByRole('link');
  expect(links.map((l) => l.getAttribute('href'))).toEqual([
    '/dashboard/admin/members', '/dashboard/admin/attendance', '/dashboard/admin/attendance', '/dashboard/admin/first-timers', '/dashboard/admin/first-timers?overdue=true', '/dashboard/admin/forms?status=unread',
  ]);
  expect(links[0]).toHaveTextContent('Active members10,234');
  expect(links[1]).toHaveTextContent('62%');
  // A month in progress against the same days of the last one, and the card says which.
  expect(links[1]).toHaveTextContent('4 points on 1–23 Oct (58%)');
  expect(links[1]).toHaveTextContent('1–23 Nov against 1–23 Oct');
  expect(within(links[1]).getByRole('img', { name: 'Up' })).toBeInTheDocument();
  expect(links[2]).toHaveTextContent('Last Sunday, Nov 22, 2026');
  expect(links[2]).toHaveTextContent('190.5 on the four before (4400.5)');
  expect(within(links[2]).getByRole('img', { name: 'Down' })).toBeInTheDocument();
  expect(links[4]).toHaveTextContent('Open follow-ups12014 overdue');
  const glance = screen.getByRole('region', { name: 'At a glance' });
  await userEvent.setup().click(within(glance).getByText('How is this counted?'));
  expect(within(glance).getByText(ANALYTICS_DEFINITIONS.lastSunday)).toBeVisible();
});

it("gives each chart its table: the trend with a gap, the levels and the statuses", async () => {
  renderWithPlatform(<DashboardPage />, { route: '/dashboard/admin', signedInAs: 'admin', api });
  const trend = await screen.findByRole('region', { name: 'Attendance per service, last 12 weeks' });
  expect(await within(trend).findByRole('img', { name: 'Attendance per service, week by week, from Nov 9, 2026' })).toBeInTheDocument();
  const trendTable = await openTable('Attendance per service, last 12 weeks', 'Attendance per service per week');
  expect(within(trendTable).getAllByRole('row').slice(1).map(cells)).toEqual([['Nov 9, 2026', '4300'], ['Nov 16, 2026', '—']]);
  const levels = await openTable('Progress levels this month', 'Members per progress level this month');
  expect(within(levels).getAllByRole('row').slice(1).map(cells)[4]).toEqual(['The Good Steward', '234']);
  const statuses = await openTable('Follow-up statuses now', 'First-timers by follow-up status');
  expect(within(statuses).getAllByRole('row')).toHaveLength(1 + FOLLOW_UP_STATUSES.length);
});

it('changes the analytics year in the URL for the funnel, retention and follow-up tables, with totals', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<DashboardPage />, { route: '/dashboard/admin?year=2026', signedInAs: 'admin', api });
  await openTable('First-timer funnel, 2026', 'First-timer funnel for 2026');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Analytics year' }), '2025');
  const funnel = await screen.findByRole('table', { name: 'First-timer funnel for 2025' });
  const funnelRows = within(funnel).getAllByRole('row').slice(1);
  expect(cells(funnelRows[9])).toEqual(['October', '5', '4', '1', '0', '1']);
  expect(cells(funnelRows[12])).toEqual(['Total', '5', '4', '1', '0', '1']);
  const retention = await screen.findByRole('table', { name: "Retention of 2025's first-timers" });
  const retentionRows = within(retention).getAllByRole('row').slice(1);
  expect(cells(retentionRows[9])).toEqual(['October', '5', '2 (40%)', '3 (60%)', '4 (80%)', '1 (20%)']);
  expect(cells(retentionRows[0])).toEqual(['January', '0', '—', '—', '—', '0']);
  expect(await screen.findByRole('table', { name: 'Follow-up analytics for 2025' })).toBeInTheDocument();
  for (const path of ['first-timer-funnel', 'retention', 'follow-ups']) expect(calls.some((c) => c.url === `/api/analytics/${path}?year=2025`)).toBe(true);
});

it('lists the slipping members with their units, leaders and both rates, each linking to their page', async () => {
  renderWithPlatform(<DashboardPage />, { route: '/dashboard/admin', signedInAs: 'admin', api });
  const table = await screen.findByRole('table', { name: 'Slipping members' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  expect(cells(within(table).getAllByRole('row')[1])).toEqual(['Grace Bello', 'Choir', 'Daniel Mensah', '1 of 12 (8%)', '30 of 36 (83%)', 'Nov 1, 2026']);
  expect(within(table).getByRole('link', { name: 'Grace Bello' })).toHaveAttribute('href', '/dashboard/members/9?back=%2Fdashboard%2Fadmin');
});

it('says when a chart could not be loaded, with a Retry that fetches it again', async () => {
  const user = userEvent.setup();
  let failing = true;
  const flaky = (call: FakeCall) => (failing && call.url.startsWith('/api/analytics/attendance-trend') ? { status: 500, body: { message: 'Something went wrong' } } : api(call));
  // Retried at once here (the site waits 1, 2 and 4 s between its three retries).
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
  const { calls } = renderWithPlatform(<DashboardPage />, { route: '/dashboard/admin', signedInAs: 'admin', api: flaky, queryClient });
  const trend = await screen.findByRole('region', { name: 'Attendance per service, last 12 weeks' });
  // The chart's Retry (its table, rendered once "Show as a table" is opened, has its own).
  const retry = await within(trend).findByRole('button', { name: 'Retry' });
  expect(within(trend).queryByText('No services were held in these weeks.')).not.toBeInTheDocument();
  failing = false;
  await user.click(retry);
  expect(await within(trend).findByRole('img', { name: /Attendance per service, week by week/ })).toBeInTheDocument();
  expect(calls.filter((c) => c.url.startsWith('/api/analytics/attendance-trend')).length).toBeGreaterThanOrEqual(2);
});

it('says once that the overview could not be loaded: on the tiles, without the two charts it feeds', async () => {
  const failing = (call: FakeCall) => (call.url.startsWith('/api/analytics/overview') ? { status: 500, body: { message: 'Something went wrong' } } : api(call));
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
  renderWithPlatform(<DashboardPage />, { route: '/dashboard/admin', signedInAs: 'admin', api: failing, queryClient });
  // While it loads, the two charts hold their place.
  expect(screen.getByRole('region', { name: 'Progress levels this month' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Progress levels this month' })).not.toBeInTheDocument());
  expect(screen.queryByRole('region', { name: 'Follow-up statuses now' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'At a glance' })).not.toBeInTheDocument();
  // The trend has its own data and still loads; the overview's failure is the only alert with a Retry outside it.
  const trend = await screen.findByRole('region', { name: 'Attendance per service, last 12 weeks' });
  const retries = screen.getAllByRole('button', { name: 'Retry' }).filter((button) => !trend.contains(button));
  expect(retries).toHaveLength(1);
});

it('draws a chart once it comes near the screen; until then the chart is there by what it shows', async () => {
  const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
  class FakeIntersectionObserver {
    targets: Element[] = [];
    constructor(callback: IntersectionObserverCallback) {
      observers.push({ callback, targets: this.targets });
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {}
  }
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  try {
    renderWithPlatform(<DashboardPage />, { route: '/dashboard/admin', signedInAs: 'admin', api });
    const trend = await screen.findByRole('region', { name: 'Attendance per service, last 12 weeks' });
    const chart = await within(trend).findByRole('img', { name: 'Attendance per service, week by week, from Nov 9, 2026' });
    expect(chart).not.toHaveAttribute('data-drawn');
    // The trend's plot comes near the screen.
    const watching = observers.find((o) => o.targets.some((t) => trend.contains(t)))!;
    act(() => watching.callback([{ isIntersecting: true, target: watching.targets[0] } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await within(trend).findByRole('img', { name: 'Attendance per service, week by week, from Nov 9, 2026' })).toHaveAttribute('data-drawn');
    // The others, still away from the screen, are not drawn.
    const levels = screen.getByRole('region', { name: 'Progress levels this month' });
    expect(within(levels).getByRole('img')).not.toHaveAttribute('data-drawn');
  } finally {
    delete (window as Partial<typeof window>).IntersectionObserver;
  }
});
