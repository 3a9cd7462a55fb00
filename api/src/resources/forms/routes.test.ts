import { FORM_SUCCESS_MESSAGES, formMessageSchema } from '@church/contracts/forms';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx.close());

const send = (type: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/forms/${type}`, payload: payload as object, headers });

describe('POST /api/forms/{type}', () => {
  it('stores a question with a normalised phone and answers 201 with the success message', async () => {
    const res = await send('question', { name: ' Ada ', email: 'Ada@Example.com', phone: '0803 111 2222', message: 'When is choir practice?' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { id: expect.any(Number), type: 'question', created_at: expect.any(String) }, message: FORM_SUCCESS_MESSAGES.question });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/forms?type=question', headers: auth(await loginAs(ctx.app, 'admin')) });
    const stored = list.json().data.find((m: { id: number }) => m.id === res.json().data.id);
    expect(formMessageSchema.parse(stored)).toMatchObject({ name: 'Ada', email: 'ada@example.com', phone: '+2348031112222', message: 'When is choir practice?' });
  });

  it('keeps an anonymous prayer request without a name', async () => {
    const res = await send('prayer', { name: 'Someone', message: 'Pray for my family', is_anonymous: true });
    expect(res.statusCode).toBe(201);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/forms?type=prayer', headers: auth(await loginAs(ctx.app, 'admin')) });
    const stored = list.json().data.find((m: { id: number }) => m.id === res.json().data.id);
    expect(stored).toMatchObject({ name: null, is_anonymous: true, type: 'prayer' });
  });

  it('records the consent to share a testimony', async () => {
    const res = await send('testimony', { name: 'Ngozi', message: 'Healed!', share_consent: true });
    expect(res.statusCode).toBe(201);
  });

  it('answers an empty submit with 422 and every missing field', async () => {
    const question = await send('question', {});
    expect(question.statusCode).toBe(422);
    expect(question.json().errors).toEqual({ name: ['Name is required'], message: ['Question is required'] });
    const prayer = await send('prayer', {});
    expect(prayer.statusCode).toBe(422);
    expect(Object.keys(prayer.json().errors).sort()).toEqual(['message', 'name']);
    const bad = await send('testimony', { name: 'A', message: 'B', email: 'not-an-email', phone: '12' });
    expect(bad.json().errors).toEqual({ email: ['Enter a valid email address'], phone: ['Enter a valid phone number'] });
  });

  it('answers an unknown form type with a 404 envelope', async () => {
    const res = await send('complaint', { name: 'A', message: 'B' });
    expect(res.statusCode).toBe(404);
    expect(typeof res.json().message).toBe('string');
  });

  it('is rate-limited', async () => {
    const limited = await createTestApp({ rateLimits: { publicForms: { max: 2, timeWindowMs: 60_000 } } });
    try {
      const post = () => limited.app.inject({ method: 'POST', url: '/api/forms/question', payload: { name: 'A', message: 'B' } });
      expect((await post()).statusCode).toBe(201);
      expect((await post()).statusCode).toBe(201);
      const third = await post();
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(/Too many attempts/);
    } finally {
      await limited.close();
    }
  }, 60_000);
});

describe('GET /api/forms', () => {
  it('is for admins only: 401 anonymous, 403 member and leader', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/forms' })).statusCode).toBe(401);
    for (const who of ['member', 'leader'] as const) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/forms', headers: auth(await loginAs(ctx.app, who)) });
      expect(res.statusCode).toBe(403);
    }
  });

  it('filters by type, pages newest first, and rejects an unknown type with 422', async () => {
    const token = await loginAs(ctx.app, 'admin');
    for (let i = 0; i < 3; i += 1) await send('question', { name: `Q${i}`, message: `Question ${i}` });
    const page = await ctx.app.inject({ method: 'GET', url: '/api/forms?type=question&per_page=2&page=1', headers: auth(token) });
    const body = page.json();
    expect(body.meta).toEqual({ page: 1, per_page: 2, total: expect.any(Number) });
    expect(body.meta.total).toBeGreaterThanOrEqual(5);
    expect(body.data.map((m: { name: string }) => m.name)).toEqual(['Q2', 'Q1']);
    expect(body.data.every((m: { type: string }) => m.type === 'question')).toBe(true);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/forms?type=complaint', headers: auth(token) });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['type']);
  });
});
