// How fast the admin's audit trail answers with a million rows (two years of changes by ten
// people). Makes its own database on the PostgreSQL server, seeds the demo church, fills the
// trail, times each filter the page offers (median of 5 after a warm-up), and drops the database.
// Run from api/: DATABASE_URL=postgres://postgres@127.0.0.1:25433/postgres npx tsx ../bench/audit-log-measure.ts
import { sql } from 'drizzle-orm';
import { openDatabase } from '../api/src/db/client';
import { paginate } from '../api/src/db/sql-helpers';
import { prepareDatabase } from '../api/src/db/start-up';
import { auditActors, listAuditLog } from '../api/src/resources/audit-log/queries';
import { createEmptyPostgresDatabase, TEST_HASHING } from '../api/src/test/context';

const SERVER = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:25433/postgres';
const ROWS = 1_000_000;

async function main(): Promise<void> {
  const target = await createEmptyPostgresDatabase(SERVER);
  const database = await openDatabase({ kind: 'postgres', url: target.url, poolSize: 2 });
  try {
    const { db } = database;
    await prepareDatabase(database, { seed: true, passwordHashing: TEST_HASHING });
    let start = performance.now();
    await db.execute(sql`insert into audit_log (actor_id, entity, entity_id, action, before, after, at)
      select (select id from users order by id limit 1 offset (g % 10)),
        (array['person','follow_up','unit','service','import','first_timer'])[1 + g % 6], 1 + (g % 5000), 'updated',
        '{"roles":["member"]}'::jsonb, '{"roles":["member","leader"]}'::jsonb,
        now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second'
      from generate_series(1, ${ROWS}) g`);
    await db.execute(sql`analyze audit_log`);
    console.log(`filled ${ROWS} rows in ${Math.round(performance.now() - start)} ms`);

    const time = async (label: string, work: () => Promise<unknown>) => {
      await work();
      const runs: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        start = performance.now();
        await work();
        runs.push(performance.now() - start);
      }
      runs.sort((a, b) => a - b);
      console.log(`${label}: median ${runs[2].toFixed(1)} ms, slowest ${runs[4].toFixed(1)} ms`);
    };
    const first = paginate({ page: 1, per_page: 25 });
    const [{ id: actor }] = ((await db.execute(sql`select id from users order by id limit 1`)) as unknown as { rows: { id: number }[] }).rows;
    await time('newest 25, no filter', () => listAuditLog(db, {}, first));
    await time("one person's history", () => listAuditLog(db, { entity: 'person', entity_id: 42 }, paginate({ page: 1, per_page: 20 })));
    await time('one actor', () => listAuditLog(db, { actor_id: actor }, first));
    await time('one month', () => listAuditLog(db, { from: '2025-01-01', to: '2025-01-31' }, first));
    await time('one kind, page 40', () => listAuditLog(db, { entity: 'unit' }, paginate({ page: 40, per_page: 25 })));
    await time('the Who filter (actors)', () => auditActors(db));
  } finally {
    await database.close();
    await target.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
