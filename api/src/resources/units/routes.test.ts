import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx.close());

const unitsFor = async (role: 'admin' | 'leader' | 'member') => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/units', headers: auth(await loginAs(ctx.app, role)) });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/units', () => {
  it('gives admins every unit by name, with its member count', async () => {
    const { status, body } = await unitsFor('admin');
    expect(status).toBe(200);
    expect(body.data.map((u: { name: string }) => u.name)).toEqual(["Children's Church", 'Choir', 'Media', 'Prayer Team', 'Ushering']);
    const choir = body.data.find((u: { name: string }) => u.name === 'Choir');
    expect(choir).toMatchObject({ slug: 'choir', member_count: expect.any(Number) });
    expect(choir.member_count).toBeGreaterThanOrEqual(3); // the leader, the member demo account and seeded members
  });

  it('gives a leader only the units they lead, and a member a 403', async () => {
    expect((await unitsFor('leader')).body.data.map((u: { name: string }) => u.name)).toEqual(['Choir', 'Media']);
    expect((await unitsFor('member')).status).toBe(403);
  });
});
