import { errorEnvelopeSchema } from '@church/contracts/envelope';
import { createTestApp, loginAs, auth, type TestContext } from '../test/context';
import { GENERIC_500_MESSAGE } from './errors';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ corsOrigins: ['http://allowed.test'], apiDocs: true });
}, 60_000);
afterAll(() => ctx.close());

function expectEnvelope(body: string) {
  const parsed = errorEnvelopeSchema.strict().parse(JSON.parse(body));
  expect(body).not.toMatch(/\bat .+\.(ts|js):\d+/); // no stack frames
  return parsed;
}

describe('error envelope', () => {
  it('answers malformed JSON with 400', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"email": "a@b.co",' });
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res.body).message).toBe('Malformed JSON in request body.');
  });

  it('answers failed validation with 422 and per-field messages', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/register', payload: { first_name: 42, email: 'x@y' } });
    expect(res.statusCode).toBe(422);
    const body = expectEnvelope(res.body);
    expect(body.errors).toEqual({
      first_name: ['First name must be text'],
      last_name: ['Last name is required'],
      email: ['Enter a valid email address'],
      password: ['Password is required'],
    });
    expect(body.message).toBe('First name must be text (and 3 more)');
  });

  it('validates query strings and params with 422 too', async () => {
    const token = await loginAs(ctx.app, 'admin');
    const query = await ctx.app.inject({ method: 'GET', url: '/api/members?page=zero&per_page=1000', headers: auth(token) });
    expect(query.statusCode).toBe(422);
    expect(Object.keys(expectEnvelope(query.body).errors!).sort()).toEqual(['page', 'per_page']);
    const params = await ctx.app.inject({ method: 'GET', url: '/api/members/abc', headers: auth(token) });
    expect(params.statusCode).toBe(422);
    expect(expectEnvelope(params.body).errors).toEqual({ id: ['Id must be a number'] });
  });

  it('answers unknown routes with a 404 envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(res.statusCode).toBe(404);
    expect(expectEnvelope(res.body).message).toBe('No route matches GET /api/does-not-exist.');
  });

  it('refuses bodies over the limit with 413 and unsupported content types with 415', async () => {
    const big = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'a@b.co', password: 'x'.repeat(200 * 1024) } });
    expect(big.statusCode).toBe(413);
    expectEnvelope(big.body);
    const text = await ctx.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/xml' }, payload: '<hello/>' });
    expect(text.statusCode).toBe(415);
    expectEnvelope(text.body);
  });

  it('refuses NUL characters with 422 instead of a database error', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'a\u0000@b.co' } });
    expect(res.statusCode).toBe(422);
    expect(expectEnvelope(res.body).errors).toHaveProperty('email');
  });

  // A lone UTF-16 surrogate cannot be stored in jsonb: refused at the boundary, it never reaches
  // the database, so the welcome form answers a phone on record exactly as a new one.
  it('a known phone and a new one answer alike with a lone surrogate in any field', async () => {
    const visitor = { first_name: 'Lone', last_name: 'Surrogate', phone: '0807 555 0101', email: 'lone@example.com', address: 'Here', prayer_request: 'Peace', consent_to_contact: true };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/first-timers', payload: visitor })).statusCode).toBe(201);
    for (const field of ['first_name', 'last_name', 'email', 'address', 'prayer_request']) {
      const send = (phone: string) => ctx.app.inject({ method: 'POST', url: '/api/first-timers', payload: { ...visitor, phone, [field]: 'a\ud800b' } });
      const [known, fresh] = [await send(visitor.phone), await send('0807 555 0102')];
      expect({ field, status: known.statusCode, body: known.json() }).toEqual({ field, status: fresh.statusCode, body: fresh.json() });
      expect(known.statusCode).toBe(422);
      expect(expectEnvelope(known.body).errors).toEqual({ [field]: ['Text must not contain a lone surrogate (a broken character)'] });
    }
    // A trailing surrogate alone, and one in a key, are refused as well; a whole pair (an emoji) is welcome.
    const trailing = await ctx.app.inject({ method: 'POST', url: '/api/first-timers', payload: { ...visitor, first_name: '\udc00' } });
    expect(expectEnvelope(trailing.body).errors).toHaveProperty('first_name');
    const inKey = await ctx.app.inject({ method: 'POST', url: '/api/first-timers', payload: { ...visitor, ['x\ud800']: 1 } });
    expect(inKey.statusCode).toBe(422);
    const emoji = await ctx.app.inject({ method: 'POST', url: '/api/first-timers', payload: { ...visitor, first_name: 'Lone \ud83d\ude00' } });
    expect(emoji.statusCode).toBe(201);
  });

  it('refuses a lone surrogate in an admin\'s visitor edit with 422 on the field', async () => {
    const token = await loginAs(ctx.app, 'admin');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/first-timers', headers: auth(token) });
    const id = list.json().data[0].id as number;
    const res = await ctx.app.inject({ method: 'PATCH', url: `/api/first-timers/${id}`, headers: auth(token), payload: { address: 'x\ud800' } });
    expect(res.statusCode).toBe(422);
    expect(expectEnvelope(res.body).errors).toHaveProperty('address');
  });

  it('lets configured origins through CORS and no others', async () => {
    const allowed = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'http://allowed.test' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://allowed.test');
    const other = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'http://evil.test' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await ctx.app.inject({ method: 'OPTIONS', url: '/api/login', headers: { origin: 'http://allowed.test', 'access-control-request-method': 'POST' } });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/login'].post.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/me', '/api/register', '/api/services']));
  });
});

describe('rate limits', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimits: { login: { max: 2, timeWindowMs: 60_000 }, register: { max: 1, timeWindowMs: 60_000 }, forgotPassword: { max: 1, timeWindowMs: 60_000 } } });
  }, 60_000);
  afterAll(() => limited.close());

  it('answers 429 with the envelope after the configured number of attempts', async () => {
    const attempt = () => limited.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'admin@example.com', password: 'wrong-password' } });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const third = await attempt();
    expect(third.statusCode).toBe(429);
    expect(expectEnvelope(third.body).message).toMatch(/Too many attempts/);
    expect(third.headers['retry-after']).toBeDefined();
  });

  it('limits register and forgot-password too', async () => {
    const forgot = () => limited.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'nobody@example.com' } });
    expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(429);
    const register = () => limited.app.inject({ method: 'POST', url: '/api/register', payload: {} });
    expect((await register()).statusCode).toBe(422);
    expect((await register()).statusCode).toBe(429);
  });
});

describe('unexpected failures', () => {
  it('answers 500 with a generic message and no stack when the database is gone', async () => {
    const broken = await createTestApp();
    try {
      await broken.database.close();
      const res = await broken.app.inject({ method: 'GET', url: '/api/services' });
      expect(res.statusCode).toBe(500);
      expect(expectEnvelope(res.body)).toEqual({ message: GENERIC_500_MESSAGE });
    } finally {
      await broken.close();
    }
  }, 60_000);
});
