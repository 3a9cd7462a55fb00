import { eq } from 'drizzle-orm';
import { addDays, todayInChurch, weekdayOf } from '@church/contracts/church-time';
import type { Team } from '@church/contracts/teams';
import { rotaPlaces, services, users } from '../db/schema';
import { forgetSchedule } from '../schedule/cache';
import { auth, createTestApp, loginAs, type TestContext } from '../test/context';

// Taken out of a team: the person's places to come go, and those they were asked for or accepted
// are told as any place taken back is (rota_withdrawn); leaving a team oneself tells nobody.
let ctx: TestContext;
type Who = 'admin' | 'samuel' | 'member';
const token = {} as Record<Who, string>;
const id = {} as Record<Who, number>;
const email = { admin: 'admin@example.com', samuel: 'samuel.eze@example.com', member: 'member@example.com' };
const send = async (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(token[who]), ...(payload ? { payload } : {}) });
const titlesOf = async (who: Who) => ((await send(who, 'GET', '/api/notifications')).json().data as { title: string }[]).map((n) => n.title);

const today = todayInChurch();
const day = addDays(today, 14);
let weekly: number;
let team: Team;
let door: number;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const who of ['admin', 'samuel', 'member'] as const) {
    token[who] = await loginAs(ctx.app, email[who]);
    id[who] = (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email[who])))[0].id;
  }
  [{ id: weekly }] = await ctx.database.db.insert(services)
    .values({ name: 'Withdrawn vespers', isRecurring: true, dayOfWeek: weekdayOf(day), startTime: '20:00:00', activeFrom: addDays(today, -7) })
    .returning({ id: services.id });
  forgetSchedule(ctx.database.db);
  team = (await send('admin', 'POST', '/api/teams', { name: 'Door team' })).json().data;
  door = (await send('admin', 'POST', `/api/teams/${team.id}/positions`, { name: 'Door', needed: 2 })).json().data.id;
  for (const who of ['samuel', 'member'] as const) await send('admin', 'PUT', `/api/teams/${team.id}/members/${id[who]}`, { position_ids: [door] });
  const assignments = (['samuel', 'member'] as const).map((who) => ({ position_id: door, person_id: id[who] }));
  expect((await send('admin', 'PUT', `/api/teams/${team.id}/plans/${weekly}/${day}`, { assignments })).statusCode).toBe(200);
  expect((await send('admin', 'POST', `/api/teams/${team.id}/plans/publish`, { from: day, to: day })).json().data.asked).toBe(2);
}, 60_000);
afterAll(() => ctx.close());

it('a person taken out of a team is told their places to come were taken back', async () => {
  expect((await send('admin', 'DELETE', `/api/teams/${team.id}/members/${id.samuel}`)).statusCode).toBe(200);
  expect((await ctx.database.db.select().from(rotaPlaces).where(eq(rotaPlaces.userId, id.samuel))).filter((p) => p.teamId === team.id)).toEqual([]);
  expect(await titlesOf('samuel')).toContainEqual(expect.stringMatching(/^You are no longer needed as Door on /));
});

it('a person who leaves a team themselves is not told what they did', async () => {
  expect((await send('member', 'DELETE', `/api/teams/${team.id}/members/${id.member}`)).statusCode).toBe(200);
  expect((await ctx.database.db.select().from(rotaPlaces).where(eq(rotaPlaces.teamId, team.id)))).toEqual([]);
  expect(await titlesOf('member')).not.toContainEqual(expect.stringMatching(/^You are no longer needed as Door/));
});
