import { eq } from 'drizzle-orm';
import { addDays, todayInChurch } from '@church/contracts/church-time';
import { FIRST_TIMER_ALREADY_REGISTERED_MESSAGE, FIRST_TIMER_WELCOME_MESSAGE, firstTimerSchema } from '@church/contracts/first-timers';
import { firstTimers, firstTimerVisits, followUps } from '../../db/schema';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx.close());

const today = todayInChurch();
const visitor = { first_name: 'Bisi', last_name: 'Okon', phone: '0807 123 4567', email: 'bisi@example.com', gender: 'female', how_heard: 'Friend or family', visit_date: today, service_id: 1, consent_to_contact: true, prayer_request: 'Pray for my new job' };
const register = (payload: unknown) => ctx.app.inject({ method: 'POST', url: '/api/first-timers', payload: payload as object });

describe('POST /api/first-timers', () => {
  it('creates the visitor, their visit and an open follow-up (201)', async () => {
    const res = await register(visitor);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { already_registered: false }, message: FIRST_TIMER_WELCOME_MESSAGE });
    const [row] = await ctx.database.db.select().from(firstTimers).where(eq(firstTimers.phone, '+2348071234567'));
    expect(row).toMatchObject({ firstName: 'Bisi', visitCount: 1, firstVisitOn: today, consentToContact: true });
    const [followUp] = await ctx.database.db.select().from(followUps).where(eq(followUps.firstTimerId, row.id));
    expect(followUp.status).toBe('Not Contacted');
  });

  it('does not create a second record for the same phone on the same day (200, already registered)', async () => {
    const res = await register({ ...visitor, phone: '+234 807 123 4567', first_name: 'Bisola' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { already_registered: true }, message: FIRST_TIMER_ALREADY_REGISTERED_MESSAGE });
    const rows = await ctx.database.db.select().from(firstTimers).where(eq(firstTimers.phone, '+2348071234567'));
    expect(rows).toHaveLength(1);
    expect(rows[0].firstName).toBe('Bisi');
    const visits = await ctx.database.db.select().from(firstTimerVisits).where(eq(firstTimerVisits.firstTimerId, rows[0].id));
    expect(visits).toHaveLength(1);
  });

  it('counts a visit on another day as a return visit', async () => {
    const res = await register({ ...visitor, visit_date: '2025-12-28' });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(firstTimers).where(eq(firstTimers.phone, '+2348071234567'));
    expect(row).toMatchObject({ visitCount: 2, firstVisitOn: '2025-12-28', lastVisitOn: today });
  });

  it('never lets an anonymous return visit overwrite what is on record', async () => {
    const bola = { ...visitor, first_name: 'Bola', phone: '0807 555 0101', email: 'bola@example.com' };
    expect((await register({ ...bola, visit_date: '2025-12-21' })).statusCode).toBe(201);
    const again = await register({ ...bola, email: 'someone.else@example.com', address: 'Elsewhere', consent_to_contact: false, prayer_request: 'Replaced' });
    expect(again.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(firstTimers).where(eq(firstTimers.phone, '+2348075550101'));
    expect(row).toMatchObject({ visitCount: 2, email: 'bola@example.com', consentToContact: true, prayerRequest: 'Pray for my new job' });
  });

  it('answers 422 with per-field messages', async () => {
    const empty = await register({});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['first_name', 'last_name', 'phone', 'visit_date']);
    const future = await register({ ...visitor, phone: '08000000001', visit_date: '2099-01-01' });
    expect(future.json().errors).toEqual({ visit_date: ['Date of visit cannot be in the future'] });
    const tomorrow = await register({ ...visitor, phone: '08000000001', visit_date: addDays(today, 1) });
    expect(tomorrow.statusCode).toBe(422);
    expect(tomorrow.json().errors).toEqual({ visit_date: ['Date of visit cannot be in the future'] });
    const service = await register({ ...visitor, phone: '08000000002', service_id: 999 });
    expect(service.statusCode).toBe(422);
    expect(service.json().errors).toEqual({ service_id: ['Service must be chosen from the list'] });
  });
});

describe('bounds (issue 15)', () => {
  it('answers a service id past PostgreSQL’s integer and visit dates before 2000 with 422 on the field, never 500', async () => {
    const huge = await register({ ...visitor, phone: '0807 000 9001', service_id: 2147483648 });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors).toEqual({ service_id: ['Service must be chosen from the list'] });
    for (const visit_date of ['1900-01-01', '0100-01-01']) {
      const old = await register({ ...visitor, phone: '0807 000 9002', visit_date });
      expect(old.statusCode).toBe(422);
      expect(old.json().errors).toEqual({ visit_date: ['Date of visit must be on or after 1 January 2000'] });
    }
  });
});

describe('the visit date follows the church calendar', () => {
  afterEach(() => jest.useRealTimers());

  it("takes today in Lagos when it is already tomorrow there, and refuses the day after", async () => {
    // 23:30 UTC on 22 November is 00:30 on the 23rd in Lagos: the 23rd is today, the 24th is not.
    jest.useFakeTimers({ now: new Date('2026-11-22T23:30:00Z'), doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'] });
    const payload = { ...visitor, first_name: 'Tunde', last_name: 'Ade', email: null, phone: '0807 900 0001' };
    expect((await register({ ...payload, visit_date: '2026-11-24' })).statusCode).toBe(422);
    const res = await register({ ...payload, visit_date: '2026-11-23' });
    expect(res.statusCode).toBe(201);
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
      expect(firstTimerSchema.parse(data[0]).visit_count).toBe(2);
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
