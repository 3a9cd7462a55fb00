import type { Db } from '../db/client';
import { cachedSchedule, forgetSchedule, SCHEDULE_CACHE_MS, type WholeSchedule } from './cache';

const schedule = (name: string): WholeSchedule => ({
  services: [{ id: 1, name, is_recurring: true, day_of_week: 'Sunday', service_date: null, start_time: '08:00', active_from: '2026-01-01', active_until: null }],
  cancellations: [],
});

describe('the schedule kept in memory', () => {
  it('reads once within its time, again after it, and at once after a change', async () => {
    const db = {} as Db;
    let reads = 0;
    const load = async () => schedule(`read ${++reads}`);
    const t0 = 1_000_000;
    expect((await cachedSchedule(db, load, t0)).services[0].name).toBe('read 1');
    expect((await cachedSchedule(db, load, t0 + SCHEDULE_CACHE_MS - 1)).services[0].name).toBe('read 1');
    expect((await cachedSchedule(db, load, t0 + SCHEDULE_CACHE_MS)).services[0].name).toBe('read 2');
    forgetSchedule(db);
    expect((await cachedSchedule(db, load, t0 + SCHEDULE_CACHE_MS + 1)).services[0].name).toBe('read 3');
    expect((await cachedSchedule({} as Db, load, t0)).services[0].name).toBe('read 4'); // another database
  });

  it('does not keep a failed read', async () => {
    const db = {} as Db;
    await expect(cachedSchedule(db, () => Promise.reject(new Error('connection lost')), 0)).rejects.toThrow('connection lost');
    expect((await cachedSchedule(db, async () => schedule('after'), 1)).services[0].name).toBe('after');
  });
});
