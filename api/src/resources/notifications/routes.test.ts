import { and, eq } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@church/contracts/demo-accounts';
import { NOTIFICATION_KIND_INFO } from '@church/contracts/notifications';
import { UNSUBSCRIBE_LINK_INVALID_MESSAGE } from '@church/contracts/notification-schemas';
import { notificationPreferences, notifications, users } from '../../db/schema';
import { newUnsubscribeLinks } from '../../notifications/unsubscribe';
import { type NewNotification, notify } from '../../notifications/notify';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';

let ctx: TestContext;
const ids: Record<'admin' | 'leader' | 'member', number> = { admin: 0, leader: 0, member: 0 };
const tokens: Record<'admin' | 'leader' | 'member', string> = { admin: '', leader: '', member: '' };

beforeAll(async () => {
  ctx = await createTestApp();
  for (const role of ['admin', 'leader', 'member'] as const) {
    const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS[role]));
    ids[role] = row.id;
    tokens[role] = await loginAs(ctx.app, role);
  }
}, 60_000);
afterAll(() => ctx.close());

const note = (userId: number, subject: string, kind: NewNotification['kind'] = 'follow_up_due'): NewNotification => ({
  userId, kind, subject, day: '2026-03-02', title: `About ${subject}`, body: 'Call them today.', link: '/dashboard/first-timers/1',
});

// Made one by one, so each is newer than the one before.
async function notifyInOrder(items: NewNotification[]): Promise<void> {
  for (const [n, item] of items.entries()) {
    const [id] = await notify(ctx.database.db, [item]);
    await ctx.database.db.update(notifications).set({ createdAt: new Date(Date.UTC(2026, 2, 2, 8, n)) }).where(eq(notifications.id, id));
  }
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('the notification list', () => {
  test("is the person's own, newest first, with the unread count over every page", async () => {
    await notifyInOrder([note(ids.leader, 'list:1'), note(ids.leader, 'list:2'), note(ids.leader, 'list:3'), note(ids.member, 'list:other')]);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/notifications?per_page=2', headers: auth(tokens.leader) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((n: { title: string }) => n.title)).toEqual(['About list:3', 'About list:2']);
    expect(body.meta).toEqual({ page: 1, per_page: 2, total: 3 });
    expect(body.unread).toBe(3);
    expect(body.data[0]).toEqual({ id: expect.any(Number), kind: 'follow_up_due', title: 'About list:3', body: 'Call them today.', link: '/dashboard/first-timers/1', created_at: '2026-03-02T08:02:00.000Z', read_at: null });
  });

  test('needs a sign-in', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('marking read', () => {
  test("changes only the person's own notifications", async () => {
    await notifyInOrder([note(ids.admin, 'read:mine'), note(ids.member, 'read:theirs')]);
    const [mine] = await ctx.database.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.subject, 'read:mine'));
    const [theirs] = await ctx.database.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.subject, 'read:theirs'));
    const res = await ctx.app.inject({ method: 'POST', url: '/api/notifications/read', headers: auth(tokens.admin), payload: { ids: [mine.id, theirs.id] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { unread: 0 }, message: '1 notification marked read.' });
    const readAt = async (id: number) => (await ctx.database.db.select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, id)))[0].readAt;
    expect(await readAt(mine.id)).not.toBeNull();
    expect(await readAt(theirs.id)).toBeNull();
  });

  test('all: true marks every one of the person', async () => {
    await notifyInOrder([note(ids.member, 'all:1'), note(ids.member, 'all:2'), note(ids.leader, 'all:other')]);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/notifications/read', headers: auth(tokens.member), payload: { all: true } });
    expect(res.json().data.unread).toBe(0);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: auth(tokens.member) });
    expect(list.json().unread).toBe(0);
    expect(list.json().data.every((n: { read_at: string | null }) => n.read_at !== null)).toBe(true);
    const leaders = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: auth(tokens.leader) });
    expect(leaders.json().unread).toBeGreaterThan(0);
  });

  test('asks for ids or all, and says which field is wrong', async () => {
    for (const payload of [{}, { ids: [] }, { ids: ['x'] }, { all: false }, { ids: [1], all: true }, { ids: [Number.MAX_SAFE_INTEGER] }, { ids: [2147483648] }]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/notifications/read', headers: auth(tokens.member), payload });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).length).toBeGreaterThan(0);
    }
  });
});

describe('unsubscribing from a mail', () => {
  const deliveryOf = async (userId: number, kind: string) =>
    (await ctx.database.db.select({ delivery: notificationPreferences.delivery }).from(notificationPreferences)
      .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind))))[0]?.delivery;

  test('works without a sign-in and once: the kind is turned off, and its waiting mail is not sent', async () => {
    await notify(ctx.database.db, [note(ids.leader, 'unsub:waiting', 'visitor_assigned')]);
    const links = await newUnsubscribeLinks(ctx.database.db, 'http://site.test', ids.leader, 'visitor_assigned');
    expect(links.page).toMatch(/^http:\/\/site\.test\/unsubscribe\?token=/);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe', payload: { token: tokenOf(links.page) } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'visitor_assigned', label: NOTIFICATION_KIND_INFO.visitor_assigned.label, message: expect.stringContaining('no longer') });
    expect(await deliveryOf(ids.leader, 'visitor_assigned')).toBe('off');
    const [waiting] = await ctx.database.db.select({ status: notifications.mailStatus }).from(notifications).where(eq(notifications.subject, 'unsub:waiting'));
    expect(waiting.status).toBe('none');

    // The same link again does nothing.
    await ctx.database.db.update(notificationPreferences).set({ delivery: 'immediate' }).where(and(eq(notificationPreferences.userId, ids.leader), eq(notificationPreferences.kind, 'visitor_assigned')));
    const again = await ctx.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe', payload: { token: tokenOf(links.page) } });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(UNSUBSCRIBE_LINK_INVALID_MESSAGE);
    expect(await deliveryOf(ids.leader, 'visitor_assigned')).toBe('immediate');
  });

  test("the mail program's one-click POST (RFC 8058) works", async () => {
    const links = await newUnsubscribeLinks(ctx.database.db, 'http://site.test', ids.member, 'follow_up_due');
    const res = await ctx.app.inject({
      method: 'POST', url: new URL(links.oneClick).pathname + new URL(links.oneClick).search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().kind).toBe('follow_up_due');
    expect(await deliveryOf(ids.member, 'follow_up_due')).toBe('off');
  });

  test('a forged or unknown link changes nothing', async () => {
    const before = await ctx.database.db.select().from(notificationPreferences);
    for (const token of ['forged-token', 'a'.repeat(43)]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe', payload: { token } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(UNSUBSCRIBE_LINK_INVALID_MESSAGE);
    }
    expect(await ctx.database.db.select().from(notificationPreferences)).toEqual(before);
  });

  test('a request without a token, or a malformed body, is a 422 or 400, never a 500', async () => {
    const cases = [
      { payload: {} },
      { payload: { token: '' } },
      { payload: { token: 12 } },
      { payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { payload: '{not json', headers: { 'content-type': 'application/json' } },
    ];
    for (const { payload, headers } of cases) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe', payload, headers });
      expect([400, 422]).toContain(res.statusCode);
    }
  });
});

describe('notification preferences', () => {
  test("list the kinds of the person's roles with their choice or the default", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/me/notification-preferences', headers: auth(tokens.admin) });
    expect(res.statusCode).toBe(200);
    const kinds = res.json().data.map((p: { kind: string }) => p.kind);
    expect(kinds).toEqual(['visitor_assigned', 'follow_up_due', 'weekly_summary', 'month_progress', 'rota_asked', 'rota_declined', 'rota_withdrawn', 'rota_swapped', 'rota_reminder']);
    expect(res.json().data[2]).toEqual({ kind: 'weekly_summary', label: NOTIFICATION_KIND_INFO.weekly_summary.label, delivery: 'immediate', deliveries: ['immediate', 'off'] });
  });

  test('are saved, and what waits to be mailed follows', async () => {
    await notify(ctx.database.db, [note(ids.admin, 'pref:waiting', 'weekly_summary')]);
    const res = await ctx.app.inject({
      method: 'PUT', url: '/api/me/notification-preferences', headers: auth(tokens.admin),
      payload: { preferences: [{ kind: 'weekly_summary', delivery: 'off' }, { kind: 'month_progress', delivery: 'immediate' }] },
    });
    expect(res.statusCode).toBe(200);
    const byKind = Object.fromEntries(res.json().data.map((p: { kind: string; delivery: string }) => [p.kind, p.delivery]));
    expect(byKind).toMatchObject({ weekly_summary: 'off', month_progress: 'immediate' });
    const [waiting] = await ctx.database.db.select({ status: notifications.mailStatus }).from(notifications).where(eq(notifications.subject, 'pref:waiting'));
    expect(waiting.status).toBe('none');
  });

  test('refuse, per field, a kind that is not the person’s or a delivery not offered', async () => {
    const res = await ctx.app.inject({
      method: 'PUT', url: '/api/me/notification-preferences', headers: auth(tokens.member),
      payload: { preferences: [{ kind: 'weekly_summary', delivery: 'off' }, { kind: 'month_progress', delivery: 'digest' }, { kind: 'nope', delivery: 'off' }] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['preferences.2.kind']).toBeDefined();
    const semantic = await ctx.app.inject({
      method: 'PUT', url: '/api/me/notification-preferences', headers: auth(tokens.member),
      payload: { preferences: [{ kind: 'weekly_summary', delivery: 'off' }, { kind: 'month_progress', delivery: 'digest' }] },
    });
    expect(semantic.statusCode).toBe(422);
    expect(semantic.json().errors).toEqual({
      'preferences.0.kind': ['You do not receive this kind of notification.'],
      'preferences.1.delivery': ['This kind of notification cannot be mailed that way.'],
    });
  });

  test('refuse a kind named twice in one request (422 on the second), rather than failing on it', async () => {
    const res = await ctx.app.inject({
      method: 'PUT', url: '/api/me/notification-preferences', headers: auth(tokens.admin),
      payload: { preferences: [{ kind: 'weekly_summary', delivery: 'off' }, { kind: 'weekly_summary', delivery: 'immediate' }] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'preferences.1.kind': ['This kind of notification is named twice.'] });
  });
});
