import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { createTestDatabase, type TestDatabase } from '../../test/context';
import { bufferSource } from './file-rows';
import { runPass, statementRowsFor } from './run';

// A pass's statements on the embedded database run in the API's only thread, each holding every
// other request while it runs: there a batch is looked up a slice at a time, with a turn of the
// event loop between slices, so other requests are answered during an import.

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
}, 120_000);
afterAll(() => test.drop());

/** The database, noting the event loop's turn at each lookup of people by email. */
function watchedLookups(db: Db, turnNow: () => number) {
  const dialect = new PgDialect();
  const turns: number[] = [];
  const watched = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver);
      return (query: SQL) => {
        if (dialect.sqlToQuery(query).sql.includes('u.email = any')) turns.push(turnNow());
        return target.execute(query);
      };
    },
  });
  return { watched, turns };
}

it('looks a batch up a slice at a time on the embedded database, with a turn for other requests between slices', async () => {
  const { db } = test.database;
  const rows = 1000;
  const file = `First name,Last name,Email\n${Array.from({ length: rows }, (_, i) => `Ada${i},Obi,ada${i}@example.org\n`).join('')}`;
  let turn = 0;
  let running = true;
  const tick = () => {
    turn += 1;
    if (running) setImmediate(tick);
  };
  tick();
  const { watched, turns } = watchedLookups(db, () => turn);
  const statementRows = statementRowsFor(db);
  try {
    const pass = await runPass(
      { kind: 'members', file: bufferSource(Buffer.from(file)), mapping: { first_name: 'First name', last_name: 'Last name', email: 'Email' }, existing: 'skip' },
      { db: watched, actorId: 1, write: false, statementRows },
    );
    expect(pass.preview.counts.create).toBe(rows);
  } finally {
    running = false;
  }
  const slices = Math.ceil(rows / statementRows);
  if (!process.env.DATABASE_URL) expect(slices).toBeGreaterThan(1);
  expect(turns).toHaveLength(slices);
  expect(new Set(turns).size).toBe(slices);
});
