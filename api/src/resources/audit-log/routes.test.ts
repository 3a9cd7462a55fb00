import { eq } from 'drizzle-orm';
import { auditLogResponseSchema } from '@church/contracts/audit';
import { todayInChurch, addDays } from '@church/contracts/church-time';
import { auditLog, firstTimers, followUps, services, units, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';

// The audit trail: each kind of change leaves one row with who, when, and only the fields that
// changed before and after, written with the change; admins alone read it, and filter it.

let ctx: TestContext;
const token = {} as Record<'admin' | 'leader' | 'member', string>;
const id = {} as Record<'admin' | 'leader' | 'member' | 'samuel' | 'choir' | 'ushering' | 'service' | 'firstTimer' | 'followUp', number>;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const role of ['admin', 'leader', 'member'] as const) token[role] = await loginAs(ctx.app, role);
  const db = ctx.database.db;
  const userId = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
  id.admin = await userId('admin@example.com');
  id.leader = await userId('leader@example.com');
  id.member = await userId('member@example.com');
  id.samuel = await userId('samuel.eze@example.com');
  for (const slug of ['choir', 'ushering'] as const) id[slug] = (await db.select({ id: units.id }).from(units).where(eq(units.slug, slug)))[0].id;
  id.service = (await db.select({ id: services.id }).from(services).where(eq(services.isRecurring, true)).limit(1))[0].id;
  const [visitor] = await db
    .insert(firstTimers)
    .values({ firstName: 'Audit', lastName: 'Visitor', phone: '+2348099990001', firstVisitOn: todayInChurch(), lastVisitOn: todayInChurch(), visitCount: 1 })
    .returning({ id: firstTimers.id });
  id.firstTimer = visitor.id;
  id.followUp = (await db.insert(followUps).values({ firstTimerId: visitor.id, status: 'Not Contacted' }).returning({ id: followUps.id }))[0].id;
}, 60_000);
afterAll(() => ctx.close());

const send = (who: keyof typeof token, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(token[who]), ...(payload ? { payload } : {}) });

async function trail(query: string) {
  const res = await send('admin', 'GET', `/api/audit-log?${query}`);
  expect(res.statusCode).toBe(200);
  return auditLogResponseSchema.parse(res.json());
}

describe('what the trail records', () => {
  it("a person's roles: who, when, and only the roles before and after", async () => {
    const started = Date.now();
    expect((await send('admin', 'PATCH', `/api/members/${id.samuel}`, { roles: ['member', 'leader', 'admin'] })).statusCode).toBe(200);
    const { data } = await trail(`entity=person&entity_id=${id.samuel}`);
    expect(data[0]).toMatchObject({
      actor: { id: id.admin, name: expect.any(String) },
      entity: 'person', entity_id: id.samuel, entity_label: 'Samuel Eze', action: 'updated',
      before: { roles: ['member', 'leader'] },
      after: { roles: ['member', 'leader', 'admin'] },
    });
    expect(Date.parse(data[0].at)).toBeGreaterThanOrEqual(started - 1000);
    // Back as it was: a second row, the sides swapped.
    await send('admin', 'PATCH', `/api/members/${id.samuel}`, { roles: ['member', 'leader'] });
    expect((await trail(`entity=person&entity_id=${id.samuel}`)).data[0]).toMatchObject({ before: { roles: ['member', 'leader', 'admin'] }, after: { roles: ['member', 'leader'] } });
  });

  it('a save that changes none of the traced fields leaves no row', async () => {
    const before = (await trail(`entity=person&entity_id=${id.member}`)).meta.total;
    expect((await send('admin', 'PATCH', `/api/members/${id.member}`, { address: '2 Audit Street' })).statusCode).toBe(200);
    expect((await trail(`entity=person&entity_id=${id.member}`)).meta.total).toBe(before);
  });

  it('a change refused half-way leaves no row (the row is written in its transaction)', async () => {
    const before = (await trail(`entity=person&entity_id=${id.admin}`)).meta.total;
    // An admin cannot drop their own admin role: 422, nothing changed, nothing recorded.
    expect((await send('admin', 'PATCH', `/api/members/${id.admin}`, { roles: ['member'] })).statusCode).toBe(422);
    expect((await trail(`entity=person&entity_id=${id.admin}`)).meta.total).toBe(before);
  });

  it("deactivating and an email change are on the person's trail", async () => {
    await send('admin', 'PATCH', `/api/members/${id.samuel}`, { active: false, email: 'samuel.new@example.com' });
    expect((await trail(`entity=person&entity_id=${id.samuel}`)).data[0]).toMatchObject({
      before: { active: true, email: 'samuel.eze@example.com' }, after: { active: false, email: 'samuel.new@example.com' },
    });
    await send('admin', 'PATCH', `/api/members/${id.samuel}`, { active: true, email: 'samuel.eze@example.com' });
  });

  it("a person's own new email names them as who changed it", async () => {
    expect((await send('member', 'PATCH', '/api/me', { email: 'member.new@example.com', current_password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect((await trail(`entity=person&entity_id=${id.member}`)).data[0]).toMatchObject({
      actor: { id: id.member }, before: { email: 'member@example.com' }, after: { email: 'member.new@example.com' },
    });
    await send('member', 'PATCH', '/api/me', { email: 'member@example.com', current_password: DEMO_PASSWORD });
  });

  it("a roster change: on the unit's trail (who joined) and on the person's (their units)", async () => {
    expect((await send('admin', 'PUT', `/api/units/${id.ushering}/members/${id.member}`)).statusCode).toBe(201);
    const unit = await trail(`entity=unit&entity_id=${id.ushering}`);
    expect(unit.data[0]).toMatchObject({ entity_label: 'Ushering', action: 'added', before: null, after: { member: 'Ruth Bello' } });
    const person = (await trail(`entity=person&entity_id=${id.member}`)).data[0];
    expect(person.action).toBe('updated');
    expect(person.after!.units).toEqual(expect.arrayContaining(['Ushering']));
    expect(person.before!.units).not.toContain('Ushering');

    expect((await send('admin', 'PUT', `/api/units/${id.ushering}/leaders/${id.member}`)).statusCode).toBe(201);
    const led = await trail(`entity=unit&entity_id=${id.ushering}`);
    expect(led.data[0]).toMatchObject({ action: 'made_leader', after: { leader: 'Ruth Bello' } });
    expect((await trail(`entity=person&entity_id=${id.member}`)).data[0]).toMatchObject({ before: { leads: [] }, after: { leads: ['Ushering'] } });

    expect((await send('admin', 'DELETE', `/api/units/${id.ushering}/members/${id.member}`)).statusCode).toBe(200);
    expect((await trail(`entity=unit&entity_id=${id.ushering}`)).data[0]).toMatchObject({ action: 'removed', before: { member: 'Ruth Bello' }, after: null });
  });

  it("a unit's creation, rename and deletion keep its name", async () => {
    const created = await send('admin', 'POST', '/api/units', { name: 'Audit Team' });
    const unitId = created.json().data.id as number;
    await send('admin', 'PATCH', `/api/units/${unitId}`, { name: 'Audit Crew' });
    await send('admin', 'DELETE', `/api/units/${unitId}`);
    const { data } = await trail(`entity=unit&entity_id=${unitId}`);
    expect(data.map((row) => [row.action, row.before, row.after])).toEqual([
      ['deleted', { name: 'Audit Crew', description: null, members: 0 }, null],
      ['updated', { name: 'Audit Team' }, { name: 'Audit Crew' }],
      ['created', null, { name: 'Audit Team', description: null }],
    ]);
    expect(data[0].entity_label).toBe('Audit Crew');
  });

  it("a follow-up's status and assignee, and the status a feedback moves", async () => {
    const res = await send('admin', 'PATCH', `/api/first-timers/${id.firstTimer}/follow-up`, { status: 'Contacted', assigned_to: id.leader });
    expect(res.statusCode).toBe(200);
    const first = (await trail(`entity=follow_up&entity_id=${id.followUp}`)).data[0];
    expect(first).toMatchObject({
      entity_label: 'Audit Visitor', action: 'updated', actor: { id: id.admin },
      before: { status: 'Not Contacted', assignee: null },
      after: { status: 'Contacted', assignee: { id: id.leader, name: expect.any(String) } },
    });
    const feedback = await send('leader', 'POST', `/api/first-timers/${id.firstTimer}/feedback`, { contacted_at: new Date().toISOString(), channel: 'call', outcome: 'reached', note: null, status: 'Visiting' });
    expect(feedback.statusCode).toBe(201);
    expect((await trail(`entity=follow_up&entity_id=${id.followUp}`)).data[0]).toMatchObject({
      action: 'feedback', actor: { id: id.leader }, before: { status: 'Contacted' }, after: { status: 'Visiting' },
    });
    const bulk = await send('admin', 'POST', '/api/first-timers/follow-ups/bulk', { ids: [id.firstTimer], assigned_to: null });
    expect(bulk.statusCode).toBe(200);
    expect((await trail(`entity=follow_up&entity_id=${id.followUp}`)).data[0]).toMatchObject({ before: { assignee: { id: id.leader } }, after: { assignee: null } });
  });

  it("a person's trail has each follow-up handed to them or taken from them, with the visitor named", async () => {
    expect((await send('admin', 'PATCH', `/api/first-timers/${id.firstTimer}/follow-up`, { assigned_to: id.samuel })).statusCode).toBe(200);
    expect((await send('admin', 'PATCH', `/api/first-timers/${id.firstTimer}/follow-up`, { assigned_to: id.leader })).statusCode).toBe(200);
    const { data } = await trail(`entity=person&entity_id=${id.samuel}`);
    const handed = data.filter((entry) => entry.entity === 'follow_up');
    expect(handed.map((entry) => [entry.entity_label, entry.before, entry.after])).toEqual([
      ['Audit Visitor', { assignee: { id: id.samuel, name: 'Samuel Eze' } }, { assignee: { id: id.leader, name: expect.any(String) } }],
      ['Audit Visitor', { assignee: null }, { assignee: { id: id.samuel, name: 'Samuel Eze' } }],
    ]);
    expect(data.filter((entry) => entry.entity !== 'follow_up').every((entry) => entry.entity === 'person' && entry.entity_id === id.samuel)).toBe(true);
  });

  it('the schedule: a service changed, deactivated, an occurrence cancelled and restored', async () => {
    const [current] = await ctx.database.db.select({ name: services.name }).from(services).where(eq(services.id, id.service));
    const changed = await send('admin', 'PATCH', `/api/services/${id.service}`, { start_time: '06:45' });
    expect({ status: changed.statusCode, body: changed.statusCode === 200 ? 'ok' : changed.body }).toEqual({ status: 200, body: 'ok' });
    const day = addDays(todayInChurch(), 70);
    const occurrences = await send('admin', 'GET', `/api/services/occurrences?from=${day}&to=${addDays(day, 6)}`);
    const held = (occurrences.json().data as Array<{ service_id: number; date: string }>).find((o) => o.service_id === id.service)!;
    expect((await send('admin', 'POST', `/api/services/${id.service}/cancellations`, { date: held.date, reason: 'Retreat' })).statusCode).toBe(201);
    expect((await send('admin', 'DELETE', `/api/services/${id.service}/cancellations/${held.date}`)).statusCode).toBe(200);
    const created = await send('admin', 'POST', '/api/services', { name: 'Audit Vigil', is_recurring: true, day_of_week: 'Friday', start_time: '22:00' });
    const newId = created.json().data.id as number;
    await send('admin', 'PATCH', `/api/services/${newId}`, { is_active: false });

    const { data } = await trail(`entity=service&entity_id=${id.service}`);
    expect(data.map((row) => [row.action, row.before, row.after])).toEqual([
      ['occurrence_restored', { cancelled_on: held.date, reason: 'Retreat' }, null],
      ['occurrence_cancelled', null, { cancelled_on: held.date, reason: 'Retreat' }],
      ['updated', { start_time: expect.not.stringMatching(/^06:45/) }, { start_time: '06:45' }],
    ]);
    expect(data[0].entity_label).toBe(current.name);
    const vigil = await trail(`entity=service&entity_id=${newId}`);
    expect(vigil.data[0]).toMatchObject({ action: 'deactivated', before: { is_active: true }, after: { is_active: false } });
    expect(vigil.data[1]).toMatchObject({ action: 'created', after: { name: 'Audit Vigil', is_recurring: true, day_of_week: 'Friday', start_time: '22:00' } });
  });
});

describe('reading the trail', () => {
  it('is newest first and filters by kind, record, who and day', async () => {
    const all = await trail('per_page=100');
    const times = all.data.map((row) => row.at);
    expect(times).toEqual([...times].sort().reverse());

    const actors = await send('admin', 'GET', '/api/audit-log/actors');
    expect(actors.json().data).toEqual(expect.arrayContaining([
      { id: id.leader, name: 'Daniel Mensah', count: expect.any(Number) },
      { id: id.admin, name: 'Esther Okafor', count: expect.any(Number) },
    ]));
    const byLeader = await trail(`actor_id=${id.leader}`);
    expect(byLeader.meta.total).toBeGreaterThan(0);
    expect(byLeader.data.every((row) => row.actor?.id === id.leader)).toBe(true);

    const units = await trail('entity=unit&per_page=100');
    expect(units.data.every((row) => row.entity === 'unit')).toBe(true);

    const today = todayInChurch();
    expect((await trail(`from=${today}&to=${today}`)).meta.total).toBe(all.meta.total);
    expect((await trail(`from=${addDays(today, 1)}`)).meta.total).toBe(0);
    expect((await trail(`to=${addDays(today, -1)}`)).meta.total).toBe(0);
  });

  it('answers 422 per field on bad filters', async () => {
    const cases: Array<[string, string]> = [
      ['entity=nothing', 'entity'],
      ['entity_id=5', 'entity'],
      ['entity=person&entity_id=abc', 'entity_id'],
      ['actor_id=-1', 'actor_id'],
      ['from=2025-02-30', 'from'],
      ['from=2025-03-02&to=2025-03-01', 'to'],
      ['per_page=1000', 'per_page'],
    ];
    for (const [query, field] of cases) {
      const res = await send('admin', 'GET', `/api/audit-log?${query}`);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 422 });
      expect(Object.keys(res.json().errors)).toContain(field);
    }
  });

  it('is for admins only', async () => {
    expect((await send('leader', 'GET', '/api/audit-log')).statusCode).toBe(403);
    expect((await send('member', 'GET', '/api/audit-log')).statusCode).toBe(403);
    expect((await send('leader', 'GET', '/api/audit-log/actors')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/audit-log' })).statusCode).toBe(401);
  });

  it('cannot be changed through the API', async () => {
    const [row] = await ctx.database.db.select({ id: auditLog.id }).from(auditLog).limit(1);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/audit-log', `/api/audit-log/${row.id}`]) {
        expect([404, 405]).toContain((await send('admin', method, url, {})).statusCode);
      }
    }
    const [still] = await ctx.database.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.id, row.id));
    expect(still).toEqual({ id: row.id });
  });
});
