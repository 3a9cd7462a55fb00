import path from 'node:path';
import { existsSync, mkdirSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { nodeRequire, nodeResolve } from '../node-require';

export type Schema = typeof schema;
// Both drivers produce a PgDatabase; the app only relies on this common surface.
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseConfig =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dir: string | null; loadDataDir?: Blob; sharedBuffers?: string }; // dir null: in memory

export interface Database {
  db: Db;
  kind: DatabaseConfig['kind'];
  close: () => Promise<void>;
  /** PGlite only: a tarball of the data directory (tests clone a seeded template from it). */
  dump?: () => Promise<Blob>;
  /**
   * Runs `work` while no other API instance runs its own (a PostgreSQL advisory lock held on one
   * connection): migrations and the first start's seed. Not re-entrant. PGlite has one process.
   */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * Raw SQL for the job queue (pg-boss's `db` adapter): values bind placeholders; without values
   * the text may hold several statements (its install script does).
   */
  jobsSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
}

// The advisory lock's key: any constant this app alone uses ("church" in ASCII).
const START_UP_LOCK = 0x636875726368;

// The embedded database's shared buffers unless PGLITE_SHARED_BUFFERS says otherwise.
export const PGLITE_SHARED_BUFFERS = '16MB';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
export const MIGRATIONS_DIR = path.resolve(__dirname, '../../drizzle');

export function databaseConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  const dir = env.PGLITE_DIR ? path.resolve(REPO_ROOT, env.PGLITE_DIR) : path.join(REPO_ROOT, 'data', 'pglite');
  return { kind: 'pglite', dir, sharedBuffers: env.PGLITE_SHARED_BUFFERS };
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // A database that does not answer fails a request within 3 s (a 503, http/errors.ts) rather
    // than holding it; dead connections are dropped and new ones made on the next request.
    // Connections idle for five minutes, not pg's 10 s: a church's traffic comes in waves (a
    // service's marking, Monday's reports), and a wave that had to open its connections again
    // paid for it in its slowest answers (a new server process, cold caches). An idle pool does
    // not keep a script or a test from exiting. TCP keep-alive, so that a network box that drops
    // idle connections silently (some do after four minutes) is found out before a query waits on one.
    const pool = new Pool({
      connectionString: config.url, max: config.poolSize ?? 10, connectionTimeoutMillis: 3000, idleTimeoutMillis: 300_000, allowExitOnIdle: true, keepAlive: true,
    });
    // An idle connection the server ends (restart, failover, a dropped database) is discarded by
    // the pool and replaced on demand; without a listener node-postgres would crash the process.
    pool.on('error', (err) => console.warn(`[db] idle PostgreSQL connection lost: ${err.message}`));
    const db = drizzle({ client: pool, schema }) as unknown as Db;
    const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [START_UP_LOCK]);
        }
      } finally {
        holder.release();
      }
    };
    const jobsSql = async (text: string, values?: unknown[]) => ({ rows: (await pool.query(text, values)).rows as unknown[] });
    return { db, kind: 'postgres', close: () => pool.end(), exclusive, jobsSql };
  }
  const { PGlite } = nodeRequire<typeof import('@electric-sql/pglite')>('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (config.dir) {
    mkdirSync(config.dir, { recursive: true });
    if (!config.loadDataDir && !existsSync(path.join(config.dir, 'PG_VERSION'))) await createDataDir(config.dir);
  }
  // pg_trgm backs the people search's indexes (migration 0006), as it does on PostgreSQL.
  const { pg_trgm } = nodeRequire<typeof import('@electric-sql/pglite/contrib/pg_trgm')>('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create({
    dataDir: config.dir ?? undefined, loadDataDir: config.loadDataDir, extensions: { pg_trgm },
    // PostgreSQL's default 128 MB of shared buffers would live in the API's own memory here; the
    // embedded database reads its files through the operating system, whose file cache keeps them
    // warm. PGLITE_SHARED_BUFFERS (e.g. 128MB) gives a large congregation on it more.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${config.sharedBuffers ?? PGLITE_SHARED_BUFFERS}`],
  });
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db, kind: 'pglite', close: () => client.close(), dump: async () => (await client.dumpDataDir('none')) as Blob, exclusive: (work) => work(),
    // PGlite's query() takes one statement; exec() runs a script and answers each statement's rows.
    jobsSql: async (text, values) => (values?.length ? { rows: (await client.query(text, values)).rows } : { rows: (await client.exec(text)).at(-1)?.rows ?? [] }),
  };
}

/**
 * Makes a new PGlite data directory in a short-lived process. initdb is a WebAssembly module of its
 * own, and its compiled code and memory (about 130 MB) would otherwise stay in the API for good.
 */
async function createDataDir(dir: string): Promise<void> {
  const script = `const { PGlite } = require(${JSON.stringify(nodeResolve('@electric-sql/pglite'))});
    PGlite.create({ dataDir: process.argv[1] }).then((db) => db.close());`;
  await promisify(execFile)(process.execPath, ['-e', script, dir]);
}

/** Brings the schema up to date; instances starting together migrate one after the other. */
export function migrateDatabase(database: Database): Promise<void> {
  return database.exclusive(() => migrateNow(database));
}

async function migrateNow(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  }
  // Role ids are fixed reference data (1 admin, 2 leader, 3 member), present in every database.
  await database.db
    .insert(schema.roles)
    .values([{ id: 1, name: 'admin' }, { id: 2, name: 'leader' }, { id: 3, name: 'member' }])
    .onConflictDoNothing();
}
