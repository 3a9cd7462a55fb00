import { lazy, Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { preloadable } from './preloadable';

const Hello = () => <p>Hello</p>;

it('loads once, however often it is asked', async () => {
  const load = jest.fn(() => Promise.resolve({ default: Hello }));
  const module = preloadable(load);
  await Promise.all([module.preload(), module.preload(), module.get()]);
  await module.preload();
  expect(load).toHaveBeenCalledTimes(1);
});

it('forgets a failed load, so the next ask loads again', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce({ default: Hello });
  const module = preloadable(load);
  await expect(module.preload()).rejects.toThrow('ChunkLoadError');
  await expect(module.preload()).resolves.toEqual({ default: Hello });
  expect(load).toHaveBeenCalledTimes(2);
});

it('lets a lazy component render in the first pass once its module is in: no fallback is ever shown', async () => {
  const module = preloadable(() => Promise.resolve({ default: Hello }));
  await module.preload();
  const Lazy = lazy(module.get);
  // render() commits synchronously: a suspended component would show its fallback here.
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Lazy />
    </Suspense>,
  );
  expect(screen.getByText('Hello')).toBeInTheDocument();
  expect(screen.queryByText('Loading')).toBeNull();
});

it('suspends a lazy component whose module is still on its way, and shows it when it comes', async () => {
  let arrive: (module: { default: typeof Hello }) => void = () => {};
  const module = preloadable(() => new Promise<{ default: typeof Hello }>((resolve) => (arrive = resolve)));
  const Lazy = lazy(module.get);
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Lazy />
    </Suspense>,
  );
  expect(screen.getByText('Loading')).toBeInTheDocument();
  await act(async () => arrive({ default: Hello }));
  expect(await screen.findByText('Hello')).toBeInTheDocument();
});
