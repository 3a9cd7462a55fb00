import type { Db } from '../../db/client';
import { cachedFigure } from './cache';

// The dashboard's figures are computed once per minute and shared by every caller meanwhile.
const db = {} as Db;

it('shares one computation between callers until it expires, then computes afresh', async () => {
  const compute = jest.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
  const [a, b] = await Promise.all([cachedFigure(db, 'k', 60_000, compute, 1_000), cachedFigure(db, 'k', 60_000, compute, 2_000)]);
  expect([a, b]).toEqual(['first', 'first']);
  expect(await cachedFigure(db, 'k', 60_000, compute, 60_999)).toBe('first');
  expect(await cachedFigure(db, 'k', 60_000, compute, 61_000)).toBe('second');
  expect(compute).toHaveBeenCalledTimes(2);
});

it('keeps figures apart by key and database, and does not keep a failure', async () => {
  const other = {} as Db;
  const compute = jest.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue('ok');
  await expect(cachedFigure(db, 'failing', 60_000, compute, 0)).rejects.toThrow('database down');
  expect(await cachedFigure(db, 'failing', 60_000, compute, 1)).toBe('ok');
  expect(await cachedFigure(other, 'failing', 60_000, compute, 1)).toBe('ok');
  expect(compute).toHaveBeenCalledTimes(3);
});

it('computes every time with a lifetime of 0', async () => {
  const compute = jest.fn().mockResolvedValue(1);
  await cachedFigure(db, 'zero', 0, compute, 0);
  await cachedFigure(db, 'zero', 0, compute, 0);
  expect(compute).toHaveBeenCalledTimes(2);
});
