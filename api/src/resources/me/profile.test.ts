import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '@church/contracts/avatar';
import { CURRENT_PASSWORD_NEEDED_MESSAGE, CURRENT_PASSWORD_WRONG_MESSAGE, describeUserAgent, PASSWORD_CHANGED_MESSAGE, THIS_DEVICE_MESSAGE } from '@church/contracts/auth';
import { purgeEndedSessions } from '../../auth/sessions';
import { hashToken } from '../../auth/tokens';
import { avatars, outbox, sessions, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';
import { migrateDataUrlAvatars } from '../../users/avatar-store';

// The person's own account (docs/decisions/0011-profile.md): the avatar pipeline, the password,
// the sign-in email and the signed-in devices.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx.close());

const call = (token: string, method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;
const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

describe('the avatar', () => {
  it('re-encodes a PNG and a JPEG to at most 512×512 without metadata, served by its address with its own type', async () => {
    const token = await loginAs(ctx.app, 'member');
    const png = await picture(1200, 800).png().toBuffer();
    const res = await call(token, 'PUT', '/api/me/avatar', { avatar: dataUrl('image/png', png) });
    expect(res.statusCode).toBe(200);
    const url = res.json().data.avatar as string;
    expect(url).toMatch(/^\/api\/avatars\/[a-f0-9]{64}$/);
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 512, height: 341 });

    const jpeg = await picture(600, 600).jpeg().withMetadata({ exif: { IFD0: { Copyright: 'Secret place' } } }).toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const second = await call(token, 'PUT', '/api/me/avatar', { avatar: dataUrl('image/jpeg', jpeg) });
    const stored = await ctx.app.inject({ method: 'GET', url: second.json().data.avatar });
    expect(stored.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    // The first picture is gone once nobody uses it.
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses 1.5 MB + 1 byte, a PNG header with garbage after it, and an SVG, with the picker’s messages', async () => {
    const token = await loginAs(ctx.app, 'member');
    const tooBig = Buffer.alloc(AVATAR_MAX_BYTES + 1, 0);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(tooBig);
    const big = await call(token, 'PUT', '/api/me/avatar', { avatar: dataUrl('image/png', tooBig) });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(AVATAR_MESSAGES.tooLarge);
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really an image at all, just text')]);
    const garbage = await call(token, 'PUT', '/api/me/avatar', { avatar: dataUrl('image/png', fake) });
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json().errors).toEqual({ avatar: [AVATAR_MESSAGES.notAccepted] });
    const svg = await call(token, 'PUT', '/api/me/avatar', { avatar: dataUrl('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')) });
    expect(svg.json().errors).toEqual({ avatar: [AVATAR_MESSAGES.notAccepted] });
  });

  it('keeps /api/me small with an avatar, and removing it falls back to initials', async () => {
    const token = await loginAs(ctx.app, 'leader');
    await call(token, 'PUT', '/api/me/avatar', { avatar: dataUrl('image/png', await picture(900, 900).png().toBuffer()) });
    const me = await call(token, 'GET', '/api/me');
    expect(me.body.length).toBeLessThan(2048);
    const removed = await call(token, 'DELETE', '/api/me/avatar');
    expect(removed.json().data).toMatchObject({ avatar: null, initials: 'DM' });
  });

  it('moves avatars stored as data URLs on the user row to their own address', async () => {
    const png = await picture(700, 700).png().toBuffer();
    await ctx.database.db.update(users).set({ avatar: dataUrl('image/png', png), avatarKey: null }).where(eq(users.email, 'samuel.eze@example.com'));
    await ctx.database.db.update(users).set({ avatar: 'data:image/png;base64,AAAA', avatarKey: null }).where(eq(users.email, 'admin@example.com'));
    expect(await migrateDataUrlAvatars(ctx.database.db)).toBe(2);
    const [samuel] = await ctx.database.db.select().from(users).where(eq(users.email, 'samuel.eze@example.com'));
    const [esther] = await ctx.database.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    expect(samuel).toMatchObject({ avatar: null, avatarKey: expect.stringMatching(/^[a-f0-9]{64}$/) });
    expect(esther).toMatchObject({ avatar: null, avatarKey: null });
    const [stored] = await ctx.database.db.select().from(avatars).where(eq(avatars.key, samuel.avatarKey!));
    expect(await sharp(stored.bytes).metadata()).toMatchObject({ width: 512, height: 512 });
    expect(await migrateDataUrlAvatars(ctx.database.db)).toBe(0);
  });
});

describe('the password', () => {
  it('changes with the current one; the other sessions end, this one stays', async () => {
    const here = await loginAs(ctx.app, 'samuel.eze@example.com');
    const elsewhere = await loginAs(ctx.app, 'samuel.eze@example.com');
    const wrong = await call(here, 'PUT', '/api/me/password', { current_password: 'not-it', password: 'brand-new-pass-1', password_confirmation: 'brand-new-pass-1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: [CURRENT_PASSWORD_WRONG_MESSAGE] });
    const ok = await call(here, 'PUT', '/api/me/password', { current_password: DEMO_PASSWORD, password: 'brand-new-pass-1', password_confirmation: 'brand-new-pass-1' });
    expect(ok.json()).toEqual({ message: PASSWORD_CHANGED_MESSAGE });
    expect((await call(here, 'GET', '/api/me')).statusCode).toBe(200);
    expect((await call(elsewhere, 'GET', '/api/me')).statusCode).toBe(401);
    await loginAs(ctx.app, 'samuel.eze@example.com', 'brand-new-pass-1');
  });
});

describe('the sign-in email', () => {
  it('needs the current password and tells the previous address', async () => {
    const token = await loginAs(ctx.app, 'member');
    const without = await call(token, 'PATCH', '/api/me', { email: 'ruth.new@example.com' });
    expect(without.statusCode).toBe(422);
    expect(without.json().errors).toEqual({ current_password: [CURRENT_PASSWORD_NEEDED_MESSAGE] });
    const wrong = await call(token, 'PATCH', '/api/me', { email: 'ruth.new@example.com', current_password: 'nope' });
    expect(wrong.json().errors).toEqual({ current_password: [CURRENT_PASSWORD_WRONG_MESSAGE] });
    // Other details need no password, nor does sending the same email again.
    expect((await call(token, 'PATCH', '/api/me', { phone: '0803 000 0003', email: 'MEMBER@example.com' })).statusCode).toBe(200);

    const ok = await call(token, 'PATCH', '/api/me', { email: 'Ruth.New@Example.com', current_password: DEMO_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.email).toBe('ruth.new@example.com');
    await ctx.app.flushMail();
    const [notice] = await ctx.database.db.select().from(outbox).where(eq(outbox.to, 'member@example.com'));
    expect(notice.subject).toBe('Your sign-in email was changed');
    expect(notice.text).toContain('changed from member@example.com to ruth.new@example.com');
    await call(token, 'PATCH', '/api/me', { email: 'member@example.com', current_password: DEMO_PASSWORD });
  });
});

describe('signed-in devices', () => {
  it('lists them with their browser, marks this one, and signs out every other', async () => {
    const login = (ua: string) => ctx.app.inject({ method: 'POST', url: '/api/login', headers: { 'user-agent': ua }, payload: { email: 'leader@example.com', password: DEMO_PASSWORD } });
    const phone = (await login('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36')).json().data.token;
    const laptop = (await login('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15')).json().data.token;
    const list = (await call(laptop, 'GET', '/api/me/sessions')).json().data as Array<{ browser: string; current: boolean }>;
    expect(list.filter((s) => s.current)).toEqual([expect.objectContaining({ browser: 'Safari on macOS' })]);
    expect(list.map((s) => s.browser)).toContain('Chrome on Android');
    const ended = await call(laptop, 'DELETE', '/api/me/sessions');
    expect(ended.json().message).toMatch(/^Signed out of \d+ other devices?\.$/);
    expect((await call(phone, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await call(laptop, 'GET', '/api/me/sessions')).json().data).toHaveLength(1);
    expect((await call(laptop, 'DELETE', '/api/me/sessions')).json().message).toBe('No other device was signed in.');
  });

  it('lists a device signed in twice once, and signs out one device of one’s own only', async () => {
    const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
    const login = (ua: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/login', headers: { 'user-agent': ua }, payload: { email: 'leader@example.com', password: DEMO_PASSWORD } }).then((res) => res.json().data.token as string);
    const firstPhone = await login(PHONE);
    const secondPhone = await login(PHONE);
    const tablet = await login(TABLET);
    const laptop = await login('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0');
    type Device = { id: number; browser: string; current: boolean };
    const devices = async (token: string) => (await call(token, 'GET', '/api/me/sessions')).json().data as Device[];

    const fromTablet = await devices(tablet);
    expect(fromTablet.filter((d) => d.browser === 'Safari on iOS')).toHaveLength(1);
    expect(fromTablet.map((d) => d.browser)).toEqual(expect.arrayContaining(['Chrome on Android', 'Firefox on Windows']));
    expect(fromTablet.filter((d) => d.current).map((d) => d.browser)).toEqual(['Chrome on Android']);
    // Seen from the phone, its row is the phone's own session of this request.
    expect((await devices(secondPhone)).find((d) => d.browser === 'Safari on iOS')).toMatchObject({ current: true });

    // Another person's session, a missing one and this request's own are refused.
    const ruth = await loginAs(ctx.app, 'member');
    const [othersSession] = await ctx.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.tokenHash, hashToken(ruth)));
    expect((await call(laptop, 'DELETE', `/api/me/sessions/${othersSession.id}`)).statusCode).toBe(404);
    expect((await call(laptop, 'DELETE', '/api/me/sessions/999999')).statusCode).toBe(404);
    const laptopRow = (await devices(laptop)).find((d) => d.current)!;
    const own = await call(laptop, 'DELETE', `/api/me/sessions/${laptopRow.id}`);
    expect(own.statusCode).toBe(422);
    expect(own.json().message).toBe(THIS_DEVICE_MESSAGE);

    // Signing out the phone ends both of its sessions and nothing else.
    const phoneRow = (await devices(laptop)).find((d) => d.browser === 'Safari on iOS')!;
    const ended = await call(laptop, 'DELETE', `/api/me/sessions/${phoneRow.id}`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().message).toBe('Signed out of Safari on iOS.');
    expect((await call(firstPhone, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await call(secondPhone, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await call(tablet, 'GET', '/api/me')).statusCode).toBe(200);
    const left = (await devices(laptop)).map((d) => d.browser);
    expect(left).not.toContain('Safari on iOS');
    expect(left).toEqual(expect.arrayContaining(['Chrome on Android', 'Firefox on Windows']));
    expect((await call(laptop, 'DELETE', `/api/me/sessions/${phoneRow.id}`)).statusCode).toBe(404); // already ended
    expect((await call(ruth, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('ends a session unused for a week (401), and purges ended sessions while keeping live ones', async () => {
    const idle = await loginAs(ctx.app, 'admin');
    const expired = await loginAs(ctx.app, 'admin');
    const live = await loginAs(ctx.app, 'admin');
    const day = 86_400_000;
    await ctx.database.db.update(sessions).set({ lastUsedAt: new Date(Date.now() - 8 * day) }).where(eq(sessions.tokenHash, hashToken(idle)));
    await ctx.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, hashToken(expired)));
    expect((await call(idle, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await call(expired, 'GET', '/api/me')).statusCode).toBe(401);
    expect(await purgeEndedSessions(ctx.database.db)).toBeGreaterThanOrEqual(2);
    const left = await ctx.database.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(left.map((r) => r.hash)).toEqual(expect.arrayContaining([hashToken(live)]));
    expect(left.map((r) => r.hash)).not.toContain(hashToken(idle));
    expect(left.map((r) => r.hash)).not.toContain(hashToken(expired));
    expect((await call(live, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('names browsers from their user agents', () => {
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0')).toBe('Edge on Windows');
    expect(describeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toBe('Safari on iOS');
    expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox on Linux');
    expect(describeUserAgent('curl/8.0')).toBe('Unknown browser');
    expect(describeUserAgent(null)).toBe('Unknown browser');
  });
});
