import 'fake-indexeddb/auto';
import { deserialize, serialize } from 'node:v8';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { clear, createStore, set } from 'idb-keyval';
import { credentialsReceived, signedOut } from './auth-slice';
import { configureHttp, HttpError } from './http';
import { configureNotifier } from './notifier';
import {
  defineWriteKind, flushOutbox, OTHER_STATION_MESSAGE, OUTBOX_DB_NAME, OUTBOX_STORE_NAME, settleWritesAtSignOut, startOutbox, stopOutbox, submitWrite, useOutbox,
} from './offline-outbox';
import { usePendingWrites } from './offline-mutation';
import { OutboxNotice } from './outbox-notice';
import { createQueryClient } from './query-client';
import { clearStationCredential, saveStationCredential } from './station-credential';
import { store } from './store';
import { installFakeFetch, testUser, type FakeCall } from './testing/fake-fetch';
import { platformWrapper, renderWithPlatform } from './testing/render';

// jsdom has no structuredClone, which IndexedDB (here fake-indexeddb) copies values with.
globalThis.structuredClone ??= (value) => deserialize(serialize(value));

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

function goOffline() {
  online = false;
  window.dispatchEvent(new Event('offline'));
}
function goOnline() {
  online = true;
  window.dispatchEvent(new Event('online'));
}

/** A check-in, its code naming it in these tests (the outbox mints the client_ref itself). */
const checkInKind = defineWriteKind<{ code: string; label?: string }>({
  name: 'test.check-in',
  method: 'POST',
  auth: 'session',
  url: () => '/check-ins',
  body: ({ code }) => ({ code, category: 'adult' }),
  label: ({ code, label }) => label ?? `Check-in ${code}`,
  invalidates: () => [['member', 'attendance']],
});
const stationCheckInKind = defineWriteKind<{ userId: number }>({
  name: 'test.station-check-in',
  method: 'POST',
  auth: 'station',
  url: () => '/station/check-ins',
  body: ({ userId }) => ({ user_id: userId }),
  label: ({ userId }) => `Check-in of ${userId}`,
  invalidates: () => [],
});
const checkIn = (code: string, label?: string) => submitWrite(checkInKind, { code, label });
const codesSent = (calls: FakeCall[]) => calls.map((c) => (c.body as { code: string }).code);

/** An API that records a check-in once per client_ref: 201 the first time, 200 after. */
function idempotentApi() {
  const made = new Map<string, number>();
  let down = false;
  const fake = installFakeFetch((call: FakeCall) => {
    if (down) return new TypeError('Failed to fetch');
    const ref = String((call.body as { client_ref?: string }).client_ref);
    const seen = made.has(ref);
    if (!seen) made.set(ref, made.size + 1);
    return { status: seen ? 200 : 201, body: { data: { id: made.get(ref), client_ref: ref } } };
  });
  return { ...fake, made, setDown: (value: boolean) => (down = value) };
}

beforeEach(async () => {
  stopOutbox();
  online = true;
  configureNotifier({ success: jest.fn(), error: jest.fn(), info: jest.fn() });
  configureHttp({ baseUrl: '/api' });
  clearStationCredential();
  store.dispatch(credentialsReceived({ user: testUser({ id: 1 }), token: 'tok-1' }));
  await clear(createStore(OUTBOX_DB_NAME, OUTBOX_STORE_NAME));
});

afterEach(() => {
  stopOutbox();
  store.dispatch(signedOut());
});

describe('submitWrite', () => {
  it('sends at once when online, with the session token and the client_ref in the body', async () => {
    const api = idempotentApi();
    await expect(checkIn('ABC123')).resolves.toEqual({ status: 'sent', response: { data: { id: 1, client_ref: expect.any(String) } } });
    expect(api.calls[0]).toMatchObject({ url: '/api/check-ins', method: 'POST', body: { code: 'ABC123', category: 'adult', client_ref: expect.stringMatching(/^[0-9a-f-]{32,36}$/) } });
    expect(Date.parse((api.calls[0].body as { made_at: string }).made_at)).toBeLessThanOrEqual(Date.now());
    expect(api.calls[0].headers.Authorization).toBe('Bearer tok-1');
  });

  it('keeps the write on the device when offline, without calling the API', async () => {
    const api = idempotentApi();
    goOffline();
    await expect(checkIn('r1')).resolves.toEqual({ status: 'queued', client_ref: expect.any(String) });
    expect(api.calls).toHaveLength(0);
    const { result } = renderHook(() => useOutbox());
    await waitFor(() => expect(result.current.pending).toEqual([expect.objectContaining({ kind: 'test.check-in', payload: { code: 'r1' }, label: 'Check-in r1', made_at: expect.any(String) })]));
  });

  it('queues on a network error (no answer) but throws an HTTP refusal for the caller to show', async () => {
    const api = idempotentApi();
    api.setDown(true);
    await expect(checkIn('r1')).resolves.toEqual({ status: 'queued', client_ref: expect.any(String) });

    // r1 (sent first, as it waits) still gets no answer; r2 is answered with a refusal.
    installFakeFetch((call) =>
      (call.body as { code: string }).code === 'r1'
        ? new TypeError('Failed to fetch')
        : { status: 422, body: { message: 'Invalid', errors: { code: ['This code has expired. Scan the code on the screen again.'] } } },
    );
    const refused = checkIn('r2');
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ status: 422, fieldErrors: { code: ['This code has expired. Scan the code on the screen again.'] } });
    const { result } = renderHook(() => useOutbox());
    await waitFor(() => expect(result.current.pending.map((w) => w.label)).toEqual(['Check-in r1']));
  });

  it("sends a station's write with the station credential, never the session's token", async () => {
    saveStationCredential({ token: 'station-secret', station: { id: 4, name: 'North door' } });
    const api = idempotentApi();
    await submitWrite(stationCheckInKind, { userId: 9 });
    expect(api.calls[0].body).toMatchObject({ user_id: 9, client_ref: expect.any(String), made_at: expect.any(String) });
    expect(api.calls[0].headers.Authorization).toBe('Station station-secret');
  });
});

describe('flushing', () => {
  it('sends every waiting write once when the connection returns, oldest first, and empties the list', async () => {
    const api = idempotentApi();
    goOffline();
    for (const code of ['a', 'b', 'c']) await checkIn(code);
    startOutbox();
    const { result } = renderHook(() => useOutbox());
    await waitFor(() => expect(result.current.pending).toHaveLength(3));

    act(() => goOnline());
    await waitFor(() => expect(result.current.pending).toHaveLength(0));
    expect(codesSent(api.calls)).toEqual(['a', 'b', 'c']);
    expect(api.made.size).toBe(3);
  });

  it('a write whose first send arrived but whose answer was lost is recorded once: the retry is answered 200', async () => {
    const made = new Map<string, number>();
    let loseAnswer = true;
    installFakeFetch((call) => {
      const ref = String((call.body as { client_ref: string }).client_ref);
      const status = made.has(ref) ? 200 : 201;
      made.set(ref, 1);
      if (loseAnswer) return new TypeError('Failed to fetch');
      return { status, body: { data: { client_ref: ref } } };
    });
    await expect(checkIn('lost')).resolves.toEqual({ status: 'queued', client_ref: expect.any(String) });
    loseAnswer = false;
    await flushOutbox();
    expect(made.size).toBe(1);
    const { result } = renderHook(() => useOutbox());
    await waitFor(() => expect(result.current.pending).toHaveLength(0));
  });

  it('stops a pass when the connection drops again and keeps the rest', async () => {
    const api = idempotentApi();
    goOffline();
    for (const code of ['a', 'b']) await checkIn(code);
    online = true;
    api.setDown(true);
    await flushOutbox();
    const { result } = renderHook(() => useOutbox());
    await waitFor(() => expect(result.current.pending.map((w) => w.payload)).toEqual([{ code: 'a' }, { code: 'b' }]));
    expect(api.calls).toHaveLength(1);
  });

  it("keeps a person's writes until that person is signed in again, and never sends them with someone else's session", async () => {
    const api = idempotentApi();
    goOffline();
    await checkIn('mine');
    online = true;
    store.dispatch(credentialsReceived({ user: testUser({ id: 2 }), token: 'tok-2' }));
    await flushOutbox();
    expect(api.calls).toHaveLength(0);

    store.dispatch(credentialsReceived({ user: testUser({ id: 1 }), token: 'tok-1b' }));
    await flushOutbox();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0].headers.Authorization).toBe('Bearer tok-1b');
  });

  it('moves a write the API refuses for good to the refused list with its reason, and keeps one the server could not take yet', async () => {
    goOffline();
    await checkIn('late');
    await checkIn('busy');
    online = true;
    installFakeFetch((call) =>
      (call.body as { code: string }).code === 'late'
        ? { status: 422, body: { message: 'This code is not valid.', errors: { code: ['This code is not valid.'] } } }
        : { status: 503, body: { message: 'Service unavailable' } },
    );
    await flushOutbox();
    const { result } = renderHook(() => useOutbox());
    await waitFor(() => expect(result.current.refused).toEqual([expect.objectContaining({ payload: { code: 'late' }, message: 'This code is not valid.' })]));
    expect(result.current.pending.map((w) => w.payload)).toEqual([{ code: 'busy' }]);

    await act(() => result.current.dismiss(result.current.refused[0].client_ref));
    expect(result.current.refused).toEqual([]);
  });

  it('survives a reload: writes stored before are found and sent at start', async () => {
    const api = idempotentApi();
    goOffline();
    await checkIn('kept');
    stopOutbox(); // the page goes away; IndexedDB keeps the write
    online = true;
    const { result } = renderHook(() => useOutbox());
    await waitFor(() => expect(codesSent(api.calls).includes('kept')).toBe(true));
    await waitFor(() => expect(result.current.pending).toHaveLength(0));
  });
});

describe('the envelope', () => {
  it('sends a write kept by an older page (url, body, clientRef) as it was kept', async () => {
    const api = idempotentApi();
    await set(
      'old-ref',
      { url: '/check-ins', method: 'POST', body: { code: 'OLD', scanned_at: '2026-01-04T08:00:00.000Z' }, clientRef: 'old-ref', label: 'Check-in', auth: 'session', createdAt: '2026-01-04T08:00:00.000Z', userId: 1 },
      createStore(OUTBOX_DB_NAME, OUTBOX_STORE_NAME),
    );
    await flushOutbox();
    expect(api.calls.map((c) => c.body)).toEqual([{ code: 'OLD', scanned_at: '2026-01-04T08:00:00.000Z', client_ref: 'old-ref' }]);
  });

  it('shows a write as pending until the queries it declares have answered again', async () => {
    const api = idempotentApi();
    const queryClient = createQueryClient();
    let answers = 0;
    const { result } = renderHook(
      () => ({ writes: usePendingWrites(checkInKind), attendance: useQuery({ queryKey: ['member', 'attendance'], queryFn: () => ++answers, refetchOnReconnect: false }) }),
      { wrapper: platformWrapper(queryClient) },
    );
    await waitFor(() => expect(result.current.attendance.data).toBe(1));
    goOffline();
    await act(() => checkIn('late'));
    expect(result.current.writes.waiting.map((w) => w.payload)).toEqual([{ code: 'late' }]);
    act(() => goOnline());
    await waitFor(() => expect(result.current.writes.pending).toEqual([]));
    expect(result.current.attendance.data).toBe(2);
    expect(api.made.size).toBe(1);
  });
});

describe('OutboxNotice', () => {
  it('says how many writes wait, lists them, and disappears once they are sent', async () => {
    const api = idempotentApi();
    goOffline();
    await checkIn('a', 'Check-in, Sunday service');
    await checkIn('b', 'Check-in, Tuesday service');
    renderWithPlatform(<OutboxNotice />, { signedInAs: 'member' });
    expect(await screen.findByText('2 saved on this phone, will be sent')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Waiting to be sent' })).toHaveTextContent('Check-in, Sunday service');

    online = true;
    store.dispatch(credentialsReceived({ user: testUser({ id: 1 }), token: 'tok-1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(screen.queryByTestId('outbox-notice')).not.toBeInTheDocument());
    expect(api.made.size).toBe(2);
  });
});

describe('whose writes a device shows', () => {
  it("shows another person signed in on the same phone none of the first one's waiting writes", async () => {
    idempotentApi();
    goOffline();
    await checkIn('mine', 'Check-in of person one');
    const { result } = renderHook(() => useOutbox());
    await waitFor(() => expect(result.current.pending.map((w) => w.label)).toEqual(['Check-in of person one']));
    act(() => {
      store.dispatch(credentialsReceived({ user: testUser({ id: 2 }), token: 'tok-2' }));
    });
    expect(result.current.pending).toEqual([]);
    act(() => {
      store.dispatch(credentialsReceived({ user: testUser({ id: 1 }), token: 'tok-1' }));
    });
    expect(result.current.pending.map((w) => w.label)).toEqual(['Check-in of person one']);
  });

  it('at sign-out sends what the person left waiting, then forgets whatever of theirs the API did not take', async () => {
    goOffline();
    await checkIn('sent');
    await checkIn('full');
    online = true;
    // The API takes one and cannot take the other now.
    const api = installFakeFetch((call) => ((call.body as { code?: string } | undefined)?.code === 'full'
      ? { status: 503, body: { message: 'Busy' } }
      : { status: 201, body: { data: { id: 1 } } }));
    await settleWritesAtSignOut();
    expect(codesSent(api.calls)).toEqual(['sent', 'full']);
    store.dispatch(signedOut());
    store.dispatch(credentialsReceived({ user: testUser({ id: 1 }), token: 'tok-1' }));
    const { result } = renderHook(() => useOutbox());
    await act(() => flushOutbox());
    expect(result.current.pending).toEqual([]);
    expect(result.current.refused).toEqual([]);
  });

  it('a tablet paired again as another station never sends the old station\'s writes; it shows them as not sent', async () => {
    saveStationCredential({ token: 'old-secret', station: { id: 4, name: 'North door' } });
    goOffline();
    await submitWrite(stationCheckInKind, { userId: 9 });
    saveStationCredential({ token: 'new-secret', station: { id: 5, name: 'South door' } });
    online = true;
    const api = idempotentApi();
    await flushOutbox();
    expect(api.calls).toHaveLength(0);
    const { result } = renderHook(() => useOutbox());
    await waitFor(() => expect(result.current.refused).toEqual([expect.objectContaining({ label: 'Check-in of 9', message: OTHER_STATION_MESSAGE })]));
    expect(result.current.pending).toEqual([]);
  });
});

describe('order', () => {
  it('sends two quick writes one after the other, in the order they were made, however the first is slowed', async () => {
    let answerFirst = () => {};
    const firstAnswered = new Promise<void>((resolve) => (answerFirst = resolve));
    const api = installFakeFetch(async (call) => {
      if ((call.body as { code: string }).code === 'plus') await firstAnswered;
      return { status: 201, body: { data: { id: 1 } } };
    });
    const plus = checkIn('plus');
    const minus = checkIn('minus');
    await waitFor(() => expect(codesSent(api.calls)).toEqual(['plus']));
    answerFirst();
    await expect(plus).resolves.toMatchObject({ status: 'sent' });
    await expect(minus).resolves.toMatchObject({ status: 'sent' });
    expect(codesSent(api.calls)).toEqual(['plus', 'minus']);
  });
});
