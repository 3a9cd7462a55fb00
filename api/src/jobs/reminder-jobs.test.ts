import { and, eq } from 'drizzle-orm';
import { ROLE_IDS } from '@church/contracts/roles';
import { firstTimers, followUps, notifications, outbox, userRoles, users } from '../db/schema';
import { createTestApp, type TestContext } from '../test/context';
import { JOBS } from './registry';
import { runJob } from './run-job';

// The reminders as the scheduler runs them: registered jobs, each run storing what is due and
// having its mail sent, a second run the same day making nothing new.
const at = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);

let ctx: TestContext;
let grace: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  [{ id: grace }] = await db.insert(users).values({ firstName: 'Grace', lastName: 'Runner', email: 'grace.runner@example.test', passwordHash: 'x' }).returning({ id: users.id });
  await db.insert(userRoles).values({ userId: grace, roleId: ROLE_IDS.member });
  const [visitor] = await db.insert(firstTimers).values({ firstName: 'Ada', lastName: 'Visitor', phone: '+2348099991001', firstVisitOn: '2026-12-01', lastVisitOn: '2026-12-01' }).returning({ id: firstTimers.id });
  await db.insert(followUps).values({ firstTimerId: visitor.id, status: 'Not Contacted', assignedTo: grace });
}, 60_000);
afterAll(() => ctx?.close());

describe('the reminder jobs', () => {
  it('are registered with a schedule each', () => {
    for (const name of ['follow-up-due', 'unit-absences', 'weekly-summary', 'month-progress']) {
      expect(JOBS.find((job) => job.name === name)?.cron).toMatch(/^\S+ \S+ \S+ \S+ \S+$/);
    }
  });

  it("a run of the follow-up reminder mails the assignee once however often it runs", async () => {
    await runJob(ctx.app, 'follow-up-due', at('2026-12-07', '08:00'));
    await runJob(ctx.app, 'follow-up-due', at('2026-12-07', '09:00'));
    await ctx.app.flushMail();
    const made = await ctx.database.db.select().from(notifications).where(and(eq(notifications.userId, grace), eq(notifications.kind, 'follow_up_due')));
    expect(made).toHaveLength(1);
    const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.to, 'grace.runner@example.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Ada Visitor is waiting to hear from you');
  });
});
