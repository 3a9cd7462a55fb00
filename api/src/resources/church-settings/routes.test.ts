import { eq } from 'drizzle-orm';
import { CHECK_IN_MESSAGES } from '@church/contracts/check-in';
import { churchDateOf, isoWithOffset } from '@church/contracts/church-time';
import { attendance, churchSettings, users } from '../../db/schema';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';

let ctx: TestContext;
const token: Record<'admin' | 'leader' | 'member', string> = { admin: '', leader: '', member: '' };
let memberId = 0;
let serviceId = 0;
const today = churchDateOf(new Date());

beforeAll(async () => {
  ctx = await createTestApp();
  for (const role of ['admin', 'leader', 'member'] as const) token[role] = await loginAs(ctx.app, role);
  [{ id: memberId }] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'member@example.com'));
  // A one-off service starting now: open for marking.
  const res = await send('admin', 'POST', '/api/services', { name: 'Settings Now', is_recurring: false, service_date: today, start_time: isoWithOffset(new Date()).slice(11, 16) });
  serviceId = res.json().data.id;
}, 60_000);
afterAll(() => ctx.close());

type Who = keyof typeof token;
const send = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(token[who]), ...(payload ? { payload } : {}) });
const markOwn = (who: Who) => send(who, 'POST', '/api/attendance', { service_id: serviceId, date: today, category: 'Others' });

beforeEach(async () => {
  await ctx.database.db.delete(churchSettings);
  await ctx.database.db.delete(attendance).where(eq(attendance.serviceId, serviceId));
});

it('by default members may still mark their own attendance without the code', async () => {
  for (const who of ['member', 'leader', 'admin'] as const) {
    const res = await send(who, 'GET', '/api/church-settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { self_marking_without_code: true, rota_reminder_days: 2 } });
  }
  expect((await markOwn('member')).statusCode).toBe(201);
  expect((await ctx.app.inject({ method: 'GET', url: '/api/church-settings' })).statusCode).toBe(401);
});

it('an admin turns it off: one’s own mark is refused with a sentence pointing to the door; marking others is unchanged', async () => {
  const put = await send('admin', 'PUT', '/api/church-settings', { self_marking_without_code: false });
  expect(put.statusCode).toBe(200);
  expect(put.json().data).toEqual({ self_marking_without_code: false, rota_reminder_days: 2 });
  expect((await send('member', 'GET', '/api/church-settings')).json().data.self_marking_without_code).toBe(false);

  for (const who of ['member', 'admin'] as const) {
    const refused = await markOwn(who);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: CHECK_IN_MESSAGES.codeRequired, errors: { service_id: [CHECK_IN_MESSAGES.codeRequired] } });
  }
  // Naming oneself as user_id is one's own mark too.
  expect((await send('member', 'POST', '/api/attendance', { service_id: serviceId, date: today, category: 'Others', user_id: memberId })).statusCode).toBe(422);
  // The leader marks the member (in the Choir they lead).
  expect((await send('leader', 'POST', '/api/attendance', { service_id: serviceId, date: today, category: 'Others', user_id: memberId })).statusCode).toBe(201);

  expect((await send('admin', 'PUT', '/api/church-settings', { self_marking_without_code: true })).json().data.self_marking_without_code).toBe(true);
  expect((await markOwn('admin')).statusCode).toBe(201);
});

it('only an admin changes it, with a boolean', async () => {
  expect((await send('member', 'PUT', '/api/church-settings', { self_marking_without_code: false })).statusCode).toBe(403);
  expect((await send('leader', 'PUT', '/api/church-settings', { self_marking_without_code: false })).statusCode).toBe(403);
  for (const payload of [{}, { self_marking_without_code: 'no' }]) {
    const res = await send('admin', 'PUT', '/api/church-settings', payload);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['self_marking_without_code']);
  }
  expect((await send('member', 'GET', '/api/church-settings')).json().data.self_marking_without_code).toBe(true);
});

it('a change of the settings is on the audit trail, before and after; saving the same value adds nothing', async () => {
  const trail = async () => (await send('admin', 'GET', '/api/audit-log?entity=church_settings')).json().data;
  const before = (await trail()).length;
  await send('admin', 'PUT', '/api/church-settings', { self_marking_without_code: false });
  await send('admin', 'PUT', '/api/church-settings', { self_marking_without_code: false });
  const entries = await trail();
  expect(entries).toHaveLength(before + 1);
  expect(entries[0]).toMatchObject({ entity_label: 'Church settings', action: 'updated', before: { self_marking_without_code: true }, after: { self_marking_without_code: false } });
});
