import { like } from 'drizzle-orm';
import sharp from 'sharp';
import { users } from '../../db/schema';
import { DEFAULT_RATE_LIMITS } from '../../http/rate-limits';
import { auth, createTestApp, GENEROUS_LIMITS, loginAs, type TestContext } from '../../test/context';
import { AVATAR_BUSY_RETRY_AFTER_SECONDS, avatarDecoding } from '../../users/avatar';

// What a profile picture may cost the API (docs/decisions/0022-avatar-decoding-and-secret-checks.md):
// a ceiling on pixels read from the header, the first frame only, one decode at a time with a
// short queue, and 10 uploads an hour per account.
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;
const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

// A frame of 1900×1900 is 3.6 MP; six of them are 21.7 MP.
async function animatedGif(side: number, greens: number[]): Promise<Buffer> {
  const frames = await Promise.all(greens.map((g) => sharp({ create: { width: side, height: side, channels: 3, background: { r: 200, g, b: 40 } } }).raw().toBuffer()));
  return sharp(Buffer.concat(frames), { raw: { width: side, height: side * frames.length, channels: 3, pageHeight: side }, limitInputPixels: false }).gif().toBuffer();
}

let ctx: TestContext;
// The large pictures are made once, before the tests (making them takes longer than refusing them).
let bigGif: Buffer;
let animated: Buffer;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimits: { ...GENEROUS_LIMITS, avatarUploads: DEFAULT_RATE_LIMITS.avatarUploads } });
  bigGif = await picture(6000, 6000).gif().toBuffer();
  animated = await animatedGif(1900, [0, 40, 80, 120, 160, 200]);
}, 60_000);
afterAll(() => ctx.close());
const upload = (token: string, avatar: string) => ctx.app.inject({ method: 'PUT', url: '/api/me/avatar', headers: auth(token), payload: { avatar } });
const served = async (url: string) => sharp((await ctx.app.inject({ method: 'GET', url })).rawPayload).metadata();

// Each test signs in as its own account: the upload limit counts per account.
describe('the pixel ceiling', () => {
  it('refuses a 6000×6000 GIF of 25 KB with 422 and says why, before decoding it', async () => {
    const token = await loginAs(ctx.app, 'member');
    expect(bigGif.length).toBeLessThan(30_000);
    const started = performance.now();
    const res = await upload(token, dataUrl('image/gif', bigGif));
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ avatar: ['This picture is too large (6000 × 6000 pixels). A GIF may have at most 4 megapixels: please choose a smaller picture.'] });
    // Decoding it took 0.6 s on this machine; reading its header takes a millisecond.
    expect(elapsed).toBeLessThan(300);
  });

  it('refuses a PNG over 25 megapixels and a progressive JPEG over 25, but takes a baseline JPEG photo up to 50', async () => {
    const token = await loginAs(ctx.app, 'leader');
    const png = await upload(token, dataUrl('image/png', await picture(6000, 6000).png().toBuffer()));
    expect(png.statusCode).toBe(422);
    expect(png.json().errors.avatar).toEqual(['This picture is too large (6000 × 6000 pixels). A PNG may have at most 25 megapixels: please choose a smaller picture.']);
    const progressive = await upload(token, dataUrl('image/jpeg', await picture(6000, 6000).jpeg({ progressive: true }).toBuffer()));
    expect(progressive.json().errors.avatar).toEqual(['This picture is too large (6000 × 6000 pixels). A progressive JPEG may have at most 25 megapixels: please choose a smaller picture.']);
    const huge = await upload(token, dataUrl('image/jpeg', await picture(8000, 7000).jpeg().toBuffer()));
    expect(huge.json().errors.avatar).toEqual(['This picture is too large (8000 × 7000 pixels). A JPEG may have at most 50 megapixels: please choose a smaller picture.']);

    const photo = await upload(token, dataUrl('image/jpeg', await picture(8000, 6000).jpeg().toBuffer()));
    expect(photo.statusCode).toBe(200);
    expect(await served(photo.json().data.avatar)).toMatchObject({ format: 'jpeg', width: 512, height: 384 });
  }, 30_000);

  it('still takes a phone photo (12 MP JPEG) and a GIF of 2000×2000', async () => {
    const token = await loginAs(ctx.app, 'admin');
    const photo = await upload(token, dataUrl('image/jpeg', await picture(4032, 3024).jpeg({ quality: 90 }).toBuffer()));
    expect(photo.statusCode).toBe(200);
    expect(await served(photo.json().data.avatar)).toMatchObject({ format: 'jpeg', width: 512, height: 384 });
    const gif = await upload(token, dataUrl('image/gif', await picture(2000, 2000).gif().toBuffer()));
    expect(gif.statusCode).toBe(200);
    expect(await served(gif.json().data.avatar)).toMatchObject({ format: 'png', width: 512, height: 512 });
  }, 30_000);

  it('decodes only the first frame of an animated GIF: the ceiling is one frame’s, not the sum of all', async () => {
    const token = await loginAs(ctx.app, 'samuel.eze@example.com');
    expect(await sharp(animated).metadata()).toMatchObject({ width: 1900, height: 1900, pages: 6 });
    const res = await upload(token, dataUrl('image/gif', animated));
    expect(res.statusCode).toBe(200);
    const stored = await served(res.json().data.avatar);
    expect(stored).toMatchObject({ format: 'png', width: 512, height: 512 });
    expect(stored.pages ?? 1).toBe(1);
  });
});

describe('the upload limit', () => {
  it('lets an account change its picture 10 times an hour, refused ones included; the 11th is 429 with Retry-After', async () => {
    const [{ email }] = await ctx.database.db.select({ email: users.email }).from(users).where(like(users.email, '%.0@example.com'));
    const token = await loginAs(ctx.app, email);
    const small = dataUrl('image/png', await picture(64, 64).png().toBuffer());
    expect((await upload(token, dataUrl('image/gif', bigGif))).statusCode).toBe(422);
    for (let i = 0; i < 9; i++) expect((await upload(token, small)).statusCode).toBe(200);
    // Another session of the same account shares the count: it is per account, not per token.
    const another = await loginAs(ctx.app, email);
    const refused = await upload(another, small);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.json().message).toMatch(/^You have changed your profile picture many times in a short while\. Please wait (1 hour|\d+ minutes) and try again\.$/);
    // Refused before the body is read: a body over the route's 4 MB is not even looked at.
    const oversized = await ctx.app.inject({ method: 'PUT', url: '/api/me/avatar', headers: { ...auth(token), 'content-type': 'application/json' }, payload: 'x'.repeat(5 * 1024 * 1024) });
    expect(oversized.statusCode).toBe(429);
    // Removing the picture is not limited; someone else on the same address is not limited.
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/me/avatar', headers: auth(token) })).statusCode).toBe(200);
    expect((await upload(await loginAs(ctx.app, 'leader'), small)).statusCode).toBe(200);
  });
});

describe('the decoding queue', () => {
  it('answers 503 with Retry-After when 16 pictures already wait, and takes pictures again once they are done', async () => {
    const token = await loginAs(ctx.app, 'admin');
    const small = dataUrl('image/png', await picture(64, 64).png().toBuffer());
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const busy = Array.from({ length: 17 }, () => avatarDecoding.run(() => held));
    expect([avatarDecoding.running, avatarDecoding.waiting]).toEqual([1, 16]);
    const refused = await upload(token, small);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(AVATAR_BUSY_RETRY_AFTER_SECONDS));
    expect(refused.json()).toEqual({ message: 'Many pictures are being processed just now. Please try again in a few seconds.' });
    release();
    await Promise.all(busy);
    expect((await upload(token, small)).statusCode).toBe(200);
  });
});
