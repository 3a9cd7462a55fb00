import type { Db } from './client';
import { remembered } from './memo';

// Results read once for a while (the schedule, the dashboard's figures), shared by every caller meanwhile.
const db = {} as Db;

it('shares one computation between callers until it expires, then computes afresh', async () => {
  const compute = jest.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
  const [a, b] = await Promise.all([remembered(db, 'k', 60_000, compute, 1_000), remembered(db, 'k', 60_000, compute, 2_000)]);
  expect([a, b]).toEqual(['first', 'first']);
  expect(await remembered(db, 'k', 60_000, compute, 60_999)).toBe('first');
  expect(await remembered(db, 'k', 60_000, compute, 61_000)).toBe('second');
  expect(compute).toHaveBeenCalledTimes(2);
});

it('keeps figures apart by key and database, and does not keep a failure', async () => {
  const other = {} as Db;
  const compute = jest.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue('ok');
  await expect(remembered(db, 'failing', 60_000, compute, 0)).rejects.toThrow('database down');
  expect(await remembered(db, 'failing', 60_000, compute, 1)).toBe('ok');
  expect(await remembered(other, 'failing', 60_000, compute, 1)).toBe('ok');
  expect(compute).toHaveBeenCalledTimes(3);
});

it('computes every time with a lifetime of 0', async () => {
  const compute = jest.fn().mockResolvedValue(1);
  await remembered(db, 'zero', 0, compute, 0);
  await remembered(db, 'zero', 0, compute, 0);
  expect(compute).toHaveBeenCalledTimes(2);
});
