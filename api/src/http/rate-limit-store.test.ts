import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { rateLimitHits } from '../db/schema';
import { createTestApp, GENEROUS_LIMITS, TEST_HASHING, type TestContext } from '../test/context';
import { purgeEndedRateLimits } from './rate-limit-store';

// The per-address limits are counted in the database, so two API instances on one database share
// each client's count: the second instance here is a second app on the same database.

const limits = { ...GENEROUS_LIMITS, login: { max: 4, timeWindowMs: 60_000 }, forgotPassword: { max: 2, timeWindowMs: 60_000 } };
const signIn = (app: TestContext['app'], i: number) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { email: `counted-${i}@example.com`, password: 'not-the-password' } });

let first: TestContext;
let second: TestContext['app'];
beforeAll(async () => {
  first = await createTestApp({ rateLimits: limits });
  second = await buildApp({ database: first.database, migrate: false, logger: false, passwordHashing: TEST_HASHING, rateLimits: limits });
}, 60_000);
afterAll(async () => {
  await second.close();
  await first.close();
});
beforeEach(() => first.database.db.delete(rateLimitHits));

it('shares one count per client between instances', async () => {
  const codes = [];
  for (let i = 0; i < 5; i++) codes.push((await signIn(i % 2 ? second : first.app, i)).statusCode);
  expect(codes).toEqual([401, 401, 401, 401, 429]);
  const refused = await signIn(second, 99);
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
  expect(refused.json().message).toMatch(/Too many attempts/);
});

it('counts each route apart', async () => {
  for (let i = 0; i < 4; i++) await signIn(first.app, i);
  expect((await signIn(first.app, 4)).statusCode).toBe(429);
  const forgot = () => second.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'someone@example.com' } });
  expect((await forgot()).statusCode).toBe(200);
});

it('starts a new count once the window has ended, and the purge drops ended windows', async () => {
  for (let i = 0; i < 5; i++) await signIn(first.app, i);
  expect((await signIn(second, 5)).statusCode).toBe(429);
  // The window ends (moved into the past rather than waited for).
  await first.database.db.update(rateLimitHits).set({ resetsAt: sql`now() - interval '1 second'` });
  expect((await signIn(second, 6)).statusCode).toBe(401);
  await first.database.db.update(rateLimitHits).set({ resetsAt: sql`now() - interval '1 second'` });
  expect(await purgeEndedRateLimits(first.database.db)).toBe(1);
  expect(await first.database.db.select().from(rateLimitHits)).toEqual([]);
});
