import type { ComponentType } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { importWithReload, lazyPage, RELOAD_FLAG_KEY } from './lazy-page';
import { createQueryClient } from './query-client';
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
