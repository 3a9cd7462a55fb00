import fc from 'fast-check';
import { errorEnvelopeSchema } from '@church/contracts/envelope';
import { auth, createTestApp, loginAs, type TestContext } from '../test/context';

// Property: whatever body, query string or path parameter a client sends to any route, the API
// answers below 500, and every 4xx carries the error envelope.
let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = await loginAs(ctx.app, 'admin');
}, 60_000);
afterAll(() => ctx.close());

// Random text plus a few classic troublemakers (NUL, lone surrogate, SQL and LIKE metacharacters).
const nasty = fc.constantFrom('\u0000', 'a\u0000b', '\uD800', "'; drop table users; --", '%_\\', 'x'.repeat(5000), '2026-02-30', '-1', '1e309', 'data:image/png;base64,AAAA');
const text = (maxLength: number) => fc.oneof(fc.string({ unit: 'binary', maxLength }), nasty);

const body = fc.oneof(
  fc.record({ kind: fc.constant('json' as const), value: fc.jsonValue({ maxDepth: 3 }) }),
  fc.record({ kind: fc.constant('json' as const), value: fc.dictionary(fc.constantFrom('email', 'password', 'first_name', 'last_name', 'phone', 'token', 'password_confirmation', 'avatar', 'birthday', 'gender', 'address'), fc.oneof(text(30), fc.integer(), fc.constant(null), fc.boolean(), fc.array(fc.string(), { maxLength: 2 }))) }),
  fc.record({ kind: fc.constant('raw' as const), value: fc.string({ maxLength: 60 }) }),
  fc.record({ kind: fc.constant('none' as const), value: fc.constant(null) }),
);
const query = fc.dictionary(fc.constantFrom('page', 'per_page', 'search', 'unit_id', 'role', 'type', 'x'), fc.oneof(text(20), fc.integer().map(String), fc.constant('')), { maxKeys: 3 });
const param = fc.oneof(fc.string({ minLength: 1, maxLength: 20 }), nasty, fc.integer().map(String), fc.constant('99999999999999'), fc.constant('-1'));

function buildUrl(template: string, id: string, q: Record<string, string>): string {
  // A URL cannot carry a lone surrogate; the client would send U+FFFD instead.
  const wellFormed = id.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
  const path = template.replace(/:[a-z_]+/g, () => encodeURIComponent(wellFormed));
  const qs = new URLSearchParams(q).toString();
  return qs ? `${path}?${qs}` : path;
}

it('never answers 5xx and always uses the envelope for 4xx, on every route', async () => {
  const routes = ctx.app.registeredRoutes.filter((r) => !r.url.startsWith('/api/docs') && r.method !== 'OPTIONS');
  expect(routes.length).toBeGreaterThan(10);
  for (const route of routes) {
    await fc.assert(
      fc.asyncProperty(body, query, param, fc.boolean(), async (b, q, id, signedIn) => {
        // Logging out would revoke the shared token, so that route gets a fresh one each time.
        const token = signedIn ? (route.url === '/api/logout' ? await loginAs(ctx.app, 'admin') : adminToken) : null;
        const headers: Record<string, string> = token ? auth(token) : {};
        let payload: string | undefined;
        if (route.method !== 'GET' && b.kind !== 'none') {
          headers['content-type'] = 'application/json';
          payload = b.kind === 'json' ? JSON.stringify(b.value) : b.value;
        }
        const res = await ctx.app.inject({ method: route.method as 'GET', url: buildUrl(route.url, id, q), headers, payload });
        if (res.statusCode >= 500) throw new Error(`${route.method} ${route.url} answered ${res.statusCode}: ${res.body}`);
        if (res.statusCode >= 400) {
          const parsed = errorEnvelopeSchema.safeParse(res.json());
          if (!parsed.success) throw new Error(`${route.method} ${route.url} answered ${res.statusCode} without the envelope: ${res.body}`);
        }
      }),
      { numRuns: 15 },
    );
  }
}, 120_000);
