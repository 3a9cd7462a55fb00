import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { HttpError } from './http';
import { configureNotifier } from './notifier';
import { createQueryClient, retryDelay, shouldRetry } from './query-client';

const http = (status: number) => new HttpError(status, { message: `status ${status}` }, `status ${status}`);

describe('shouldRetry', () => {
  it.each([404, 422])('never retries a %i', (status) => {
    expect(shouldRetry(0, http(status))).toBe(false);
  });

  it.each([408, 429])('retries a %i at most twice', (status) => {
    expect([0, 1, 2, 3].map((n) => shouldRetry(n, http(status)))).toEqual([true, true, false, false]);
  });

  it.each([400, 401, 403, 409, 413, 499])('never retries another 4xx (%i)', (status) => {
    expect(shouldRetry(0, http(status))).toBe(false);
  });

  it.each([
    ['a 500', http(500)],
    ['a 503', http(503)],
    ['a network failure', new TypeError('Failed to fetch')],
    ['a timeout', new Error('The request timed out. Please try again.')],
  ])('retries %s up to 3 times', (_label, error) => {
    expect([0, 1, 2, 3, 4].map((n) => shouldRetry(n, error))).toEqual([true, true, true, false, false]);
  });
});

describe('retryDelay', () => {
  it('doubles from one second and caps at 30 seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

describe('createQueryClient', () => {
  it('uses the data query defaults (stale at once, cached 5 minutes, no refetch on focus)', () => {
    const queries = createQueryClient().getDefaultOptions().queries!;
    expect(queries).toMatchObject({
      retry: shouldRetry,
      retryDelay,
      staleTime: 0,
      gcTime: 300_000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: 'always',
    });
  });

  it('toasts a failed query once, after its last retry, and not for a 401 that ended the session', async () => {
    jest.useFakeTimers();
    const notify = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
    configureNotifier(notify);
    const client = createQueryClient();
    let calls = 0;
    const failing = client.fetchQuery({ queryKey: ['x'], queryFn: () => { calls += 1; return Promise.reject(http(500)); } }).catch((e) => e);
    await jest.runAllTimersAsync();
    expect(await failing).toBeInstanceOf(HttpError);
    expect(calls).toBe(4);
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith('status 500');

    const ended = http(401);
    ended.sessionEnded = true;
    await client.fetchQuery({ queryKey: ['y'], queryFn: () => Promise.reject(ended) }).catch(() => {});
    expect(notify.error).toHaveBeenCalledTimes(1);
    // A 401 that carried no token (a refused sign-in) is an ordinary error with its toast.
    await client.fetchQuery({ queryKey: ['w'], queryFn: () => Promise.reject(http(401)) }).catch(() => {});
    expect(notify.error).toHaveBeenCalledTimes(2);
    jest.useRealTimers();
  });

  it('stays quiet for a query marked silent', async () => {
    const notify = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
    configureNotifier(notify);
    const client = createQueryClient();
    const observer = new QueryObserver(client, { queryKey: ['z'], queryFn: () => Promise.reject(http(404)), meta: { silent: true } });
    const unsubscribe = observer.subscribe(() => {});
    await new Promise((r) => setTimeout(r, 0));
    expect(observer.getCurrentResult().status).toBe('error');
    expect(notify.error).not.toHaveBeenCalled();
    unsubscribe();
  });
});

describe('a page opened with no connection', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('knows it from the start: its queries wait instead of failing, and run when the connection returns', async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const client = createQueryClient();
    client.mount(); // as its provider does
    const fetcher = jest.fn(async () => 'answer');
    const observer = new QueryObserver(client, { queryKey: ['offline-start'], queryFn: fetcher });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().fetchStatus).toBe('paused');
    expect(fetcher).not.toHaveBeenCalled();

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(observer.getCurrentResult().data).toBe('answer'));
    unsubscribe();
    client.unmount();
    onLine.mockRestore();
  });
});
