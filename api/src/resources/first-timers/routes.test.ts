import { eq } from 'drizzle-orm';
import { addDays, todayInChurch } from '@church/contracts/church-time';
import { FIRST_TIMER_WELCOME_MESSAGE, firstTimerSchema } from '@church/contracts/first-timers';
import { firstTimerProposedDetails, firstTimers, firstTimerVisits, followUps, users } from '../../db/schema';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx.close());

const today = todayInChurch();
const visitor = { first_name: 'Bisi', last_name: 'Okon', phone: '0807 123 4567', email: 'bisi@example.com', gender: 'female', how_heard: 'Friend or family', service_id: 1, consent_to_contact: true, prayer_request: 'Pray for my new job' };
const register = (payload: unknown) => ctx.app.inject({ method: 'POST', url: '/api/first-timers', payload: payload as object });

// Every answer of the welcome form, whoever the phone is.
const WELCOMED = { data: { visit_date: today }, message: FIRST_TIMER_WELCOME_MESSAGE };

let storedSerial = 0;
/** A visitor already on record, first seen `daysAgo` days ago (one visit), with their follow-up. */
async function storedVisitor(details: Partial<typeof firstTimers.$inferInsert> = {}, daysAgo = 7) {
  storedSerial += 1;
  const firstVisit = addDays(today, -daysAgo);
  const phone = `+2348076000${String(storedSerial).padStart(3, '0')}`;
  const [row] = await ctx.database.db
    .insert(firstTimers)
    .values({ firstName: 'Stored', lastName: `Visitor ${storedSerial}`, phone, firstVisitOn: firstVisit, lastVisitOn: firstVisit, ...details })
    .returning();
  await ctx.database.db.insert(firstTimerVisits).values({ firstTimerId: row.id, visitedOn: firstVisit });
  await ctx.database.db.insert(followUps).values({ firstTimerId: row.id });
  return { ...row, localPhone: `0${phone.slice(4)}` };
}
const stored = async (id: number) => (await ctx.database.db.select().from(firstTimers).where(eq(firstTimers.id, id)))[0];
const visitDays = async (id: number) => (await ctx.database.db.select().from(firstTimerVisits).where(eq(firstTimerVisits.firstTimerId, id))).map((v) => v.visitedOn).sort();

describe('POST /api/first-timers', () => {
  it("creates the visitor, today's visit and an open follow-up (201)", async () => {
    const res = await register(visitor);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(WELCOMED);
    const [row] = await ctx.database.db.select().from(firstTimers).where(eq(firstTimers.phone, '+2348071234567'));
    expect(row).toMatchObject({ firstName: 'Bisi', visitCount: 1, firstVisitOn: today, consentToContact: true });
    const [followUp] = await ctx.database.db.select().from(followUps).where(eq(followUps.firstTimerId, row.id));
    expect(followUp.status).toBe('Not Contacted');
  });

  it('answers a new phone, a known one and a second registration today alike: nothing tells who is on record', async () => {
    const known = await storedVisitor({ email: 'known@example.com' });
    const payload = { ...visitor, first_name: 'Kola', last_name: 'Ade', email: null, prayer_request: null };
    const answers = [
      await register({ ...payload, phone: '0807 600 9001' }), // new
      await register({ ...payload, phone: '+234 807 600 9001', first_name: 'Kolawole' }), // the same phone again today
      await register({ ...payload, phone: known.localPhone }), // on record, last seen a week ago
      await register({ ...payload, phone: known.localPhone, address: 'Somewhere new' }), // again today, with other details
    ];
    expect(answers.map((a) => ({ status: a.statusCode, body: a.json() }))).toEqual(Array(4).fill({ status: 201, body: WELCOMED }));
    const rows = await ctx.database.db.select().from(firstTimers).where(eq(firstTimers.phone, '+2348076009001'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: 'Kola', visitCount: 1 });
    expect(await stored(known.id)).toMatchObject({ visitCount: 2, lastVisitOn: today });
  });

  it('records only today for a visitor on record, whatever date is sent', async () => {
    const known = await storedVisitor();
    for (const visit_date of ['2000-01-01', addDays(today, -3), addDays(today, 1)]) {
      const res = await register({ ...visitor, phone: known.localPhone, first_name: 'Stored', last_name: known.lastName, email: null, prayer_request: null, visit_date });
      expect({ visit_date, status: res.statusCode, body: res.json() }).toEqual({ visit_date, status: 201, body: WELCOMED });
    }
    expect(await stored(known.id)).toMatchObject({ visitCount: 2, firstVisitOn: addDays(today, -7), lastVisitOn: today });
    expect(await visitDays(known.id)).toEqual([addDays(today, -7), today]);
  });

  it('records a new visitor on today too, whatever date is sent', async () => {
    expect((await register({ ...visitor, first_name: 'Femi', email: null, phone: '0807 600 9002', visit_date: '2000-01-01' })).statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(firstTimers).where(eq(firstTimers.phone, '+2348076009002'));
    expect(row).toMatchObject({ visitCount: 1, firstVisitOn: today, lastVisitOn: today });
  });

  it('never changes a stored visitor: what differs waits for an admin', async () => {
    const known = await storedVisitor({ email: 'bola@example.com', address: null, prayerRequest: 'Pray for my new job', consentToContact: true, gender: 'female' });
    const before = await stored(known.id);
    const res = await register({
      first_name: 'Stored', last_name: known.lastName, phone: known.localPhone, email: 'Someone.Else@example.com', address: 'Elsewhere',
      prayer_request: 'Replaced', consent_to_contact: false, gender: null,
    });
    expect(res.json()).toEqual(WELCOMED);
    expect(await stored(known.id)).toEqual({ ...before, visitCount: 2, lastVisitOn: today });
    const proposals = await ctx.database.db.select().from(firstTimerProposedDetails).where(eq(firstTimerProposedDetails.firstTimerId, known.id));
    // Only the differing fields, by their API names; a blank (gender) proposes nothing.
    expect(proposals.map((p) => p.details)).toEqual([{ email: 'someone.else@example.com', address: 'Elsewhere', prayer_request: 'Replaced', consent_to_contact: false }]);
    // The same details again add nothing; details that match what is stored propose nothing.
    await register({ first_name: 'Stored', last_name: known.lastName, phone: known.localPhone, email: 'someone.else@example.com', address: 'Elsewhere', prayer_request: 'Replaced' });
    await register({ first_name: 'Stored', last_name: known.lastName, phone: known.localPhone, email: 'bola@example.com', consent_to_contact: true });
    expect(await ctx.database.db.select().from(firstTimerProposedDetails).where(eq(firstTimerProposedDetails.firstTimerId, known.id))).toHaveLength(1);
  });

  it('answers 422 with per-field messages', async () => {
    const empty = await register({});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['first_name', 'last_name', 'phone']);
    const service = await register({ ...visitor, phone: '08000000002', service_id: 999 });
    expect(service.statusCode).toBe(422);
    expect(service.json().errors).toEqual({ service_id: ['Service must be chosen from the list'] });
  });
});

describe('bounds', () => {
  it('answers a service id past PostgreSQL’s integer, and an admin’s visit before 2000, with 422 on the field, never 500', async () => {
    const huge = await register({ ...visitor, phone: '0807 000 9001', service_id: 2147483648 });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors).toEqual({ service_id: ['Service must be chosen from the list'] });
    const known = await storedVisitor();
    const headers = auth(await loginAs(ctx.app, 'admin'));
    for (const date of ['1900-01-01', '1999-12-31']) {
      const old = await ctx.app.inject({ method: 'POST', url: `/api/first-timers/${known.id}/visits`, headers, payload: { date } });
      expect({ date, status: old.statusCode, errors: old.json().errors }).toEqual({ date, status: 422, errors: { date: ['Date of visit must be on or after 1 January 2000'] } });
    }
  });
});

describe('the visit date follows the church calendar', () => {
  afterEach(() => jest.useRealTimers());

  it('records today in Lagos when it is already tomorrow there', async () => {
    // 23:30 UTC on 22 November is 00:30 on the 23rd in Lagos.
    jest.useFakeTimers({ now: new Date('2026-11-22T23:30:00Z'), doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'] });
    const res = await register({ ...visitor, first_name: 'Tunde', last_name: 'Ade', email: null, phone: '0807 900 0001', visit_date: '2026-11-22' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ visit_date: '2026-11-23' });
    const [row] = await ctx.database.db.select().from(firstTimers).where(eq(firstTimers.phone, '+2348079000001'));
    expect(row.firstVisitOn).toBe('2026-11-23');
  });
});

describe('details a returning visitor proposes', () => {
  const asAdmin = async () => auth(await loginAs(ctx.app, 'admin'));
  const proposalsOf = async (id: number) => ctx.app.inject({ method: 'GET', url: `/api/first-timers/${id}/proposed-details`, headers: await asAdmin() });
  const propose = (known: { localPhone: string; lastName: string }, details: object) => register({ first_name: 'Stored', last_name: known.lastName, phone: known.localPhone, ...details });

  it('shows an admin each proposal as the stored value and the proposed one, and applies it', async () => {
    const known = await storedVisitor({ email: 'old@example.com', address: null });
    await propose(known, { email: 'new@example.com', address: '5 New Road' });
    const list = await proposalsOf(known.id);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([{
      id: expect.any(Number), submitted_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      changes: [{ field: 'email', current: 'old@example.com', proposed: 'new@example.com' }, { field: 'address', current: null, proposed: '5 New Road' }],
    }]);
    const proposalId = list.json().data[0].id;
    const applied = await ctx.app.inject({ method: 'POST', url: `/api/first-timers/${known.id}/proposed-details/${proposalId}/apply`, headers: await asAdmin() });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ data: { id: known.id, email: 'new@example.com', address: '5 New Road' }, message: 'The proposed details have been applied.' });
    expect((await proposalsOf(known.id)).json().data).toEqual([]);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/first-timers/${known.id}/proposed-details/${proposalId}/apply`, headers: await asAdmin() })).statusCode).toBe(404);
  });

  it('dismisses a proposal, leaving the visitor as stored', async () => {
    const known = await storedVisitor({ prayerRequest: 'Healing' });
    await propose(known, { prayer_request: 'Something else' });
    const [proposal] = (await proposalsOf(known.id)).json().data;
    const dismissed = await ctx.app.inject({ method: 'DELETE', url: `/api/first-timers/${known.id}/proposed-details/${proposal.id}`, headers: await asAdmin() });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toEqual({ message: 'The proposed details have been dismissed.' });
    expect((await proposalsOf(known.id)).json().data).toEqual([]);
    expect((await stored(known.id)).prayerRequest).toBe('Healing');
  });

  it('answers 404 for a proposal of another visitor, or a missing visitor', async () => {
    const one = await storedVisitor({ email: 'one@example.com' });
    const other = await storedVisitor();
    await propose(one, { email: 'changed@example.com' });
    const [proposal] = (await proposalsOf(one.id)).json().data;
    const headers = await asAdmin();
    expect((await ctx.app.inject({ method: 'POST', url: `/api/first-timers/${other.id}/proposed-details/${proposal.id}/apply`, headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/first-timers/${other.id}/proposed-details/${proposal.id}`, headers })).statusCode).toBe(404);
    expect((await proposalsOf(99999999)).statusCode).toBe(404);
    expect((await stored(one.id)).email).toBe('one@example.com');
  });

  it('is for admins only, the assignee included', async () => {
    const known = await storedVisitor({ email: 'mine@example.com' });
    await propose(known, { email: 'theirs@example.com' });
    const [proposal] = (await proposalsOf(known.id)).json().data;
    const member = await loginAs(ctx.app, 'member');
    const [me] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'member@example.com'));
    await ctx.database.db.update(followUps).set({ assignedTo: me.id }).where(eq(followUps.firstTimerId, known.id));
    expect((await ctx.app.inject({ method: 'GET', url: `/api/first-timers/${known.id}`, headers: auth(member) })).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', `/api/first-timers/${known.id}/proposed-details`],
      ['POST', `/api/first-timers/${known.id}/proposed-details/${proposal.id}/apply`],
      ['DELETE', `/api/first-timers/${known.id}/proposed-details/${proposal.id}`],
    ] as const) {
      expect({ url, anonymous: (await ctx.app.inject({ method, url })).statusCode, member: (await ctx.app.inject({ method, url, headers: auth(member) })).statusCode }).toEqual({ url, anonymous: 401, member: 403 });
    }
    expect((await stored(known.id)).email).toBe('mine@example.com');
  });
});

describe('GET /api/first-timers', () => {
  it('is for admins only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/first-timers' })).statusCode).toBe(401);
    for (const who of ['member', 'leader'] as const) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/first-timers', headers: auth(await loginAs(ctx.app, who)) })).statusCode).toBe(403);
    }
  });

  it('finds a visitor by name, full name, email or phone digits', async () => {
    const token = await loginAs(ctx.app, 'admin');
    for (const search of ['bisi', 'Bisi Okon', 'bisi  okon', 'bisi@example', '0807 123', '8071234567', '08071234567', '+2348071234567', '0807 123 4567']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/first-timers?search=${encodeURIComponent(search)}`, headers: auth(token) });
      expect(res.statusCode).toBe(200);
      const { data, meta } = res.json();
      expect({ search, phones: data.map((d: { phone: string }) => d.phone) }).toEqual({ search, phones: ['+2348071234567'] });
      expect(meta.total).toBe(1);
      expect(firstTimerSchema.parse(data[0]).visit_count).toBe(1);
    }
  });

  it('does not match phone numbers on digits that are part of a name', async () => {
    const token = await loginAs(ctx.app, 'admin');
    // Bisi's phone contains 123; a name with those digits in it must not find her.
    const res = await ctx.app.inject({ method: 'GET', url: '/api/first-timers?search=Offline123x', headers: auth(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });

  it('pages the whole list, most recent visit first', async () => {
    const token = await loginAs(ctx.app, 'admin');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/first-timers?per_page=5', headers: auth(token) });
    const { data, meta } = res.json();
    expect(meta.total).toBeGreaterThan(40);
    expect(data).toHaveLength(5);
    const days = data.map((d: { last_visit_on: string }) => d.last_visit_on);
    expect([...days].sort().reverse()).toEqual(days);
  });
});
