// The measurements of bench/notifications.mjs (which says what they are).
// Run by bench/notifications.mjs through tsx, which loads the API's TypeScript modules.
import { sql } from 'drizzle-orm';
import { todayInChurch } from '@church/contracts/church-time';
import { openDatabase } from '../api/src/db/client';
import { buildFollowUpReminders, dueFollowUps } from '../api/src/jobs/follow-up-due';
import { weeklySummary } from '../api/src/jobs/weekly-summary';
import { notify } from '../api/src/notifications/notify';

const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:25433/church_scale';
const ASSIGNEES = 300;
const RUNS = 5;
const OVERDUE_DAYS = 3;

const ms = (start: number) => Math.round(performance.now() - start);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
const database = await openDatabase({ kind: 'postgres', url: DATABASE_URL, poolSize: 4 });
const { db } = database;
try {
  const [{ people, visitors }] = ((await db.execute(sql`select (select count(*) from users)::int as people, (select count(*) from first_timers)::int as visitors`)) as unknown as { rows: { people: number; visitors: number }[] }).rows;
  console.log(`database: ${people} people, ${visitors} first-timers`);

  // 1. The weekly summary, as on a Monday at 07:00 of this week.
  const now = new Date();
  let start = performance.now();
  const summary = await weeklySummary(db, now, OVERDUE_DAYS);
  const cold = ms(start);
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    start = performance.now();
    await weeklySummary(db, now, OVERDUE_DAYS);
    warm.push(ms(start));
  }
  console.log(`weekly summary: first ${cold} ms, median of ${RUNS} ${median(warm)} ms (budget 2000 ms)`);
  console.log(`  ${summary.newFirstTimers} new first-timers, ${summary.unassignedFollowUps} unassigned, ${summary.overdueFollowUps} overdue, ${summary.unreadForms} unread forms, ${summary.slipping.count} slipping; attendance ${summary.attendance.week.records} records against ${summary.attendance.lastYear.records}`);

  // 2. The daily reminders with every follow-up due, rolled back afterwards.
  const ROLLBACK = new Error('rolled back on purpose');
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        with assignees as (select id, row_number() over (order by id) - 1 as n from (select u.id from users u join user_roles r on r.user_id = u.id and r.role_id = 3 where u.deactivated_at is null order by u.id limit ${ASSIGNEES}) m)
        update follow_ups f set status = 'Not Contacted', due_on = null, assigned_to = a.id
        from assignees a where a.n = f.id % ${ASSIGNEES}`);
      await tx.execute(sql`update first_timers set first_visit_on = least(first_visit_on, current_date - 10), erased_at = null`);
      const at9 = new Date(now);
      at9.setUTCHours(8, 0, 0, 0); // 09:00 in Lagos: after the reminders' hour
      start = performance.now();
      const items = await buildFollowUpReminders(tx, at9, OVERDUE_DAYS);
      const built = ms(start);
      const made = await notify(tx, items);
      const total = ms(start);
      const due = (await dueFollowUps(tx, { today: todayInChurch(at9), overdueDays: OVERDUE_DAYS })).length;
      console.log(`daily reminders: ${made.length} notifications to ${items.length} assignees (${due} follow-ups due) in ${total} ms, of which the query and texts ${built} ms (budget 5000 ms)`);
      throw ROLLBACK;
    });
  } catch (err) {
    if (err !== ROLLBACK) throw err;
  }
} finally {
  await database.close();
}
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
