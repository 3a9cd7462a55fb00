import type { ComponentType } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FIRST_DATA_WAIT_MS, importWithReload, lazyPage, RELOAD_FLAG_KEY } from './lazy-page';
import { createQueryClient } from './query-client';
import { installFakeFetch } from './testing/fake-fetch';
import { renderWithPlatform } from './testing/render';

beforeEach(() => sessionStorage.clear());

const settled = async <T,>(promise: Promise<T>) => {
  let state = 'pending';
  promise.then(() => (state = 'resolved'), () => (state = 'rejected'));
  await new Promise((r) => setTimeout(r, 0));
  return state;
};

it('returns the module and clears the reload flag', async () => {
  sessionStorage.setItem(RELOAD_FLAG_KEY, '1');
  await expect(importWithReload(() => Promise.resolve({ Page: 1 }))).resolves.toEqual({ Page: 1 });
  expect(sessionStorage.getItem(RELOAD_FLAG_KEY)).toBeNull();
});

it('reloads the page once when the module fails to load, and keeps waiting', async () => {
  const reload = jest.fn();
  const pending = importWithReload(() => Promise.reject(new Error('ChunkLoadError')), reload);
  expect(await settled(pending)).toBe('pending');
  expect(reload).toHaveBeenCalledTimes(1);
  expect(sessionStorage.getItem(RELOAD_FLAG_KEY)).toBe('1');
});

it('does not reload again after a reload (no loop): the error goes to the error screen', async () => {
  const reload = jest.fn();
  sessionStorage.setItem(RELOAD_FLAG_KEY, '1');
  await expect(importWithReload(() => Promise.reject(new Error('ChunkLoadError')), reload)).rejects.toThrow('ChunkLoadError');
  expect(reload).not.toHaveBeenCalled();
});

it('offline, throws at once without reloading: a reload cannot bring code the device does not have', async () => {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const reload = jest.fn();
  try {
    await expect(importWithReload(() => Promise.reject(new Error('ChunkLoadError')), reload)).rejects.toThrow('ChunkLoadError');
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(RELOAD_FLAG_KEY)).toBeNull();
  } finally {
    jest.restoreAllMocks();
  }
});

describe("a page's first queries", () => {
  const query = (name: string) => queryOptions({ queryKey: ['test', name], queryFn: () => fetch(`/api/${name}`).then(() => name) });

  it('start as the page opens, while its code is still on its way, once each', async () => {
    const code = new Promise<{ Page: ComponentType }>(() => {});
    const Page = lazyPage(() => code, 'Page', () => [query('summary'), query('events')]);
    const { calls } = renderWithPlatform(<><Page /><Page /></>, { signedInAs: 'member', api: () => ({ status: 200, body: {} }) });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await waitFor(() => expect(calls.map((call) => call.url)).toEqual(['/api/summary', '/api/events']));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toHaveLength(2);
  });

  it('are found under way by the page once its code has come', async () => {
    let arrive: (module: { Page: ComponentType }) => void = () => {};
    const code = new Promise<{ Page: ComponentType }>((resolve) => (arrive = resolve));
    function Shown() {
      const { data } = useQuery(query('summary'));
      return <p>{data ? `Got ${data}` : 'Waiting'}</p>;
    }
    const Page = lazyPage(() => code, 'Page', () => [query('summary')]);
    const queryClient = createQueryClient();
    const first = renderWithPlatform(<Page />, { signedInAs: 'member', api: () => ({ status: 200, body: {} }), queryClient });
    await waitFor(() => expect(first.calls).toHaveLength(1));
    await act(async () => arrive({ Page: Shown }));
    expect(await screen.findByText('Got summary')).toBeInTheDocument();
    expect(first.calls).toHaveLength(1);
    first.unmount();
    // Opened again later, the page fetches again (stale time 0), showing what it had meanwhile.
    const again = renderWithPlatform(<Page />, { api: () => ({ status: 200, body: {} }), queryClient });
    expect(await screen.findByText('Got summary')).toBeInTheDocument();
    await waitFor(() => expect(again.calls).toHaveLength(1));
  });
});

describe("a page's first opening", () => {
  it('shows once its first answers are in, not before, then with them', async () => {
    let answer: () => void = () => {};
    const summary = queryOptions({ queryKey: ['test', 'first'], queryFn: () => fetch('/api/summary').then(() => 'summary') });
    function Shown() {
      const { data } = useQuery(summary);
      return <h1>{data ? `Got ${data}` : 'Waiting'}</h1>;
    }
    const Page = lazyPage(() => Promise.resolve({ Page: Shown }), 'Page', () => [summary]);
    renderWithPlatform(<Page />, {
      signedInAs: 'member',
      api: (call) =>
        call.url.endsWith('/summary') ? new Promise((resolve) => (answer = () => resolve({ status: 200, body: {} }))) : { status: 404, body: { message: 'Not found' } },
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => answer());
    expect(await screen.findByRole('heading', { name: 'Got summary' })).toBeInTheDocument();
  });

  it('waits too for a first query already asked for elsewhere and not answered yet (the signed-in user)', async () => {
    let answer: () => void = () => {};
    const me = queryOptions({ queryKey: ['test', 'me'], queryFn: () => fetch('/api/me').then(() => 'Grace'), staleTime: 60_000 });
    function Shown() {
      const { data } = useQuery(me);
      return <h1>{data ? `Welcome, ${data}` : 'Waiting'}</h1>;
    }
    const queryClient = createQueryClient();
    const api = () => new Promise<{ status: number; body: unknown }>((resolve) => (answer = () => resolve({ status: 200, body: {} })));
    const { calls } = installFakeFetch(api);
    void queryClient.prefetchQuery(me);
    const Page = lazyPage(() => Promise.resolve({ Page: Shown }), 'Page', () => [me]);
    renderWithPlatform(<Page />, { signedInAs: 'member', queryClient });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => answer());
    expect(await screen.findByRole('heading', { name: 'Welcome, Grace' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('waits for an answer at most FIRST_DATA_WAIT_MS, then shows with its own loading state', async () => {
    jest.useFakeTimers();
    try {
      const slow = queryOptions({ queryKey: ['test', 'slow'], queryFn: () => new Promise<string>(() => {}) });
      function Shown() {
        const { data } = useQuery(slow);
        return <h1>{data ?? 'Waiting'}</h1>;
      }
      const Page = lazyPage(() => Promise.resolve({ Page: Shown }), 'Page', () => [slow]);
      renderWithPlatform(<Page />, { signedInAs: 'member' });
      await act(() => jest.advanceTimersByTimeAsync(FIRST_DATA_WAIT_MS - 100));
      expect(screen.queryByRole('heading')).toBeNull();
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(screen.getByRole('heading', { name: 'Waiting' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
