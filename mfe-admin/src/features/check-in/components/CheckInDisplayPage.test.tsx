import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckInCodeResponse } from '@church/contracts/check-in-schemas';
import type { OccurrenceJson } from '@church/contracts/attendance';
import { addDays, todayInChurch } from '@church/contracts/church-time';
import type { Station } from '@church/contracts/stations';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { CheckInDisplayPage } from './CheckInDisplayPage';
import { CODE_PROTECTS_NOTHING, SELF_MARKING_LABEL } from './SelfMarkingSetting';

const SLOT_MS = 45_000;
const today = todayInChurch();

const SUNDAY = { service_id: 1, date: today, name: 'Sunday Service', starts_at: `${today}T09:00:00+01:00` };
const CHILDREN = { service_id: 7, date: today, name: 'Children’s Church', starts_at: `${today}T09:00:00+01:00` };

/** The API's code for the slot holding `now`: a new code (and expiry) every 45 seconds. */
function codeAt(now: number, occurrence = SUNDAY, open = [SUNDAY]): CheckInCodeResponse {
  const slot = Math.floor(now / SLOT_MS);
  const code = `${occurrence.service_id === SUNDAY.service_id ? 'C' : 'K'}${String(slot % 100_000).padStart(5, '0')}`;
  return {
    occurrence,
    open,
    code,
    url: `http://church.test/check-in?code=${code}`,
    expires_at: new Date((slot + 1) * SLOT_MS).toISOString(),
  };
}

const STATIONS: Station[] = [
  { id: 1, name: 'Main door', created_at: '2026-01-04T08:00:00Z', paired_at: '2026-01-04T08:05:00Z', last_seen_at: null, pairing_expires_at: null, revoked: false, revoked_at: null },
];

interface Options {
  open?: boolean;
  /** The children's service is open at the same time as the main one. */
  twoOpen?: boolean;
  next?: OccurrenceJson[];
}

function churchApi({ open = true, twoOpen = false, next = [] }: Options = {}) {
  let selfMarking = true;
  let stations = [...STATIONS];
  const openNow = twoOpen ? [CHILDREN, SUNDAY] : [SUNDAY];
  return (call: FakeCall) => {
    if (call.url === '/api/check-in/code') return open ? { status: 200, body: codeAt(Date.now(), openNow[0], openNow) } : { status: 404, body: { message: 'No service is open for check-in now.' } };
    const chosen = /^\/api\/check-in\/code\?service_id=(\d+)$/.exec(call.url);
    if (chosen) {
      const occurrence = openNow.find((o) => o.service_id === Number(chosen[1]));
      return occurrence ? { status: 200, body: codeAt(Date.now(), occurrence, openNow) } : { status: 404, body: { message: 'This service is not open for check-in now.' } };
    }
    if (call.url.startsWith('/api/services/occurrences')) return { status: 200, body: { data: next } };
    if (call.url === '/api/church-settings' && call.method === 'GET') return { status: 200, body: { data: { self_marking_without_code: selfMarking } } };
    if (call.url === '/api/church-settings' && call.method === 'PUT') {
      selfMarking = (call.body as { self_marking_without_code: boolean }).self_marking_without_code;
      return { status: 200, body: { data: { self_marking_without_code: selfMarking }, message: 'The church settings have been saved.' } };
    }
    if (call.url === '/api/stations' && call.method === 'GET') return { status: 200, body: { data: stations } };
    if (call.url === '/api/stations' && call.method === 'POST') {
      const name = (call.body as { name: string }).name;
      if (!name.trim()) return { status: 422, body: { message: 'The given data was invalid.', errors: { name: ['Name is required'] } } };
      stations = [...stations, { ...STATIONS[0], id: 2, name, paired_at: null, pairing_expires_at: new Date(Date.now() + 15 * 60_000).toISOString() }];
      return { status: 201, body: { data: { id: 2, name, pairing_code: 'KM7QX4RT', pairing_expires_at: new Date(Date.now() + 15 * 60_000).toISOString() } } };
    }
    if (call.url === '/api/stations/1' && call.method === 'DELETE') {
      stations = stations.map((s) => (s.id === 1 ? { ...s, revoked: true, revoked_at: new Date().toISOString() } : s));
      return { status: 200, body: { message: 'The station is revoked: it can no longer check anyone in.' } };
    }
    return { status: 404, body: { message: 'Not found' } };
  };
}

const codeCalls = (calls: FakeCall[]) => calls.filter((c) => c.url === '/api/check-in/code').length;
const render = (options?: Options, route = '/dashboard/admin/check-in') => renderWithPlatform(<CheckInDisplayPage />, { route, signedInAs: 'admin', api: churchApi(options) });

describe('the rotating code', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    // Ten seconds into a slot.
    jest.setSystemTime(Math.ceil(Date.now() / SLOT_MS) * SLOT_MS + 10_000);
  });
  afterEach(() => jest.useRealTimers());

  it('shows the open service, its QR code of the address and the typed code, and counts down to the next code', async () => {
    const { calls } = render();
    const first = codeAt(Date.now());
    expect(await screen.findByTestId('check-in-code')).toHaveTextContent(first.code);
    expect(screen.getByRole('heading', { level: 2, name: 'Sunday Service' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code to check in at Sunday Service' })).toHaveAttribute('data-url', first.url);
    expect(screen.getByText('Scan with your phone’s camera, or open church.test/check-in and type:')).toBeInTheDocument();
    expect(await screen.findByTestId('check-in-countdown')).toHaveTextContent('New code in 0:35');

    await act(async () => jest.advanceTimersByTime(20_000));
    expect(screen.getByTestId('check-in-countdown')).toHaveTextContent('New code in 0:15');
    expect(codeCalls(calls)).toBe(1);

    // The slot ends: the next code is asked for once and shown.
    await act(async () => jest.advanceTimersByTime(16_000));
    const second = codeAt(Date.now());
    expect(second.code).not.toBe(first.code);
    expect(await screen.findByText(second.code)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code to check in at Sunday Service' })).toHaveAttribute('data-url', second.url);
    expect(codeCalls(calls)).toBe(2);
    expect(screen.getByTestId('check-in-countdown')).toHaveTextContent(/New code in 0:4\d/);
  });

  it('keeps one code request per slot for a quarter of an hour, and asks nothing once the page is closed', async () => {
    const { calls, unmount } = render();
    await screen.findByTestId('check-in-code');
    for (let step = 0; step < 20; step += 1) await act(() => jest.advanceTimersByTimeAsync(SLOT_MS));
    expect(codeCalls(calls)).toBe(21);
    expect(screen.getByTestId('check-in-code')).toHaveTextContent(codeAt(Date.now()).code);
    unmount();
    await act(async () => jest.advanceTimersByTime(10 * SLOT_MS));
    expect(codeCalls(calls)).toBe(21);
  });
});

describe('several services open at once', () => {
  it('offers no choice while one service is open', async () => {
    render();
    await screen.findByTestId('check-in-code');
    expect(screen.queryByRole('combobox', { name: 'Show the code for' })).toBeNull();
  });

  it('offers "Show the code for" set to the API’s choice; choosing another shows its code and keeps it in the address', async () => {
    const { calls } = render({ twoOpen: true });
    const choice = await screen.findByRole('combobox', { name: 'Show the code for' });
    expect(choice).toHaveValue(String(CHILDREN.service_id));
    expect(within(choice).getAllByRole('option').map((o) => o.textContent)).toEqual(['Children’s Church, 9:00 AM', 'Sunday Service, 9:00 AM']);
    expect(screen.getByRole('heading', { level: 2, name: 'Children’s Church' })).toBeInTheDocument();

    await userEvent.selectOptions(choice, 'Sunday Service, 9:00 AM');
    expect(await screen.findByRole('heading', { level: 2, name: 'Sunday Service' })).toBeInTheDocument();
    expect(screen.getByTestId('check-in-code')).toHaveTextContent(codeAt(Date.now()).code);
    expect(screen.getByRole('combobox', { name: 'Show the code for' })).toHaveValue(String(SUNDAY.service_id));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/admin/check-in?service=1');
    expect(calls.map((c) => c.url)).toContain('/api/check-in/code?service_id=1');
  });

  it('opened with ?service= shows that service’s code', async () => {
    render({ twoOpen: true }, '/dashboard/admin/check-in?service=1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Sunday Service' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Show the code for' })).toHaveValue('1');
  });

  it('says when the chosen service is not open, and goes back to the one open now on request', async () => {
    render({ twoOpen: false }, '/dashboard/admin/check-in?service=7');
    expect(await screen.findByTestId('check-in-chosen-closed')).toHaveTextContent('The service this screen was set to show is not open for check-in now.');
    expect(screen.queryByTestId('check-in-code')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show the service open now' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sunday Service' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/admin\/check-in$/);
  });
});

it('says when no service is open, and which one is next', async () => {
  const tomorrow = addDays(today, 1);
  const next: OccurrenceJson = { service_id: 2, service_name: 'Midweek Prayer', date: tomorrow, starts_at: `${tomorrow}T18:00:00+01:00`, cancelled: false, cancel_reason: null, open: false };
  render({ open: false, next: [next] });
  expect(await screen.findByText(/^No service is open for check-in now; the next is Midweek Prayer, \w+ .+ at 6:00\sPM\.$/)).toBeInTheDocument();
  expect(screen.queryByTestId('check-in-code')).toBeNull();
});

it('turns marking without the code off, saved at once', async () => {
  const { calls } = render();
  const box = await screen.findByRole('checkbox', { name: SELF_MARKING_LABEL });
  expect(box).toBeChecked();
  expect(screen.getByRole('note')).toHaveTextContent(CODE_PROTECTS_NOTHING);
  await userEvent.click(box);
  expect(await screen.findByRole('checkbox', { name: SELF_MARKING_LABEL })).not.toBeChecked();
  expect(screen.queryByText(CODE_PROTECTS_NOTHING)).toBeNull();
  expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ self_marking_without_code: false }]);
});

it('adds a station with its pairing code and the address to open on the tablet, lists it, and revokes one', async () => {
  const { calls } = render();
  const table = await screen.findByRole('table', { name: 'Welcome stations' });
  const mainDoor = within(table).getAllByRole('row')[1];
  expect(mainDoor).toHaveTextContent('Main door');
  expect(mainDoor).toHaveTextContent('Paired');
  expect(mainDoor).toHaveTextContent('Never');

  await userEvent.click(screen.getByRole('button', { name: 'Add a station' }));
  const form = screen.getByRole('form', { name: 'Add a station' });
  await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Side door');
  await userEvent.click(screen.getByRole('button', { name: 'Add the station' }));
  expect(await screen.findByTestId('pairing-code')).toHaveTextContent('KM7QX4RT');
  expect(screen.getByTestId('station-address')).toHaveTextContent(`${window.location.origin}/station`);
  await userEvent.click(screen.getByRole('button', { name: 'Done' }));
  expect(await within(table).findByRole('cell', { name: 'Side door' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Revoke Main door' }));
  await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
  expect(await within(table).findByText('Revoked')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/stations/1']);
});
