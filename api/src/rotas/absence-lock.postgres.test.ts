import { and, eq, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { addDays, todayInChurch, weekdayOf } from '@church/contracts/church-time';
import { rotaPlaces, services, users } from '../db/schema';
import { rawRows } from '../db/sql-helpers';
import { forgetSchedule } from '../schedule/cache';
import { auth, createTestApp, loginAs, type TestContext } from '../test/context';

// An absence recorded while a publish is under way (on another connection) waits for it, as a
// blockout does: publishing locks the team's row and then its people's, and recording an absence
// locks the person's row, so the absence is saved after the publish and declines what it asked,
// or before it and is skipped by it; never an asked place on a day its person is away.
// Runs where DATABASE_URL names a PostgreSQL server.

let ctx: TestContext;
let admin: string;
let samuel: string;
let samuelId: number;
let databaseUrl: string;
const today = todayInChurch();
const day = addDays(today, 14);

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAs(ctx.app, 'admin');
  samuel = await loginAs(ctx.app, 'samuel.eze@example.com');
  [{ id: samuelId }] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'samuel.eze@example.com'));
  databaseUrl = (ctx.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
}, 30_000);
afterAll(() => ctx.close());

const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object) => ctx.app.inject({ method, url, headers: auth(token), payload });

/** Resolves once some connection waits for a row lock. */
async function someoneWaitsForALock(): Promise<void> {
  for (;;) {
    const [{ waiting }] = await rawRows<{ waiting: number }>(ctx.database.db, sql`select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock'`);
    if (waiting > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

it('an absence recorded during a publish waits for it, then declines the place it asked', async () => {
  const [weekly] = await ctx.database.db.insert(services)
    .values({ name: 'Lock vespers', isRecurring: true, dayOfWeek: weekdayOf(day), startTime: '20:00:00', activeFrom: addDays(today, -7) })
    .returning({ id: services.id });
  forgetSchedule(ctx.database.db);
  const team = (await send(admin, 'POST', '/api/teams', { name: 'Lock team' })).json().data;
  const door = (await send(admin, 'POST', `/api/teams/${team.id}/positions`, { name: 'Door', needed: 1 })).json().data.id;
  await send(admin, 'PUT', `/api/teams/${team.id}/members/${samuelId}`, { position_ids: [door] });
  expect((await send(admin, 'PUT', `/api/teams/${team.id}/plans/${weekly.id}/${day}`, { assignments: [{ position_id: door, person_id: samuelId }] })).statusCode).toBe(200);

  // A publish on another connection, as publishPlans runs it: the team's row, then its people's, then the drafts asked.
  const other = new Client({ connectionString: databaseUrl });
  await other.connect();
  try {
    await other.query('begin');
    await other.query('select id from teams where id = $1 for update', [team.id]);
    await other.query('select id from users where id = $1 for update', [samuelId]);
    const recording = send(samuel, 'POST', '/api/me/absences', { from: day, to: day, reason: 'travel' });
    await someoneWaitsForALock();
    await other.query(`update rota_places set state = 'asked', asked_at = now() where team_id = $1 and state = 'draft'`, [team.id]);
    await other.query('commit');
    expect((await recording).statusCode).toBe(201);
  } finally {
    await other.end();
  }
  const [place] = await ctx.database.db.select({ state: rotaPlaces.state }).from(rotaPlaces).where(and(eq(rotaPlaces.teamId, team.id), eq(rotaPlaces.userId, samuelId)));
  expect(place.state).toBe('declined');
});
