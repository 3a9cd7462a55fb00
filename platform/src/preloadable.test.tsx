import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyOf, type Preloadable, preloadable } from './preloadable';

const Hello = () => <p>Hello</p>;

function renderLazy(module: Preloadable<{ default: typeof Hello }>) {
  const Lazy = lazyOf(module);
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Lazy />
    </Suspense>,
  );
}

it('loads once, however often it is asked', async () => {
  const load = jest.fn(() => Promise.resolve({ default: Hello }));
  const module = preloadable(load);
  await Promise.all([module.preload(), module.preload(), module.get()]);
  await module.preload();
  expect(load).toHaveBeenCalledTimes(1);
});

it('keeps a failed load until it is forgotten (a Retry), then loads again', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce({ default: Hello });
  const module = preloadable(load);
  await expect(module.preload()).rejects.toThrow('ChunkLoadError');
  await expect(module.get()).rejects.toThrow('ChunkLoadError');
  expect(load).toHaveBeenCalledTimes(1);
  module.forget();
  await expect(module.preload()).resolves.toEqual({ default: Hello });
  module.forget(); // a load that came in is kept
  await module.preload();
  expect(load).toHaveBeenCalledTimes(2);
});

it('lets a lazy component render in the first pass once its module is in: no fallback is ever shown', async () => {
  const module = preloadable(() => Promise.resolve({ default: Hello }));
  await module.preload();
  // render() commits synchronously: a suspended component would show its fallback here.
  renderLazy(module);
  expect(screen.getByText('Hello')).toBeInTheDocument();
  expect(screen.queryByText('Loading')).toBeNull();
});

it('suspends a lazy component whose module is still on its way, and shows it when it comes', async () => {
  let arrive: (module: { default: typeof Hello }) => void = () => {};
  const module = preloadable(() => new Promise<{ default: typeof Hello }>((resolve) => (arrive = resolve)));
  renderLazy(module);
  expect(screen.getByText('Loading')).toBeInTheDocument();
  await act(async () => arrive({ default: Hello }));
  expect(await screen.findByText('Hello')).toBeInTheDocument();
});
