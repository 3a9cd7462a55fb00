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

// Numbers and days at and past each bound a column or a schema has: PostgreSQL's integer and
// smallint, JavaScript's safe integers, years and the dates a schema accepts.
const BOUNDARY_NUMBERS = ['0', '1', '-1', '32767', '32768', '-32769', '2147483647', '2147483648', '-2147483649', '9007199254740991', '9007199254740993', '1e20', '9'.repeat(30), '1.5', 'NaN', 'Infinity'];
const BOUNDARY_DAYS = ['0100-01-01', '1900-01-01', '1999-12-31', '2000-01-01', '2022-12-31', '2023-01-01', '2035-12-31', '2036-01-01', '9999-12-31', '2026-02-29', '2028-02-29', '2026-13-01', '+002026-01-01'];
const boundary = fc.constantFrom(...BOUNDARY_NUMBERS, ...BOUNDARY_DAYS);
const boundaryValue = fc.oneof(boundary, boundary.map(Number).filter(Number.isFinite));

// Random text plus a few classic troublemakers (NUL, lone surrogate, SQL and LIKE metacharacters).
const nasty = fc.constantFrom('\u0000', 'a\u0000b', '\uD800', "'; drop table users; --", '%_\\', 'x'.repeat(5000), '2026-02-30', '-1', '1e309', 'data:image/png;base64,AAAA');
const text = (maxLength: number) => fc.oneof(fc.string({ unit: 'binary', maxLength }), nasty);

// The numeric and date fields of the API's schemas (query strings and bodies).
const FIELD_NAMES = [
  'page', 'per_page', 'year', 'month', 'weeks', 'misses', 'goal', 'service_id', 'unit_id', 'user_id', 'assignee', 'visits', 'date', 'from', 'to',
  'first_visit_on', 'next_contact_on', 'contacted_at', 'starts_at', 'ends_at', 'birthday', 'service_date', 'day_of_week', 'start_time', 'active', 'overdue',
] as const;

const body = fc.oneof(
  fc.record({ kind: fc.constant('json' as const), value: fc.jsonValue({ maxDepth: 3 }) }),
  fc.record({ kind: fc.constant('json' as const), value: fc.dictionary(fc.constantFrom('email', 'password', 'first_name', 'last_name', 'phone', 'token', 'password_confirmation', 'avatar', 'birthday', 'gender', 'address'), fc.oneof(text(30), fc.integer(), fc.constant(null), fc.boolean(), fc.array(fc.string(), { maxLength: 2 }))) }),
  fc.record({ kind: fc.constant('json' as const), value: fc.dictionary(fc.constantFrom(...FIELD_NAMES), boundaryValue, { minKeys: 1, maxKeys: 4 }) }),
  fc.record({ kind: fc.constant('json' as const), value: fc.dictionary(fc.constantFrom('ids', 'unit_ids', 'roles', 'user_ids'), fc.array(boundaryValue, { maxLength: 3 }), { minKeys: 1 }) }),
  fc.record({ kind: fc.constant('raw' as const), value: fc.string({ maxLength: 60 }) }),
  fc.record({ kind: fc.constant('none' as const), value: fc.constant(null) }),
);
const query = fc.dictionary(fc.constantFrom('search', 'role', 'type', 'x', ...FIELD_NAMES), fc.oneof(text(20), fc.integer().map(String), fc.constant(''), boundary), { maxKeys: 4 });
const param = fc.oneof(fc.string({ minLength: 1, maxLength: 20 }), nasty, fc.integer().map(String), boundary);

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
        const url = buildUrl(route.url, id, q);
        // A throw from inject itself (a response cut off mid-stream) names the request too; fast-check adds the seed.
        const res = await ctx.app.inject({ method: route.method as 'GET', url, headers, payload }).catch((error: Error) => {
          throw new Error(`${route.method} ${url} (signed in: ${signedIn}) threw: ${error.message}`);
        });
        if (res.statusCode >= 500) throw new Error(`${route.method} ${route.url} answered ${res.statusCode}: ${res.body}`);
        if (res.statusCode >= 400) {
          const parsed = errorEnvelopeSchema.safeParse(res.json());
          if (!parsed.success) throw new Error(`${route.method} ${route.url} answered ${res.statusCode} without the envelope: ${res.body}`);
        }
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 30) },
    );
  }
}, 120_000);
