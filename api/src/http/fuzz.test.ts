import fc from 'fast-check';
import { errorEnvelopeSchema } from '@church/contracts/envelope';
import { NOTIFICATION_DELIVERIES, NOTIFICATION_KINDS } from '@church/contracts/notifications';
import { auth, createTestApp, loginAs, type TestContext } from '../test/context';

// Property: whatever body, query string or path parameter a client sends to any route, signed in,
// signed out or as a paired station, the API answers below 500, and every 4xx carries the error envelope.
let ctx: TestContext;
let adminToken: string;
let stationToken: string;
beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = await loginAs(ctx.app, 'admin');
  const made = await ctx.app.inject({ method: 'POST', url: '/api/stations', headers: auth(adminToken), payload: { name: 'Fuzz door' } });
  stationToken = (await ctx.app.inject({ method: 'POST', url: '/api/stations/pair', payload: { pairing_code: made.json().data.pairing_code } })).json().data.token;
}, 60_000);
afterAll(() => ctx.close());

// Numbers and days at and past each bound a column or a schema has: PostgreSQL's integer and
// smallint, JavaScript's safe integers, years and the dates a schema accepts.
const BOUNDARY_NUMBERS = ['0', '1', '-1', '32767', '32768', '-32769', '2147483647', '2147483648', '-2147483649', '9007199254740991', '9007199254740993', '1e20', '9'.repeat(30), '1.5', 'NaN', 'Infinity'];
const BOUNDARY_DAYS = [
  '0100-01-01', '1899-12-31', '1900-01-01', '1999-12-31', '2000-01-01', '2022-12-31', '2023-01-01', '2035-12-31', '2036-01-01', '2200-12-31', '2201-01-01',
  '9999-12-25', '9999-12-31', '10000-01-01', '0000-01-01', '-000001-01-01', '2026-02-29', '2028-02-29', '2026-13-01', '+002026-01-01',
];
const boundary = fc.constantFrom(...BOUNDARY_NUMBERS, ...BOUNDARY_DAYS);
const boundaryValue = fc.oneof(boundary, boundary.map(Number).filter(Number.isFinite));

// Random text plus a few classic troublemakers (NUL, lone surrogate, SQL and LIKE metacharacters).
const nasty = fc.constantFrom('\u0000', 'a\u0000b', '\uD800', '\uDFFF', 'a\uDBFFb', "'; drop table users; --", '%_\\', 'x'.repeat(5000), '2026-02-30', '-1', '1e309', 'data:image/png;base64,AAAA');
// Text with a lone UTF-16 surrogate somewhere in it (JSON carries one as "\ud800"; jsonb refuses it).
const loneSurrogate = fc
  .tuple(fc.string({ maxLength: 10 }), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string({ maxLength: 10 }))
  .map(([before, unit, after]) => `${before}${String.fromCharCode(unit)}${after}`);
const text = (maxLength: number) => fc.oneof(fc.string({ unit: 'binary', maxLength }), nasty, loneSurrogate);

// The numeric and date fields of the API's schemas (query strings and bodies).
const FIELD_NAMES = [
  'page', 'per_page', 'year', 'month', 'weeks', 'misses', 'goal', 'service_id', 'unit_id', 'user_id', 'assignee', 'visits', 'date', 'from', 'to',
  'first_visit_on', 'next_contact_on', 'contacted_at', 'starts_at', 'ends_at', 'birthday', 'service_date', 'visit_date', 'day_of_week', 'start_time', 'active', 'overdue',
] as const;

// Every other field a route's schema asks for, well formed; keys a schema does not know are dropped.
// No email or password: the admin's account and session must outlive the run.
const WELL_FORMED_BODY = {
  service_id: 1, user_id: 1, category: 'Others', reason: 'Far away', name: 'Far away', title: 'Far away', is_recurring: false, start_time: '10:00',
  channel: 'call', outcome: 'reached', first_name: 'Far', last_name: 'Away', phone: '0809 555 0199', message: 'Far away', goal: 1,
};

const listItem = fc.oneof(
  boundaryValue,
  fc.constantFrom('member', 'leader', 'admin'),
  fc.record({ kind: fc.constantFrom(...NOTIFICATION_KINDS), delivery: fc.constantFrom(...NOTIFICATION_DELIVERIES) }),
);
const repeatedItems = fc.tuple(listItem, fc.array(listItem, { maxLength: 2 }), fc.integer({ min: 2, max: 3 })).map(([item, others, times]) => [...others, ...Array<unknown>(times).fill(item)]);
const body = fc.oneof(
  fc.record({ kind: fc.constant('json' as const), value: fc.jsonValue({ maxDepth: 3 }) }),
  fc.record({ kind: fc.constant('json' as const), value: fc.dictionary(fc.constantFrom('email', 'password', 'first_name', 'last_name', 'phone', 'token', 'password_confirmation', 'avatar', 'birthday', 'gender', 'address'), fc.oneof(text(30), fc.integer(), fc.constant(null), fc.boolean(), fc.array(fc.string(), { maxLength: 2 }))) }),
  fc.record({ kind: fc.constant('json' as const), value: fc.dictionary(fc.constantFrom(...FIELD_NAMES), boundaryValue, { minKeys: 1, maxKeys: 4 }) }),
  fc.record({ kind: fc.constant('json' as const), value: fc.dictionary(fc.constantFrom('ids', 'unit_ids', 'roles', 'user_ids'), fc.array(boundaryValue, { maxLength: 3 }), { minKeys: 1 }) }),
  // Lists with an item repeated (an id, a role, a preference), which a statement may meet twice.
  fc.record({ kind: fc.constant('json' as const), value: fc.dictionary(fc.constantFrom('ids', 'unit_ids', 'roles', 'user_ids', 'preferences'), repeatedItems, { minKeys: 1 }) }),
  // A request well formed but for one field, which holds a lone surrogate, so it reaches whatever stores it.
  fc.record({ kind: fc.constant('json' as const), value: fc.tuple(fc.constantFrom(...Object.keys(WELL_FORMED_BODY)), loneSurrogate).map(([field, value]) => ({ ...WELL_FORMED_BODY, [field]: value })) }),
  fc.record({ kind: fc.constant('raw' as const), value: fc.string({ maxLength: 60 }) }),
  fc.record({ kind: fc.constant('none' as const), value: fc.constant(null) }),
);
const query = fc.dictionary(fc.constantFrom('search', 'role', 'type', 'x', ...FIELD_NAMES), fc.oneof(text(20), fc.integer().map(String), fc.constant(''), boundary), { maxKeys: 4 });
const param = fc.oneof(fc.string({ minLength: 1, maxLength: 20 }), nasty, fc.integer().map(String), boundary);

function buildUrl(template: string, id: string, q: Record<string, string>, day?: string): string {
  // A URL cannot carry a lone surrogate; the client would send U+FFFD instead.
  const wellFormed = id.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
  // A day, when given, goes to the path's :date (a cancellation's) and the id to every other.
  const path = template.replace(/:([a-z_]+)/gi, (_match, name: string) => encodeURIComponent(day !== undefined && name === 'date' ? day : wellFormed));
  const qs = new URLSearchParams(q).toString();
  return qs ? `${path}?${qs}` : path;
}

it('never answers 5xx and always uses the envelope for 4xx, on every route', async () => {
  const routes = ctx.app.registeredRoutes.filter((r) => !r.url.startsWith('/api/docs') && r.method !== 'OPTIONS');
  expect(routes.length).toBeGreaterThan(10);
  for (const route of routes) {
    await fc.assert(
      fc.asyncProperty(body, query, param, fc.constantFrom('admin', 'station', 'none'), async (b, q, id, caller) => {
        // Logging out would revoke the shared token, so that route gets a fresh one each time.
        const token = caller === 'admin' ? (route.url === '/api/logout' ? await loginAs(ctx.app, 'admin') : adminToken) : null;
        const headers: Record<string, string> = token ? auth(token) : caller === 'station' ? { authorization: `Station ${stationToken}` } : {};
        let payload: string | undefined;
        if (route.method !== 'GET' && b.kind !== 'none') {
          headers['content-type'] = 'application/json';
          payload = b.kind === 'json' ? JSON.stringify(b.value) : b.value;
        }
        const url = buildUrl(route.url, id, q);
        // A throw from inject itself (a response cut off mid-stream) names the request too; fast-check adds the seed.
        const res = await ctx.app.inject({ method: route.method as 'GET', url, headers, payload }).catch((error: Error) => {
          throw new Error(`${route.method} ${url} (as ${caller}) threw: ${error.message}`);
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

// Days past what the calendar holds in every date field of a request that is otherwise well
// formed, so the day reaches whatever reads it behind the schema: year 9999 and its last week
// (whose next day is in year 10000), five-digit, signed and zero years, and the years either side
// of the range the schemas accept. Instants take the same day late in the day at UTC-12, which is
// the next day (year 10000 for 9999-12-31) in UTC.
const FAR_DAYS = ['9999-12-25', '9999-12-31', '10000-01-01', '+010000-01-01', '0000-01-01', '0000-12-31', '-000001-01-01', '-0001-12-31', '0001-01-01', '1899-12-31', '2201-01-01'];
const DAY_FIELDS = ['date', 'from', 'to', 'first_visit_on', 'next_contact_on', 'birthday', 'service_date', 'visit_date'] as const;
const INSTANT_FIELDS = ['contacted_at', 'starts_at', 'ends_at'] as const;
const DATE_FIELDS = [...DAY_FIELDS, ...INSTANT_FIELDS, ':date'] as const;
const instantOf = (day: string) => `${day}T23:59:59-12:00`;

const WELL_FORMED_QUERY = { month: '1', year: '2026' };

it('never answers 5xx to a day or instant past the calendar in any date field, query or path, on every route', async () => {
  const routes = ctx.app.registeredRoutes.filter((r) => !r.url.startsWith('/api/docs') && r.method !== 'OPTIONS' && r.url !== '/api/logout');
  const today = new Date().toISOString().slice(0, 10);
  for (const route of routes) {
    const request = async (day: string, far: readonly string[]) => {
      const dayOf = (field: string) => (far.includes(field) ? day : today);
      const dates: Record<string, string> = {};
      for (const field of DAY_FIELDS) dates[field] = dayOf(field);
      for (const field of INSTANT_FIELDS) dates[field] = far.includes(field) ? instantOf(day) : `${today}T12:00:00Z`;
      const url = buildUrl(route.url, '1', { ...WELL_FORMED_QUERY, ...dates }, dayOf(':date'));
      const withBody = route.method !== 'GET' && route.method !== 'HEAD';
      const res = await ctx.app
        .inject({ method: route.method as 'GET', url, headers: auth(adminToken), payload: withBody ? { ...WELL_FORMED_BODY, ...dates } : undefined })
        .catch((error: Error) => {
          throw new Error(`${route.method} ${url} threw: ${error.message}`);
        });
      if (res.statusCode >= 500) throw new Error(`${route.method} ${url} (far: ${far.join(', ')}) answered ${res.statusCode}: ${res.body}`);
      if (res.statusCode >= 400 && !errorEnvelopeSchema.safeParse(res.json()).success) throw new Error(`${route.method} ${url} answered ${res.statusCode} without the envelope: ${res.body}`);
    };
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...FAR_DAYS), fc.subarray([...DATE_FIELDS], { minLength: 1 }), request),
      // Every far day in every date field at once first, then random days in random fields.
      { numRuns: FAR_DAYS.length + Number(process.env.FUZZ_RUNS ?? 30), examples: FAR_DAYS.map((day): [string, string[]] => [day, [...DATE_FIELDS]]) },
    );
  }
}, 120_000);

// A lone surrogate in each field of a request otherwise well formed, on every route, as an admin and
// as a station, with the id 1 in the path: the request reaches whatever stores it. The same phone
// each time, so after its first registration it is one on record (whose changed details are kept
// as a proposal, in jsonb, which refuses a lone surrogate).
it('never answers 5xx to a lone surrogate in any field of a well-formed request, on every route', async () => {
  const routes = ctx.app.registeredRoutes.filter((r) => !r.url.startsWith('/api/docs') && r.method !== 'OPTIONS' && r.url !== '/api/logout' && r.method !== 'GET');
  const wellFormed = { ...WELL_FORMED_BODY, address: 'Far away', prayer_request: 'Far away' };
  for (const route of routes) {
    for (const headers of [auth(adminToken), { authorization: `Station ${stationToken}` }]) {
      for (const field of Object.keys(wellFormed)) {
        const url = buildUrl(route.url, '1', {});
        const res = await ctx.app.inject({ method: route.method as 'POST', url, headers, payload: { ...wellFormed, [field]: 'Far \ud800away' } });
        if (res.statusCode >= 500) throw new Error(`${route.method} ${url} with a lone surrogate in ${field} answered ${res.statusCode}: ${res.body}`);
      }
    }
  }
}, 120_000);
