import { eq } from 'drizzle-orm';
import { addDays, todayInChurch } from '@church/contracts/church-time';
import { services, users } from '../../db/schema';
import { forgetSchedule } from '../../schedule/cache';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';
import { parseCsv } from '../../test/csv';

// The rota as CSV, for the team's leaders and admins: a row per place and per place still open;
// a cell a spreadsheet would run as a formula is written as text.
let ctx: TestContext;
type Who = 'admin' | 'leader' | 'member' | 'samuel';
const token = {} as Record<Who, string>;
const id = {} as Record<Who, number>;
const email = { admin: 'admin@example.com', leader: 'leader@example.com', member: 'member@example.com', samuel: 'samuel.eze@example.com' };
const send = async (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(token[who]), ...(payload ? { payload } : {}) });

const day = addDays(todayInChurch(), 10);
let teamId: number;
const csvUrl = (from = day, to = addDays(day, 6)) => `/api/teams/${teamId}/plans.csv?from=${from}&to=${to}`;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const who of ['admin', 'leader', 'member', 'samuel'] as const) {
    token[who] = await loginAs(ctx.app, email[who]);
    id[who] = (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email[who])))[0].id;
  }
  const [{ id: evensong }] = await ctx.database.db.insert(services)
    .values({ name: 'CSV evensong', isRecurring: false, serviceDate: day, startTime: '18:30:00' })
    .returning({ id: services.id });
  forgetSchedule(ctx.database.db);
  teamId = (await send('admin', 'POST', '/api/teams', { name: 'CSV media' })).json().data.id;
  // A position whose name a spreadsheet would take for a formula.
  const sound = (await send('admin', 'POST', `/api/teams/${teamId}/positions`, { name: '=Sound desk', needed: 2 })).json().data.id;
  // The member leads the team; the leader (by role) only serves in it.
  await send('admin', 'PUT', `/api/teams/${teamId}/members/${id.member}`, { position_ids: [], is_leader: true });
  for (const who of ['samuel', 'leader'] as const) await send('admin', 'PUT', `/api/teams/${teamId}/members/${id[who]}`, { position_ids: [sound] });
  expect((await send('member', 'PUT', `/api/teams/${teamId}/plans/${evensong}/${day}`, { assignments: [{ position_id: sound, person_id: id.samuel }] })).statusCode).toBe(200);
}, 60_000);
afterAll(() => ctx.close());

it('gives the team’s leader each place and each open place, formulas written as text', async () => {
  const answer = await send('member', 'GET', csvUrl());
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(answer.headers['content-disposition']).toBe(`attachment; filename="rota-csv-media-${day}-${addDays(day, 6)}.csv"`);
  const rows = parseCsv(answer.body);
  expect(rows[0]).toEqual(['Date', 'Service', 'Start', 'Position', 'Person', 'Answer']);
  // The seed's weekly services in the window are rows too (their places all open); the evensong's:
  const evensong = rows.filter((r) => r[1] === 'CSV evensong');
  expect(evensong).toEqual([
    [day, 'CSV evensong', '18:30', "'=Sound desk", 'Samuel Eze', 'Not asked yet'],
    [day, 'CSV evensong', '18:30', "'=Sound desk", '', 'Open'],
  ]);
  // An admin reads it too.
  expect((await send('admin', 'GET', csvUrl())).statusCode).toBe(200);
});

it('refuses a member of the team who does not lead it, someone outside it, a window too long and a team that is not there', async () => {
  for (const who of ['leader', 'samuel'] as const) expect((await send(who, 'GET', csvUrl())).statusCode).toBe(403);
  const reversed = await send('member', 'GET', csvUrl(day, addDays(day, -1)));
  expect(reversed.statusCode).toBe(422);
  expect(reversed.json().errors).toEqual({ to: ['To must be on or after from'] });
  expect((await send('member', 'GET', csvUrl(day, addDays(day, 120)))).statusCode).toBe(422);
  expect((await send('member', 'GET', `/api/teams/${teamId}/plans.csv?from=soon&to=${day}`)).statusCode).toBe(422);
  expect((await send('admin', 'GET', `/api/teams/999999/plans.csv?from=${day}&to=${day}`)).statusCode).toBe(404);
});
