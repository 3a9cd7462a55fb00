import { eq } from 'drizzle-orm';
import { BLOCKOUT_MAX_CURRENT } from '@church/contracts/blockouts';
import { addDays, todayInChurch, weekdayOf, weekOfMonth } from '@church/contracts/church-time';
import type { AutoScheduleResponse } from '@church/contracts/teams';
import { services, users } from '../../db/schema';
import { forgetSchedule } from '../../schedule/cache';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';

// A person's own blockouts through the API, and the proposed rota keeping clear of them.
let ctx: TestContext;
let member: string;
let samuel: string;
let samuelId: number;
const today = todayInChurch();

beforeAll(async () => {
  ctx = await createTestApp();
  member = await loginAs(ctx.app, 'member');
  samuel = await loginAs(ctx.app, 'samuel.eze@example.com');
  [{ id: samuelId }] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'samuel.eze@example.com'));
}, 60_000);
afterAll(() => ctx.close());

const send = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

it('a person adds, lists and takes back their own blockouts; another person’s is not there for them', async () => {
  const added = await send(member, 'POST', '/api/me/blockouts', { from: addDays(today, 3), repeat: 'monthly', note: 'Visiting my mother' });
  expect(added.statusCode).toBe(201);
  expect(added.json().data).toMatchObject({ from: addDays(today, 3), to: addDays(today, 3), repeat: 'monthly', until: null, note: 'Visiting my mother' });
  const id = added.json().data.id;
  expect((await send(member, 'GET', '/api/me/blockouts')).json().data.map((b: { id: number }) => b.id)).toEqual([id]);
  expect((await send(samuel, 'GET', '/api/me/blockouts')).json().data).toEqual([]);
  expect((await send(samuel, 'DELETE', `/api/me/blockouts/${id}`)).statusCode).toBe(404);
  expect((await send(member, 'DELETE', `/api/me/blockouts/${id}`)).statusCode).toBe(200);
  expect((await send(member, 'GET', '/api/me/blockouts')).json().data).toEqual([]);
});

it('refuses days already over, and more than a person may have, with the field and the reason', async () => {
  const over = await send(member, 'POST', '/api/me/blockouts', { from: addDays(today, -10), to: addDays(today, -8) });
  expect(over.statusCode).toBe(422);
  expect(over.json().errors.from).toEqual(['These days are over already: block out days to come.']);
  // A weekly one that started last month still comes again.
  expect((await send(member, 'POST', '/api/me/blockouts', { from: addDays(today, -30), repeat: 'weekly' })).statusCode).toBe(201);
  for (let i = 1; i < BLOCKOUT_MAX_CURRENT; i += 1) expect((await send(member, 'POST', '/api/me/blockouts', { from: addDays(today, i) })).statusCode).toBe(201);
  const full = await send(member, 'POST', '/api/me/blockouts', { from: addDays(today, 40) });
  expect(full.statusCode).toBe(422);
  expect(full.json().errors.from).toEqual([`A person may have at most ${BLOCKOUT_MAX_CURRENT} blockouts coming up or under way: take one back before adding another.`]);
});

it('the proposed rota never puts someone on a day they blocked out, repeating ones included', async () => {
  const [weekly] = await ctx.database.db.insert(services)
    .values({ name: 'Blockout evening', isRecurring: true, dayOfWeek: weekdayOf(today), startTime: '22:00:00', activeFrom: addDays(today, -7) })
    .returning({ id: services.id });
  forgetSchedule(ctx.database.db);
  const admin = await loginAs(ctx.app, 'admin');
  const team = (await send(admin, 'POST', '/api/teams', { name: 'Welcome team' })).json().data;
  const door = (await send(admin, 'POST', `/api/teams/${team.id}/positions`, { name: 'Door', needed: 1 })).json().data.id;
  expect((await send(admin, 'PUT', `/api/teams/${team.id}/members/${samuelId}`, { position_ids: [door], back_to_back: true })).statusCode).toBe(201);
  // Samuel blocks out this weekday's week of the month, every month, from next week on.
  const next = addDays(today, 7);
  expect((await send(samuel, 'POST', '/api/me/blockouts', { from: next, repeat: 'monthly' })).statusCode).toBe(201);

  const from = addDays(today, 1);
  const to = addDays(today, 70);
  const { proposed, unfilled } = (await send(admin, 'POST', `/api/teams/${team.id}/auto-schedule`, { from, to })).json().data as AutoScheduleResponse['data'];
  const days = (list: { service_id: number; date: string }[]) => list.filter((p) => p.service_id === weekly.id).map((p) => p.date);
  const blocked = days(unfilled);
  expect(blocked.length).toBeGreaterThanOrEqual(1);
  for (const day of blocked) expect(weekOfMonth(day)).toBe(weekOfMonth(next));
  for (const day of days(proposed)) expect(weekOfMonth(day)).not.toBe(weekOfMonth(next));
  expect(days(proposed).length + blocked.length).toBe(10);
});
