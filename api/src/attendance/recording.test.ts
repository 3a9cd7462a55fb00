import { and, eq } from 'drizzle-orm';
import { CHECK_IN_MESSAGES } from '@church/contracts/check-in';
import { churchInstant } from '@church/contracts/church-time';
import { attendance, auditLog, services, users } from '../db/schema';
import { auth, createTestApp, loginAs, type TestContext } from '../test/context';

// The rules of recording attendance, through every way in: a member's check-in with the door's
// code, a welcome station, a leader's or admin's mark and sheet, an import. On a frozen clock: a
// Wednesday with a one-off service at 09:00 (nothing of the demo schedule is held that day).
const DAY = '2030-06-05';
let clock = churchInstant(DAY, '09:10');

let ctx: TestContext;
let admin = '';
let member = '';
let station = '';
const id: Record<string, number> = {};

const userId = async (email: string) => (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
const rowsOf = (person: number, day = DAY) => ctx.database.db.select().from(attendance).where(and(eq(attendance.userId, person), eq(attendance.attendedOn, day)));
const deletionsOf = (recordId: number) =>
  ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'attendance'), eq(auditLog.entityId, recordId)));

const atDoor = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/station/check-ins', headers: { authorization: `Station ${station}` }, payload });
const checkIn = async (payload: object) => {
  const shown = await ctx.app.inject({ method: 'GET', url: '/api/check-in/code', headers: auth(admin) });
  return ctx.app.inject({ method: 'POST', url: '/api/check-ins', headers: auth(member), payload: { code: shown.json().code, ...payload } });
};

const sundayService = async () => (await ctx.database.db.select({ id: services.id }).from(services).where(eq(services.name, 'Sunday Service')))[0].id;

// A file as a browser's FormData sends it.
function multipart(kind: string, name: string, content: string) {
  const boundary = '----recordingtest';
  const payload = [
    `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n`,
    `--${boundary}--\r\n`,
  ].join('');
  return { payload, headers: { ...auth(admin), 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
  admin = await loginAs(ctx.app, 'admin');
  member = await loginAs(ctx.app, 'member');
  id.admin = await userId('admin@example.com');
  id.member = await userId('member@example.com');
  const service = await ctx.app.inject({ method: 'POST', url: '/api/services', headers: auth(admin), payload: { name: 'Midweek Morning', is_recurring: false, service_date: DAY, start_time: '09:00' } });
  id.service = service.json().data.id;
  const made = await ctx.app.inject({ method: 'POST', url: '/api/stations', headers: auth(admin), payload: { name: 'Main door' } });
  station = (await ctx.app.inject({ method: 'POST', url: '/api/stations/pair', payload: { pairing_code: made.json().data.pairing_code } })).json().data.token;
}, 60_000);
afterAll(() => ctx.close());
beforeEach(async () => {
  clock = churchInstant(DAY, '09:10');
  await ctx.database.db.delete(attendance).where(eq(attendance.attendedOn, DAY));
});

describe('one record per person per occurrence, whoever records it', () => {
  it('a station check-in and the member checking in with the code make one row: the station’s, answered to both', async () => {
    const byStation = await atDoor({ user_id: id.member });
    expect(byStation.statusCode).toBe(201);
    const own = await checkIn({});
    expect(own.statusCode).toBe(200);
    expect(own.json().data.id).toBe(byStation.json().data.id);
    const rows = await rowsOf(id.member);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ serviceId: id.service, recordedBy: null, stationId: expect.any(Number) });
  });

  it('the other way round, the member’s own record is kept and the station is told so', async () => {
    expect((await checkIn({ category: 'Others' })).statusCode).toBe(201);
    const byStation = await atDoor({ user_id: id.member });
    expect(byStation.statusCode).toBe(200);
    expect(byStation.json().message).toMatch(/was already checked in/);
    expect(await rowsOf(id.member)).toEqual([expect.objectContaining({ recordedBy: id.member, stationId: null })]);
  });
});

describe('a write made offline', () => {
  it('retried with its client_ref answers the same record, even after the six hours', async () => {
    const madeAt = clock.toISOString();
    const first = await checkIn({ made_at: madeAt, client_ref: 'phone-1' });
    expect(first.statusCode).toBe(201);
    clock = churchInstant('2030-06-06', '08:00');
    const retried = await ctx.app.inject({ method: 'POST', url: '/api/check-ins', headers: auth(member), payload: { code: 'AAAAAA', made_at: madeAt, client_ref: 'phone-1' } });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.id).toBe(first.json().data.id);
    const fromStation = await atDoor({ user_id: id.member, made_at: madeAt, client_ref: 'phone-1' });
    expect(fromStation.statusCode).toBe(200);
    expect(fromStation.json().data.id).toBe(first.json().data.id);
    expect(await rowsOf(id.member)).toHaveLength(1);
  });

  it('is refused in the future or beyond six hours, naming the field the device sent (made_at, or scanned_at from older pages)', async () => {
    const future = churchInstant(DAY, '09:30').toISOString();
    for (const field of ['made_at', 'scanned_at']) {
      expect((await atDoor({ user_id: id.member, [field]: future })).json().errors).toEqual({ [field]: [CHECK_IN_MESSAGES.madeInFuture] });
    }
    clock = churchInstant(DAY, '15:11');
    const tooOld = churchInstant(DAY, '09:10').toISOString();
    for (const field of ['made_at', 'scanned_at']) {
      const res = await atDoor({ user_id: id.member, [field]: tooOld, client_ref: `late-${field}` });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ [field]: [CHECK_IN_MESSAGES.madeTooLongAgo] });
    }
    expect(await rowsOf(id.member)).toHaveLength(0);
  });
});

describe('who recorded it, and removals on the audit trail', () => {
  it('an import records the admin who ran it, and keeps a record already there as it was', async () => {
    const sunday = '2024-03-03';
    await ctx.database.db.delete(attendance).where(eq(attendance.attendedOn, sunday));
    const leaderId = await userId('leader@example.com');
    await ctx.database.db.insert(attendance).values({ userId: leaderId, serviceId: await sundayService(), attendedOn: sunday, serviceCategory: 'Pre-Service', recordedBy: leaderId });
    const file = ['Email,Date,Service', `member@example.com,${sunday},Sunday Service`, `leader@example.com,${sunday},Sunday Service`].join('\n');
    const draft = await ctx.app.inject({ method: 'POST', url: '/api/imports', ...multipart('attendance', 'sunday.csv', file) });
    expect(draft.statusCode).toBe(201);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/imports/${draft.json().data.id}/commit`, headers: auth(admin), payload: {} })).json().data).toMatchObject({ created: 1, skipped: 1 });
    expect(await rowsOf(id.member, sunday)).toEqual([expect.objectContaining({ recordedBy: id.admin, stationId: null, clientRef: null })]);
    expect(await rowsOf(leaderId, sunday)).toEqual([expect.objectContaining({ recordedBy: leaderId, serviceCategory: 'Pre-Service' })]);
  });

  it('an admin removing a record leaves an audit entry with whose record of what it was', async () => {
    const marked = await atDoor({ user_id: id.member });
    const recordId = marked.json().data.id;
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/attendance/${recordId}`, headers: auth(admin) });
    expect(removed.statusCode).toBe(200);
    expect(await rowsOf(id.member)).toHaveLength(0);
    expect(await deletionsOf(recordId)).toEqual([
      expect.objectContaining({ actorId: id.admin, action: 'deleted', before: { name: expect.stringMatching(/\S+ \S+/), service: 'Midweek Morning', date: DAY, category: 'Others' } }),
    ]);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/attendance/${recordId}`, headers: auth(admin) })).statusCode).toBe(404);
  });
});
