import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app';
import type { RateLimits } from '../http/rate-limits';
import { type Database, migrateDatabase, openDatabase } from '../db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../db/seed';
import { nodeRequire } from '../node-require';

// Light argon2 settings keep the suite fast; production uses DEFAULT_PASSWORD_HASHING.
export const TEST_HASHING = { memoryCost: 1024, timeCost: 1 };

export const GENEROUS_LIMITS: RateLimits = {
  login: { max: 10_000, timeWindowMs: 60_000 },
  register: { max: 10_000, timeWindowMs: 60_000 },
  forgotPassword: { max: 10_000, timeWindowMs: 60_000 },
  publicForms: { max: 10_000, timeWindowMs: 60_000 },
  avatarUploads: { max: 10_000, timeWindowMs: 60_000 },
  checkIns: { max: 10_000, timeWindowMs: 60_000 },
  stationSearches: { max: 10_000, timeWindowMs: 60_000 },
  absenceWrites: { max: 10_000, timeWindowMs: 60_000 },
};

export interface TestDatabase {
  database: Database;
  drop: () => Promise<void>;
}

// Starting PGlite from scratch runs initdb (seconds); a migrated (and seeded) template is built
// once per jest worker and each test file loads a fresh copy of it. The cache lives on the
// PGlite module object, which nodeRequire loads once per process, outside jest's per-file registry.
function pgliteTemplate(seeded: boolean): Promise<Blob> {
  const holder = nodeRequire<Record<string, Promise<Blob> | undefined>>('@electric-sql/pglite');
  const key = seeded ? '__churchSeededTemplate' : '__churchEmptyTemplate';
  holder[key] ??= (async () => {
    const database = await openDatabase({ kind: 'pglite', dir: null });
    await migrateDatabase(database);
    if (seeded) await seedDemo(database.db, { passwordHashing: TEST_HASHING });
    const blob = await database.dump!();
    await database.close();
    return blob;
  })();
  return holder[key]!;
}

// In-memory PGlite by default; with DATABASE_URL each test file gets its own fresh database.
export async function createTestDatabase(seeded = true): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ kind: 'pglite', dir: null, loadDataDir: await pgliteTemplate(seeded) });
    return { database, drop: () => database.close().catch(() => {}) };
  }
  const empty = await createEmptyPostgresDatabase(url);
  const database = await openDatabase({ kind: 'postgres', url: empty.url, poolSize: 4 });
  await migrateDatabase(database);
  if (seeded) await seedDemo(database.db, { passwordHashing: TEST_HASHING });
  return {
    database,
    drop: async () => {
      await database.close().catch(() => {}); // a test may already have closed it
      await empty.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server of `serverUrl`; `drop` removes it. */
export async function createEmptyPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { Client } = await import('pg');
  const name = `church_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  close: () => Promise<void>;
}

export async function createTestApp(overrides: Partial<AppOptions> = {}, seed = true): Promise<TestContext> {
  const { database, drop } = await createTestDatabase(seed);
  const app = await buildApp({
    database,
    migrate: false,
    logger: false,
    passwordHashing: TEST_HASHING,
    rateLimits: GENEROUS_LIMITS,
    siteUrl: 'http://site.test',
    ...overrides,
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

export type RoleKey = keyof typeof DEMO_ACCOUNTS;

export async function loginAs(app: FastifyInstance, who: RoleKey | string | null, password = DEMO_PASSWORD): Promise<string> {
  const email = who !== null && who in DEMO_ACCOUNTS ? DEMO_ACCOUNTS[who as RoleKey] : who;
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login as ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });
