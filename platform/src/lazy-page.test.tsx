import { importWithReload, RELOAD_FLAG_KEY } from './lazy-page';

beforeEach(() => sessionStorage.clear());

const settled = async <T>(promise: Promise<T>) => {
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
