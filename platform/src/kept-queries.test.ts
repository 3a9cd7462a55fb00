import 'fake-indexeddb/auto';
import { deserialize, serialize } from 'node:v8';
import { waitFor } from '@testing-library/react';
import { onlineManager, queryOptions, type QueryClient } from '@tanstack/react-query';
import { createStore, entries } from 'idb-keyval';
import { credentialsReceived, signedOut } from './auth-slice';
import { configureHttp, http } from './http';
import { forgetKeptQueries, KEPT_QUERIES_DB_NAME, KEPT_QUERIES_MAX_AGE_MS, KEPT_QUERIES_STORE_NAME, keptOnDevice } from './kept-queries';
import { createQueryClient } from './query-client';
import { store } from './store';
import { installFakeFetch, testUser } from './testing/fake-fetch';

// jsdom has no structuredClone, which IndexedDB (here fake-indexeddb) copies values with.
globalThis.structuredClone ??= (value) => deserialize(serialize(value));

const ruth = testUser({ id: 7, first_name: 'Ruth' });
const musa = testUser({ id: 8, first_name: 'Musa' });

const summary = queryOptions({
  queryKey: ['member', 'attendance', 'summary', 2030, 1],
  queryFn: () => http.get<{ attended: number }>('/attendance/summary'),
  ...keptOnDevice<{ attended: number }>(),
});
const notKept = queryOptions({ queryKey: ['member', 'profile'], queryFn: () => http.get<{ phone: string }>('/me') });

/**
 * The API as a test drives it: each answer is the current `attended`; `hold()` makes the next
 * requests wait until `release()`, as a slow phone network would.
 */
function fakeApi() {
  let attended = 1;
  let held: (() => void)[] | null = null;
  const fake = installFakeFetch(async (call) => {
    if (held) await new Promise<void>((resolve) => held!.push(resolve));
    if (!onlineManager.isOnline()) return new TypeError('Failed to fetch');
    if (call.url === '/api/me') return { status: 200, body: { phone: '0803 000 0000' } };
    return { status: 200, body: { attended } };
  });
  return {
    ...fake,
    setAttended: (value: number) => (attended = value),
    hold: () => (held = []),
    release: () => {
      const waiting = held ?? [];
      held = null;
      waiting.forEach((resolve) => resolve());
    },
  };
}

const kept = () => entries<IDBValidKey, string>(createStore(KEPT_QUERIES_DB_NAME, KEPT_QUERIES_STORE_NAME));

/** A page load: a new query client, nothing in memory. */
const newPageLoad = (): QueryClient => createQueryClient();

/** Answers a query fetched on `client` once its answer is on the device. */
async function fetchAndKeep(client: QueryClient) {
  await client.fetchQuery(summary);
  await waitFor(async () => expect((await kept()).length).toBe(1));
}

beforeEach(async () => {
  configureHttp({ baseUrl: '/api' });
  store.dispatch(credentialsReceived({ user: ruth, token: 'tok-ruth' }));
  await forgetKeptQueries();
});

afterEach(() => {
  store.dispatch(signedOut());
  jest.restoreAllMocks();
});

it("shows a returning person's kept answer at once, then the network's fresh one", async () => {
  const api = fakeApi();
  await fetchAndKeep(newPageLoad());

  api.setAttended(2);
  api.hold();
  const client = newPageLoad();
  // The page opens with the answer kept on the device while the network has not answered.
  await expect(client.fetchQuery(summary)).resolves.toEqual({ attended: 1 });
  // ...and asks the network again at once (a kept answer is stale), showing its answer.
  await waitFor(() => expect(api.calls).toHaveLength(2));
  api.release();
  await waitFor(() => expect(client.getQueryData(summary.queryKey)).toEqual({ attended: 2 }));
  // The fresher answer is what the next visit opens with.
  await waitFor(async () => expect(JSON.parse((await kept())[0][1]).state.data).toEqual({ attended: 2 }));
});

it('keeps only the queries that opt in (the profile, with a phone number, never)', async () => {
  fakeApi();
  const client = newPageLoad();
  await client.fetchQuery(notKept);
  await fetchAndKeep(client);
  const stored = await kept();
  expect(stored).toHaveLength(1);
  expect(String(stored[0][0])).toMatch(/^7:.*summary/);
  expect(stored[0][1]).not.toContain('0803');
});

it('forgets everything kept when the person signs out', async () => {
  fakeApi();
  await fetchAndKeep(newPageLoad());
  store.dispatch(signedOut({ byChoice: true }));
  await waitFor(async () => expect(await kept()).toEqual([]));
});

it('forgets it when the session ends (a 401 signs the person out)', async () => {
  fakeApi();
  await fetchAndKeep(newPageLoad());
  store.dispatch(signedOut());
  await waitFor(async () => expect(await kept()).toEqual([]));
});

it("never shows one person's kept answer to another person signed in on the same device", async () => {
  const api = fakeApi();
  await fetchAndKeep(newPageLoad());

  store.dispatch(credentialsReceived({ user: musa, token: 'tok-musa' }));
  api.setAttended(5);
  await expect(newPageLoad().fetchQuery(summary)).resolves.toEqual({ attended: 5 });
  expect(api.calls).toHaveLength(2);
  // Ruth's entry went when Musa signed in; Musa's answer is kept under his id alone.
  await waitFor(async () => expect((await kept()).map(([key]) => String(key).split(':')[0])).toEqual(['8']));
});

it('shows nothing kept for longer than a day: the network answers', async () => {
  const api = fakeApi();
  await fetchAndKeep(newPageLoad());

  const dayLater = Date.now() + KEPT_QUERIES_MAX_AGE_MS + 60_000;
  jest.spyOn(Date, 'now').mockReturnValue(dayLater);
  api.setAttended(3);
  await expect(newPageLoad().fetchQuery(summary)).resolves.toEqual({ attended: 3 });
  // The expired entry is replaced by the network's answer.
  await waitFor(async () => expect((await kept()).map(([, value]) => JSON.parse(value).state.data)).toEqual([{ attended: 3 }]));
});

it('shows the kept answer on a page opened with no connection, and asks the network once it is back', async () => {
  const api = fakeApi();
  await fetchAndKeep(newPageLoad());

  api.setAttended(2);
  onlineManager.setOnline(false);
  try {
    const client = newPageLoad();
    // Listening for the connection's return, as the app's provider makes it.
    client.mount();
    await expect(client.fetchQuery(summary)).resolves.toEqual({ attended: 1 });
    // The fresh request fails with no network, then waits for the connection; the kept answer stays.
    await waitFor(() => expect(client.getQueryState(summary.queryKey)?.fetchStatus).toBe('paused'), { timeout: 3000 });
    expect(client.getQueryData(summary.queryKey)).toEqual({ attended: 1 });
    onlineManager.setOnline(true);
    await waitFor(() => expect(client.getQueryData(summary.queryKey)).toEqual({ attended: 2 }));
  } finally {
    onlineManager.setOnline(true);
  }
});
