import { readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { buildApp, type App } from '../app';
import { MIGRATIONS_DIR, openDatabase, type Database } from '../db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed';
import { prepareDatabase } from '../db/start-up';
import { createEmptyPostgresDatabase, GENEROUS_LIMITS, TEST_HASHING } from '../test/context';

// A large church runs several API instances behind a load balancer on one PostgreSQL. Two
// instances start at the same moment on an empty database, then serve behind a round-robin
// proxy: what must agree across them (schema, seed, sessions, rate limits, throttles) lives in
// the database, and their caches stay within their stated lifetime. Runs where DATABASE_URL
// names a PostgreSQL server (the CI's API suite); PGlite is one process.

const ANALYTICS_CACHE_MS = 1_000;
const limits = { ...GENEROUS_LIMITS, forgotPassword: { max: 4, timeWindowMs: 60_000 } };

interface Instance {
  app: App;
  database: Database;
  url: string;
}

let databaseUrl: string;
let dropDatabase: (() => Promise<void>) | undefined;
let instances: Instance[];
let proxy: http.Server;
let proxyUrl: string;

async function startInstance(): Promise<Instance> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
  await prepareDatabase(database, { seed: true, passwordHashing: TEST_HASHING });
  const app = await buildApp({ database, migrate: false, logger: false, passwordHashing: TEST_HASHING, rateLimits: limits, analyticsCacheMs: ANALYTICS_CACHE_MS, trustProxy: ['127.0.0.1'] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, database, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/** Sends each request to the next instance in turn, as a load balancer does. */
function roundRobin(targets: string[]): http.Server {
  let next = 0;
  return http.createServer((request, response) => {
    const target = new URL(request.url ?? '/', targets[next++ % targets.length]);
    const upstream = http.request(target, { method: request.method, headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress } }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
}

async function call(base: string, method: string, path: string, { token, body }: { token?: string; body?: object } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: response.headers.get('content-type')?.includes('json') ? await response.json() : await response.text() };
}

async function signIn(email: string, password = DEMO_PASSWORD) {
  return call(proxyUrl, 'POST', '/api/login', { body: { email, password } });
}

beforeAll(async () => {
  const empty = await createEmptyPostgresDatabase(process.env.DATABASE_URL!);
  databaseUrl = empty.url;
  dropDatabase = empty.drop;

  // The same moment, on an empty database: both migrate and both check for an empty database.
  instances = await Promise.all([startInstance(), startInstance()]);
  proxy = roundRobin(instances.map((instance) => instance.url));
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve));
  for (const instance of instances ?? []) {
    await instance.app.close();
    await instance.database.close();
  }
  await dropDatabase?.();
});

it('migrates and seeds once when both start together, and both serve', async () => {
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const migrations = await admin.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    const files = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql'));
    expect(migrations.rows[0].n).toBe(files.length);
    const admins = await admin.query('select count(*)::int as n from users where email = $1', [DEMO_ACCOUNTS.admin]);
    expect(admins.rows[0].n).toBe(1);
  } finally {
    await admin.end();
  }
  for (const instance of instances) expect((await call(instance.url, 'GET', '/api/health')).status).toBe(200);
});

it('a session begun on one instance is used and ended through the other', async () => {
  const { body } = await signIn(DEMO_ACCOUNTS.member);
  const token = body.data.token as string;
  for (const instance of instances) expect((await call(instance.url, 'GET', '/api/me', { token })).body.data.email).toBe(DEMO_ACCOUNTS.member);
  expect((await call(instances[0].url, 'POST', '/api/logout', { token })).status).toBe(200);
  expect((await call(instances[1].url, 'GET', '/api/me', { token })).status).toBe(401);
});

it('keeps one per-address limit across both instances', async () => {
  const statuses = [];
  for (let i = 0; i < 5; i++) statuses.push((await call(proxyUrl, 'POST', '/api/forgot-password', { body: { email: `limit-${i}@example.com` } })).status);
  expect(statuses).toEqual([200, 200, 200, 200, 429]);
});

it('keeps one per-account throttle across both instances: the sixth guess waits, even with the right password', async () => {
  for (let i = 0; i < 5; i++) expect((await signIn(DEMO_ACCOUNTS.leader, `wrong-guess-${i}`)).status).toBe(401);
  const sixth = await signIn(DEMO_ACCOUNTS.leader);
  expect(sixth.status).toBe(429);
});

it('shows a change made through one instance through the other within the cache lifetime', async () => {
  const token = (await signIn(DEMO_ACCOUNTS.admin)).body.data.token as string;
  const activeMembers = async (instance: Instance) => (await call(instance.url, 'GET', '/api/analytics/overview', { token })).body.data.active_members as number;
  const before = await activeMembers(instances[1]); // now cached by the second instance
  const created = await call(instances[0].url, 'POST', '/api/members', { token, body: { first_name: 'Ada', last_name: 'Instances', email: 'ada.instances@example.com' } });
  expect(created.status).toBe(201);
  const changedAt = Date.now();
  let seen = before;
  while (seen === before && Date.now() - changedAt < ANALYTICS_CACHE_MS + 2_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    seen = await activeMembers(instances[1]);
  }
  expect(seen).toBe(before + 1);
  expect(Date.now() - changedAt).toBeLessThan(ANALYTICS_CACHE_MS + 2_000);
}, 30_000);
