import { ROLE_IDS } from '@church/contracts/roles';
import { userRoles, users } from '../../db/schema';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';

// GET /api/station/roster: the names a door tablet keeps to search without a connection.
let ctx: TestContext;
let stationToken = '';
const id: Record<string, number> = {};

async function person(first: string, last: string, active: boolean): Promise<number> {
  const [row] = await ctx.database.db
    .insert(users)
    .values({ firstName: first, lastName: last, email: `${first}.${last}@example.com`.toLowerCase(), phone: '+2348097778888', passwordHash: 'x', deactivatedAt: active ? null : new Date() })
    .returning({ id: users.id });
  await ctx.database.db.insert(userRoles).values({ userId: row.id, roleId: ROLE_IDS.member });
  return row.id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await loginAs(ctx.app, 'admin');
  const made = await ctx.app.inject({ method: 'POST', url: '/api/stations', headers: auth(admin), payload: { name: 'North door' } });
  const paired = await ctx.app.inject({ method: 'POST', url: '/api/stations/pair', payload: { pairing_code: made.json().data.pairing_code } });
  stationToken = paired.json().data.token;
  id.kept = await person('Rosterina', 'Ubah', true);
  id.gone = await person('Goneth', 'Ubah', false);
}, 60_000);
afterAll(() => ctx.close());

const roster = () => ctx.app.inject({ method: 'GET', url: '/api/station/roster', headers: { authorization: `Station ${stationToken}` } });

it("answers every active person's id and names, and nothing else", async () => {
  const res = await roster();
  expect(res.statusCode).toBe(200);
  const people = res.json().data as Array<Record<string, unknown>>;
  expect(people).toContainEqual({ id: id.kept, first_name: 'Rosterina', last_name: 'Ubah' });
  expect(people.map((p) => p.id)).not.toContain(id.gone);
  for (const p of people) expect(Object.keys(p).sort()).toEqual(['first_name', 'id', 'last_name']);
  expect(res.body).not.toContain('@');
  expect(res.body).not.toContain('7778888');
});

it('is refused to a signed-in person and to a revoked station', async () => {
  const member = await loginAs(ctx.app, 'member');
  expect((await ctx.app.inject({ method: 'GET', url: '/api/station/roster', headers: auth(member) })).statusCode).toBe(403);
  const admin = await loginAs(ctx.app, 'admin');
  const list = await ctx.app.inject({ method: 'GET', url: '/api/stations', headers: auth(admin) });
  const north = (list.json().data as Array<{ id: number; name: string }>).find((s) => s.name === 'North door')!;
  await ctx.app.inject({ method: 'DELETE', url: `/api/stations/${north.id}`, headers: auth(admin) });
  expect((await roster()).statusCode).toBe(401);
});
