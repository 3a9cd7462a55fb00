import { and, eq, sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@church/contracts/demo-accounts';
import { notificationPreferences, notifications, users } from '../db/schema';
import { rawRows } from '../db/sql-helpers';
import { createTestApp, type TestContext } from '../test/context';
import { type NewNotification, notify } from './notify';

let ctx: TestContext;
const ids: Record<'admin' | 'leader' | 'member', number> = { admin: 0, leader: 0, member: 0 };

beforeAll(async () => {
  ctx = await createTestApp();
  for (const role of ['admin', 'leader', 'member'] as const) {
    const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS[role]));
    ids[role] = row.id;
  }
}, 60_000);
afterAll(() => ctx.close());

const item = (userId: number, subject: string, kind: NewNotification['kind'] = 'follow_up_due'): NewNotification => ({
  userId, kind, subject, day: '2026-03-02', title: 'A follow-up is due', body: 'Call Ada today.', link: '/dashboard/first-timers/1',
});

test('the same notification made twice is stored once', async () => {
  const first = await notify(ctx.database.db, [item(ids.member, 'follow_up:once')]);
  const again = await notify(ctx.database.db, [item(ids.member, 'follow_up:once'), item(ids.member, 'follow_up:once')]);
  expect(first).toHaveLength(1);
  expect(again).toEqual([]);
  const rows = await ctx.database.db.select().from(notifications).where(eq(notifications.subject, 'follow_up:once'));
  expect(rows).toHaveLength(1);
  // The next day is another notification.
  expect(await notify(ctx.database.db, [{ ...item(ids.member, 'follow_up:once'), day: '2026-03-03' }])).toHaveLength(1);
});

test("the person's preference decides the mail, else the kind's default", async () => {
  await ctx.database.db.insert(notificationPreferences).values([
    { userId: ids.leader, kind: 'follow_up_due', delivery: 'digest' },
    { userId: ids.admin, kind: 'follow_up_due', delivery: 'off' },
  ]);
  const made = await notify(ctx.database.db, [
    item(ids.member, 'follow_up:pref'),
    item(ids.leader, 'follow_up:pref'),
    item(ids.admin, 'follow_up:pref'),
    item(ids.member, 'month:pref', 'month_progress'),
  ]);
  expect(made).toHaveLength(4);
  const statusOf = async (userId: number, subject: string) =>
    (await ctx.database.db.select({ status: notifications.mailStatus }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.subject, subject))))[0]?.status;
  expect(await statusOf(ids.member, 'follow_up:pref')).toBe('pending');
  expect(await statusOf(ids.leader, 'follow_up:pref')).toBe('digest');
  expect(await statusOf(ids.admin, 'follow_up:pref')).toBe('none');
  // month_progress is off unless the member turns it on.
  expect(await statusOf(ids.member, 'month:pref')).toBe('none');
});

test('a deactivated account gets nothing', async () => {
  const [{ id }] = await ctx.database.db.insert(users).values({ firstName: 'Gone', lastName: 'Away', email: 'gone.away@example.com', passwordHash: 'x', deactivatedAt: new Date() }).returning({ id: users.id });
  expect(await notify(ctx.database.db, [item(id, 'follow_up:gone')])).toEqual([]);
});

test('a person without an email has the notification in the bell and no mail to send', async () => {
  const [{ id }] = await ctx.database.db.insert(users).values({ firstName: 'Mama', lastName: 'Ekene' }).returning({ id: users.id });
  const [made] = await notify(ctx.database.db, [item(id, 'follow_up:no-email')]);
  const [row] = await ctx.database.db.select({ status: notifications.mailStatus }).from(notifications).where(eq(notifications.id, made));
  expect(row.status).toBe('none');
});

test('three thousand notifications are one statement', async () => {
  const many = Array.from({ length: 3000 }, (_, n) => item(ids.member, `follow_up:bulk-${n}`));
  const made = await notify(ctx.database.db, many);
  expect(made).toHaveLength(3000);
  const [{ count }] = await rawRows<{ count: number }>(ctx.database.db, sql`select count(*)::int as count from notifications where subject like 'follow_up:bulk-%'`);
  expect(count).toBe(3000);
});
