import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { churchInstant } from '@church/contracts/church-time';
import { PAIRING_CODE_TTL_MINUTES } from '@church/contracts/stations';
import { checkInStations } from '../../db/schema';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';
import { PAIRING_CODE_REFUSED } from './routes';

// Pairing a welcome-team station and what its credential reaches, on a frozen clock.
const DAY = '2030-06-05';
let clock = churchInstant(DAY, '08:00');
const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

let ctx: TestContext;
let admin = '';
let member = '';

beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
  admin = await loginAs(ctx.app, 'admin');
  member = await loginAs(ctx.app, 'member');
}, 60_000);
afterAll(() => ctx.close());
beforeEach(() => {
  clock = churchInstant(DAY, '08:00');
});

async function newStation(name = 'East door'): Promise<{ id: number; pairing_code: string; pairing_expires_at: string }> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/stations', headers: auth(admin), payload: { name } });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}
const pair = (code: string) => ctx.app.inject({ method: 'POST', url: '/api/stations/pair', payload: { pairing_code: code } });
const asStation = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization: `Station ${token}` } });
const listed = async (id: number) => (await ctx.app.inject({ method: 'GET', url: '/api/stations', headers: auth(admin) })).json().data.find((s: { id: number }) => s.id === id);

it('an admin makes a station with an 8-letter code for 15 minutes, kept only as a keyed hash', async () => {
  const station = await newStation();
  expect(station.pairing_code).toMatch(/^[A-Z2-9]{8}$/);
  expect(new Date(station.pairing_expires_at).getTime() - clock.getTime()).toBe(PAIRING_CODE_TTL_MINUTES * 60_000);
  const [row] = await ctx.database.db.select().from(checkInStations).where(eq(checkInStations.id, station.id));
  expect(JSON.stringify(row)).not.toContain(station.pairing_code);
  // Not a plain hash either: 39 bits are tried against one in minutes, with the database alone.
  expect(row.pairingCodeHash).toMatch(/^[0-9a-f]{64}$/);
  expect(row.pairingCodeHash).not.toBe(createHash('sha256').update(station.pairing_code).digest('hex'));
  expect(await listed(station.id)).toMatchObject({ name: 'East door', paired_at: null, last_seen_at: null, revoked: false, pairing_expires_at: station.pairing_expires_at });
});

it('a tablet pairs once with the code (typed with spaces and in lower case); the code then works no more', async () => {
  const station = await newStation('West door');
  const typed = `${station.pairing_code.slice(0, 4).toLowerCase()} ${station.pairing_code.slice(4)}`;
  const first = await pair(typed);
  expect(first.statusCode).toBe(200);
  expect(first.json().data.station).toEqual({ id: station.id, name: 'West door' });
  expect(first.json().data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const again = await pair(station.pairing_code);
  expect(again.statusCode).toBe(422);
  expect(again.json().errors.pairing_code).toEqual([PAIRING_CODE_REFUSED]);
  expect(await listed(station.id)).toMatchObject({ paired_at: clock.toISOString(), pairing_expires_at: null, revoked: false });
});

it('a code older than 15 minutes, a wrong one and an empty one are refused with 422 on pairing_code', async () => {
  const station = await newStation();
  later(PAIRING_CODE_TTL_MINUTES + 1);
  expect((await pair(station.pairing_code)).json().errors.pairing_code).toEqual([PAIRING_CODE_REFUSED]);
  expect((await pair('ABCDEFGH')).statusCode).toBe(422);
  expect((await pair('')).json().errors.pairing_code).toEqual(['Pairing code is required']);
  expect((await ctx.app.inject({ method: 'POST', url: '/api/stations/pair', payload: { pairing_code: 12 } })).statusCode).toBe(422);
});

it('the station token reaches its own routes and the door code, and is 401 everywhere else; a session is not a station', async () => {
  const { data } = (await pair((await newStation()).pairing_code)).json();
  expect((await asStation(data.token, '/api/station/people?q=ruth')).statusCode).toBe(200);
  // No service is open at 08:00 on this day: the code's own answer, not a refusal.
  expect((await asStation(data.token, '/api/check-in/code')).statusCode).toBe(404);
  for (const url of ['/api/me', '/api/members', '/api/services', '/api/health', '/api/stations', '/api/attendance/summary?year=2030&month=6']) {
    const res = await asStation(data.token, url);
    expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
  }
  // A station token sent as a session's, and a session sent as a station's, are nobody.
  expect((await ctx.app.inject({ method: 'GET', url: '/api/me', headers: auth(data.token) })).statusCode).toBe(401);
  expect((await asStation(member, '/api/station/people?q=ruth')).statusCode).toBe(401);
  expect((await ctx.app.inject({ method: 'GET', url: '/api/station/people?q=ruth', headers: auth(member) })).statusCode).toBe(403);
  expect((await ctx.app.inject({ method: 'GET', url: '/api/station/people?q=ruth', headers: auth(admin) })).statusCode).toBe(403);
});

it('a revoked station is refused at once, and its unused code can no longer pair', async () => {
  const paired = (await pair((await newStation()).pairing_code)).json().data;
  const waiting = await newStation('Spare tablet');
  for (const id of [paired.station.id, waiting.id]) {
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/stations/${id}`, headers: auth(admin) });
    expect(res.statusCode).toBe(200);
  }
  expect((await asStation(paired.token, '/api/station/people?q=ruth')).statusCode).toBe(401);
  expect((await pair(waiting.pairing_code)).statusCode).toBe(422);
  expect(await listed(paired.station.id)).toMatchObject({ revoked: true, revoked_at: clock.toISOString() });
  expect((await ctx.app.inject({ method: 'DELETE', url: '/api/stations/999999', headers: auth(admin) })).statusCode).toBe(404);
});

it('notes when a station was last seen, at most once a minute', async () => {
  const { data } = (await pair((await newStation()).pairing_code)).json();
  const seen = async () => (await listed(data.station.id)).last_seen_at;
  // The note is written after the answer: wait for it by asking again.
  const waitForSeen = async (expected: string) => {
    for (let i = 0; i < 50 && (await seen()) !== expected; i++) await new Promise((resolve) => setImmediate(resolve));
    return seen();
  };
  const paired = clock.toISOString();
  later(0.5);
  await asStation(data.token, '/api/station/people?q=ruth');
  expect(await seen()).toBe(paired);
  later(1);
  await asStation(data.token, '/api/station/people?q=ruth');
  expect(await waitForSeen(clock.toISOString())).toBe(clock.toISOString());
});

it('names are required and bounded; only admins manage stations', async () => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/stations', headers: auth(admin), payload: { name: ' ' } });
  expect(res.statusCode).toBe(422);
  expect(res.json().errors.name).toEqual(['Name is required']);
  expect((await ctx.app.inject({ method: 'POST', url: '/api/stations', headers: auth(member), payload: { name: 'Mine' } })).statusCode).toBe(403);
  expect((await ctx.app.inject({ method: 'GET', url: '/api/stations', headers: auth(member) })).statusCode).toBe(403);
});

it('making and revoking a station are on the audit trail, by whom, under its name', async () => {
  const station = await newStation('Audited door');
  const trail = async () => (await ctx.app.inject({ method: 'GET', url: `/api/audit-log?entity=station&entity_id=${station.id}`, headers: auth(admin) })).json().data;
  expect(await trail()).toEqual([expect.objectContaining({ action: 'created', entity_label: 'Audited door', actor: expect.objectContaining({ name: expect.any(String) }), after: { name: 'Audited door' } })]);
  for (let i = 0; i < 2; i++) expect((await ctx.app.inject({ method: 'DELETE', url: `/api/stations/${station.id}`, headers: auth(admin) })).statusCode).toBe(200);
  // Revoked once: the second call changed nothing and adds nothing.
  expect((await trail()).map((entry: { action: string }) => entry.action)).toEqual(['revoked', 'created']);
});
