import { eq } from 'drizzle-orm';
import { INVALID_CREDENTIALS_MESSAGE } from '@church/contracts/auth';
import { errorEnvelopeSchema } from '@church/contracts/envelope';
import { DEFAULT_LOGIN_THROTTLE, loginThrottledMessage } from '../../auth/login-throttle';
import { loginFailures, outbox } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed';
import { createTestApp, GENEROUS_LIMITS, type TestContext } from '../../test/context';

// Per-account sign-in throttling (docs/decisions/0014) with the real defaults: 5 failures, then
// waits of 1, 2, 4, 8 and at most 15 minutes. The clock is the app's injectable one; nothing sleeps.
let ctx: TestContext;
let clock = Date.parse('2026-03-01T09:00:00Z');
const advance = (ms: number) => void (clock += ms);
beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(clock) });
}, 60_000);
afterAll(() => ctx.close());

let address = 0;
/** Each attempt from a different client address, so the per-address limit never plays a part. */
const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: `10.0.${Math.floor(++address / 250)}.${(address % 250) + 1}` });
const fail = async (email: string, times: number) => {
  for (let i = 0; i < times; i++) expect((await login(email, 'not-the-password')).statusCode).toBe(401);
};

it('has the documented defaults', () => {
  expect(ctx.app.settings.loginThrottle).toEqual(DEFAULT_LOGIN_THROTTLE);
  expect(DEFAULT_LOGIN_THROTTLE).toEqual({ maxFailures: 5, windowMs: 15 * 60_000, baseLockMs: 60_000, maxLockMs: 15 * 60_000 });
});

it('after 5 failures from 5 addresses the 6th attempt waits, even with the right password, then the right one works', async () => {
  await fail(DEMO_ACCOUNTS.leader, 5);
  const refused = await login(DEMO_ACCOUNTS.leader, DEMO_PASSWORD);
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBe('60');
  expect(errorEnvelopeSchema.parse(refused.json())).toEqual({ message: loginThrottledMessage(60), errors: { email: [loginThrottledMessage(60)] } });
  expect(refused.json().message).toMatch(/Too many failed sign-in attempts for this account\. Please wait 1 minute/);

  advance(30_000);
  expect((await login(DEMO_ACCOUNTS.leader, DEMO_PASSWORD)).headers['retry-after']).toBe('30');
  advance(30_000);
  expect((await login(DEMO_ACCOUNTS.leader, DEMO_PASSWORD)).statusCode).toBe(200);
  // A success clears the count: four more failures do not lock.
  await fail(DEMO_ACCOUNTS.leader, 4);
  expect((await login(DEMO_ACCOUNTS.leader, DEMO_PASSWORD)).statusCode).toBe(200);
});

it('throttles an unknown email exactly like a real account (no enumeration by 429)', async () => {
  const known = DEMO_ACCOUNTS.admin;
  const unknown = 'nobody-here@example.com';
  for (let i = 0; i < 5; i++) {
    const [a, b] = [await login(known, 'not-the-password'), await login(unknown, 'not-the-password')];
    expect([a.statusCode, b.statusCode]).toEqual([401, 401]);
    expect(b.json()).toEqual({ message: INVALID_CREDENTIALS_MESSAGE, errors: { email: [INVALID_CREDENTIALS_MESSAGE] } });
  }
  const [a, b] = [await login(known, 'not-the-password'), await login(unknown, 'not-the-password')];
  expect([a.statusCode, b.statusCode]).toEqual([429, 429]);
  expect(b.json()).toEqual(a.json());
  expect(b.headers['retry-after']).toBe(a.headers['retry-after']);
  advance(15 * 60_000 + 60_000); // let both runs end for the tests below
});

it('counts the account by its normalised email', async () => {
  const email = 'Mixed.Case@Example.com';
  for (const variant of [email, email.toLowerCase(), email.toUpperCase(), ` ${email}`, email]) {
    expect((await login(variant, 'not-the-password')).statusCode).toBe(401);
  }
  expect((await login(email.toLowerCase(), 'not-the-password')).statusCode).toBe(429);
  advance(15 * 60_000 + 60_000);
});

it('doubles the wait with each further failure, up to 15 minutes, and never locks for good', async () => {
  const email = 'growth@example.com';
  await fail(email, 5);
  const waits: string[] = [];
  for (let round = 0; round < 6; round++) {
    const refused = await login(email, 'not-the-password');
    expect(refused.statusCode).toBe(429);
    waits.push(refused.headers['retry-after'] as string);
    // Refused attempts neither count nor lengthen the wait.
    advance(1000);
    expect((await login(email, 'not-the-password')).headers['retry-after']).toBe(String(Number(refused.headers['retry-after']) - 1));
    advance(Number(refused.headers['retry-after']) * 1000 - 1000);
    await fail(email, 1); // the wait is over: one more guess is heard, and fails
  }
  expect(waits).toEqual(['60', '120', '240', '480', '900', '900']);
  advance(900_000);
  expect((await login(email, 'still-wrong')).statusCode).toBe(401);
});

it('starts afresh after 15 minutes without a failure (or after a wait ends)', async () => {
  const email = 'window@example.com';
  await fail(email, 4);
  advance(15 * 60_000);
  await fail(email, 4); // a new run: 4 failures so far
  expect((await login(email, 'not-the-password')).statusCode).toBe(401);
  expect((await login(email, 'not-the-password')).statusCode).toBe(429);
  advance(60_000 + 15 * 60_000); // the wait ended 15 minutes ago
  await fail(email, 4);
  expect((await login(email, 'not-the-password')).statusCode).toBe(401);
});

it('a completed password reset lifts the wait at once', async () => {
  await fail(DEMO_ACCOUNTS.member, 5);
  expect((await login(DEMO_ACCOUNTS.member, DEMO_PASSWORD)).statusCode).toBe(429);
  await ctx.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: DEMO_ACCOUNTS.member } });
  await ctx.app.flushMail();
  const [mail] = await ctx.database.db.select().from(outbox).where(eq(outbox.to, DEMO_ACCOUNTS.member));
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  const password = 'violet-harbour-lantern-7391';
  const reset = await ctx.app.inject({
    method: 'POST', url: '/api/reset-password',
    payload: { token: link.searchParams.get('token'), email: DEMO_ACCOUNTS.member, password, password_confirmation: password },
  });
  expect(reset.statusCode).toBe(200);
  expect((await login(DEMO_ACCOUNTS.member, password)).statusCode).toBe(200);
});

it('parallel guesses cannot slip past the limit', async () => {
  const email = 'parallel@example.com';
  const answers = await Promise.all(Array.from({ length: 12 }, () => login(email, 'not-the-password')));
  const codes = answers.map((res) => res.statusCode).sort();
  expect(codes).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
  const [row] = await ctx.database.db.select().from(loginFailures).where(eq(loginFailures.email, email));
  expect(row.failures).toBe(5);
});

it('uses settings: a smaller rule for a fast test, and the per-address limit still applies', async () => {
  const small = await createTestApp({
    loginThrottle: { maxFailures: 2, baseLockMs: 5_000, maxLockMs: 5_000 },
    rateLimits: { ...GENEROUS_LIMITS, login: { max: 3, timeWindowMs: 60_000 } },
  });
  try {
    const attempt = () => small.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'x@example.com', password: 'not-the-password' } });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const third = await attempt();
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(4);
    expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(5);
    // The per-address limit (3 here) is still there, whatever the account.
    const other = await small.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'y@example.com', password: 'not-the-password' } });
    expect(other.statusCode).toBe(429);
    expect(other.json().message).toMatch(/^Too many attempts\./);
  } finally {
    await small.close();
  }
}, 60_000);
