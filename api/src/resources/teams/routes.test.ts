import { and, eq } from 'drizzle-orm';
import { addDays, todayInChurch, weekdayOf } from '@church/contracts/church-time';
import type { AutoScheduleResponse, Team } from '@church/contracts/teams';
import { absences, rotaPlaces, services, users } from '../../db/schema';
import { forgetSchedule } from '../../schedule/cache';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';

// Serving teams through the API: who may see and change a team, its positions and people, and
// the proposed rota that respects announced absences.
let ctx: TestContext;
type Who = 'admin' | 'leader' | 'member' | 'samuel';
const token = {} as Record<Who, string>;
const id = {} as Record<Who, number>;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const role of ['admin', 'leader', 'member'] as const) token[role] = await loginAs(ctx.app, role);
  token.samuel = await loginAs(ctx.app, 'samuel.eze@example.com');
  for (const [who, email] of [['admin', 'admin@example.com'], ['leader', 'leader@example.com'], ['member', 'member@example.com'], ['samuel', 'samuel.eze@example.com']] as const) {
    const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    id[who] = row.id;
  }
}, 60_000);
afterAll(() => ctx.close());

const send = async (who: Who, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(token[who]), ...(payload ? { payload } : {}) });

async function newTeam(name: string): Promise<Team> {
  const res = await send('admin', 'POST', '/api/teams', { name });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

describe('teams and their people', () => {
  let media: Team;
  let sound: number;
  let projection: number;

  beforeAll(async () => {
    media = await newTeam('Media');
    sound = (await send('admin', 'POST', `/api/teams/${media.id}/positions`, { name: 'Sound desk', needed: 1 })).json().data.id;
    // The member leads Media; Samuel serves on it.
    expect((await send('admin', 'PUT', `/api/teams/${media.id}/members/${id.member}`, { position_ids: [sound], is_leader: true })).statusCode).toBe(201);
  });

  it('an admin creates a team once per name and is told what is wrong with a bad one', async () => {
    const again = await send('admin', 'POST', '/api/teams', { name: 'MEDIA' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.name).toEqual(['A team named like “MEDIA” already exists; choose another name']);
    const weeks = await send('admin', 'POST', '/api/teams', { name: 'Car park', weeks_of_month: [1, 6] });
    expect(weeks.statusCode).toBe(422);
    expect(JSON.stringify(weeks.json().errors)).toContain('Each week must be a number from 1 to 5');
  });

  it('the team’s leader adds positions and people and renames it, but does not choose leaders or delete it', async () => {
    const added = await send('member', 'POST', `/api/teams/${media.id}/positions`, { name: 'Projection', needed: 2 });
    expect(added.statusCode).toBe(201);
    projection = added.json().data.id;
    expect((await send('member', 'POST', `/api/teams/${media.id}/positions`, { name: 'projection', needed: 1 })).statusCode).toBe(422);

    const samuel = await send('member', 'PUT', `/api/teams/${media.id}/members/${id.samuel}`, { position_ids: [sound, projection], weeks_of_month: [1, 3], back_to_back: true });
    expect(samuel.statusCode).toBe(201);
    expect(samuel.json().data).toMatchObject({ id: id.samuel, is_leader: false, position_ids: [sound, projection].sort((a, b) => a - b), preferences: { weeks_of_month: [1, 3], every_other_week: false, back_to_back: true } });
    const changed = await send('member', 'PUT', `/api/teams/${media.id}/members/${id.samuel}`, { position_ids: [projection] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ position_ids: [projection], preferences: { weeks_of_month: [1, 3] } });

    expect((await send('member', 'PUT', `/api/teams/${media.id}/members/${id.samuel}`, { position_ids: [], is_leader: true })).statusCode).toBe(403);
    expect((await send('member', 'DELETE', `/api/teams/${media.id}`)).statusCode).toBe(403);
    const renamed = await send('member', 'PATCH', `/api/teams/${media.id}`, { name: 'Media and sound' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.name).toBe('Media and sound');
  });

  it('a position of another team, or someone who is not an active member, is refused', async () => {
    const choir = await newTeam('Choir team');
    const alto = (await send('admin', 'POST', `/api/teams/${choir.id}/positions`, { name: 'Alto', needed: 4 })).json().data.id;
    const wrong = await send('member', 'PUT', `/api/teams/${media.id}/members/${id.samuel}`, { position_ids: [alto] });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.position_ids).toEqual([`Media and sound has no position with id ${alto}`]);
    expect((await send('member', 'PUT', `/api/teams/${media.id}/members/999999`, { position_ids: [] })).statusCode).toBe(404);
  });

  it('a team is out of reach to people not in it, and its members see it without changing it', async () => {
    expect((await send('leader', 'GET', `/api/teams/${media.id}`)).statusCode).toBe(403);
    expect((await send('leader', 'PATCH', `/api/teams/${media.id}`, { name: 'Taken over' })).statusCode).toBe(403);
    expect((await send('leader', 'POST', `/api/teams/${media.id}/auto-schedule`, { from: todayInChurch(), to: todayInChurch() })).statusCode).toBe(403);
    expect((await send('leader', 'GET', '/api/teams')).json().data).toEqual([]);
    expect((await send('leader', 'GET', '/api/teams/999999')).statusCode).toBe(403);

    const seen = await send('samuel', 'GET', `/api/teams/${media.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.members.map((m: { id: number }) => m.id).sort()).toEqual([id.member, id.samuel].sort());
    expect((await send('samuel', 'GET', '/api/teams')).json().data.map((t: { id: number }) => t.id)).toEqual([media.id]);
    expect((await send('samuel', 'POST', `/api/teams/${media.id}/positions`, { name: 'Lights', needed: 1 })).statusCode).toBe(403);
    expect((await send('samuel', 'DELETE', `/api/teams/${media.id}/members/${id.member}`)).statusCode).toBe(403);
    expect((await send('admin', 'GET', '/api/teams')).json().data.map((t: { name: string }) => t.name)).toEqual(expect.arrayContaining(['Media and sound', 'Choir team']));
  });

  it('a leader does not take another leader out (admins choose the leaders)', async () => {
    const choir = await newTeam('Leaders team');
    await send('admin', 'PUT', `/api/teams/${choir.id}/members/${id.member}`, { position_ids: [], is_leader: true });
    await send('admin', 'PUT', `/api/teams/${choir.id}/members/${id.leader}`, { position_ids: [], is_leader: true });
    const out = await send('member', 'DELETE', `/api/teams/${choir.id}/members/${id.leader}`);
    expect(out.statusCode).toBe(403);
    expect(out.json().message).toBe('Only admins take a team’s leaders out of it.');
    expect((await send('leader', 'DELETE', `/api/teams/${choir.id}/members/${id.leader}`)).statusCode).toBe(200);
  });

  it('anyone may leave a team they are in', async () => {
    const left = await send('samuel', 'DELETE', `/api/teams/${media.id}/members/${id.samuel}`);
    expect(left.statusCode).toBe(200);
    expect(left.json().message).toBe('You left Media and sound.');
    expect((await send('samuel', 'GET', `/api/teams/${media.id}`)).statusCode).toBe(403);
  });
});

describe('the audit trail', () => {
  it('keeps who created, renamed and deleted a team, added a position, and put people in it, changed them, made them leader and took them out', async () => {
    const choir = await newTeam('Audit choir');
    const alto = (await send('admin', 'POST', `/api/teams/${choir.id}/positions`, { name: 'Alto', needed: 2 })).json().data.id;
    await send('admin', 'PUT', `/api/teams/${choir.id}/members/${id.member}`, { position_ids: [], is_leader: true });
    await send('member', 'PUT', `/api/teams/${choir.id}/members/${id.samuel}`, { position_ids: [alto] });
    await send('member', 'PUT', `/api/teams/${choir.id}/members/${id.samuel}`, { position_ids: [alto], every_other_week: true });
    await send('member', 'PATCH', `/api/teams/${choir.id}`, { name: 'Audit singers' });
    await send('member', 'DELETE', `/api/teams/${choir.id}/members/${id.samuel}`);
    await send('admin', 'DELETE', `/api/teams/${choir.id}`);
    const trail = await send('admin', 'GET', `/api/audit-log?entity=team&entity_id=${choir.id}`);
    expect(trail.statusCode).toBe(200);
    const rows = (trail.json().data as { actor: { id: number }; action: string; before: object | null; after: object | null; entity_label: string }[])
      .reverse().map((e) => [e.actor.id, e.action, e.before, e.after]);
    expect(rows).toEqual([
      [id.admin, 'created', null, { name: 'Audit choir', weeks_of_month: [] }],
      [id.admin, 'position_added', null, { position: 'Alto', needed: 2 }],
      [id.admin, 'member_added', null, expect.objectContaining({ positions: [] })],
      [id.admin, 'made_leader', null, { leader: expect.any(String) }],
      [id.member, 'member_added', null, { member: 'Samuel Eze', positions: ['Alto'], weeks_of_month: [], every_other_week: false, back_to_back: false }],
      [id.member, 'updated', { every_other_week: false }, { member: 'Samuel Eze', every_other_week: true }],
      [id.member, 'updated', { name: 'Audit choir' }, { name: 'Audit singers' }],
      [id.member, 'member_removed', { member: 'Samuel Eze' }, null],
      [id.admin, 'deleted', { name: 'Audit singers' }, null],
    ]);
  });
});

describe('the proposed rota', () => {
  it('fills each position at each service, never with someone who announced an absence, and writes nothing', async () => {
    const today = todayInChurch();
    // A weekly service late on today's weekday (no seeded service is within two hours of it).
    const [weekly] = await ctx.database.db.insert(services)
      .values({ name: 'Rota evening', isRecurring: true, dayOfWeek: weekdayOf(today), startTime: '22:00:00', activeFrom: addDays(today, -7) })
      .returning({ id: services.id });
    forgetSchedule(ctx.database.db);
    const ushers = await newTeam('Ushers');
    const door = (await send('admin', 'POST', `/api/teams/${ushers.id}/positions`, { name: 'Door', needed: 1 })).json().data.id;
    // Samuel alone keeps the door, and is away the first of the three weeks.
    expect((await send('admin', 'PUT', `/api/teams/${ushers.id}/members/${id.samuel}`, { position_ids: [door], back_to_back: true })).statusCode).toBe(201);
    const from = addDays(today, 7);
    const to = addDays(from, 14);
    await ctx.database.db.insert(absences).values({ userId: id.samuel, fromOn: from, toOn: addDays(from, 2), reason: 'travel', recordedBy: id.samuel });

    const res = await send('admin', 'POST', `/api/teams/${ushers.id}/auto-schedule`, { from, to });
    expect(res.statusCode).toBe(200);
    const { proposed, unfilled } = res.json().data as AutoScheduleResponse['data'];
    const at = <T extends { service_id: number; date: string }>(list: T[]) => list.filter((p) => p.service_id === weekly.id).map((p) => p.date);
    expect(at(proposed)).toEqual([addDays(from, 7), addDays(from, 14)]);
    expect(proposed.find((p) => p.service_id === weekly.id)).toMatchObject({
      service_name: 'Rota evening', position_id: door, person_id: id.samuel, full_name: 'Samuel Eze', why: expect.stringContaining('Samuel Eze: the only one free'),
    });
    expect(unfilled.filter((u) => u.service_id === weekly.id)).toEqual([{
      service_id: weekly.id, service_name: 'Rota evening', date: from, position_id: door, missing: 1,
      why: 'The only person who serves this position is blocked out, already serving then, or would serve against their preferences.',
    }]);
    // A proposal only: asking again gives the same answer.
    expect((await send('admin', 'POST', `/api/teams/${ushers.id}/auto-schedule`, { from, to })).json().data).toEqual({ proposed, unfilled });
  });

  it('refuses a stretch longer than three months, or one that ends before it starts', async () => {
    const team = await newTeam('Car park team');
    const long = await send('admin', 'POST', `/api/teams/${team.id}/auto-schedule`, { from: '2027-01-01', to: '2027-06-01' });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.to).toEqual(['At most 92 days at once']);
    const backwards = await send('admin', 'POST', `/api/teams/${team.id}/auto-schedule`, { from: '2027-01-10', to: '2027-01-01' });
    expect(backwards.json().errors.to).toEqual(['To must be on or after from']);
  });
});

describe('the rota, written a service at a time', () => {
  let weekly: number;
  let sound: Team;
  let desk: number;
  let lights: number;
  const day = addDays(todayInChurch(), 14);

  beforeAll(async () => {
    [{ id: weekly }] = await ctx.database.db.insert(services)
      .values({ name: 'Rota night', isRecurring: true, dayOfWeek: weekdayOf(day), startTime: '21:30:00', activeFrom: addDays(todayInChurch(), -7) })
      .returning({ id: services.id });
    forgetSchedule(ctx.database.db);
    sound = await newTeam('Sound');
    desk = (await send('admin', 'POST', `/api/teams/${sound.id}/positions`, { name: 'Desk', needed: 1 })).json().data.id;
    lights = (await send('admin', 'POST', `/api/teams/${sound.id}/positions`, { name: 'Lights', needed: 1 })).json().data.id;
    await send('admin', 'PUT', `/api/teams/${sound.id}/members/${id.member}`, { position_ids: [desk, lights], is_leader: true });
    await send('admin', 'PUT', `/api/teams/${sound.id}/members/${id.samuel}`, { position_ids: [desk], back_to_back: true });
    await send('admin', 'PUT', `/api/teams/${sound.id}/members/${id.leader}`, { position_ids: [lights] });
    sound = (await send('admin', 'GET', `/api/teams/${sound.id}`)).json().data;
  });
  const plan = (who: Who, assignments: { position_id: number; person_id: number }[]) => send(who, 'PUT', `/api/teams/${sound.id}/plans/${weekly}/${day}`, { assignments });

  it('the team’s leader places people as drafts, shown in the team’s grid; a member cannot', async () => {
    expect((await plan('samuel', [{ position_id: desk, person_id: id.samuel }])).statusCode).toBe(403);
    const written = await plan('member', [{ position_id: desk, person_id: id.samuel }, { position_id: lights, person_id: id.leader }]);
    expect(written.statusCode).toBe(200);
    expect(written.json().data.places.map((p: { person_id: number; state: string }) => [p.person_id, p.state]).sort()).toEqual([[id.leader, 'draft'], [id.samuel, 'draft']].sort());
    const grid = await send('samuel', 'GET', `/api/teams/${sound.id}/plans?from=${day}&to=${day}`);
    expect(grid.statusCode).toBe(200);
    expect(grid.json().data.find((o: { service_id: number }) => o.service_id === weekly).places).toHaveLength(2);
  });

  it('a place that stays keeps its answer; one left out goes', async () => {
    await ctx.database.db.update(rotaPlaces).set({ state: 'accepted' }).where(and(eq(rotaPlaces.userId, id.samuel), eq(rotaPlaces.servedOn, day)));
    const written = await plan('member', [{ position_id: desk, person_id: id.samuel }]);
    expect(written.json().data.places).toEqual([{ position_id: desk, person_id: id.samuel, full_name: 'Samuel Eze', state: 'accepted' }]);
  });

  it('refuses, per assignment, someone blocked out, in the wrong position, twice, busy elsewhere, or too many', async () => {
    const blockout = await send('leader', 'POST', '/api/me/blockouts', { from: day });
    expect(blockout.statusCode).toBe(201);
    const blocked = await plan('member', [{ position_id: desk, person_id: id.samuel }, { position_id: lights, person_id: id.leader }]);
    expect(blocked.statusCode).toBe(422);
    const leaderName = sound.members.find((m) => m.id === id.leader)!.full_name;
    expect(blocked.json().errors).toEqual({ 'assignments.1.person_id': [`${leaderName} is blocked out on ${day}`] });
    await send('leader', 'DELETE', `/api/me/blockouts/${blockout.json().data.id}`);

    const wrong = await plan('member', [{ position_id: lights, person_id: id.samuel }]);
    expect(wrong.json().errors).toEqual({ 'assignments.0.person_id': ['Samuel Eze does not serve as Lights'] });
    const twice = await plan('member', [{ position_id: desk, person_id: id.member }, { position_id: lights, person_id: id.member }]);
    expect(Object.keys(twice.json().errors)).toEqual(['assignments.1.person_id']);
    const many = await plan('member', [{ position_id: desk, person_id: id.samuel }, { position_id: desk, person_id: id.member }]);
    expect(many.json().errors).toEqual({ assignments: ['Desk needs 1, not 2'] });

    // The leader keeps the door of another team at the same service.
    const door = await newTeam('Night door');
    const keeper = (await send('admin', 'POST', `/api/teams/${door.id}/positions`, { name: 'Keeper', needed: 1 })).json().data.id;
    await send('admin', 'PUT', `/api/teams/${door.id}/members/${id.leader}`, { position_ids: [keeper] });
    expect((await send('admin', 'PUT', `/api/teams/${door.id}/plans/${weekly}/${day}`, { assignments: [{ position_id: keeper, person_id: id.leader }] })).statusCode).toBe(200);
    const busy = await plan('member', [{ position_id: desk, person_id: id.samuel }, { position_id: lights, person_id: id.leader }]);
    expect(busy.json().errors).toEqual({ 'assignments.1.person_id': [`${leaderName} already serves as Keeper (Night door) at that time`] });

    // The proposal keeps the place already made and does not give the busy leader the lights.
    const { proposed } = (await send('member', 'POST', `/api/teams/${sound.id}/auto-schedule`, { from: day, to: day })).json().data as AutoScheduleResponse['data'];
    const here = proposed.filter((p) => p.service_id === weekly);
    expect(here.map((p) => [p.position_id, p.person_id])).toEqual([[lights, id.member]]);
  });

  it('two leaders placing one person at the same time in two teams: one is saved, the other refused', async () => {
    const later = addDays(day, 7);
    const stages = await Promise.all(['Stage left', 'Stage right'].map(async (name) => {
      const team = await newTeam(name);
      const position = (await send('admin', 'POST', `/api/teams/${team.id}/positions`, { name: 'Hand', needed: 1 })).json().data.id;
      await send('admin', 'PUT', `/api/teams/${team.id}/members/${id.samuel}`, { position_ids: [position] });
      return { team, position };
    }));
    const written = await Promise.all(stages.map(({ team, position }) =>
      send('admin', 'PUT', `/api/teams/${team.id}/plans/${weekly}/${later}`, { assignments: [{ position_id: position, person_id: id.samuel }] })));
    expect(written.map((res) => res.statusCode).sort()).toEqual([200, 422]);
    expect(written.find((res) => res.statusCode === 422)!.json().errors['assignments.0.person_id'][0]).toMatch(/^Samuel Eze already serves as Hand \(Stage (left|right)\) at that time$/);
  });

  it('a place held by someone since deactivated stays taken in the proposal', async () => {
    const later = addDays(day, 21);
    const welcome = await newTeam('Welcome');
    const greeter = (await send('admin', 'POST', `/api/teams/${welcome.id}/positions`, { name: 'Greeter', needed: 1 })).json().data.id;
    await send('admin', 'PUT', `/api/teams/${welcome.id}/members/${id.member}`, { position_ids: [greeter], is_leader: true });
    await send('admin', 'PUT', `/api/teams/${welcome.id}/members/${id.samuel}`, { position_ids: [greeter] });
    expect((await send('member', 'PUT', `/api/teams/${welcome.id}/plans/${weekly}/${later}`, { assignments: [{ position_id: greeter, person_id: id.samuel }] })).statusCode).toBe(200);
    await ctx.database.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, id.samuel));
    try {
      const { proposed } = (await send('member', 'POST', `/api/teams/${welcome.id}/auto-schedule`, { from: later, to: later })).json().data as AutoScheduleResponse['data'];
      expect(proposed.filter((p) => p.service_id === weekly)).toEqual([]);
    } finally {
      await ctx.database.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, id.samuel));
    }
  });

  it('a service the team does not serve that day is not found', async () => {
    expect((await send('member', 'PUT', `/api/teams/${sound.id}/plans/${weekly}/${addDays(day, 1)}`, { assignments: [] })).statusCode).toBe(404);
  });
});
