import { eq } from 'drizzle-orm';
import { churchInstant } from '@church/contracts/church-time';
import { ROLE_IDS } from '@church/contracts/roles';
import { rotaPlaces, teamPositions, teams, userRoles, users } from '../db/schema';
import { auth, createTestApp, loginAs, type TestContext } from '../test/context';

// The door shows who serves this service: a paired station, for its chosen occurrence, lists the
// accepted places (team, position, names only, checked in or not), never another occurrence's; the
// member's check-in page is told their own places there.
const DAY = '2030-06-05';
const clock = churchInstant(DAY, '09:10');

let ctx: TestContext;
let admin = '';
let station = '';
const id: Record<string, number> = {};

async function person(first: string): Promise<number> {
  const [row] = await ctx.database.db.insert(users)
    .values({ firstName: first, lastName: 'Volunteer', email: `${first}.volunteer@example.com`.toLowerCase(), phone: '+2348030000000', passwordHash: 'x' })
    .returning({ id: users.id });
  await ctx.database.db.insert(userRoles).values({ userId: row.id, roleId: ROLE_IDS.member });
  return row.id;
}
const service = async (name: string, startTime: string) =>
  (await ctx.app.inject({ method: 'POST', url: '/api/services', headers: auth(admin), payload: { name, is_recurring: false, service_date: DAY, start_time: startTime } })).json().data.id as number;
const place = (userId: number, positionId: number, serviceId: number, state: string) =>
  ctx.database.db.insert(rotaPlaces).values({ teamId: id.team, positionId, serviceId, servedOn: DAY, userId, state });
const fromStation = (url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: `Station ${station}` }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
  admin = await loginAs(ctx.app, 'admin');
  id.main = await service('Main Service', '09:00');
  id.children = await service("Children's Service", '09:30');
  const made = await ctx.app.inject({ method: 'POST', url: '/api/stations', headers: auth(admin), payload: { name: 'Main door' } });
  station = (await ctx.app.inject({ method: 'POST', url: '/api/stations/pair', payload: { pairing_code: made.json().data.pairing_code } })).json().data.token;
  [{ id: id.team }] = await ctx.database.db.insert(teams).values({ name: 'Media', slug: 'media' }).returning({ id: teams.id });
  [{ id: id.sound }] = await ctx.database.db.insert(teamPositions).values({ teamId: id.team, name: 'Sound desk', needed: 2 }).returning({ id: teamPositions.id });
  [{ id: id.projection }] = await ctx.database.db.insert(teamPositions).values({ teamId: id.team, name: 'Projection', needed: 1 }).returning({ id: teamPositions.id });
  for (const first of ['Ada', 'Bayo', 'Chidi', 'Dayo']) id[first] = await person(first);
  [{ id: id.member }] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'member@example.com'));
  await place(id.Ada, id.sound, id.main, 'accepted');
  await place(id.member, id.projection, id.main, 'accepted');
  await place(id.Bayo, id.sound, id.main, 'asked');
  await place(id.Chidi, id.sound, id.main, 'declined');
  await place(id.Dayo, id.sound, id.children, 'accepted');
}, 60_000);
afterAll(() => ctx.close());

describe('who serves, at the door', () => {
  it('a station sees the accepted places of its own occurrence, names only, and who has checked in', async () => {
    const shown = await fromStation('/api/station/occurrence');
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.serving).toEqual([
      { person_id: id.member, first_name: 'Ruth', last_name: 'Bello', team_name: 'Media', position_name: 'Projection', checked_in: false },
      { person_id: id.Ada, first_name: 'Ada', last_name: 'Volunteer', team_name: 'Media', position_name: 'Sound desk', checked_in: false },
    ]);
    expect(await fromStation('/api/station/check-ins', 'POST', { user_id: id.Ada, client_ref: 'ada-1' })).toMatchObject({ statusCode: 201 });
    const after = (await fromStation('/api/station/occurrence')).json().data.serving;
    expect(after.find((s: { person_id: number }) => s.person_id === id.Ada).checked_in).toBe(true);
    expect(JSON.stringify(after)).not.toMatch(/@|\+234/);

    const children = await fromStation(`/api/station/occurrence?service_id=${id.children}`);
    expect(children.json().data.serving).toEqual([
      { person_id: id.Dayo, first_name: 'Dayo', last_name: 'Volunteer', team_name: 'Media', position_name: 'Sound desk', checked_in: false },
    ]);
  });

  it('the member’s check-in preview names their own places at the occurrence, and nobody else’s', async () => {
    const code = (await ctx.app.inject({ method: 'GET', url: '/api/check-in/code', headers: auth(admin) })).json().code;
    const preview = async (who: 'member' | 'leader') =>
      (await ctx.app.inject({ method: 'GET', url: `/api/check-ins/preview?code=${code}`, headers: auth(await loginAs(ctx.app, who)) })).json();
    expect((await preview('member')).serving).toEqual([{ team_name: 'Media', position_name: 'Projection' }]);
    expect((await preview('leader')).serving).toEqual([]);
  });
});
