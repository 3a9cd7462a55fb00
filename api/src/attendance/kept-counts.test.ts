import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { SERVICE_CATEGORIES } from '@church/contracts/service-categories';
import { rawRows } from '../db/sql-helpers';
import { createTestDatabase, type TestDatabase } from '../test/context';
import { attendedPerPerson, occurrenceTable } from './person-sql';
import { insertMarks } from './recording';

// The kept counts (occurrence_attendance per occurrence and category, person_month_attendance per
// person and month) always equal counts made from scratch, whatever writes the records: the attendance module's set-based insert, a plain
// insert (as an import's batch), changes of day, service or category, deletions, a person's
// erasure (the records go by cascade), and a table emptied at once.
let handle: TestDatabase;
let people: number[];
let serviceIds: number[];
beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle.database;
  people = (await rawRows<{ id: number }>(db, sql`select id from users order by id`)).map((r) => Number(r.id));
  serviceIds = (await rawRows<{ id: number }>(db, sql`select id from services order by id`)).map((r) => Number(r.id));
}, 60_000);
afterAll(() => handle.drop());

type Db = TestDatabase['database']['db'];
const kept = async (db: Db) => ({
  occurrences: await rawRows<{ key: string; n: number }>(db, sql`select attended_on::text || '/' || service_id || '/' || service_category as key, records as n from occurrence_attendance where records > 0 order by 1`),
  personMonths: await rawRows<{ key: string; n: number }>(db, sql`select user_id || '/' || month::text as key, records as n from person_month_attendance where records > 0 order by 1`),
});
const fromScratch = async (db: Db) => ({
  occurrences: await rawRows<{ key: string; n: number }>(db, sql`select attended_on::text || '/' || service_id || '/' || service_category as key, count(*)::int as n from attendance group by 1 order by 1`),
  personMonths: await rawRows<{ key: string; n: number }>(db, sql`select user_id || '/' || date_trunc('month', attended_on)::date::text as key, count(*)::int as n from attendance group by 1 order by 1`),
});

// Ten days across a month's end, so a person's records fall in two months.
const day = (offset: number) => (offset < 5 ? `2031-02-${24 + offset}` : `2031-03-0${offset - 4}`);
const mark = fc.record({ person: fc.nat(), service: fc.nat(), day: fc.integer({ min: 0, max: 9 }), category: fc.constantFrom(...SERVICE_CATEGORIES) });
const write = fc.oneof(
  fc.record({ kind: fc.constant('module' as const), marks: fc.array(mark, { maxLength: 12 }) }),
  fc.record({ kind: fc.constant('plain insert' as const), marks: fc.array(mark, { maxLength: 12 }) }),
  fc.record({ kind: fc.constant('move' as const), every: fc.integer({ min: 2, max: 4 }), to: mark }),
  fc.record({ kind: fc.constant('delete' as const), every: fc.integer({ min: 2, max: 5 }) }),
  fc.record({ kind: fc.constant('erase someone' as const), person: fc.nat() }),
  fc.record({ kind: fc.constant('empty the table' as const) }),
);

test('the kept counts per occurrence equal a count from scratch after any writes', async () => {
  const { db } = handle.database;
  const toMark = (m: { person: number; service: number; day: number; category: (typeof SERVICE_CATEGORIES)[number] }) => ({
    userId: people[m.person % people.length], serviceId: serviceIds[m.service % serviceIds.length], date: day(m.day), category: m.category,
  });
  await fc.assert(
    fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 8 }), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 9 })), { maxLength: 8 }), async (writes, heldPicks) => {
      for (const w of writes) {
        if (w.kind === 'module') await insertMarks(db, w.marks.map(toMark), { kind: 'import', personId: people[0] });
        if (w.kind === 'plain insert') {
          for (const m of w.marks.map(toMark)) {
            await db.execute(sql`insert into attendance (user_id, service_id, attended_on, service_category) values (${m.userId}, ${m.serviceId}, ${m.date}, ${m.category}) on conflict do nothing`);
          }
        }
        if (w.kind === 'move') {
          const to = toMark(w.to);
          // Moving every n-th record may meet the one-per-day index: those stay where they are.
          const ids = await rawRows<{ id: number }>(db, sql`select id from attendance where attended_on >= '2031-02-01' and id % ${w.every} = 0`);
          for (const { id } of ids) {
            await db.execute(sql`update attendance set service_id = ${to.serviceId}, attended_on = ${to.date}, service_category = ${to.category} where id = ${id}
              and not exists (select 1 from attendance o where o.user_id = attendance.user_id and o.service_id = ${to.serviceId} and o.attended_on = ${to.date})`);
          }
        }
        if (w.kind === 'delete') await db.execute(sql`delete from attendance where attended_on >= '2031-02-01' and id % ${w.every} = 0`);
        // Enough people stay to write for (the first is the importer).
        if (w.kind === 'erase someone' && people.length > 8) {
          const person = people[1 + (w.person % (people.length - 1))];
          await db.execute(sql`delete from users where id = ${person}`);
          people = people.filter((id) => id !== person);
        }
        if (w.kind === 'empty the table') await db.execute(sql`truncate attendance`);
      }
      expect(await kept(db)).toEqual(await fromScratch(db));
      // Records per person at some occurrences (each once, as the schedule gives them) over a
      // whole month, most of one (the kept counts less the other days' records) and windows
      // across a month's end (a short piece counted, a long one kept) equal those records counted.
      const picked = heldPicks.map(([service, offset]) => ({ service_id: serviceIds[service % serviceIds.length], date: day(offset) }));
      const held = [...new Map(picked.map((o) => [`${o.service_id}/${o.date}`, o])).values()];
      const windows = [['2031-03-01', '2031-03-31'], ['2031-03-03', '2031-03-31'], ['2031-02-25', '2031-03-04'], ['2031-02-10', '2031-03-31'], ['2031-02-26', '2031-02-27']];
      for (const [from, to] of windows) {
        const fromKept = await rawRows<{ user_id: number; attended: number }>(db, sql`
          with held as (select * from ${occurrenceTable(held)}) select user_id, attended from (${attendedPerPerson('held', from, to)}) p where attended > 0 order by user_id`);
        const counted = await rawRows<{ user_id: number; attended: number }>(db, sql`
          select a.user_id, count(*)::int as attended from attendance a join ${occurrenceTable(held)} on o.service_id = a.service_id and o.day = a.attended_on
          where a.attended_on between ${from} and ${to} group by a.user_id order by a.user_id`);
        expect(fromKept).toEqual(counted);
      }
    }),
    { numRuns: 40 },
  );
}, 120_000);

test('two writers at the same occurrence at once are both counted', async () => {
  const { db } = handle.database;
  await db.execute(sql`truncate attendance`);
  const half = Math.floor(people.length / 2);
  const [a, b] = [people.slice(0, half), people.slice(half)];
  const marks = (ids: number[]) => ids.map((userId) => ({ userId, serviceId: serviceIds[0], date: '2031-04-06', category: 'Others' as const }));
  // On PostgreSQL these are two connections at once; the upserts of the one counter row wait for each other.
  await Promise.all([...marks(a).map((m) => insertMarks(db, [m], { kind: 'self', personId: m.userId })), insertMarks(db, marks(b), { kind: 'import', personId: people[0] })]);
  expect((await kept(db)).occurrences).toEqual([{ key: `2031-04-06/${serviceIds[0]}/Others`, n: people.length }]);
  expect(await kept(db)).toEqual(await fromScratch(db));
}, 60_000);
