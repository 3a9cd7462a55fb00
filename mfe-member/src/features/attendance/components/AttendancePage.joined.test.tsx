import { screen, within } from '@testing-library/react';
import type { MonthSummaryJson, OccurrenceJson } from '@church/contracts/attendance';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { AttendancePage } from './AttendancePage';

// Someone who joined on Monday 10 March 2025: nothing before that day was theirs to attend.
const JOINED = '2025-03-10';
const summary = (over: Partial<MonthSummaryJson> = {}): MonthSummaryJson => ({
  month: 3, year: 2025, expected: 4, goal: 2, own_goal: null, attended: 0, percentage: 0, level: "The Sower's Seed", message: 'Every seed starts small.',
  held: 2, attended_so_far: 0, so_far_percentage: 0, excused: 0, joined_on: JOINED, ...over,
});
const sunday = (date: string): OccurrenceJson => ({
  service_id: 1, service_name: 'Sunday Service', date, starts_at: `${date}T08:00:00+01:00`, cancelled: false, cancel_reason: null, open: false,
});
// April 2024 to March 2025: the months up to February ended before they joined.
const HISTORY = Array.from({ length: 12 }, (_, i) => {
  const index = 2024 * 12 + 3 + i;
  return summary({ year: Math.floor(index / 12), month: (index % 12) + 1, goal: 0, held: 0, so_far_percentage: null });
});

function api(call: FakeCall) {
  if (call.url.startsWith('/api/attendance/summary')) return { status: 200, body: { data: summary() } };
  if (call.url.startsWith('/api/services/occurrences')) return { status: 200, body: { data: ['2025-03-02', '2025-03-09', '2025-03-16', '2025-03-23'].map(sunday) } };
  if (call.url.startsWith('/api/me/attendance?')) return { status: 200, body: { data: [] } };
  if (call.url.startsWith('/api/attendance/history')) return { status: 200, body: { data: HISTORY } };
  if (call.url === '/api/me/absences') return { status: 200, body: { data: [] } };
  return { status: 404, body: { message: 'Not found' } };
}

it('marks nothing on the calendar before the day they joined, and missed services after it', async () => {
  renderWithPlatform(<AttendancePage />, { route: '/dashboard/attendance?month=3&year=2025', signedInAs: 'member', api });
  const calendar = await screen.findByTestId('attendance-calendar');
  for (const before of ['2025-03-02', '2025-03-09']) {
    expect(calendar.querySelector(`[data-date="${before}"]`)).not.toHaveTextContent('Sunday Service');
    expect(calendar.querySelector(`[data-date="${before}"]`)).not.toHaveTextContent('✗');
  }
  expect(calendar.querySelector('[data-date="2025-03-16"]')).toHaveTextContent('Sunday Service: Missed');
  expect(calendar.querySelector('[data-date="2025-03-23"]')).toHaveTextContent('Sunday Service: Missed');
});

it('shows the months before they joined as not a member yet, with no bar or percentage', async () => {
  renderWithPlatform(<AttendancePage />, { route: '/dashboard/attendance?month=3&year=2025', signedInAs: 'member', api });
  const chart = await screen.findByTestId('history-chart');
  const months = within(chart).getAllByRole('listitem');
  expect(months).toHaveLength(12);
  for (const month of months.slice(0, 11)) {
    expect(month).toHaveTextContent(/not a member yet/);
    expect(month).not.toHaveTextContent('%');
  }
  expect(months[11]).toHaveTextContent('March 2025');
  expect(months[11]).toHaveTextContent('0%');
  expect(months[11]).not.toHaveTextContent(/not a member yet/);
});
