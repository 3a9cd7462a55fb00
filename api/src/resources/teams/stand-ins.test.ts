import { eq } from 'drizzle-orm';
import { addDays, formatChurchDate, todayInChurch } from '@church/contracts/church-time';
import { NOT_A_STAND_IN_MESSAGE, STAND_IN_FILLED_MESSAGE, type Team } from '@church/contracts/teams';
import { services, users } from '../../db/schema';
import { forgetSchedule } from '../../schedule/cache';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';

// A place freed by a decline, filled in one tap: the team's leader reads the stand-ins and asks
// one, who is asked at once; nobody else's team, nobody blocked out, no place that is not open.
let ctx: TestContext;
type Who = 'admin' | 'leader' | 'member' | 'samuel';
const token = {} as Record<Who, string>;
const id = {} as Record<Who, number>;
const email = { admin: 'admin@example.com', leader: 'leader@example.com', member: 'member@example.com', samuel: 'samuel.eze@example.com' };
const send = async (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(token[who]), ...(payload ? { payload } : {}) });

const today = todayInChurch();
const day = addDays(today, 14);
let evensong: number;
let media: Team;
let sound: number;
const spot = () => `/api/teams/${media.id}/plans/${evensong}/${day}`;
const placesAt = async () => ((await send('admin', 'GET', `/api/teams/${media.id}/plans?from=${day}&to=${day}`)).json().data.find((o: { service_id: number }) => o.service_id === evensong).places as { full_name: string; state: string }[]).map((p) => `${p.full_name}: ${p.state}`).sort();

beforeAll(async () => {
  ctx = await createTestApp();
  for (const who of ['admin', 'leader', 'member', 'samuel'] as const) {
    token[who] = await loginAs(ctx.app, email[who]);
    id[who] = (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email[who])))[0].id;
  }
  [{ id: evensong }] = await ctx.database.db.insert(services)
    .values({ name: 'Stand-in evensong', isRecurring: false, serviceDate: day, startTime: '18:00:00' })
    .returning({ id: services.id });
  forgetSchedule(ctx.database.db);
  media = (await send('admin', 'POST', '/api/teams', { name: 'Stand-in media' })).json().data;
  sound = (await send('admin', 'POST', `/api/teams/${media.id}/positions`, { name: 'Sound desk', needed: 1 })).json().data.id;
  // The member leads the team; Samuel and the leader can both serve the sound desk.
  await send('admin', 'PUT', `/api/teams/${media.id}/members/${id.member}`, { position_ids: [], is_leader: true });
  for (const who of ['samuel', 'leader'] as const) await send('admin', 'PUT', `/api/teams/${media.id}/members/${id[who]}`, { position_ids: [sound], back_to_back: true });
  // Samuel is asked and declines.
  await send('admin', 'PUT', spot(), { assignments: [{ position_id: sound, person_id: id.samuel }] });
  await send('admin', 'POST', `/api/teams/${media.id}/plans/publish`, { from: day, to: day });
  const [mine] = (await send('samuel', 'GET', '/api/me/serving')).json().data;
  expect((await send('samuel', 'PUT', `/api/me/serving/${mine.id}`, { answer: 'decline' })).statusCode).toBe(200);
}, 60_000);
afterAll(() => ctx.close());

it('the team’s leader reads the stand-ins of the freed place and asks one in one call; the one asked sees it at once', async () => {
  // The decline's notice takes the leader to the team's rota, where the stand-ins are.
  const declined = ((await send('member', 'GET', '/api/notifications')).json().data as { title: string; link: string | null }[]).find((n) => n.title.startsWith('Samuel Eze cannot serve'));
  expect(declined?.link).toBe(`/dashboard/leaders/teams?team=${media.id}`);

  const listed = await send('member', 'GET', `${spot()}/stand-ins?position_id=${sound}`);
  expect(listed.statusCode).toBe(200);
  expect(listed.json().data).toEqual([{ person_id: id.leader, full_name: expect.any(String), why: 'not served in this team yet' }]);

  const asked = await send('member', 'POST', `${spot()}/ask`, { position_id: sound, person_id: id.leader });
  expect(asked.statusCode).toBe(201);
  expect(asked.json().message).toMatch(/ was asked to serve as Sound desk on /);
  expect(await placesAt()).toEqual([expect.stringMatching(/: asked$/), 'Samuel Eze: declined']);
  const serving = (await send('leader', 'GET', '/api/me/serving')).json().data;
  expect(serving).toEqual([expect.objectContaining({ team_name: 'Stand-in media', position_name: 'Sound desk', date: day, state: 'asked' })]);
  const bell = (await send('leader', 'GET', '/api/notifications')).json().data as { title: string }[];
  expect(bell.map((n) => n.title)).toContainEqual(expect.stringMatching(/^Can you serve as Sound desk on /));

  // The place is taken again: nobody else is asked for it.
  const again = await send('admin', 'POST', `${spot()}/ask`, { position_id: sound, person_id: id.leader });
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe(STAND_IN_FILLED_MESSAGE);
});

it('refuses someone who cannot stand in, a team the caller does not lead, and a service the team does not serve', async () => {
  // Another service with its place open: the admin is in no team, Samuel is blocked out that day.
  const later = addDays(day, 7);
  const [{ id: vespers }] = await ctx.database.db.insert(services)
    .values({ name: 'Stand-in vespers', isRecurring: false, serviceDate: later, startTime: '18:00:00' })
    .returning({ id: services.id });
  forgetSchedule(ctx.database.db);
  expect((await send('samuel', 'POST', '/api/me/blockouts', { from: later, note: 'Away' })).statusCode).toBe(201);
  const there = `/api/teams/${media.id}/plans/${vespers}/${later}`;
  // Asked for the earlier week, the leader counts as having served here then.
  expect((await send('member', 'GET', `${there}/stand-ins?position_id=${sound}`)).json().data).toEqual([{ person_id: id.leader, full_name: expect.any(String), why: `last served here ${formatChurchDate(day)}` }]);
  for (const who of ['admin', 'samuel'] as const) {
    const refused = await send('member', 'POST', `${there}/ask`, { position_id: sound, person_id: id[who] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ person_id: [NOT_A_STAND_IN_MESSAGE] });
  }
  expect((await send('samuel', 'POST', `${there}/ask`, { position_id: sound, person_id: id.leader })).statusCode).toBe(403);
  expect((await send('samuel', 'GET', `${there}/stand-ins?position_id=${sound}`)).statusCode).toBe(403);
  expect((await send('member', 'POST', `/api/teams/${media.id}/plans/${vespers}/${addDays(later, 1)}/ask`, { position_id: sound, person_id: id.leader })).statusCode).toBe(404);
  expect(await placesAt()).toEqual([expect.stringMatching(/: asked$/), 'Samuel Eze: declined']);
});
