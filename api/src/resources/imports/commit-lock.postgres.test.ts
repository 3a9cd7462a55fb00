import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Client } from 'pg';
import { IMPORT_MESSAGES } from '@church/contracts/imports';
import type { Db } from '../../db/client';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';
import { claimForCommit, holdCommitLock } from './queries';

// Several API instances on one PostgreSQL: an import is being committed for as long as the
// committing transaction holds its lock, whichever instance runs it; when that instance dies
// mid-commit, the server ends its transaction and the import is free to be committed again.
// Runs where DATABASE_URL names a PostgreSQL server.

let ctx: TestContext;
let admin: string;
let databaseUrl: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAs(ctx.app, 'admin');
  databaseUrl = (ctx.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
}, 30_000);
afterAll(() => ctx.close());

const boundary = '----churchtest';
const upload = (csv: string) => ctx.app.inject({
  method: 'POST',
  url: '/api/imports',
  headers: { ...auth(admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
  payload: [
    `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nmembers\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="people.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n`,
    `--${boundary}--\r\n`,
  ].join(''),
});
const progress = async (id: number) => (await ctx.app.inject({ method: 'GET', url: `/api/imports/${id}`, headers: auth(admin) })).json().data;
const commit = (id: number) => ctx.app.inject({ method: 'POST', url: `/api/imports/${id}/commit`, headers: auth(admin), payload: {} });

it('keeps an import committing while the commit holding it lives, and frees it when that commit dies', async () => {
  const draft = await upload('First name,Last name,Email\nAmaka,Nnadi,amaka.nnadi@example.org\n');
  expect(draft.statusCode).toBe(201);
  const { id } = draft.json().data;

  // Another instance's commit, as the commit route runs it: its transaction takes the lock and
  // the claim is written beside it.
  const other = new Client({ connectionString: databaseUrl });
  other.on('error', () => {}); // its connection is ended from the server below
  await other.connect();
  const { rows: [{ pid }] } = await other.query<{ pid: number }>('select pg_backend_pid() as pid');
  await other.query('begin');
  expect(await holdCommitLock(drizzle({ client: other }) as unknown as Db, id)).toBe(true);
  expect(await claimForCommit(ctx.database.db, id)).toBe(true);

  expect(await progress(id)).toMatchObject({ status: 'committing' });
  const twice = await commit(id);
  expect(twice.statusCode).toBe(409);
  expect(twice.json().message).toBe(IMPORT_MESSAGES.notDraft);
  expect((await ctx.app.inject({ method: 'PUT', url: `/api/imports/${id}`, headers: auth(admin), payload: { mapping: {}, existing: 'skip' } })).statusCode).toBe(409);
  expect(await progress(id)).toMatchObject({ status: 'committing' });

  // That instance dies: the server ends its connection and rolls its transaction back.
  await ctx.database.db.execute(sql`select pg_terminate_backend(${pid}::int, 5000)`);
  expect(await progress(id)).toMatchObject({ status: 'failed', rows_done: 0 });
  const retried = await commit(id);
  expect(retried.statusCode).toBe(200);
  expect(retried.json().data).toEqual({ created: 1, updated: 0, skipped: 0 });
  expect(await progress(id)).toMatchObject({ status: 'committed' });
});
