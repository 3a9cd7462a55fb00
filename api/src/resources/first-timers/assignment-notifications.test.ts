import { and, eq, isNull, notInArray, or } from 'drizzle-orm';
import { CLOSED_FOLLOW_UP_STATUSES } from '@church/contracts/follow-up';
import { firstTimers, followUps, notifications, outbox, users } from '../../db/schema';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';

// Assigning a follow-up tells the assignee at once: one notification in their bell and one mail
// (their default delivery for the kind), whatever the path (one visitor's page or the bulk action).

let ctx: TestContext;
let adminToken: string;
const id = {} as Record<'admin' | 'member' | 'leader', number>;
let open: { id: number; name: string }[];

beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = await loginAs(ctx.app, 'admin');
  for (const who of ['admin', 'member', 'leader'] as const) {
    const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, `${who}@example.com`));
    id[who] = row.id;
  }
  const rows = await ctx.database.db
    .select({ id: firstTimers.id, first: firstTimers.firstName, last: firstTimers.lastName })
    .from(followUps).innerJoin(firstTimers, eq(firstTimers.id, followUps.firstTimerId))
    .where(and(or(isNull(followUps.assignedTo), notInArray(followUps.assignedTo, [id.admin, id.member, id.leader])), notInArray(followUps.status, [...CLOSED_FOLLOW_UP_STATUSES])))
    .orderBy(firstTimers.id);
  open = rows.map((r) => ({ id: r.id, name: `${r.first} ${r.last}` }));
  expect(open.length).toBeGreaterThanOrEqual(5);
}, 60_000);
afterAll(() => ctx?.close());

const assign = (firstTimerId: number, assignedTo: number) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/first-timers/${firstTimerId}/follow-up`, headers: auth(adminToken), payload: { assigned_to: assignedTo } });
const assignMany = (ids: number[], assignedTo: number) =>
  ctx.app.inject({ method: 'POST', url: '/api/first-timers/follow-ups/bulk', headers: auth(adminToken), payload: { ids, assigned_to: assignedTo } });

async function noticesOf(userId: number) {
  return ctx.database.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, 'visitor_assigned'))).orderBy(notifications.id);
}
async function mailsTo(email: string) {
  await ctx.app.flushMail();
  return ctx.database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.id);
}

describe('a visitor assigned to me', () => {
  it('makes one notification, linking to the visitor’s page, and one mail for the assignee', async () => {
    const visitor = open[0];
    expect((await assign(visitor.id, id.member)).statusCode).toBe(200);
    // Stored before the answer: the bell shows it at once.
    const notices = await noticesOf(id.member);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: `${visitor.name} is now yours to follow up`, link: `/dashboard/first-timers/${visitor.id}`, readAt: null });
    const mails = await mailsTo('member@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`${visitor.name} is now yours to follow up`);
    expect(mails[0].text).toContain(`http://site.test/dashboard/first-timers/${visitor.id}`);
  });

  it('says nothing when the same assignee is saved again, or when someone assigns to themself', async () => {
    expect((await assign(open[0].id, id.member)).statusCode).toBe(200);
    expect(await noticesOf(id.member)).toHaveLength(1);
    expect((await assign(open[1].id, id.admin)).statusCode).toBe(200);
    expect(await noticesOf(id.admin)).toEqual([]);
    expect(await mailsTo('admin@example.com')).toEqual([]);
    expect(await mailsTo('member@example.com')).toHaveLength(1);
  });

  it('gathers a bulk assignment into one notification and one mail, naming only the newly assigned', async () => {
    // open[0] moves from the member to the leader: news to the leader too.
    const ids = [open[0].id, open[2].id, open[3].id, open[4].id];
    expect((await assignMany(ids, id.leader)).statusCode).toBe(200);
    const notices = await noticesOf(id.leader);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: '4 first-time visitors are now yours to follow up', link: '/dashboard' });
    for (const visitor of [open[0], open[2], open[3], open[4]]) expect(notices[0].body).toContain(visitor.name);
    expect(await mailsTo('leader@example.com')).toHaveLength(1);
    // The same ones again: already theirs, nothing new.
    expect((await assignMany(ids, id.leader)).statusCode).toBe(200);
    expect(await noticesOf(id.leader)).toHaveLength(1);
    expect(await mailsTo('leader@example.com')).toHaveLength(1);
  });
});
