import { CURRENT_PASSWORD_WRONG_MESSAGE, INVALID_CREDENTIALS_MESSAGE } from '@church/contracts/auth';
import { errorEnvelopeSchema } from '@church/contracts/envelope';
import { currentPasswordThrottledMessage, loginThrottledMessage } from '../../auth/login-throttle';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';

// The current password a signed-in person gives (to change the password or the sign-in email)
// counts toward the account's sign-in throttle (docs/decisions/0014, 0022): one count per account,
// whatever the route, 5 failures then a wait. The clock is the app's; nothing sleeps.
let ctx: TestContext;
let clock = Date.parse('2026-03-01T09:00:00Z');
const advance = (ms: number) => void (clock += ms);
beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(clock) });
}, 60_000);
afterAll(() => ctx.close());
// Each test's runs end before the next one starts.
afterEach(() => advance(60 * 60_000));

const NEW_PASSWORD = 'violet-harbour-lantern-7391';
const changePassword = (token: string, current: string, password = NEW_PASSWORD) =>
  ctx.app.inject({ method: 'PUT', url: '/api/me/password', headers: auth(token), payload: { current_password: current, password, password_confirmation: password } });
const changeEmail = (token: string, current: string, email = 'someone.else@example.com') =>
  ctx.app.inject({ method: 'PATCH', url: '/api/me', headers: auth(token), payload: { email, current_password: current } });
const signIn = (email: string, password: string) => ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

it('after 5 wrong current passwords on /me/password the 6th waits (429), even with the right one, then works', async () => {
  const token = await loginAs(ctx.app, 'leader');
  for (let i = 0; i < 5; i++) {
    const wrong = await changePassword(token, `not-the-password-${i}`);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: [CURRENT_PASSWORD_WRONG_MESSAGE] });
  }
  const refused = await changePassword(token, DEMO_PASSWORD);
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBe('60');
  const message = currentPasswordThrottledMessage(60);
  expect(errorEnvelopeSchema.parse(refused.json())).toEqual({ message, errors: { current_password: [message] } });
  expect(message).toBe('Too many wrong passwords for this account. Please wait 1 minute and try again, or reset your password.');
  // The account's sign-in waits too: it is one count.
  const signInRefused = await signIn(DEMO_ACCOUNTS.leader, DEMO_PASSWORD);
  expect(signInRefused.statusCode).toBe(429);
  expect(signInRefused.json().message).toBe(loginThrottledMessage(60));

  advance(60_000);
  const changed = await changePassword(token, DEMO_PASSWORD);
  expect(changed.statusCode).toBe(200);
  expect((await signIn(DEMO_ACCOUNTS.leader, NEW_PASSWORD)).statusCode).toBe(200);
});

it('wrong current passwords on an email change (PATCH /me) count the same way', async () => {
  const token = await loginAs(ctx.app, 'admin');
  for (let i = 0; i < 5; i++) expect((await changeEmail(token, `nope-${i}`)).statusCode).toBe(422);
  const refused = await changeEmail(token, DEMO_PASSWORD);
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBe('60');
  expect(refused.json().errors).toEqual({ current_password: [currentPasswordThrottledMessage(60)] });
  // Nothing changed while it waited.
  const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: auth(token) });
  expect(me.json().data.email).toBe(DEMO_ACCOUNTS.admin);
  expect((await signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORD)).statusCode).toBe(429);
});

it('failures on sign-in and on /me/password add up, in either order', async () => {
  const token = await loginAs(ctx.app, 'member');
  for (let i = 0; i < 3; i++) expect((await signIn(DEMO_ACCOUNTS.member, 'not-the-password')).json().message).toBe(INVALID_CREDENTIALS_MESSAGE);
  for (let i = 0; i < 2; i++) expect((await changePassword(token, 'not-the-password')).statusCode).toBe(422);
  expect((await changePassword(token, DEMO_PASSWORD)).statusCode).toBe(429);
  expect((await signIn(DEMO_ACCOUNTS.member, DEMO_PASSWORD)).statusCode).toBe(429);

  advance(60 * 60_000); // a new run
  for (let i = 0; i < 4; i++) expect((await changePassword(token, 'not-the-password')).statusCode).toBe(422);
  expect((await signIn(DEMO_ACCOUNTS.member, 'not-the-password')).statusCode).toBe(401);
  expect((await signIn(DEMO_ACCOUNTS.member, DEMO_PASSWORD)).statusCode).toBe(429);
});

it('a right current password ends the run, like a sign-in (even when the new password is refused)', async () => {
  const token = await loginAs(ctx.app, 'samuel.eze@example.com');
  for (let i = 0; i < 4; i++) expect((await changePassword(token, 'not-the-password')).statusCode).toBe(422);
  // The current password is right; the new one is refused, and nothing is changed.
  const weak = await changePassword(token, DEMO_PASSWORD, 'password1234');
  expect(weak.statusCode).toBe(422);
  expect(Object.keys(weak.json().errors)).toEqual(['password']);
  for (let i = 0; i < 4; i++) expect((await signIn('samuel.eze@example.com', 'not-the-password')).statusCode).toBe(401);
  expect((await signIn('samuel.eze@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
});

it('a missing current password is not a guess and does not count', async () => {
  const token = await loginAs(ctx.app, 'admin');
  for (let i = 0; i < 6; i++) {
    const res = await ctx.app.inject({ method: 'PATCH', url: '/api/me', headers: auth(token), payload: { email: 'someone.else@example.com' } });
    expect(res.statusCode).toBe(422);
  }
  expect((await signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORD)).statusCode).toBe(200);
});
