import sharp from 'sharp';
import { auth, createTestApp, loginAs, type TestContext } from '../test/context';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed';

// No answer a session reads, nor one that hands a session out, is kept by a browser or a proxy;
// a picture by its hash keeps its year-long cache.
let ctx: TestContext;
let member: string;
beforeAll(async () => {
  ctx = await createTestApp();
  member = await loginAs(ctx.app, 'member');
}, 60_000);
afterAll(() => ctx.close());

const get = (url: string, token?: string) => ctx.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });

describe('Cache-Control', () => {
  it('is no-store on every answer to a signed-in request: data, refusals and bad input alike', async () => {
    const answers = {
      me: await get('/api/me', member),
      occurrences: await get('/api/services/occurrences?from=2026-11-01&to=2026-11-07', member),
      forbidden: await get('/api/members', member),
      invalid: await get('/api/services/occurrences?from=nope&to=2026-11-07', member),
      changed: await ctx.app.inject({ method: 'PATCH', url: '/api/me', headers: auth(member), payload: { address: '3 Palm Close' } }),
    };
    const seen = Object.fromEntries(Object.entries(answers).map(([name, res]) => [name, [res.statusCode, res.headers['cache-control']]]));
    expect(seen).toEqual({ me: [200, 'no-store'], occurrences: [200, 'no-store'], forbidden: [403, 'no-store'], invalid: [422, 'no-store'], changed: [200, 'no-store'] });
  });

  it('is no-store on the sign-in answer, which carries the token', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email: DEMO_ACCOUNTS.leader, password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps a picture by its hash cached for a year, immutable', async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 20, g: 90, b: 160 } } }).png().toBuffer();
    const saved = await ctx.app.inject({ method: 'PUT', url: '/api/me/avatar', headers: auth(member), payload: { avatar: `data:image/png;base64,${png.toString('base64')}` } });
    expect(saved.headers['cache-control']).toBe('no-store');
    const picture = await get(saved.json().data.avatar, member);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
