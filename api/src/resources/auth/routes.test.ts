import { isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { userSchema } from '@church/contracts/user';
import { FORGOT_PASSWORD_MESSAGE, INVALID_CREDENTIALS_MESSAGE } from '@church/contracts/auth';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '@church/contracts/avatar';
import { PASSWORD_TOO_SHORT_MESSAGE } from '@church/contracts/password-rules';
import { outbox, passwordResets, sessions } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('login', () => {
  it('returns a token and the user (names, initials, email, roles, units)', async () => {
    const res = await post('/api/login', { email: 'Leader@Example.com ', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(typeof body.data.token).toBe('string');
    expect(body.data.token.length).toBeGreaterThanOrEqual(22);
    const user = userSchema.parse(body.data.user);
    expect(user).toMatchObject({ first_name: 'Daniel', last_name: 'Mensah', full_name: 'Daniel Mensah', initials: 'DM', email: 'leader@example.com' });
    expect(user.roles).toEqual(['leader', 'member']);
    expect(user.units.map((u) => u.name).sort()).toEqual(['Choir', 'Media']);
    expect(user.units.every((u) => u.is_leader)).toBe(true);
  });

  it('rejects a wrong password and an unknown email with the same 401, its message under errors.email', async () => {
    const wrong = await post('/api/login', { email: 'leader@example.com', password: 'not-the-password' });
    const unknown = await post('/api/login', { email: 'nobody@example.com', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: INVALID_CREDENTIALS_MESSAGE, errors: { email: [INVALID_CREDENTIALS_MESSAGE] } });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('still answers a malformed sign-in with 422 per field', async () => {
    const res = await post('/api/login', { email: 'not-an-email', password: '' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'password']);
  });

  it('stores only a hash of the token', async () => {
    const token = await loginAs(ctx.app, 'member');
    const rows = await ctx.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });
});

describe('register', () => {
  const fields = { first_name: 'Tola', last_name: 'Ade', email: 'tola@example.com', password: 'a-good-password', phone: '0803 555 1234' };

  it('creates a member, answers 201 with token and user, normalises the phone', async () => {
    const res = await post('/api/register', fields);
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json().data;
    expect(user).toMatchObject({ email: 'tola@example.com', roles: ['member'], units: [], phone: '+2348035551234', initials: 'TA' });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: auth(token) });
    expect(me.json().data.email).toBe('tola@example.com');
  });

  it('answers 409 when the email is taken, whatever its case', async () => {
    const res = await post('/api/register', { ...fields, email: 'TOLA@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.email).toHaveLength(1);
  });

  it('requires 10 characters and readable field messages', async () => {
    const res = await post('/api/register', { first_name: '', last_name: 'X', email: 'bad', password: 'short' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      first_name: ['First name is required'],
      email: ['Enter a valid email address'],
      password: [PASSWORD_TOO_SHORT_MESSAGE],
    });
  });
});

describe('me and logout', () => {
  it('answers 401 without or with a bad token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: auth('x'.repeat(43)) });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('logout revokes the token', async () => {
    const token = await loginAs(ctx.app, 'member');
    const out = await post('/api/logout', undefined, auth(token));
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe('You have been logged out successfully');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me', headers: auth(token) })).statusCode).toBe(401);
  });

  it('updates the profile', async () => {
    const token = await loginAs(ctx.app, 'member');
    const res = await ctx.app.inject({ method: 'PATCH', url: '/api/me', headers: auth(token), payload: { first_name: 'Ruthie', birthday: '1990-02-28', gender: 'female', phone: '00447911123456' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ first_name: 'Ruthie', full_name: 'Ruthie Bello', birthday: '1990-02-28', phone: '+447911123456' });
    const taken = await ctx.app.inject({ method: 'PATCH', url: '/api/me', headers: auth(token), payload: { email: 'admin@example.com', current_password: DEMO_PASSWORD } });
    expect(taken.statusCode).toBe(409);
    const invalid = await ctx.app.inject({ method: 'PATCH', url: '/api/me', headers: auth(token), payload: { birthday: '1990-13-01' } });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors)).toEqual(['birthday']);
  });
});

describe('avatar', () => {
  // The pipeline itself (re-encoding, metadata, garbage, SVG) is in resources/me/profile.test.ts.
  it('accepts exactly 1.5 MB and refuses one byte more with 413 and the too-large message', async () => {
    const token = await loginAs(ctx.app, 'leader');
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 0, g: 90, b: 160 } } }).jpeg().toBuffer();
    // Bytes after a JPEG's end marker are ignored by decoders: a real image of exactly 1.5 MB.
    const exact = Buffer.concat([jpeg, Buffer.alloc(AVATAR_MAX_BYTES - jpeg.length, 0)]);
    const ok = await ctx.app.inject({ method: 'PUT', url: '/api/me/avatar', headers: auth(token), payload: { avatar: `data:image/jpeg;base64,${exact.toString('base64')}` } });
    expect(ok.statusCode).toBe(200);
    const over = Buffer.concat([exact, Buffer.alloc(1, 0)]);
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/me/avatar', headers: auth(token), payload: { avatar: `data:image/jpeg;base64,${over.toString('base64')}` } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: AVATAR_MESSAGES.tooLarge });
  });

  it('refuses non-images with 422 (declared type or actual bytes)', async () => {
    const token = await loginAs(ctx.app, 'leader');
    for (const avatar of ['data:text/plain;base64,aGVsbG8=', `data:image/png;base64,${Buffer.from('not really a png').toString('base64')}`, 'hello']) {
      const res = await ctx.app.inject({ method: 'PUT', url: '/api/me/avatar', headers: auth(token), payload: { avatar } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.avatar).toHaveLength(1);
    }
  });
});

describe('forgot and reset password (outbox mailer)', () => {
  it('answers the same whether or not the email exists, and mails only real accounts', async () => {
    const known = await post('/api/forgot-password', { email: 'admin@example.com' });
    const unknown = await post('/api/forgot-password', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(unknown.json()).toEqual(known.json());
    await ctx.app.flushMail();
    const mails = await ctx.database.db.select().from(outbox);
    expect(mails.map((m) => m.to)).toEqual(['admin@example.com']);
    expect(mails[0].text).toMatch(/^http:\/\/site\.test\/reset-password\?token=[^&\s]+&email=admin%40example\.com$/m);
  });

  it('resets with the mailed link once, revokes sessions, and refuses expired links', async () => {
    const oldToken = await loginAs(ctx.app, 'admin');
    await post('/api/forgot-password', { email: 'admin@example.com' });
    await ctx.app.flushMail();
    const mails = await ctx.database.db.select().from(outbox);
    const link = new URL(/https?:\/\/\S+/.exec(mails[mails.length - 1].text)![0]);
    const body = { token: link.searchParams.get('token'), email: link.searchParams.get('email'), password: 'brand-new-pass', password_confirmation: 'brand-new-pass' };

    const mismatch = await post('/api/reset-password', { ...body, password_confirmation: 'something-else' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toEqual(['Passwords do not match']);

    const first = await post('/api/reset-password', body);
    expect(first.statusCode).toBe(200);
    expect(typeof first.json().message).toBe('string');
    const again = await post('/api/reset-password', body);
    expect(again.statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me', headers: auth(oldToken) })).statusCode).toBe(401);
    await loginAs(ctx.app, 'admin', 'brand-new-pass');

    await post('/api/forgot-password', { email: 'admin@example.com' });
    await ctx.app.flushMail();
    const latest = await ctx.database.db.select().from(outbox);
    const expiredLink = new URL(/https?:\/\/\S+/.exec(latest[latest.length - 1].text)![0]);
    // Expire every open link, as if more than 60 minutes had passed.
    await ctx.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 60_000) }).where(isNull(passwordResets.usedAt));
    const expired = await post('/api/reset-password', { token: expiredLink.searchParams.get('token'), email: 'admin@example.com', password: 'another-pass-1', password_confirmation: 'another-pass-1' });
    expect(expired.statusCode).toBe(422);
  });

  it('refuses a valid token with another email', async () => {
    await post('/api/forgot-password', { email: 'member@example.com' });
    await ctx.app.flushMail();
    const mails = await ctx.database.db.select().from(outbox);
    const link = new URL(/https?:\/\/\S+/.exec(mails[mails.length - 1].text)![0]);
    const res = await post('/api/reset-password', { token: link.searchParams.get('token'), email: 'leader@example.com', password: 'brand-new-pass', password_confirmation: 'brand-new-pass' });
    expect(res.statusCode).toBe(422);
  });
});

describe('security headers and CORS', () => {
  it('sends helmet headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ data: { status: 'ok' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
