import 'fake-indexeddb/auto';
import { deserialize, serialize } from 'node:v8';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckInPreview } from '@church/contracts/check-in-schemas';
import { CHECK_IN_MESSAGES } from '@church/contracts/check-in';
import { todayInChurch } from '@church/contracts/church-time';
import { stopOutbox } from '@church/platform/offline-outbox';
import type { FakeCall } from '@church/platform/testing/fake-fetch';
import { emptyOutbox } from '@church/platform/testing/outbox';
import { renderWithPlatform, signOutForTest } from '@church/platform/testing/render';
import { CheckInPage } from './CheckInPage';

// jsdom has no structuredClone, which IndexedDB (here fake-indexeddb) copies values with.
globalThis.structuredClone ??= (value) => deserialize(serialize(value));

const today = todayInChurch();
const PREVIEW: CheckInPreview = {
  occurrence: { service_id: 1, date: today, name: 'Sunday Service', starts_at: `${today}T09:00:00+01:00` },
  categories: [
    { value: 'Others', label: 'I attended' },
    { value: 'Pre-Service', label: 'Pre-Service' },
    { value: 'Post-Service', label: 'Post-Service' },
  ],
  last_category: 'Pre-Service',
  default_category: 'Pre-Service',
  already_checked_in: false,
};
const RECORD = {
  id: 9, user_id: 1, full_name: 'Grace Okafor', service_id: 1, service_name: 'Sunday Service', date: today, category: 'Pre-Service',
  recorded_by: 1, recorded_by_name: null, created_at: new Date().toISOString(),
};
const SUMMARY = {
  month: 1, year: 2026, expected: 8, excused: 0, goal: 8, own_goal: null, attended: 3, percentage: 37, level: "Faith's Foundation",
  message: 'You are laying solid ground, one gathering at a time. Keep building.', held: 4, attended_so_far: 3, so_far_percentage: 75,
};

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

/** The check-in API: the preview answers for ABC234 (valid) and refuses anything else as expired. */
function churchApi({ preview = PREVIEW, network = true }: { preview?: CheckInPreview; network?: boolean | (() => boolean) } = {}) {
  return (call: FakeCall) => {
    if (!(typeof network === 'function' ? network() : network)) return new TypeError('Failed to fetch');
    if (call.url.startsWith('/api/check-ins/preview')) {
      if (call.url.endsWith('code=ABC234')) return { status: 200, body: preview };
      return { status: 422, body: { message: 'The given data was invalid.', errors: { code: [CHECK_IN_MESSAGES.expired] } } };
    }
    if (call.url === '/api/check-ins' && call.method === 'POST') return { status: 201, body: { data: RECORD, message: 'You are checked in for Sunday Service. Welcome!' } };
    if (call.url.startsWith('/api/attendance/summary')) return { status: 200, body: { data: SUMMARY } };
    return { status: 404, body: { message: 'Not found' } };
  };
}

function renderAt(route: string, options: { signedIn?: boolean; api?: ReturnType<typeof churchApi> } = {}) {
  // The harness shows the router's location (testid "location").
  return renderWithPlatform(<CheckInPage />, {
    route, api: options.api ?? churchApi(), ...(options.signedIn !== false && { signedInAs: 'member' as const }),
  });
}

beforeEach(async () => {
  signOutForTest();
  stopOutbox();
  online = true;
  await emptyOutbox();
});

it('offers a field for the code when opened without one, and refuses a code of the wrong form before asking', async () => {
  renderAt('/check-in');
  expect(screen.getByRole('heading', { level: 1, name: 'Check in' })).toBeInTheDocument();
  const field = screen.getByRole('textbox', { name: 'Code on the screen' });
  await userEvent.type(field, 'AB1');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(field).toHaveAccessibleDescription('Type the 6 letters and digits shown under the QR code.');
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/check-in$/);
  await userEvent.clear(field);
  await userEvent.type(field, 'abc 234');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/check-in?code=ABC234');
  expect(await screen.findByRole('heading', { name: 'Sunday Service' })).toBeInTheDocument();
});

it('signed out, offers to sign in and come straight back, or the welcome form for a first visit, both keeping the scan’s moment', () => {
  const before = Date.now();
  renderAt('/check-in?code=abc234', { signedIn: false });
  const signIn = new URL(screen.getByRole('link', { name: 'I have an account: sign in' }).getAttribute('href')!, 'http://site.test');
  expect(signIn.pathname).toBe('/login');
  const back = new URL(signIn.searchParams.get('redirect')!, 'http://site.test');
  expect(back.pathname).toBe('/check-in');
  expect(back.searchParams.get('code')).toBe('ABC234');
  const scannedAt = Date.parse(back.searchParams.get('scanned_at')!);
  expect(scannedAt).toBeGreaterThanOrEqual(before);
  expect(scannedAt).toBeLessThanOrEqual(Date.now());
  const welcome = new URL(screen.getByRole('link', { name: 'First time here? Welcome!' }).getAttribute('href')!, 'http://site.test');
  expect(welcome.pathname).toBe('/welcome');
  expect(welcome.searchParams.get('scanned_at')).toBe(back.searchParams.get('scanned_at'));
});

it('signed out again after a scan, keeps the link’s scan moment rather than starting a new one', () => {
  renderAt('/check-in?code=ABC234&scanned_at=2030-06-05T05%3A10%3A00.000Z', { signedIn: false });
  const href = screen.getByRole('link', { name: 'I have an account: sign in' }).getAttribute('href')!;
  expect(href).toBe(`/login?redirect=${encodeURIComponent('/check-in?code=ABC234&scanned_at=2030-06-05T05%3A10%3A00.000Z')}`);
});

it('signed in after a scan, asks and checks in with the scan’s moment, so the code is judged as it was then', async () => {
  const scannedAt = new Date(Date.now() - 60_000).toISOString();
  const api = churchApi();
  const { calls } = renderAt(`/check-in?code=ABC234&scanned_at=${encodeURIComponent(scannedAt)}`, {
    api: (call) => (call.url.startsWith('/api/check-ins/preview') ? api({ ...call, url: call.url.replace(/&made_at=[^&]*/, '') }) : api(call)),
  });
  expect(await screen.findByRole('heading', { name: 'Sunday Service' })).toBeInTheDocument();
  const asked = new URL(calls.find((c) => c.url.startsWith('/api/check-ins/preview'))!.url, 'http://site.test');
  expect(asked.searchParams.get('made_at')).toBe(scannedAt);
  await userEvent.click(screen.getByRole('button', { name: 'Check me in' }));
  await screen.findByTestId('checked-in');
  const post = calls.find((c) => c.method === 'POST')!;
  expect(post.body).toMatchObject({ code: 'ABC234', made_at: scannedAt });
});

it('the code field takes capitals as typed, with no autocorrect or spell-check', () => {
  renderAt('/check-in');
  const field = screen.getByRole('textbox', { name: 'Code on the screen' });
  expect(field).toHaveAttribute('autocapitalize', 'characters');
  expect(field).toHaveAttribute('autocorrect', 'off');
  expect(field).toHaveAttribute('spellcheck', 'false');
});

it('signed in, shows the service with last time’s category chosen, checks in with one tap and shows the month’s progress', async () => {
  const { calls } = renderAt('/check-in?code=ABC234');
  expect(await screen.findByRole('heading', { name: 'Sunday Service' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Pre-Service' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'I attended' })).not.toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Check me in' }));

  const done = await screen.findByTestId('checked-in');
  expect(within(done).getByRole('heading', { name: 'You are checked in at Sunday Service' })).toHaveFocus();
  expect(within(done).getByRole('status')).toHaveTextContent('You are checked in for Sunday Service. Welcome!');
  const progress = await within(done).findByTestId('month-progress');
  expect(progress).toHaveTextContent('3 of 8 services this month: 37% of your goal.');
  expect(within(progress).getByRole('progressbar', { name: "Your month's goal" })).toHaveAttribute('value', '37');

  const posts = calls.filter((c) => c.method === 'POST');
  expect(posts).toHaveLength(1);
  const body = posts[0].body as Record<string, string>;
  expect(body).toMatchObject({ code: 'ABC234', category: 'Pre-Service' });
  expect(body.client_ref).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(Date.parse(body.made_at)).toBeLessThanOrEqual(Date.now());
});

it('tells a person who serves at this service their post, before and after the tap; nothing for one who does not serve', async () => {
  renderAt('/check-in?code=ABC234', { api: churchApi({ preview: { ...PREVIEW, serving: [{ team_name: 'Media', position_name: 'Sound desk' }] } }) });
  expect(await screen.findByRole('heading', { name: 'Sunday Service' })).toBeInTheDocument();
  expect(screen.getByText('You serve today: Sound desk (Media)')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Check me in' }));
  const done = await screen.findByTestId('checked-in');
  expect(within(done).getByText('You serve today: Sound desk (Media)')).toBeInTheDocument();
});

it('names no post for a person who serves nowhere at this service', async () => {
  renderAt('/check-in?code=ABC234', { api: churchApi({ preview: { ...PREVIEW, serving: [] } }) });
  expect(await screen.findByRole('heading', { name: 'Sunday Service' })).toBeInTheDocument();
  expect(screen.queryByText(/You serve today/)).toBeNull();
});

it('says so when the person is already checked in, with no button to do it twice', async () => {
  renderAt('/check-in?code=ABC234', { api: churchApi({ preview: { ...PREVIEW, already_checked_in: true } }) });
  expect(await screen.findByRole('heading', { name: 'You are already checked in at Sunday Service' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Check me in' })).toBeNull();
  expect(await screen.findByTestId('month-progress')).toHaveTextContent('3 of 8 services');
});

it('refuses an expired code with the API’s sentence and lets the person type the code on the screen', async () => {
  renderAt('/check-in?code=ZZZ999');
  expect(await screen.findByTestId('check-in-refused')).toHaveTextContent(CHECK_IN_MESSAGES.expired);
  expect(screen.queryByRole('button', { name: 'Check me in' })).toBeNull();
  await userEvent.type(screen.getByRole('textbox', { name: 'Code on the screen' }), 'ABC234');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('button', { name: 'Check me in' })).toBeInTheDocument();
});

it('with no connection, keeps the check-in on the phone and says it will be sent', async () => {
  online = false;
  const { calls } = renderAt('/check-in?code=ABC234', { api: churchApi({ network: false }) });
  expect(await screen.findByText(/No connection right now/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Check me in' }));
  expect(await screen.findByRole('heading', { name: 'Saved on this phone, will be sent' })).toBeInTheDocument();
  expect(await screen.findByTestId('outbox-notice')).toHaveTextContent('1 saved on this phone, will be sent');
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

it('a check-in kept on the phone turns into "You are checked in" once it is sent', async () => {
  online = false;
  let network = false;
  const { calls } = renderAt('/check-in?code=ABC234', { api: churchApi({ network: () => network }) });
  await userEvent.click(await screen.findByRole('button', { name: 'Check me in' }));
  expect(await screen.findByRole('heading', { name: 'Saved on this phone, will be sent' })).toBeInTheDocument();

  online = true;
  network = true;
  act(() => window.dispatchEvent(new Event('online')));
  const done = await screen.findByRole('heading', { name: 'You are checked in at Sunday Service' });
  expect(done).toBeInTheDocument();
  expect(await screen.findByTestId('month-progress')).toHaveTextContent('3 of 8 services');
  expect(screen.queryByTestId('outbox-notice')).toBeNull();
  const posts = calls.filter((c) => c.method === 'POST');
  expect(posts).toHaveLength(1);
  expect(posts[0].body).toMatchObject({ code: 'ABC234', client_ref: expect.any(String), made_at: expect.any(String) });
});
