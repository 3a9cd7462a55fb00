import type { ComponentType } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { importWithReload, lazyPage, RELOAD_FLAG_KEY } from './lazy-page';
import { configureHttp } from './http';
import { createQueryClient, getQueryClient } from './query-client';
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

describe('a page loaded ahead (preload)', () => {
  const Shown = () => <h1>Members</h1>;

  it('renders at once, without its loader, once its code is in', async () => {
    const load = jest.fn(() => Promise.resolve({ Page: Shown }));
    const Page = lazyPage(load, 'Page');
    await Page.preload();
    renderWithPlatform(<Page />, { signedInAs: 'member' });
    expect(screen.getByRole('heading', { name: 'Members' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('with first queries, asks for them in the page-wide client as its code loads, and the page takes their answer', async () => {
    configureHttp({ baseUrl: '/api' });
    const { calls } = installFakeFetch(() => ({ status: 200, body: {} }));
    const ahead = queryOptions({ queryKey: ['ahead'], queryFn: () => fetch('/api/ahead').then(() => 'ahead') });
    function Shown() {
      const { data } = useQuery(ahead);
      return <h1>{data ? `Got ${data}` : 'Waiting'}</h1>;
    }
    const Page = lazyPage(() => Promise.resolve({ Page: Shown }), 'Page', () => [ahead]);
    const loading = Page.preload();
    expect(calls.map((call) => call.url)).toEqual(['/api/ahead']);
    await loading;
    renderWithPlatform(<Page />, { signedInAs: 'member', queryClient: getQueryClient() });
    expect(await screen.findByRole('heading', { name: 'Got ahead' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});
