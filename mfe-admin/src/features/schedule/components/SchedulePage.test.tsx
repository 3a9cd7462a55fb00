import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OccurrenceJson, ScheduleService } from '@church/contracts/attendance';
import { addDays, todayInChurch } from '@church/contracts/church-time';
import { configureNotifier } from '@church/platform/notifier';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { SchedulePage } from './SchedulePage';

const ROUTE = '/dashboard/admin/attendance/schedule';
const sunday: ScheduleService = {
  id: 1, name: 'Sunday Service', is_recurring: true, day_of_week: 'Sunday', service_date: null, start_time: '08:00', is_active: true, active_from: '2024-01-01', active_until: null,
};
const vigil: ScheduleService = {
  id: 2, name: 'Night Vigil', is_recurring: false, day_of_week: null, service_date: '2024-12-31', start_time: '22:00', is_active: false, active_from: '2024-01-01', active_until: '2024-12-31',
};
const inAWeek = addDays(todayInChurch(), 7);
const nextSunday: OccurrenceJson = {
  service_id: 1, service_name: 'Sunday Service', date: inAWeek, starts_at: `${inAWeek}T08:00:00+01:00`, cancelled: false, cancel_reason: null, open: false,
};

// The schedule API as the page meets it, keeping what was written so the page's refetch sees it.
function scheduleApi() {
  let schedule = [sunday, vigil];
  let occurrence = nextSunday;
  const responder = (call: FakeCall) => {
    if (call.url === '/api/services/schedule') return { status: 200, body: { data: schedule } };
    if (call.url.startsWith('/api/services/occurrences?')) return { status: 200, body: { data: [occurrence] } };
    if (call.method === 'POST' && call.url === '/api/services') {
      const body = call.body as { name: string };
      if (body.name === 'Sunday Service') return { status: 422, body: { message: 'The given data was invalid.', errors: { name: ['A service with this name already exists'] } } };
      const created = { ...sunday, id: 3, ...(call.body as object) } as ScheduleService;
      schedule = [...schedule, created];
      return { status: 201, body: { data: created, message: 'The service has been added to the schedule.' } };
    }
    if (call.method === 'PATCH' && call.url === '/api/services/1') {
      schedule = schedule.map((s) => (s.id === 1 ? { ...s, ...(call.body as object) } : s));
      return { status: 200, body: { data: schedule[0], message: 'The service has been updated.' } };
    }
    if (call.method === 'POST' && call.url === '/api/services/1/cancellations') {
      const { reason } = call.body as { reason: string };
      occurrence = { ...occurrence, cancelled: true, cancel_reason: reason };
      return { status: 201, body: { data: { service_id: 1, date: inAWeek, reason }, message: 'The service is cancelled on that day.' } };
    }
    return { status: 404, body: { message: 'Not found' } };
  };
  return responder;
}

const toasts: string[] = [];
beforeEach(() => {
  toasts.length = 0;
  configureNotifier({ success: (m) => toasts.push(m), error: (m) => toasts.push(m), info: () => {} });
});

it('lists every service with when it is held and whether it is active, and the next eight weeks', async () => {
  renderWithPlatform(<SchedulePage />, { route: ROUTE, path: ROUTE, signedInAs: 'admin', api: scheduleApi() });
  expect(screen.getByRole('heading', { level: 1, name: 'Service schedule' })).toBeInTheDocument();
  const services = await screen.findByRole('table', { name: "The church's services" });
  const [sundayRow, vigilRow] = within(services).getAllByRole('row').slice(1);
  expect(sundayRow).toHaveTextContent(/Sunday Service.*Every Sunday.*8:00 AM.*Active/);
  expect(vigilRow).toHaveTextContent(/Night Vigil.*Dec 31, 2024.*10:00 PM.*Inactive.*since Dec 31, 2024/);
  const upcoming = await screen.findByRole('table', { name: 'Services in the next eight weeks' });
  expect(within(upcoming).getAllByRole('row')[1]).toHaveTextContent(/Sunday Service.*Scheduled/);
});

it('adds a weekly service: every missing field is named, a refusal from the API lands on its field and keeps what was typed', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<SchedulePage />, { route: ROUTE, path: ROUTE, signedInAs: 'admin', api: scheduleApi() });
  await user.click(await screen.findByRole('button', { name: 'Add a service' }));
  const dialog = screen.getByRole('dialog', { name: 'Add a service' });
  await user.click(within(dialog).getByRole('button', { name: 'Add the service' }));
  expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(/required/i);
  expect(within(dialog).getByLabelText('Day of the week')).toHaveAccessibleDescription('A weekly service needs its day of the week');
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

  await user.type(within(dialog).getByLabelText('Name'), 'Sunday Service');
  await user.selectOptions(within(dialog).getByLabelText('Day of the week'), 'Wednesday');
  // A time input: the browser shows the reader's clock (6:00 pm or 18:00) and gives HH:MM.
  expect(within(dialog).getByLabelText('Start time')).toHaveAttribute('type', 'time');
  await user.type(within(dialog).getByLabelText('Start time'), '18:00');
  await user.click(within(dialog).getByRole('button', { name: 'Add the service' }));
  expect(await within(dialog).findByText('A service with this name already exists')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Start time')).toHaveValue('18:00');

  await user.clear(within(dialog).getByLabelText('Name'));
  await user.type(within(dialog).getByLabelText('Name'), 'Midweek Service');
  await user.click(within(dialog).getByRole('button', { name: 'Add the service' }));
  expect(await screen.findByRole('cell', { name: 'Midweek Service' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST' && c.body && (c.body as { name: string }).name === 'Midweek Service')?.body).toEqual({
    name: 'Midweek Service', is_recurring: true, day_of_week: 'Wednesday', start_time: '18:00',
  });
  expect(toasts).toContain('The service has been added to the schedule.');
});

it("edits a service's start time through the time input, sending HH:MM", async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<SchedulePage />, { route: ROUTE, path: ROUTE, signedInAs: 'admin', api: scheduleApi() });
  await user.click(await screen.findByRole('button', { name: 'Edit Sunday Service' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Sunday Service' });
  const start = within(dialog).getByLabelText('Start time');
  expect(start).toHaveAttribute('type', 'time');
  expect(start).toHaveValue('08:00');
  await user.clear(start);
  await user.type(start, '18:30');
  await user.click(within(dialog).getByRole('button', { name: 'Save the changes' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ start_time: '18:30' });
});

it('a one-off service asks for its date instead of a weekday', async () => {
  const user = userEvent.setup();
  renderWithPlatform(<SchedulePage />, { route: ROUTE, path: ROUTE, signedInAs: 'admin', api: scheduleApi() });
  await user.click(await screen.findByRole('button', { name: 'Add a service' }));
  const dialog = screen.getByRole('dialog', { name: 'Add a service' });
  await user.click(within(dialog).getByRole('radio', { name: 'Once, on a date' }));
  expect(within(dialog).queryByLabelText('Day of the week')).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Add the service' }));
  expect(within(dialog).getByLabelText('Date')).toHaveAccessibleDescription('A one-off service needs its date');
});

it('deactivates a service only after confirming', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<SchedulePage />, { route: ROUTE, path: ROUTE, signedInAs: 'admin', api: scheduleApi() });
  await user.click(await screen.findByRole('button', { name: 'Deactivate Sunday Service' }));
  const dialog = screen.getByRole('dialog', { name: 'Deactivate Sunday Service?' });
  expect(dialog).toHaveTextContent('Its past services and their attendance are kept.');
  await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
  expect(await screen.findByRole('button', { name: 'Reactivate Sunday Service' })).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ is_active: false });
});

it('cancels one coming service with a reason, which then shows as cancelled', async () => {
  const user = userEvent.setup();
  const { calls } = renderWithPlatform(<SchedulePage />, { route: ROUTE, path: ROUTE, signedInAs: 'admin', api: scheduleApi() });
  const upcoming = await screen.findByRole('table', { name: 'Services in the next eight weeks' });
  await user.click(await within(upcoming).findByRole('button', { name: /^Cancel Sunday Service on / }));
  const dialog = screen.getByRole('dialog', { name: 'Cancel Sunday Service?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel the service' }));
  expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(/required/i);
  await user.type(within(dialog).getByLabelText('Reason'), 'Christmas convention at the stadium');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel the service' }));
  expect(await within(upcoming).findByText('Christmas convention at the stadium')).toBeInTheDocument();
  expect(within(upcoming).getByText('Cancelled')).toBeInTheDocument();
  expect(calls.find((c) => c.url === '/api/services/1/cancellations')?.body).toEqual({ date: inAWeek, reason: 'Christmas convention at the stadium' });
});
