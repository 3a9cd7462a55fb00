import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';

// A member who leads a serving team without the leader role: their own account's answers say so
// (it opens the Teams page to them), and stop saying so once they no longer lead it.
let ctx: TestContext;
let admin: string;
let teamId: number;
let memberId: number;
const PASSWORD = 'demo-password-2026';

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAs(ctx.app, 'admin@example.com');
  [{ id: memberId }] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'member@example.com'));
  teamId = (await ctx.app.inject({ method: 'POST', url: '/api/teams', headers: auth(admin), payload: { name: 'Lead media' } })).json().data.id;
}, 60_000);
afterAll(() => ctx.close());

const signIn = async () => (await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'member@example.com', password: PASSWORD } })).json().data;
const me = async (token: string) => (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: auth(token) })).json().data;
const makeLeader = (isLeader: boolean) =>
  ctx.app.inject({ method: 'PUT', url: `/api/teams/${teamId}/members/${memberId}`, headers: auth(admin), payload: { position_ids: [], is_leader: isLeader } });

it('says whether the signed-in person leads a serving team, at sign-in and on GET /api/me', async () => {
  const before = await signIn();
  expect(before.user).toMatchObject({ roles: ['member'], leads_team: false });
  expect(await me(before.token)).toMatchObject({ leads_team: false });

  expect((await makeLeader(true)).statusCode).toBe(201);
  const after = await signIn();
  expect(after.user).toMatchObject({ roles: ['member'], leads_team: true });
  expect(await me(after.token)).toMatchObject({ leads_team: true });
  // A profile change answers the same account, still leading the team.
  const saved = await ctx.app.inject({ method: 'PATCH', url: '/api/me', headers: auth(after.token), payload: { address: '3 Lead Street' } });
  expect(saved.json().data).toMatchObject({ leads_team: true });

  // A member of the team who does not lead it is not a team lead.
  expect((await makeLeader(false)).statusCode).toBe(200);
  expect(await me(after.token)).toMatchObject({ leads_team: false });
  // Someone who was never in a team, and an admin who is in none, lead none.
  expect(await me(admin)).toMatchObject({ leads_team: false });
});
