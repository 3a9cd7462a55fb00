import { eq, sql } from 'drizzle-orm';
import { churchInstant } from '@church/contracts/church-time';
import { headcountChanges, headcounts } from '../../db/schema';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';
import { NO_OPEN_OCCURRENCE, SERVICE_NOT_OPEN } from '../../attendance/recording';
import { BELOW_ZERO } from './queries';

// Two welcome-team stations counting people without a name, on a frozen clock: a Wednesday with
// one-off services at 09:00 (open for check-in 08:00-12:00), 09:30 for the children (08:30-12:30)
// and 14:00 (13:00-17:00).
const DAY = '2030-06-05';
let clock = churchInstant(DAY, '09:10');

let ctx: TestContext;
let admin = '';
const stations: string[] = [];
const service: Record<'morning' | 'children' | 'afternoon', number> = { morning: 0, children: 0, afternoon: 0 };

async function pairedStation(name: string): Promise<string> {
  const made = await ctx.app.inject({ method: 'POST', url: '/api/stations', headers: auth(admin), payload: { name } });
  const paired = await ctx.app.inject({ method: 'POST', url: '/api/stations/pair', payload: { pairing_code: made.json().data.pairing_code } });
  return paired.json().data.token;
}

async function oneOffService(name: string, start: string): Promise<number> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/services', headers: auth(admin), payload: { name, is_recurring: false, service_date: DAY, start_time: start } });
  return res.json().data.id;
}

beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
  admin = await loginAs(ctx.app, 'admin');
  service.morning = await oneOffService('Morning Service', '09:00');
  service.children = await oneOffService('Children Church', '09:30');
  service.afternoon = await oneOffService('Afternoon Service', '14:00');
  stations.push(await pairedStation('East door'), await pairedStation('West door'));
}, 60_000);
afterAll(() => ctx.close());
beforeEach(() => {
  clock = churchInstant(DAY, '09:10');
});

let refs = 0;
const tap = (station: number, body: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/station/headcounts',
    headers: { authorization: `Station ${stations[station]}` },
    payload: { client_ref: `tap-${++refs}`, ...body },
  });

const occurrenceAt = (station: number) => ctx.app.inject({ method: 'GET', url: '/api/station/occurrence', headers: { authorization: `Station ${stations[station]}` } });
const countsAt = async (station: number) => {
  const res = await occurrenceAt(station);
  expect(res.statusCode).toBe(200);
  return res.json().data.headcounts;
};

// The counts kept current must equal the sum of the changes, computed from scratch.
async function expectCountsAreSumsOfChanges() {
  const kept = await ctx.database.db.select().from(headcounts).where(eq(headcounts.date, DAY));
  const summed = await ctx.database.db
    .select({ serviceId: headcountChanges.serviceId, category: headcountChanges.category, source: headcountChanges.source, n: sql<number>`sum(${headcountChanges.change})::int` })
    .from(headcountChanges)
    .where(eq(headcountChanges.date, DAY))
    .groupBy(headcountChanges.serviceId, headcountChanges.category, headcountChanges.source);
  const key = (r: { serviceId: number; category: string; source: string }) => `${r.serviceId} ${r.category} ${r.source}`;
  expect(Object.fromEntries(kept.map((r) => [key(r), r.count]))).toEqual(Object.fromEntries(summed.map((r) => [key(r), Number(r.n)])));
}

describe('headcounts as changes', () => {
  it('each station counts its own taps and the total adds every station up', async () => {
    expect((await tap(0, { category: 'children', change: 1 })).json().data).toEqual({ category: 'children', count: 1, total: 1 });
    expect((await tap(0, { category: 'children', change: 1 })).json().data).toEqual({ category: 'children', count: 2, total: 2 });
    const west = await tap(1, { category: 'children', change: 1 });
    expect(west.statusCode).toBe(201);
    expect(west.json().data).toEqual({ category: 'children', count: 1, total: 3 });
    expect((await tap(0, { category: 'children', change: -1 })).json().data).toEqual({ category: 'children', count: 1, total: 2 });
    await tap(1, { category: 'visitors', change: 1 });

    expect((await occurrenceAt(0)).json().data.occurrence).toMatchObject({ service_id: service.morning, date: DAY, name: 'Morning Service' });
    expect(await countsAt(0)).toEqual([
      { category: 'children', count: 1, total: 2 },
      { category: 'visitors', count: 0, total: 1 },
      { category: 'other', count: 0, total: 0 },
    ]);
    await expectCountsAreSumsOfChanges();
  });

  it('counts a change sent again once, and answers where it landed', async () => {
    const first = await tap(0, { category: 'other', change: 1, client_ref: 'east-replay' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({ category: 'other', count: 1, total: 1 });
    // The answer was lost; the tablet sends it again, even after the service closed.
    clock = churchInstant(DAY, '12:30');
    const again = await tap(0, { category: 'other', change: 1, client_ref: 'east-replay' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ category: 'other', count: 1, total: 1 });
    // The same reference from another station is that station's own change.
    clock = churchInstant(DAY, '09:10');
    expect((await tap(1, { category: 'other', change: 1, client_ref: 'east-replay' })).json().data).toEqual({ category: 'other', count: 1, total: 2 });
  });

  it('loses no tap when two stations, and the same change twice, arrive at once', async () => {
    const before = (await countsAt(0)).find((h: { category: string }) => h.category === 'visitors').total;
    const taps = [...Array.from({ length: 10 }, (_, i) => tap(i % 2, { category: 'visitors', change: 1 })), ...Array.from({ length: 4 }, () => tap(0, { category: 'visitors', change: 1, client_ref: 'twice' }))];
    const answers = await Promise.all(taps);
    expect(answers.map((a) => a.statusCode).filter((s) => s === 201)).toHaveLength(11);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 201)).toBe(true);
    expect((await countsAt(1)).find((h: { category: string }) => h.category === 'visitors').total).toBe(before + 11);
    await expectCountsAreSumsOfChanges();
  });

  it('counts a change made offline at the service open when it was made', async () => {
    clock = churchInstant(DAY, '14:20');
    const late = await tap(1, { category: 'children', change: 1, client_ref: 'west-offline', made_at: churchInstant(DAY, '09:05').toISOString() });
    expect(late.statusCode).toBe(201);
    expect(late.json().data).toEqual({ category: 'children', count: 2, total: 3 });
    const rows = await ctx.database.db.select().from(headcountChanges).where(eq(headcountChanges.clientRef, 'west-offline'));
    expect(rows.map((r) => r.serviceId)).toEqual([service.morning]);
    // The afternoon's counts have none of the morning's.
    expect(await countsAt(1)).toEqual([
      { category: 'children', count: 0, total: 0 },
      { category: 'visitors', count: 0, total: 0 },
      { category: 'other', count: 0, total: 0 },
    ]);
  });

  it("counts at the service the tablet names when several are open, and refuses one that is not open", async () => {
    const named = await tap(0, { category: 'other', change: 1, client_ref: 'east-children', service_id: service.children });
    expect(named.statusCode).toBe(201);
    const rows = await ctx.database.db.select().from(headcountChanges).where(eq(headcountChanges.clientRef, 'east-children'));
    expect(rows.map((r) => r.serviceId)).toEqual([service.children]);
    const closed = await tap(0, { category: 'other', change: 1, service_id: service.afternoon });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().errors.service_id).toEqual([SERVICE_NOT_OPEN]);
  });

  it('never takes a count below 0: a -1 at 0 is refused and changes nothing', async () => {
    clock = churchInstant(DAY, '14:20');
    const refused = await tap(0, { category: 'other', change: -1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.change).toEqual([BELOW_ZERO]);
    await tap(0, { category: 'other', change: 1 });
    expect((await tap(0, { category: 'other', change: -1 })).statusCode).toBe(201);
    expect((await tap(0, { category: 'other', change: -1 })).statusCode).toBe(422);
    expect((await countsAt(0)).find((h: { category: string }) => h.category === 'other')).toEqual({ category: 'other', count: 0, total: 0 });
    await expectCountsAreSumsOfChanges();
  });

  it.each([
    ['a boolean', true],
    ['a number as text', '1'],
    ['a hex string', '0x10'],
    ['a fraction', 0.5],
    ['nothing', 0],
    ['too many at once', 5000],
    ['null', null],
  ])('refuses %s as the change with a 422', async (_, change) => {
    const res = await tap(0, { category: 'children', change });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.change).toHaveLength(1);
  });

  it('refuses an unknown category, no client reference, and any change outside a service', async () => {
    expect((await tap(0, { category: 'adults', change: 1 })).json().errors.category).toEqual([expect.stringContaining('children, visitors, other')]);
    expect((await tap(0, { category: 'children', change: 1, client_ref: undefined })).json().errors.client_ref).toHaveLength(1);
    clock = churchInstant(DAY, '07:00');
    expect((await tap(0, { category: 'children', change: 1 })).json().errors.change).toEqual([NO_OPEN_OCCURRENCE]);
    expect((await occurrenceAt(0)).statusCode).toBe(404);
  });

  it("appear beside the named attendance in the admin's counts per service, for the whole church only", async () => {
    const counts = async (query: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/attendance/by-occurrence?year=2030&month=6&date=${DAY}${query}`, headers: auth(admin) });
      expect(res.statusCode).toBe(200);
      return res.json().data.find((o: { service_id: number }) => o.service_id === service.morning);
    };
    expect((await counts('')).headcount).toEqual({ total: 17, by_category: { children: 3, visitors: 12, other: 2 } });
    expect((await counts('&category=Others')).headcount).toBeNull();
  });
});
