import 'fake-indexeddb/auto';
import { deserialize, serialize } from 'node:v8';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { todayInChurch } from '@church/contracts/church-time';
import { stopOutbox } from '@church/platform/offline-outbox';
import { clearStationCredential, readStationCredential, saveStationCredential } from '@church/platform/station-credential';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform, signOutForTest } from '@church/platform/testing/render';
import { KEPT_QUERIES_STORE_NAME, KEPT_STATION_DB_NAME } from '@church/platform/kept-queries';
import { createStore, keys, set } from 'idb-keyval';
import { REVOKED_MESSAGE } from '../hooks/useStationCredential';
import { StationPage } from './StationPage';

// jsdom has no structuredClone, which IndexedDB (here fake-indexeddb) copies values with.
globalThis.structuredClone ??= (value) => deserialize(serialize(value));

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
function setOnline(value: boolean) {
  online = value;
  act(() => {
    onlineManager.setOnline(value);
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

const today = todayInChurch();
const PEOPLE = [
  { id: 11, first_name: 'John', last_name: 'Adeyemi' },
  { id: 12, first_name: 'Joy', last_name: 'Adeyemi' },
  { id: 13, first_name: 'Ruth', last_name: 'Bello' },
];

/** A station's API: one open service (or two at once); records check-ins, visitors and this station's counts. */
function stationApi({ open = true, revoked = false, twoOpen = false, serving = false } = {}) {
  const state = { checkedIn: new Set<number>([13]), refs: new Set<string>(), visitors: [] as unknown[], counts: { children: 0, visitors: 0, other: 0 } as Record<string, number>, network: true };
  const responder = (call: FakeCall) => {
    if (!state.network) return new TypeError('Failed to fetch');
    if (call.url === '/api/stations/pair') {
      const code = (call.body as { pairing_code: string }).pairing_code;
      if (code.replace(/\s/g, '').toUpperCase() !== 'ABCD2345') return { status: 422, body: { message: 'The given data was invalid.', errors: { pairing_code: ['This pairing code is not valid or has expired.'] } } };
      return { status: 200, body: { data: { token: 'station-token', station: { id: 4, name: 'East door' } } } };
    }
    if (revoked) return { status: 401, body: { message: 'This station is not paired, or an admin revoked it. Pair it again.' } };
    if (call.url.startsWith('/api/station/occurrence')) {
      if (!open) return { status: 404, body: { message: 'No service is open for check-in now.' } };
      const services = twoOpen ? [SUNDAY, CHILDREN] : [SUNDAY];
      const chosen = new URL(call.url, 'http://x').searchParams.get('service_id');
      const occurrence = chosen === null ? SUNDAY : services.find((o) => String(o.service_id) === chosen);
      if (!occurrence) return { status: 404, body: { message: 'This service is not open for check-in now.' } };
      return {
        status: 200,
        body: {
          data: {
            occurrence,
            open: services,
            checked_in: state.checkedIn.size,
            checked_in_here: state.checkedIn.size,
            headcounts: Object.entries(state.counts).map(([category, count]) => ({ category, count, total: count + 2 })),
            // John serves on the Sunday's rota (the API sends who serves, names only).
            ...(serving && { serving: occurrence === SUNDAY ? [{ person_id: 11, first_name: 'John', last_name: 'Adeyemi', team_name: 'Media', position_name: 'Sound desk', checked_in: state.checkedIn.has(11) }] : [] }),
          },
        },
      };
    }
    if (call.url.startsWith('/api/station/people')) {
      const q = new URL(call.url, 'http://x').searchParams.get('q')!.toLowerCase().slice(0, 3);
      return { status: 200, body: { data: PEOPLE.filter((p) => `${p.first_name} ${p.last_name}`.toLowerCase().includes(q)).map((p) => ({ ...p, checked_in: state.checkedIn.has(p.id) })) } };
    }
    if (call.url === '/api/station/roster') return { status: 200, body: { data: PEOPLE } };
    if (call.url === '/api/check-in/code') return { status: 200, body: codeAt(Date.now(), twoOpen ? [SUNDAY, CHILDREN] : [SUNDAY]) };
    if (call.url === `/api/check-in/code?service_id=${CHILDREN.service_id}` && twoOpen) return { status: 200, body: codeAt(Date.now(), [SUNDAY, CHILDREN], CHILDREN) };
    if (call.url === '/api/station/check-ins') {
      const { user_id: userId, client_ref: ref } = call.body as { user_id: number; client_ref: string };
      const again = state.refs.has(ref);
      state.refs.add(ref);
      state.checkedIn.add(userId);
      return { status: again ? 200 : 201, body: { data: { id: 100 + userId, user_id: userId }, message: 'Checked in.', undoable: !again } };
    }
    if (call.method === 'DELETE' && call.url.startsWith('/api/station/check-ins/')) {
      const userId = Number(call.url.split('/').pop()) - 100;
      state.checkedIn.delete(userId);
      const person = PEOPLE.find((p) => p.id === userId)!;
      return { status: 200, body: { message: `${person.first_name} ${person.last_name}'s check-in is undone.` } };
    }
    if (call.url === '/api/station/first-timers') {
      state.visitors.push(call.body);
      return { status: 201, body: { data: { service_id: 1, visit_date: today }, message: 'Welcome.' } };
    }
    if (call.url === '/api/station/headcounts') {
      const { category, change, client_ref: ref } = call.body as { category: string; change: number; client_ref: string };
      const again = state.refs.has(ref);
      if (!again && state.counts[category] + change < 0) return { status: 422, body: { message: 'The given data was invalid.', errors: { change: ['This count is already at 0 here.'] } } };
      if (!again) state.counts[category] += change;
      state.refs.add(ref);
      return { status: again ? 200 : 201, body: { data: { category, count: state.counts[category], total: state.counts[category] + 2 } } };
    }
    return { status: 404, body: { message: 'Not found' } };
  };
  return { state, responder };
}

/** The answers kept on the tablet for the station (the roster). */
const stationKept = () => createStore(KEPT_STATION_DB_NAME, KEPT_QUERIES_STORE_NAME);

const writes = (calls: FakeCall[]) => calls.filter((c) => c.method !== 'GET');

const SLOT_MS = 45_000;
const SUNDAY = { service_id: 1, date: today, name: 'Sunday Service', starts_at: `${today}T09:00:00+01:00` };
const CHILDREN = { service_id: 7, date: today, name: 'Children’s Church', starts_at: `${today}T09:00:00+01:00` };
/** The door's code for the slot holding `now`, as GET /api/check-in/code answers it. */
function codeAt(now: number, open = [SUNDAY], occurrence = SUNDAY) {
  const slot = Math.floor(now / SLOT_MS);
  const code = `${occurrence === SUNDAY ? 'C' : 'K'}${String(slot % 100_000).padStart(5, '0')}`;
  return {
    occurrence,
    open,
    code,
    url: `http://church.test/check-in?code=${code}`,
    expires_at: new Date((slot + 1) * SLOT_MS).toISOString(),
  };
}

beforeEach(() => {
  localStorage.clear(); // the service chosen at a station, among others
  signOutForTest();
  clearStationCredential();
  setOnline(true);
});
afterEach(() => stopOutbox());

const paired = () => saveStationCredential({ token: 'station-token', station: { id: 4, name: 'East door' } });

it('pairs with the code an admin gives (spaces and case forgiven), and refuses a wrong one on its field', async () => {
  const user = userEvent.setup();
  const api = stationApi();
  renderWithPlatform(<StationPage />, { route: '/station', api: api.responder });
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome station' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Pairing code'), 'WRONG123{Enter}');
  expect(await screen.findByText('This pairing code is not valid or has expired.')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Pairing code'));
  await user.type(screen.getByLabelText('Pairing code'), 'abcd 2345');
  await user.click(screen.getByRole('button', { name: 'Pair this tablet' }));
  expect(await screen.findByText(/East door · Sunday Service/)).toBeInTheDocument();
  expect(readStationCredential()).toEqual({ token: 'station-token', station: { id: 4, name: 'East door' } });
});

it('sends the station credential, never a session, and shows the open service with its total', async () => {
  paired();
  const api = stationApi();
  const { calls } = renderWithPlatform(<StationPage />, { route: '/station', api: api.responder, signedInAs: 'admin' });
  expect(await screen.findByTestId('station-total')).toHaveTextContent('1 checked in this service');
  const occurrence = calls.find((c) => c.url === '/api/station/occurrence')!;
  expect(occurrence.headers.Authorization).toBe('Station station-token');
});

describe('Show the code', () => {
  beforeEach(() => {
    // IndexedDB (fake-indexeddb) schedules its work with setImmediate: only the clock is faked.
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'] });
    // Ten seconds into a slot.
    jest.setSystemTime(Math.ceil(Date.now() / SLOT_MS) * SLOT_MS + 10_000);
  });
  afterEach(() => jest.useRealTimers());

  it('shows the door’s QR code and typed code with the countdown, and the next code when it expires', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    paired();
    const api = stationApi();
    const { calls } = renderWithPlatform(<StationPage />, { route: '/station', api: api.responder });
    await user.click(await screen.findByRole('button', { name: 'Show the code' }));
    const first = codeAt(Date.now());
    expect(await screen.findByTestId('check-in-code')).toHaveTextContent(first.code);
    expect(screen.getByRole('img', { name: 'QR code to check in at Sunday Service' })).toHaveAttribute('data-url', first.url);
    expect(await screen.findByTestId('check-in-countdown')).toHaveTextContent('New code in 0:35');
    expect(calls.find((c) => c.url === '/api/check-in/code')!.headers.Authorization).toBe('Station station-token');

    await act(() => jest.advanceTimersByTimeAsync(36_000));
    const second = codeAt(Date.now());
    expect(second.code).not.toBe(first.code);
    expect(await screen.findByText(second.code)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code to check in at Sunday Service' })).toHaveAttribute('data-url', second.url);
    expect(calls.filter((c) => c.url === '/api/check-in/code')).toHaveLength(2);
    expect(screen.queryByRole('combobox', { name: 'Show the code for' })).toBeNull();
  });

  // The code shown is of the service the desk checks into: one choice, kept on the tablet (it was
  // kept in the address before the desk could choose).
  it('with two services open, shows the chosen one’s code, and the desk checks in to it too', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    paired();
    const api = stationApi({ twoOpen: true });
    const { calls } = renderWithPlatform(<StationPage />, { route: '/station', api: api.responder });
    await user.click(await screen.findByRole('button', { name: 'Show the code' }));
    const choice = await screen.findByRole('combobox', { name: 'Show the code for' });
    expect(choice).toHaveValue(String(SUNDAY.service_id));
    await user.selectOptions(choice, 'Children’s Church, 9:00 AM');
    expect(await screen.findByRole('img', { name: 'QR code to check in at Children’s Church' })).toBeInTheDocument();
    expect(screen.getByTestId('check-in-code')).toHaveTextContent(codeAt(Date.now(), [SUNDAY, CHILDREN], CHILDREN).code);
    expect(calls.find((c) => c.url === '/api/check-in/code?service_id=7')!.headers.Authorization).toBe('Station station-token');
    await user.click(screen.getByRole('button', { name: 'Back to the desk' }));
    expect(await screen.findByRole('combobox', { name: 'Checking in to' })).toHaveValue(String(CHILDREN.service_id));
  });
});

it('finds a person as one types and checks them in with one tap; someone already in is shown so', async () => {
  const user = userEvent.setup();
  paired();
  const api = stationApi();
  const { calls } = renderWithPlatform(<StationPage />, { route: '/station', api: api.responder });
  // A phone finds its owner only whole, which the field says.
  expect(await screen.findByLabelText('Name or phone')).toHaveAccessibleDescription(/type the whole phone number/);
  await user.type(screen.getByLabelText('Name or phone'), 'joh');
  const found = await screen.findByRole('list', { name: 'People found' });
  await user.click(within(found).getByRole('button', { name: 'Check in John Adeyemi' }));
  expect(await screen.findByText('John Adeyemi is checked in.')).toBeInTheDocument();
  expect(screen.getByLabelText('Name or phone')).toHaveValue('');
  expect(screen.getByLabelText('Name or phone')).toHaveFocus();
  const sent = writes(calls).filter((c) => c.url === '/api/station/check-ins');
  expect(sent).toHaveLength(1);
  expect(sent[0].body).toMatchObject({ user_id: 11, client_ref: expect.stringMatching(/^[0-9a-f-]{32,36}$/), made_at: expect.any(String) });
  expect(await screen.findByTestId('station-total')).toHaveTextContent('2 checked in this service');

  await user.type(screen.getByLabelText('Name or phone'), 'rut');
  const again = await screen.findByRole('list', { name: 'People found' });
  // Ruth's own row (the list may still show the previous answer for a moment).
  const ruth = (await within(again).findByText('Ruth Bello')).closest('li')!;
  expect(within(ruth).getByText('Checked in')).toBeInTheDocument();
  expect(within(again).queryByRole('button', { name: /Check in Ruth/ })).toBeNull();
});

it('shows who serves this service under "Serving today", and says once they are checked in', async () => {
  const user = userEvent.setup();
  paired();
  renderWithPlatform(<StationPage />, { route: '/station', api: stationApi({ serving: true }).responder });
  const serving = await screen.findByRole('region', { name: 'Serving today' });
  const john = within(serving).getByText('John Adeyemi').closest('li')!;
  expect(john).toHaveTextContent('John Adeyemi: Sound desk (Media)');
  expect(john).toHaveTextContent('Not checked in yet');
  await user.type(screen.getByLabelText('Name or phone'), 'joh');
  await user.click(within(await screen.findByRole('list', { name: 'People found' })).getByRole('button', { name: 'Check in John Adeyemi' }));
  expect(await within(serving).findByText('Checked in')).toBeInTheDocument();
});

it('shows no "Serving today" when nobody serves', async () => {
  paired();
  renderWithPlatform(<StationPage />, { route: '/station', api: stationApi().responder });
  expect(await screen.findByLabelText('Name or phone')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Serving today' })).toBeNull();
});

it('adds a first-time visitor in four fields, the first one ready to type in, the phone required', async () => {
  const user = userEvent.setup();
  paired();
  const api = stationApi();
  renderWithPlatform(<StationPage />, { route: '/station', api: api.responder });
  await user.click(await screen.findByRole('button', { name: 'New visitor' }));
  const dialog = await screen.findByRole('dialog', { name: 'New visitor' });
  expect(within(dialog).getByLabelText('First name')).toHaveFocus();
  await user.keyboard('Ada{Tab}Obi');
  await user.click(within(dialog).getByRole('button', { name: 'Add the visitor' }));
  await waitFor(() => expect(within(dialog).getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true'));
  expect(api.state.visitors).toEqual([]);
  await user.type(within(dialog).getByLabelText('Phone'), '08031234567');
  await user.click(within(dialog).getByRole('button', { name: 'Add the visitor' }));
  expect(await screen.findByText('Ada Obi is welcomed: their visit is recorded.')).toBeInTheDocument();
  expect(api.state.visitors).toEqual([expect.objectContaining({ first_name: 'Ada', last_name: 'Obi', phone: expect.stringContaining('8031234567'), consent_to_contact: false, service_id: SUNDAY.service_id, client_ref: expect.any(String), made_at: expect.any(String) })]);
});

it('asks a new visitor the welcome form’s consent question, unticked until they agree', async () => {
  const user = userEvent.setup();
  paired();
  const api = stationApi();
  renderWithPlatform(<StationPage />, { route: '/station', api: api.responder });
  await user.click(await screen.findByRole('button', { name: 'New visitor' }));
  const dialog = await screen.findByRole('dialog', { name: 'New visitor' });
  const consent = within(dialog).getByRole('checkbox', { name: 'The church may contact me' });
  expect(consent).not.toBeChecked();
  await user.type(within(dialog).getByLabelText('First name'), 'Bola');
  await user.type(within(dialog).getByLabelText('Last name'), 'Ade');
  await user.type(within(dialog).getByLabelText('Phone'), '08031234568');
  await user.click(consent);
  await user.click(within(dialog).getByRole('button', { name: 'Add the visitor' }));
  expect(await screen.findByTestId('station-said')).toHaveTextContent('Bola Ade is welcomed: their visit is recorded.');
  expect(api.state.visitors).toEqual([expect.objectContaining({ first_name: 'Bola', consent_to_contact: true })]);
});

it('with two services open, the desk checks in to the one chosen, and the choice stays on the tablet', async () => {
  const user = userEvent.setup();
  paired();
  const api = stationApi({ twoOpen: true });
  const first = renderWithPlatform(<StationPage />, { route: '/station', api: api.responder });
  const choice = await screen.findByRole('combobox', { name: 'Checking in to' });
  expect(choice).toHaveValue(String(SUNDAY.service_id));
  await user.selectOptions(choice, 'Children’s Church, 9:00 AM');
  expect(await screen.findByText(/East door · Children’s Church/)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Name or phone'), 'joh');
  await user.click(within(await screen.findByRole('list', { name: 'People found' })).getByRole('button', { name: 'Check in John Adeyemi' }));
  expect(await screen.findByTestId('station-said')).toHaveTextContent('John Adeyemi is checked in.');
  expect(writes(first.calls).find((c) => c.url === '/api/station/check-ins')!.body).toMatchObject({ user_id: 11, service_id: CHILDREN.service_id });
  expect(first.calls.some((c) => c.url === `/api/station/people?q=joh&service_id=${CHILDREN.service_id}`)).toBe(true);

  first.unmount();
  renderWithPlatform(<StationPage />, { route: '/station', api: api.responder });
  expect(await screen.findByRole('combobox', { name: 'Checking in to' })).toHaveValue(String(CHILDREN.service_id));
});

describe('Undo', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'] }));
  afterEach(() => jest.useRealTimers());

  it('says a check-in out loud, offers Undo for a minute, and Undo removes it', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    paired();
    const api = stationApi();
    const { calls } = renderWithPlatform(<StationPage />, { route: '/station', api: api.responder });
    const checkIn = async (typed: string, name: string) => {
      await user.type(await screen.findByLabelText('Name or phone'), typed);
      // The list may still show the previous answer for a moment.
      await user.click(await screen.findByRole('button', { name: `Check in ${name}` }));
    };

    await checkIn('joh', 'John Adeyemi');
    const said = await screen.findByTestId('station-said');
    expect(said).toHaveAttribute('role', 'status');
    await within(said).findByText('John Adeyemi is checked in.');
    await user.click(within(said).getByRole('button', { name: 'Undo' }));
    await within(said).findByText("John Adeyemi's check-in is undone.");
    expect(writes(calls).filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/station/check-ins/111']);
    expect(api.state.checkedIn.has(11)).toBe(false);
    expect(within(said).queryByRole('button', { name: 'Undo' })).toBeNull();

    await checkIn('joy', 'Joy Adeyemi');
    await within(said).findByText('Joy Adeyemi is checked in.');
    expect(within(said).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(within(said).queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(within(said).getByText('Joy Adeyemi is checked in.')).toBeInTheDocument();
  });
});

const headcountTaps = (calls: FakeCall[]) => writes(calls).filter((c) => c.url === '/api/station/headcounts').map((c) => c.body as { category: string; change: number; client_ref: string; service_id: number });

it('counts heads: each tap is one change, shown at once and sent with its own reference', async () => {
  const user = userEvent.setup();
  paired();
  const api = stationApi();
  const { calls } = renderWithPlatform(<StationPage />, { route: '/station', api: api.responder });
  const children = await screen.findByRole('listitem', { name: 'Children' });
  for (let i = 0; i < 3; i++) await user.click(within(children).getByRole('button', { name: 'One more: Children' }));
  await user.click(within(children).getByRole('button', { name: 'One fewer: Children' }));
  expect(within(children).getByLabelText('Children counted here')).toHaveTextContent('2');
  await waitFor(() => expect(api.state.counts.children).toBe(2));
  const taps = headcountTaps(calls);
  expect(taps.map((t) => t.change)).toEqual([1, 1, 1, -1]);
  expect(new Set(taps.map((t) => t.client_ref)).size).toBe(4);
  expect(taps.every((t) => t.category === 'children' && t.service_id === 1)).toBe(true);
  await waitFor(() => expect(within(children).getByText('4 at every door')).toBeInTheDocument());
  expect(within(children).getByLabelText('Children counted here')).toHaveTextContent('2');
});

it('keeps the count across a switch to the code and back: the next tap adds to it, never to an older figure', async () => {
  const user = userEvent.setup();
  paired();
  const api = stationApi();
  renderWithPlatform(<StationPage />, { route: '/station', api: api.responder });
  await user.click(within(await screen.findByRole('listitem', { name: 'Children' })).getByRole('button', { name: 'One more: Children' }));
  await user.click(screen.getByRole('button', { name: 'Show the code' }));
  await user.click(await screen.findByRole('button', { name: 'Back to the desk' }));
  const children = await screen.findByRole('listitem', { name: 'Children' });
  await waitFor(() => expect(within(children).getByLabelText('Children counted here')).toHaveTextContent('1'));
  await user.click(within(children).getByRole('button', { name: 'One more: Children' }));
  await waitFor(() => expect(api.state.counts.children).toBe(2));
  await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Children' })).getByLabelText('Children counted here')).toHaveTextContent('2'));
});

it('offline: taps are kept on the tablet and shown over the last count, then sent once each when back', async () => {
  const user = userEvent.setup();
  paired();
  const api = stationApi();
  api.state.counts.visitors = 4;
  const { calls } = renderWithPlatform(<StationPage />, { route: '/station', api: api.responder });
  const visitors = await screen.findByRole('listitem', { name: 'Visitors without a name' });
  await waitFor(() => expect(within(visitors).getByLabelText('Visitors without a name counted here')).toHaveTextContent('4'));
  api.state.network = false;
  setOnline(false);
  await user.click(within(visitors).getByRole('button', { name: 'One more: Visitors without a name' }));
  await user.click(within(visitors).getByRole('button', { name: 'One more: Visitors without a name' }));
  await user.click(within(visitors).getByRole('button', { name: 'One fewer: Visitors without a name' }));
  expect(within(visitors).getByLabelText('Visitors without a name counted here')).toHaveTextContent('5');
  expect(await screen.findByText('3 saved on this tablet, will be sent')).toBeInTheDocument();
  expect(api.state.counts.visitors).toBe(4);

  api.state.network = true;
  setOnline(true);
  await waitFor(() => expect(api.state.counts.visitors).toBe(5));
  await waitFor(() => expect(screen.queryByText(/saved on this tablet/)).toBeNull());
  expect(headcountTaps(calls).map((t) => t.change)).toEqual([1, 1, -1]);
  expect(within(screen.getByRole('listitem', { name: 'Visitors without a name' })).getByLabelText('Visitors without a name counted here')).toHaveTextContent('5');
});

it('offline: finds people among the names kept on the tablet (a slip forgiven), keeps the check-in and says so, and sends it once when back', async () => {
  const user = userEvent.setup();
  paired();
  const api = stationApi();
  const { calls } = renderWithPlatform(<StationPage />, { route: '/station', api: api.responder });
  await screen.findByTestId('station-total');
  await waitFor(() => expect(calls.some((c) => c.url === '/api/station/roster')).toBe(true));
  // Kept for the station, for a page opened again without a connection: the names and the open service.
  await waitFor(async () => expect((await keys(stationKept())).map(String)).toEqual(expect.arrayContaining([expect.stringContaining('"roster"'), expect.stringContaining('"occurrence"')])));
  api.state.network = false;
  setOnline(false);
  await user.type(screen.getByLabelText('Name or phone'), 'Rtuh');
  const found = await screen.findByRole('list', { name: 'People found' });
  expect(within(found).getByText('Ruth Bello')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Name or phone'));
  await user.type(screen.getByLabelText('Name or phone'), 'joy ad');
  await user.click(await screen.findByRole('button', { name: 'Check in Joy Adeyemi' }));
  expect(await screen.findByText('1 saved on this tablet, will be sent')).toBeInTheDocument();
  expect(screen.getByTestId('station-total')).toHaveTextContent('2 checked in this service');
  expect(api.state.checkedIn.has(12)).toBe(false);

  api.state.network = true;
  setOnline(true);
  await waitFor(() => expect(screen.queryByText(/saved on this tablet/)).toBeNull());
  expect(api.state.checkedIn.has(12)).toBe(true);
  expect(writes(calls).filter((c) => c.url === '/api/station/check-ins' && (c.body as { user_id: number }).user_id === 12)).toHaveLength(1);
  await waitFor(() => expect(screen.getByTestId('station-total')).toHaveTextContent('2 checked in this service'));
});

it('a search the API turns away for now (too many a minute) is answered from the names kept on the tablet', async () => {
  const user = userEvent.setup();
  paired();
  const api = stationApi();
  const busy = (call: FakeCall) =>
    call.url.startsWith('/api/station/people') ? { status: 429, body: { message: 'Too many searches from this station: wait a moment.' } } : api.responder(call);
  const { calls } = renderWithPlatform(<StationPage />, { route: '/station', api: busy });
  await screen.findByTestId('station-total');
  await waitFor(() => expect(calls.some((c) => c.url === '/api/station/roster')).toBe(true));
  await user.type(screen.getByLabelText('Name or phone'), 'Rtuh');
  const found = await screen.findByRole('list', { name: 'People found' });
  expect(within(found).getByText('Ruth Bello')).toBeInTheDocument();
  expect(screen.queryByText(/The search failed/)).toBeNull();
});

it('a revoked station forgets its credential and the names it kept, and says why', async () => {
  paired();
  await set('station-4:roster', JSON.stringify([{ id: 1, first_name: 'Ruth', last_name: 'Bello' }]), stationKept());
  renderWithPlatform(<StationPage />, { route: '/station', api: stationApi({ revoked: true }).responder });
  expect(await screen.findByText(REVOKED_MESSAGE)).toBeInTheDocument();
  expect(screen.getByLabelText('Pairing code')).toBeInTheDocument();
  expect(readStationCredential()).toBeNull();
  await waitFor(async () => expect(await keys(stationKept())).toEqual([]));
});

it('unpairs on request, after a confirmation', async () => {
  const user = userEvent.setup();
  paired();
  renderWithPlatform(<StationPage />, { route: '/station', api: stationApi({ open: false }).responder });
  expect(await screen.findByText(/No service is open for check-in now/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Unpair this tablet' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unpair' }));
  expect(await screen.findByLabelText('Pairing code')).toBeInTheDocument();
  expect(readStationCredential()).toBeNull();
});
