import { and, eq, sql } from 'drizzle-orm';
import { churchInstant } from '@church/contracts/church-time';
import { ROLE_IDS } from '@church/contracts/roles';
import { attendance, auditLog, firstTimers, firstTimerVisits, followUps, notifications, userRoles, users } from '../../db/schema';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';
import { SERVICE_NOT_OPEN } from '../../attendance/recording';

// A station at a church with two services open at once (the main one at 09:00, the children's
// at 09:30 in another room), the consent a new visitor gives at the door, and Undo of a wrong tap.
const DAY = '2030-06-05';
let clock = churchInstant(DAY, '09:10');

let ctx: TestContext;
let admin = '';
const stations: string[] = [];
const id: Record<string, number> = {};

async function pairedStation(name: string): Promise<string> {
  const made = await ctx.app.inject({ method: 'POST', url: '/api/stations', headers: auth(admin), payload: { name } });
  const paired = await ctx.app.inject({ method: 'POST', url: '/api/stations/pair', payload: { pairing_code: made.json().data.pairing_code } });
  return paired.json().data.token;
}

async function person(first: string, last: string): Promise<number> {
  const [row] = await ctx.database.db
    .insert(users)
    .values({ firstName: first, lastName: last, email: `${first}.${last}@example.com`.toLowerCase(), passwordHash: 'x' })
    .returning({ id: users.id });
  await ctx.database.db.insert(userRoles).values({ userId: row.id, roleId: ROLE_IDS.member });
  return row.id;
}

const service = async (name: string, startTime: string) =>
  (await ctx.app.inject({ method: 'POST', url: '/api/services', headers: auth(admin), payload: { name, is_recurring: false, service_date: DAY, start_time: startTime } })).json().data.id as number;

beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
  admin = await loginAs(ctx.app, 'admin');
  id.main = await service('Main Service', '09:00');
  id.children = await service("Children's Service", '09:30');
  id.evening = await service('Evening Service', '18:00');
  stations.push(await pairedStation('Main door'), await pairedStation('Children door'));
  for (const [key, first] of [['ada', 'Ada'], ['bayo', 'Bayo'], ['chidi', 'Chidi'], ['dayo', 'Dayo'], ['ebere', 'Ebere']] as const) id[key] = await person(first, 'Kidsroom');
  const [member] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'member@example.com'));
  id.member = member.id;
}, 60_000);
afterAll(() => ctx.close());
beforeEach(() => {
  clock = churchInstant(DAY, '09:10');
});

const send = (station: number, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: `Station ${stations[station]}` }, ...(payload ? { payload } : {}) });
const recordsOf = (userId: number) => ctx.database.db.select().from(attendance).where(eq(attendance.userId, userId));

describe('the station chooses its service', () => {
  it('answers the occurrence of the chosen service, with every service open to choose from', async () => {
    const shown = await send(1, 'GET', '/api/station/occurrence');
    expect(shown.json().data.occurrence).toMatchObject({ service_id: id.main, name: 'Main Service' });
    expect(shown.json().data.open.map((o: { name: string }) => o.name)).toEqual(['Main Service', "Children's Service"]);
    const chosen = await send(1, 'GET', `/api/station/occurrence?service_id=${id.children}`);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data.occurrence).toMatchObject({ service_id: id.children, date: DAY, name: "Children's Service" });
  });

  it('refuses a service not open now (404) and a service id that is not one (422)', async () => {
    const closed = await send(1, 'GET', `/api/station/occurrence?service_id=${id.evening}`);
    expect(closed.statusCode).toBe(404);
    expect(closed.json().message).toBe(SERVICE_NOT_OPEN);
    expect((await send(1, 'GET', '/api/station/occurrence?service_id=abc')).statusCode).toBe(422);
  });

  it('checks a person in at the chosen service, and the search and counts say so there only', async () => {
    const res = await send(1, 'POST', '/api/station/check-ins', { user_id: id.ada, service_id: id.children, client_ref: 'kids-1' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ service_id: id.children, date: DAY });
    expect((await recordsOf(id.ada)).map((r) => r.serviceId)).toEqual([id.children]);
    const there = await send(1, 'GET', `/api/station/people?q=ada&service_id=${id.children}`);
    expect(there.json().data.find((p: { id: number }) => p.id === id.ada).checked_in).toBe(true);
    const main = await send(1, 'GET', '/api/station/people?q=ada');
    expect(main.json().data.find((p: { id: number }) => p.id === id.ada).checked_in).toBe(false);
    expect((await send(1, 'GET', `/api/station/occurrence?service_id=${id.children}`)).json().data).toMatchObject({ checked_in: 1, checked_in_here: 1 });
    expect((await send(1, 'GET', `/api/station/occurrence?service_id=${id.main}`)).json().data).toMatchObject({ checked_in: 0 });
  });

  it('a check-in made offline lands at the chosen service open when it was made', async () => {
    const made = churchInstant(DAY, '09:05');
    clock = churchInstant(DAY, '12:20'); // the main service closed at 12:00, the children's is open until 12:30
    const late = await send(1, 'POST', '/api/station/check-ins', { user_id: id.bayo, service_id: id.children, client_ref: 'kids-2', made_at: made.toISOString() });
    expect(late.statusCode).toBe(201);
    expect(late.json().data.service_id).toBe(id.children);
  });

  it('refuses a write naming a service that is not open, on service_id', async () => {
    const res = await send(1, 'POST', '/api/station/check-ins', { user_id: id.chidi, service_id: id.evening });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ service_id: [SERVICE_NOT_OPEN] });
    expect(await recordsOf(id.chidi)).toEqual([]);
  });

  it("records a new visitor's visit at the chosen service", async () => {
    const res = await send(1, 'POST', '/api/station/first-timers', { first_name: 'Kemi', last_name: 'Kidsroom', phone: '0807 444 0001', service_id: id.children, consent_to_contact: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ service_id: id.children, visit_date: DAY });
    const [kemi] = await ctx.database.db.select().from(firstTimers).where(eq(firstTimers.phone, '+2348074440001'));
    expect(await ctx.database.db.select({ serviceId: firstTimerVisits.serviceId }).from(firstTimerVisits).where(eq(firstTimerVisits.firstTimerId, kemi.id))).toEqual([{ serviceId: id.children }]);
  });
});

describe("a new visitor's consent at the door", () => {
  const visitorByPhone = async (phone: string) => {
    const [row] = await ctx.database.db
      .select({ id: firstTimers.id, consent: firstTimers.consentToContact, status: followUps.status })
      .from(firstTimers).innerJoin(followUps, eq(followUps.firstTimerId, firstTimers.id))
      .where(eq(firstTimers.phone, phone));
    return row;
  };
  const assignToMember = (firstTimerId: number) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/first-timers/${firstTimerId}/follow-up`, headers: auth(admin), payload: { assigned_to: id.member } });
  const toldToCall = async (firstTimerId: number) => {
    const [row] = await ctx.database.db
      .select({ id: notifications.id })
      .from(notifications).innerJoin(followUps, sql`${notifications.subject} = 'follow_up:' || ${followUps.id}`)
      .where(and(eq(notifications.kind, 'visitor_assigned'), eq(followUps.firstTimerId, firstTimerId)));
    return row !== undefined;
  };

  it('a visitor who agreed is stored as agreeing, and their follow-up starts: its assignee is told to call', async () => {
    expect((await send(0, 'POST', '/api/station/first-timers', { first_name: 'Yes', last_name: 'Caller', phone: '0807 444 0002', consent_to_contact: true })).statusCode).toBe(201);
    const visitor = await visitorByPhone('+2348074440002');
    expect(visitor).toMatchObject({ consent: true, status: 'Not Contacted' });
    expect((await assignToMember(visitor.id)).statusCode).toBe(200);
    expect(await toldToCall(visitor.id)).toBe(true);
  });

  it('a visitor who did not agree (the default) is kept, but nobody is told to call them', async () => {
    expect((await send(0, 'POST', '/api/station/first-timers', { first_name: 'No', last_name: 'Caller', phone: '0807 444 0003' })).statusCode).toBe(201);
    const visitor = await visitorByPhone('+2348074440003');
    expect(visitor).toMatchObject({ consent: false, status: 'Opt-out' });
    expect((await assignToMember(visitor.id)).statusCode).toBe(200);
    expect(await toldToCall(visitor.id)).toBe(false);
  });
});

describe('undoing a wrong tap', () => {
  const undo = (station: number, recordId: number) => send(station, 'DELETE', `/api/station/check-ins/${recordId}`);

  it('removes the check-in this station made a moment ago, on the audit trail naming the station', async () => {
    const made = await send(0, 'POST', '/api/station/check-ins', { user_id: id.dayo, client_ref: 'main-undo-1' });
    expect(made.statusCode).toBe(201);
    expect(made.json().undoable).toBe(true);
    // The same write sent again, and another door's tap for the same person, made nothing to undo.
    expect((await send(0, 'POST', '/api/station/check-ins', { user_id: id.dayo, client_ref: 'main-undo-1' })).json().undoable).toBe(false);
    expect((await send(1, 'POST', '/api/station/check-ins', { user_id: id.dayo })).json().undoable).toBe(false);
    const res = await undo(0, made.json().data.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Dayo Kidsroom's check-in is undone.");
    expect(await recordsOf(id.dayo)).toEqual([]);
    const audit = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'attendance'), eq(auditLog.entityId, made.json().data.id)));
    expect(audit).toEqual([expect.objectContaining({ action: 'deleted', actorId: null, before: { name: 'Dayo Kidsroom', service: 'Main Service', date: DAY, category: 'Others', station: 'Main door' } })]);
    // Undone once: the same tap again finds nothing, and the person can be checked in again.
    expect((await undo(0, made.json().data.id)).statusCode).toBe(404);
    expect((await send(0, 'POST', '/api/station/check-ins', { user_id: id.dayo, client_ref: 'main-undo-2' })).statusCode).toBe(201);
  });

  it("refuses another door's check-in, and a check-in older than the minute, keeping both", async () => {
    const kids = await send(1, 'POST', '/api/station/check-ins', { user_id: id.ebere, client_ref: 'kids-undo-1' });
    const other = await undo(0, kids.json().data.id);
    expect(other.statusCode).toBe(404);
    expect(await recordsOf(id.ebere)).toHaveLength(1);

    const main = await send(0, 'POST', '/api/station/check-ins', { user_id: id.chidi, client_ref: 'main-undo-3' });
    await ctx.database.db.update(attendance).set({ createdAt: sql`now() - interval '2 minutes'` }).where(eq(attendance.id, main.json().data.id));
    const late = await undo(0, main.json().data.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('An admin can remove it from the attendance list');
    expect(await recordsOf(id.chidi)).toHaveLength(1);
  });

  it('refuses without a station credential', async () => {
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/station/check-ins/1' })).statusCode).toBe(401);
    expect((await send(0, 'DELETE', '/api/station/check-ins/abc')).statusCode).toBe(422);
  });
});
