import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { isDatabaseUnavailable } from '../db/errors';
import { DATABASE_UNAVAILABLE_MESSAGE } from './errors';

// A database that cannot be reached (stopped, restarting, unreachable) answers 503 at once with
// a clear message and Retry-After, never a 500 with internals; bench/db-faults.mjs stops a real
// PostgreSQL under load and counts what was kept.

it('answers 503 with Retry-After and a plain message, fast, when PostgreSQL refuses connections', async () => {
  // Port 1 on loopback: nothing listens, every connection is refused.
  const database = await openDatabase({ kind: 'postgres', url: 'postgres://church@127.0.0.1:1/church' });
  const app = await buildApp({ database, migrate: false, logger: false });
  try {
    const started = Date.now();
    for (const request of [
      { method: 'GET' as const, url: '/api/members', headers: { authorization: `Bearer ${'a'.repeat(43)}` } },
      { method: 'POST' as const, url: '/api/login', payload: { email: 'someone@example.com', password: 'a-password' } },
      { method: 'POST' as const, url: '/api/forms/question', payload: { name: 'Ada', message: 'When is choir practice?' } },
    ]) {
      const res = await app.inject(request);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    expect(Date.now() - started).toBeLessThan(5000);
  } finally {
    await app.close();
    await database.close();
  }
});

it("knows a lost database from other failures, through drizzle's wrapping", () => {
  const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1'), { cause });
  expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })))).toBe(true);
  expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })))).toBe(true);
  expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('the database system is starting up'), { code: '57P03' })))).toBe(true);
  expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
  expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('duplicate key value'), { code: '23505' })))).toBe(false);
  expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('integer out of range'), { code: '22003' })))).toBe(false);
  expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(false);
});
