import { and, eq } from 'drizzle-orm';
import { churchInstant } from '@church/contracts/church-time';
import { ROLE_IDS } from '@church/contracts/roles';
import { attendance, firstTimers, firstTimerVisits, userRoles, users } from '../../db/schema';
import { auth, createTestApp, GENEROUS_LIMITS, loginAs, type TestContext } from '../../test/context';
import { allowedSlips, editDistance } from './people-search';
import { NO_OPEN_OCCURRENCE } from '../../attendance/recording';

// A welcome-team station at the door on a frozen clock: a Wednesday with a one-off service at
// 09:00 (nothing of the demo schedule is held that day), open for check-in from 08:00 to 12:00.
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

async function person(first: string, last: string, phone: string | null, active = true): Promise<number> {
  const [row] = await ctx.database.db
    .insert(users)
    .values({ firstName: first, lastName: last, email: `${first}.${last}@example.com`.toLowerCase(), phone, passwordHash: 'x', deactivatedAt: active ? null : new Date() })
    .returning({ id: users.id });
  await ctx.database.db.insert(userRoles).values({ userId: row.id, roleId: ROLE_IDS.member });
  return row.id;
}

beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
  admin = await loginAs(ctx.app, 'admin');
  const service = await ctx.app.inject({ method: 'POST', url: '/api/services', headers: auth(admin), payload: { name: 'Morning Service', is_recurring: false, service_date: DAY, start_time: '09:00' } });
  id.service = service.json().data.id;
  stations.push(await pairedStation('East door'), await pairedStation('West door'));
  id.john = await person('John', 'Zimuzo', '+2348091112222');
  id.joy = await person('Joy', 'Zimuzo', '+2348093334444');
  id.joseph = await person('Joseph', 'Zimuzo', null);
  id.gone = await person('Johanna', 'Zimuzo', '+2348095556666', false);
}, 60_000);
afterAll(() => ctx.close());
beforeEach(() => {
  clock = churchInstant(DAY, '09:10');
});

const send = (station: number, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: `Station ${stations[station]}` }, ...(payload ? { payload } : {}) });
const search = async (q: string) => {
  const res = await send(0, 'GET', `/api/station/people?q=${encodeURIComponent(q)}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as Array<{ id: number; first_name: string; last_name: string; checked_in: boolean }>;
};

describe('finding a person as they type', () => {
  it('forgives a slip: "Jonh Zim" finds John Zimuzo first, "Jonh" puts a John first', async () => {
    expect((await search('Jonh Zim'))[0]).toMatchObject({ id: id.john, first_name: 'John', last_name: 'Zimuzo' });
    expect((await search('jonh'))[0].first_name).toBe('John');
    expect((await search('Zimzuo')).map((p) => p.id)).toEqual(expect.arrayContaining([id.john, id.joy, id.joseph]));
  });

  it('answers names only, at most ten, active people only', async () => {
    const found = await search('zimuzo');
    expect(found.map((p) => p.id).sort()).toEqual([id.john, id.joy, id.joseph].sort());
    for (const p of found) expect(Object.keys(p).sort()).toEqual(['checked_in', 'first_name', 'id', 'last_name']);
    expect((await search('a')).length).toBeLessThanOrEqual(10);
    expect(await search('   ')).toEqual([]);
  });

  it('matches a phone as typed without ever showing it', async () => {
    const res = await send(0, 'GET', `/api/station/people?q=${encodeURIComponent('0809 333 4444')}`);
    expect(res.json().data).toEqual([{ id: id.joy, first_name: 'Joy', last_name: 'Zimuzo', checked_in: false }]);
    expect(res.body).not.toContain('4444');
    expect(res.body).not.toContain('@');
    // The whole number in its other forms: international, and without its leading 0.
    expect((await search('+234 809 333 4444')).map((p) => p.id)).toEqual([id.joy]);
    expect((await search('809 333 4444')).map((p) => p.id)).toEqual([id.joy]);
  });

  // A part of a number is no name: matching digits anywhere let a station read every phone back,
  // a digit at a time. Only the whole number (or its last 9 or 10 digits) finds its owner.
  it('7 digits of a number find nobody, nor its first 9, nor digits from its middle', async () => {
    for (const part of ['4444', '333 4444', '093 3344', '0809 333 4', '234 809 333', '80933344']) expect({ part, found: await search(part) }).toEqual({ part, found: [] });
    expect((await search('09 333 4444')).map((p) => p.id)).toEqual([id.joy]);
  });

  it('says who is already checked in at the open service', async () => {
    await send(0, 'POST', '/api/station/check-ins', { user_id: id.joseph });
    const found = await search('zimuzo');
    expect(found.find((p) => p.id === id.joseph)!.checked_in).toBe(true);
    expect(found.find((p) => p.id === id.joy)!.checked_in).toBe(false);
  });

  it('finds someone added since the names were read, typed from the start of their name', async () => {
    expect(await search('zimuzo')).not.toHaveLength(0); // the names are read and kept now
    const newcomer = await person('Ifeoluwa', 'Quadri', null);
    expect((await search('Quadri')).map((p) => p.id)).toEqual([newcomer]);
    expect((await search('ifeo quad')).map((p) => p.id)).toEqual([newcomer]);
  });

  it('finds someone added since the names were read by a slip in their new name', async () => {
    expect(await search('zimuzo')).not.toHaveLength(0); // the names are read and kept now
    const newcomer = await person('Chinedu', 'Okwuosa', null);
    expect((await search('Chniedu Okwuosa')).map((p) => p.id)).toEqual([newcomer]);
  });

  it('finds someone added since, whose new name is a slip away from a name already kept', async () => {
    expect(await search('zimuzo')).not.toHaveLength(0); // the names are read and kept now
    const newcomer = await person('Ada', 'Zimuzu', null);
    expect((await search('Ada Zimuzu')).map((p) => p.id)).toContain(newcomer);
    expect((await search('Zimuzu'))[0].id).toBe(newcomer);
  });

  it('measures slips as an edit distance, a swapped pair of letters counting one', () => {
    expect(editDistance('jonh', 'john')).toBe(1);
    expect(editDistance('jonh', 'joy')).toBe(2);
    expect([allowedSlips('jo'), allowedSlips('jonh'), allowedSlips('zimzuo')]).toEqual([0, 1, 2]);
  });
});

describe('checking a member in', () => {
  const recordOf = async (userId: number) =>
    ctx.database.db.select().from(attendance).where(and(eq(attendance.userId, userId), eq(attendance.serviceId, id.service), eq(attendance.attendedOn, DAY)));

  it('records the attendance at the open service with the station and no recorder: 201, then 200 with the same record', async () => {
    const first = await send(0, 'POST', '/api/station/check-ins', { user_id: id.john, client_ref: 'east-0001' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ user_id: id.john, service_id: id.service, date: DAY, category: 'Others', recorded_by: null });
    const retried = await send(0, 'POST', '/api/station/check-ins', { user_id: id.john, client_ref: 'east-0001' });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.id).toBe(first.json().data.id);
    // Another door checking the same person in finds the record too.
    expect((await send(1, 'POST', '/api/station/check-ins', { user_id: id.john })).statusCode).toBe(200);
    const rows = await recordOf(id.john);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ recordedBy: null, clientRef: 'east-0001' });
    expect(rows[0].stationId).toEqual(expect.any(Number));
  });

  it('a check-in made offline counts at the service open when it was made, within six hours, and says how late it was sent', async () => {
    const made = churchInstant(DAY, '09:30');
    clock = churchInstant(DAY, '13:00'); // check-in closed at 12:00
    const late = await send(0, 'POST', '/api/station/check-ins', { user_id: id.joy, client_ref: 'east-0002', made_at: made.toISOString() });
    expect(late.statusCode).toBe(201);
    expect(late.json().data).toMatchObject({ service_id: id.service, sent_late_minutes: 210 });
    clock = churchInstant('2030-06-06', '09:31');
    const tooLate = await send(0, 'POST', '/api/station/check-ins', { user_id: id.joy, client_ref: 'east-0003', made_at: made.toISOString() });
    expect(tooLate.statusCode).toBe(422);
    expect(Object.keys(tooLate.json().errors)).toEqual(['made_at']);
  });

  it('refuses an unknown or deactivated person, a category their roles do not offer, and any check-in outside a service', async () => {
    expect((await send(0, 'POST', '/api/station/check-ins', { user_id: 999999 })).json().errors.user_id).toEqual(['No active member with this id']);
    expect((await send(0, 'POST', '/api/station/check-ins', { user_id: id.gone })).statusCode).toBe(422);
    expect((await send(0, 'POST', '/api/station/check-ins', { user_id: id.joseph, category: 'Pastor' })).json().errors.category).toEqual([expect.stringContaining('Category must be one of')]);
    expect((await send(0, 'POST', '/api/station/check-ins', { user_id: 'x' })).statusCode).toBe(422);
    clock = churchInstant(DAY, '18:00');
    const closed = await send(0, 'POST', '/api/station/check-ins', { user_id: id.joseph });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().errors.user_id).toEqual([NO_OPEN_OCCURRENCE]);
  });
});

describe('quick-adding a first-time visitor', () => {
  const visitor = async (phone: string) => (await ctx.database.db.select().from(firstTimers).where(eq(firstTimers.phone, phone)))[0];

  it('makes the visitor with their visit at the open service; sent again, nothing is recorded twice', async () => {
    const body = { first_name: 'Ada', last_name: 'Obi', phone: '0807 111 2222', client_ref: 'east-v1' };
    const res = await send(0, 'POST', '/api/station/first-timers', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ service_id: id.service, visit_date: DAY });
    expect((await send(0, 'POST', '/api/station/first-timers', body)).statusCode).toBe(201);
    const ada = await visitor('+2348071112222');
    expect(ada).toMatchObject({ firstName: 'Ada', lastName: 'Obi', visitCount: 1, firstVisitOn: DAY });
    const visits = await ctx.database.db.select().from(firstTimerVisits).where(eq(firstTimerVisits.firstTimerId, ada.id));
    expect(visits).toEqual([expect.objectContaining({ visitedOn: DAY, serviceId: id.service })]);
  });

  it('a returning phone records the visit and keeps the details on record', async () => {
    await ctx.database.db.insert(firstTimers).values({ firstName: 'Bola', lastName: 'Ade', phone: '+2348072223333', firstVisitOn: '2030-05-01', lastVisitOn: '2030-05-01', visitCount: 1 });
    expect((await send(1, 'POST', '/api/station/first-timers', { first_name: 'Bolaji', last_name: 'Adeyemi', phone: '08072223333' })).statusCode).toBe(201);
    expect(await visitor('+2348072223333')).toMatchObject({ firstName: 'Bola', lastName: 'Ade', visitCount: 2, lastVisitOn: DAY });
  });

  it('refuses a missing name or phone per field', async () => {
    const res = await send(0, 'POST', '/api/station/first-timers', { first_name: '', phone: '12' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['first_name', 'last_name', 'phone']);
  });
});

describe('a station searching faster than anyone types', () => {
  let limited: TestContext;
  let log = '';
  const tokens: string[] = [];
  beforeAll(async () => {
    limited = await createTestApp({
      now: () => clock,
      rateLimits: { ...GENEROUS_LIMITS, stationSearches: { max: 3, timeWindowMs: 60_000 } },
      logger: { level: 'warn', stream: { write: (line: string) => void (log += line) } },
    });
    const token = await loginAs(limited.app, 'admin');
    for (const name of ['North door', 'South door']) {
      const made = await limited.app.inject({ method: 'POST', url: '/api/stations', headers: auth(token), payload: { name } });
      tokens.push((await limited.app.inject({ method: 'POST', url: '/api/stations/pair', payload: { pairing_code: made.json().data.pairing_code } })).json().data.token);
    }
  }, 60_000);
  afterAll(() => limited.close());

  it('is refused with 429 past its limit, logged once without what was typed, while another station searches on', async () => {
    const searchAs = (station: number, q: string) =>
      limited.app.inject({ method: 'GET', url: `/api/station/people?q=${encodeURIComponent(q)}`, headers: { authorization: `Station ${tokens[station]}` } });
    for (const q of ['Ada', 'Bola', 'Chi']) expect((await searchAs(0, q)).statusCode).toBe(200);
    const refused = await searchAs(0, '0809 111 2222');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many searches from this station/);
    expect((await searchAs(0, 'Dayo')).statusCode).toBe(429);
    expect((await searchAs(1, 'Ada')).statusCode).toBe(200);
    const warnings = log.split('\n').filter((line) => line.includes('limit of people searches'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).not.toMatch(/0809|Dayo|q=/);
  });
});
