import type { Database } from '../db/client';
import { createTestApp, type TestContext } from '../test/context';
import { startJobRunner } from './runner';

// Stopping the runner must leave nothing that still writes to the database: the app closes the
// database straight after.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx.close(), 30_000);

test('a stop while a worker is fetching waits for the job that fetch brings back', async () => {
  let holdFetches = false;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let fetchHeld!: () => void;
  const held = new Promise<void>((resolve) => (fetchHeld = resolve));
  let closed = false;
  const statementsAfterClose: string[] = [];
  const jobsSql: Database['jobsSql'] = async (text, values) => {
    if (closed) {
      statementsAfterClose.push(text);
      throw new Error('the database is closed');
    }
    const result = ctx.database.jobsSql(text, values);
    // The worker's fetch of the probe's queue: it has taken the job when the statement ends.
    if (holdFetches && /FOR UPDATE SKIP LOCKED/.test(text) && values?.[0] === 'runner-probe') {
      fetchHeld();
      await released;
    }
    return result;
  };
  let runs = 0;
  const runner = await startJobRunner(ctx.app, jobsSql, [
    { name: 'runner-probe', cron: '0 0 1 1 *', run: async () => void (runs += 1) },
  ]);
  holdFetches = true;
  await runner.kick('runner-probe');
  await held;
  const stopping = runner.stop();
  // pg-boss's own stop is done within a few turns; the fetch comes back after it.
  setTimeout(release, 300);
  await stopping;
  closed = true;
  expect(runs).toBe(1);
  const { rows } = await ctx.database.jobsSql("select state from pgboss.job where name = 'runner-probe'", []);
  expect(rows).toEqual([{ state: 'completed' }]);
  expect(statementsAfterClose).toEqual([]);
}, 60_000);
