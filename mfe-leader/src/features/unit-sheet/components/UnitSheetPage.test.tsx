import 'fake-indexeddb/auto';
import { deserialize, serialize } from 'node:v8';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OccurrenceJson } from '@church/contracts/attendance';
import { addDays, todayInChurch } from '@church/contracts/church-time';
import type { SheetPerson, UnitSheet } from '@church/contracts/unit-sheet';
import { configureNotifier } from '@church/platform/notifier';
import { stopOutbox } from '@church/platform/offline-outbox';
import { emptyOutbox } from '@church/platform/testing/outbox';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import { UnitSheetPage } from './UnitSheetPage';

// jsdom has no structuredClone, which IndexedDB (here fake-indexeddb) copies values with.
globalThis.structuredClone ??= (value) => deserialize(serialize(value));

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

const today = todayInChurch();
const occurrence = (service_id: number, date: string, service_name: string, hour: string): OccurrenceJson => ({
  service_id, service_name, date, starts_at: `${date}T${hour}:00+01:00`, cancelled: false, cancel_reason: null, open: false,
});
const SUNDAY = occurrence(3, addDays(today, -2), 'Sunday Service', '08:00');
const MIDWEEK = occurrence(1, addDays(today, -6), 'Midweek Service', '17:30');
const LATER = occurrence(1, addDays(today, 1), 'Midweek Service', '17:30'); // not begun: not offered

const person = (id: number, full_name: string, record: SheetPerson['record'] = null): SheetPerson => ({ id, full_name, record });
const PEOPLE: SheetPerson[] = [
  person(11, 'Ada Obi', { source: 'self', recorded_by_name: null }),
  person(12, 'Ben Eze', { source: 'station', recorded_by_name: null, sent_late_minutes: 25 }),
  person(13, 'Chi Nwosu'),
  person(14, 'Dayo Adé'),
  person(15, 'Efe Uko', { source: 'someone', recorded_by_name: 'Grace Bello' }),
  person(16, 'Oluwatobiloba Oluwadamilareadeyemiokonkwobabatundeolamidefunmilayoasantemensahhh'),
];
const sheetOf = (o: OccurrenceJson): UnitSheet => ({ unit: { id: 1, name: 'Choir' }, occurrence: o, people: PEOPLE });

type Reply = { status: number; body?: unknown } | Error;
function api(over?: (call: FakeCall) => Reply | undefined) {
  return (call: FakeCall): Reply => {
    const answer = over?.(call);
    if (answer) return answer;
    if (call.url.startsWith('/api/services/occurrences?')) return { status: 200, body: { data: [MIDWEEK, LATER, SUNDAY] } };
    if (call.url.startsWith('/api/units/1/attendance?')) {
      const params = new URL(call.url, 'http://x').searchParams;
      const o = [SUNDAY, MIDWEEK].find((x) => String(x.service_id) === params.get('service_id') && x.date === params.get('date'))!;
      return { status: 200, body: { data: sheetOf(o) } };
    }
    if (call.url === '/api/units/1/attendance' && call.method === 'PUT') return { status: 200, body: { data: { marked: 1, unmarked: 0 }, message: 'Saved.' } };
    return { status: 404, body: { message: 'Not found' } };
  };
}

const writes = (calls: FakeCall[]) => calls.filter((c) => c.method === 'PUT').map((c) => c.body as { present: number[]; absent: number[]; service_id: number; date: string; client_ref: string });
const ROUTE = '/dashboard/leaders/units/1/sheet';
const render = (responder = api(), route = ROUTE) => renderWithPlatform(<UnitSheetPage />, { route, path: '/dashboard/leaders/units/:id/sheet', signedInAs: 'leader', api: responder });
const box = (name: RegExp | string) => screen.getByRole('checkbox', { name });

let notifyError: jest.Mock;
beforeEach(async () => {
  stopOutbox();
  online = true;
  notifyError = jest.fn();
  configureNotifier({ success: jest.fn(), error: notifyError, info: jest.fn() });
  await emptyOutbox();
});

it('says who served and was counted by their team’s rota', async () => {
  const served = { ...sheetOf(SUNDAY), people: [person(17, 'Gbenga Ola', { source: 'rota', recorded_by_name: null, rota_team_name: 'Media' })] };
  render(api((call) => (call.url.startsWith('/api/units/1/attendance?') ? { status: 200, body: { data: served } } : undefined)));
  expect(await screen.findByText('Served on the rota (Media)')).toBeInTheDocument();
  expect(box(/Gbenga Ola/)).toBeChecked();
});

it('opens the latest service that has begun, with everyone of the unit, who is present and who recorded it', async () => {
  const { calls } = render();
  expect(await screen.findByRole('checkbox', { name: /Chi Nwosu/ })).not.toBeChecked();
  expect(calls.some((c) => c.url === `/api/units/1/attendance?service_id=3&date=${SUNDAY.date}`)).toBe(true);
  // Its name first (a phone's select shows the start of it), and written out in full under it.
  expect(screen.getByRole('combobox', { name: 'Service' })).toHaveDisplayValue(/^Sunday Service · /);
  const chosenLabel = within(screen.getByRole('combobox', { name: 'Service' })).getByRole('option', { selected: true }).textContent!;
  expect(screen.getByText(chosenLabel, { selector: 'p' })).toBeInTheDocument();
  expect(within(screen.getByRole('combobox', { name: 'Service' })).getAllByRole('option')).toHaveLength(2);
  expect(box(/Ada Obi/)).toBeChecked();
  expect(screen.getByText('Marked it themself')).toBeInTheDocument();
  expect(screen.getByText('Checked in at the door, sent 25 min late')).toBeInTheDocument();
  expect(screen.getByText('Recorded by Grace Bello')).toBeInTheDocument();
  expect(screen.getByText('3 of 6 present')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Attendance sheet' })).toBeInTheDocument();
});

it('opens another service from the chooser, kept in the URL', async () => {
  const { calls } = render();
  await screen.findByRole('checkbox', { name: /Chi Nwosu/ });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Service' }), `1_${MIDWEEK.date}`);
  await waitFor(() => expect(calls.some((c) => c.url === `/api/units/1/attendance?service_id=1&date=${MIDWEEK.date}`)).toBe(true));
  expect(screen.getByTestId('location')).toHaveTextContent(`at=1_${MIDWEEK.date}`);
});

it('ticks one person present and off again, each sent as it is made, recorded by the leader', async () => {
  const { calls } = render();
  await userEvent.click(await screen.findByRole('checkbox', { name: /Chi Nwosu/ }));
  expect(box(/Chi Nwosu/)).toBeChecked();
  expect(screen.getByText('4 of 6 present')).toBeInTheDocument();
  expect(within(box(/Chi Nwosu/).closest('li')!).getByText('Marked by you')).toBeInTheDocument();
  await waitFor(() => expect(writes(calls)).toHaveLength(1));
  expect(writes(calls)[0]).toMatchObject({ service_id: 3, date: SUNDAY.date, present: [13], absent: [] });
  await userEvent.click(box(/Chi Nwosu/));
  expect(box(/Chi Nwosu/)).not.toBeChecked();
  await waitFor(() => expect(writes(calls)).toHaveLength(2));
  expect(writes(calls)[1]).toMatchObject({ present: [], absent: [13] });
  // Each write has its own reference.
  expect(writes(calls)[0].client_ref).not.toBe(writes(calls)[1].client_ref);
});

it('searches by name (accents and word order aside) and marks all shown only; Undo takes the mark-all back', async () => {
  const { calls } = render();
  await screen.findByRole('checkbox', { name: /Chi Nwosu/ });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'ade dayo');
  await waitFor(() => expect(screen.queryByRole('checkbox', { name: /Chi Nwosu/ })).toBeNull());
  expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  expect(screen.getByText('3 of 6 present · 1 shown')).toBeInTheDocument();

  await userEvent.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'o');
  // Ada Obi, Chi Nwosu, Dayo Adé, Efe Uko, Oluwatobiloba…: two of them not yet present.
  await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(5));
  await userEvent.click(screen.getByRole('button', { name: 'Mark all shown (3)' }));
  expect(box(/Chi Nwosu/)).toBeChecked();
  expect(box(/Dayo Adé/)).toBeChecked();
  expect(box(/Oluwatobiloba/)).toBeChecked();
  expect(screen.getByText('6 of 6 present · 5 shown')).toBeInTheDocument();
  await waitFor(() => expect(writes(calls)).toHaveLength(1));
  expect(writes(calls)[0]).toMatchObject({ present: [13, 14, 16], absent: [] });

  await userEvent.click(screen.getByRole('button', { name: 'Undo: Marked 3 people present' }));
  expect(box(/Chi Nwosu/)).not.toBeChecked();
  expect(box(/Ada Obi/)).toBeChecked(); // present before the mark-all: left alone
  expect(screen.getByText('3 of 6 present · 5 shown')).toBeInTheDocument();
  await waitFor(() => expect(writes(calls)).toHaveLength(2));
  expect(writes(calls)[1]).toMatchObject({ present: [], absent: [13, 14, 16] });
  expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
});

it('keeps a tick made offline on the phone, says so, and sends it when the connection returns', async () => {
  const { calls } = render();
  await screen.findByRole('checkbox', { name: /Chi Nwosu/ });
  online = false;
  await userEvent.click(box(/Chi Nwosu/));
  expect(box(/Chi Nwosu/)).toBeChecked();
  expect(await screen.findByText('1 saved on this phone, will be sent')).toBeInTheDocument();
  expect(writes(calls)).toHaveLength(0);
  online = true;
  window.dispatchEvent(new Event('online'));
  await waitFor(() => expect(writes(calls)).toHaveLength(1));
  expect(writes(calls)[0]).toMatchObject({ present: [13] });
  await waitFor(() => expect(screen.queryByText(/saved on this phone/)).toBeNull());
  expect(box(/Chi Nwosu/)).toBeChecked();
});

it('shows a tick still waiting on the phone from an earlier visit over the server’s answer', async () => {
  // The sheet answers; a write gets no answer (a weak connection): it waits on the phone.
  const noAnswer = api((call) => (call.method === 'PUT' ? new TypeError('Failed to fetch') : undefined));
  const first = render(noAnswer);
  await userEvent.click(await screen.findByRole('checkbox', { name: /Chi Nwosu/ }));
  expect(await screen.findByText('1 saved on this phone, will be sent')).toBeInTheDocument();
  first.unmount();

  render(noAnswer);
  expect(await screen.findByRole('checkbox', { name: /Chi Nwosu/ })).toBeChecked();
  expect(screen.getByText('4 of 6 present')).toBeInTheDocument();
  expect(screen.getByText('1 saved on this phone, will be sent')).toBeInTheDocument();
});

it('takes a refused tick back and says why', async () => {
  render(api((call) => (call.method === 'PUT' ? { status: 422, body: { message: 'Validation failed', errors: { present: ["Person 13 is not on Choir's roster"] } } } : undefined)));
  await userEvent.click(await screen.findByRole('checkbox', { name: /Chi Nwosu/ }));
  await waitFor(() => expect(box(/Chi Nwosu/)).not.toBeChecked());
  expect(notifyError).toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
});

it('says so when no service has begun in the last two weeks', async () => {
  render(api((call) => (call.url.startsWith('/api/services/occurrences?') ? { status: 200, body: { data: [LATER] } } : undefined)));
  expect(await screen.findByText('No service to record')).toBeInTheDocument();
});
