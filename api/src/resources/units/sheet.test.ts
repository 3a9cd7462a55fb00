import { and, eq } from 'drizzle-orm';
import { addDays, todayInChurch, weekdayOf } from '@church/contracts/church-time';
import { ROLE_IDS } from '@church/contracts/roles';
import type { UnitSheet } from '@church/contracts/unit-sheet';
import { SHEET_MESSAGES } from '@church/contracts/unit-sheet-rules';
import { attendance, auditLog, services, teams, unitMembers, units, userRoles, users } from '../../db/schema';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';

// The attendance sheet of a unit: GET and PUT /api/units/:id/attendance.
let ctx: TestContext;
type Who = 'admin' | 'leader' | 'member' | 'samuel';
const token = {} as Record<Who, string>;
const id = {} as Record<'leader' | 'member' | 'admin' | 'choir' | 'ushering' | 'service' | 'usher' | 'adminOnChoir', number>;
const singers: number[] = [];
const today = todayInChurch();
// The weekly service's occurrence a week ago (begun), and next week's (not begun).
const lastWeek = addDays(today, -7);
const nextWeek = addDays(today, 7);

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  for (const role of ['admin', 'leader', 'member'] as const) token[role] = await loginAs(ctx.app, role);
  token.samuel = await loginAs(ctx.app, 'samuel.eze@example.com');
  const userId = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
  id.leader = await userId('leader@example.com');
  id.member = await userId('member@example.com');
  id.admin = await userId('admin@example.com');
  for (const slug of ['choir', 'ushering'] as const) id[slug] = (await db.select({ id: units.id }).from(units).where(eq(units.slug, slug)))[0].id;
  const [service] = await db
    .insert(services)
    .values({ name: 'Sheet Weekly', isRecurring: true, dayOfWeek: weekdayOf(today), startTime: '06:00:00', activeFrom: addDays(today, -60) })
    .returning({ id: services.id });
  id.service = service.id;
  // Five singers in the Choir, an usher who is not in it, and an admin on the Choir's roster
  // (whom a leader does not reach).
  const person = async (first: string, unitId: number, roleId: number = ROLE_IDS.member) => {
    const [row] = await db.insert(users).values({ firstName: first, lastName: 'Sheetperson', email: `${first.toLowerCase()}.sheet@example.com`, passwordHash: 'not-a-hash' }).returning({ id: users.id });
    await db.insert(userRoles).values({ userId: row.id, roleId });
    await db.insert(unitMembers).values({ unitId, userId: row.id });
    return row.id;
  };
  for (const first of ['Ada', 'Bola', 'Chidi', 'Dayo', 'Efe']) singers.push(await person(first, id.choir));
  id.usher = await person('Uche', id.ushering);
  id.adminOnChoir = await person('Adaeze', id.choir, ROLE_IDS.admin);
}, 60_000);
afterAll(() => ctx.close());

const sheetUrl = (unitId: number, date = lastWeek) => `/api/units/${unitId}/attendance?service_id=${id.service}&date=${date}`;
const getSheet = (who: Who, unitId: number, date?: string) => ctx.app.inject({ method: 'GET', url: sheetUrl(unitId, date), headers: auth(token[who]) });
const putSheet = (who: Who, unitId: number, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/units/${unitId}/attendance`, headers: auth(token[who]), payload: { service_id: id.service, date: lastWeek, ...payload } });

async function recordsOf(userIds: number[]) {
  const rows = await ctx.database.db
    .select({ userId: attendance.userId, recordedBy: attendance.recordedBy, category: attendance.serviceCategory, clientRef: attendance.clientRef })
    .from(attendance)
    .where(and(eq(attendance.serviceId, id.service), eq(attendance.attendedOn, lastWeek)));
  return rows.filter((row) => userIds.includes(row.userId));
}

describe('reading the sheet', () => {
  it('a leader sees the roster they reach by name, nobody marked yet', async () => {
    const res = await getSheet('leader', id.choir);
    expect(res.statusCode).toBe(200);
    const sheet = res.json().data as UnitSheet;
    expect(sheet.unit).toEqual({ id: id.choir, name: 'Choir' });
    expect(sheet.occurrence).toMatchObject({ service_id: id.service, date: lastWeek, service_name: 'Sheet Weekly' });
    const ids = sheet.people.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([...singers, id.member]));
    expect(ids).not.toContain(id.adminOnChoir);
    expect(ids).not.toContain(id.usher);
    expect(sheet.people.filter((p) => singers.includes(p.id)).every((p) => p.record === null)).toBe(true);
  });

  it('an admin sees the whole roster, the admin on it included', async () => {
    const res = await getSheet('admin', id.choir);
    expect(res.statusCode).toBe(200);
    expect((res.json().data as UnitSheet).people.map((p) => p.id)).toContain(id.adminOnChoir);
  });

  it.each([
    ['leader', 'ushering', 403], ['member', 'choir', 403], ['samuel', 'choir', 403], ['samuel', 'ushering', 200],
  ] as const)('%s reading the %s sheet -> %i', async (who, unit, status) => {
    expect((await getSheet(who, id[unit])).statusCode).toBe(status);
  });

  it('refuses an occurrence that has not begun, a day the service is not held, a missing unit and a malformed query', async () => {
    const future = await getSheet('leader', id.choir, nextWeek);
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.date).toEqual(['Attendance can be recorded once the service has begun']);
    const notHeld = await getSheet('leader', id.choir, addDays(lastWeek, 1));
    expect(notHeld.statusCode).toBe(422);
    expect(notHeld.json().errors.date).toEqual(['The service is not held on this day']);
    expect((await getSheet('admin', 999999)).statusCode).toBe(404);
    const malformed = await ctx.app.inject({ method: 'GET', url: `/api/units/${id.choir}/attendance?service_id=abc&date=yesterday`, headers: auth(token.leader) });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors).sort()).toEqual(['date', 'service_id']);
  });
});

describe('writing the sheet', () => {
  it('marks people present, recorded by the leader, once however often it is sent', async () => {
    const three = singers.slice(0, 3);
    const first = await putSheet('leader', id.choir, { present: three, client_ref: 'sheet-test-1' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { marked: 3, unmarked: 0 }, message: '3 people marked present.' });
    const again = await putSheet('leader', id.choir, { present: three, client_ref: 'sheet-test-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: { marked: 0, unmarked: 0 }, message: 'Nothing changed: the sheet was already like this.' });
    const records = await recordsOf(three);
    expect(records).toHaveLength(3);
    for (const record of records) expect(record).toMatchObject({ recordedBy: id.leader, category: 'Others', clientRef: 'sheet-test-1' });

    const [leader] = await ctx.database.db.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, id.leader));
    const sheet = (await getSheet('leader', id.choir)).json().data as UnitSheet;
    const marked = sheet.people.filter((p) => three.includes(p.id));
    expect(marked.map((p) => p.record)).toEqual(three.map(() => ({ source: 'someone', recorded_by_name: `${leader.first} ${leader.last}`, sent_late_minutes: null, rota_team_name: null })));
  });

  it('unmarks people, on the audit trail, and unmarking again changes nothing', async () => {
    const [ada] = singers;
    const [record] = await ctx.database.db.select({ id: attendance.id }).from(attendance).where(and(eq(attendance.userId, ada), eq(attendance.attendedOn, lastWeek)));
    const res = await putSheet('leader', id.choir, { absent: [ada] });
    expect(res.json()).toEqual({ data: { marked: 0, unmarked: 1 }, message: '1 person unmarked.' });
    expect(await recordsOf([ada])).toHaveLength(0);
    const audit = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'attendance'), eq(auditLog.entityId, record.id)));
    expect(audit).toEqual([expect.objectContaining({ actorId: id.leader, action: 'deleted', before: { name: 'Ada Sheetperson', service: 'Sheet Weekly', date: lastWeek, category: 'Others' } })]);
    expect((await putSheet('leader', id.choir, { absent: [ada] })).json().data).toEqual({ marked: 0, unmarked: 0 });
  });

  it('keeps a record someone made themself as it was, and says so on the sheet, with how late it was sent', async () => {
    const efe = singers[4];
    await ctx.database.db.insert(attendance).values({ userId: efe, serviceId: id.service, attendedOn: lastWeek, serviceCategory: 'Pre-Service', recordedBy: efe, sentLateMinutes: 25 });
    const res = await putSheet('leader', id.choir, { present: [efe] });
    expect(res.json().data).toEqual({ marked: 0, unmarked: 0 });
    expect(await recordsOf([efe])).toEqual([{ userId: efe, recordedBy: efe, category: 'Pre-Service', clientRef: null }]);
    const sheet = (await getSheet('leader', id.choir)).json().data as UnitSheet;
    expect(sheet.people.find((p) => p.id === efe)?.record).toEqual({ source: 'self', recorded_by_name: null, sent_late_minutes: 25, rota_team_name: null });
  });

  it('names the team whose rota counted someone who served', async () => {
    const served = id.member;
    const [{ id: teamId }] = await ctx.database.db.insert(teams).values({ name: 'Media', slug: 'sheet-media' }).returning({ id: teams.id });
    await ctx.database.db.insert(attendance).values({ userId: served, serviceId: id.service, attendedOn: lastWeek, serviceCategory: 'Others', recordedBy: null, rotaTeamId: teamId });
    const sheet = (await getSheet('leader', id.choir)).json().data as UnitSheet;
    expect(sheet.people.find((p) => p.id === served)?.record).toEqual({ source: 'rota', recorded_by_name: null, sent_late_minutes: null, rota_team_name: 'Media' });
  });

  it('writes nothing when one of the people is not on the roster the caller sees', async () => {
    const dayo = singers[3];
    const stranger = await putSheet('leader', id.choir, { present: [dayo, id.usher] });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors).toEqual({ present: [`Person ${id.usher} is not on Choir's roster`] });
    const unreachable = await putSheet('leader', id.choir, { absent: [id.adminOnChoir] });
    expect(unreachable.statusCode).toBe(422);
    expect(unreachable.json().errors).toEqual({ absent: [`Person ${id.adminOnChoir} is not on Choir's roster`] });
    expect(await recordsOf([dayo, id.usher, id.adminOnChoir])).toHaveLength(0);
  });

  it('lets an admin mark anyone on the roster, recorded by the admin', async () => {
    const res = await putSheet('admin', id.choir, { present: [id.adminOnChoir] });
    expect(res.json().data).toEqual({ marked: 1, unmarked: 0 });
    expect(await recordsOf([id.adminOnChoir])).toEqual([expect.objectContaining({ recordedBy: id.admin })]);
  });

  it.each([
    ['leader', 'ushering', 403], ['member', 'choir', 403], ['samuel', 'choir', 403],
  ] as const)('%s writing the %s sheet -> %i, nothing written', async (who, unit, status) => {
    const dayo = singers[3];
    expect((await putSheet(who, id[unit], { present: [dayo] })).statusCode).toBe(status);
    expect(await recordsOf([dayo])).toHaveLength(0);
  });

  it('refuses a service older than the page’s two weeks, reading or writing, with a sentence', async () => {
    const dayo = singers[3];
    const twoWeeksAgo = addDays(today, -14);
    const read = await getSheet('leader', id.choir, twoWeeksAgo);
    expect(read.statusCode).toBe(422);
    expect(read.json().errors.date).toEqual([SHEET_MESSAGES.tooOld]);
    const write = await putSheet('admin', id.choir, { present: [dayo], date: twoWeeksAgo });
    expect(write.statusCode).toBe(422);
    expect(write.json().errors.date).toEqual([SHEET_MESSAGES.tooOld]);
    expect(await ctx.database.db.select().from(attendance).where(and(eq(attendance.userId, dayo), eq(attendance.attendedOn, twoWeeksAgo)))).toHaveLength(0);
  });

  it('refuses the caller’s own id among the present when the church requires the door’s code, and writes nothing', async () => {
    const dayo = singers[3];
    const settings = (selfMarking: boolean) => ctx.app.inject({ method: 'PUT', url: '/api/church-settings', headers: auth(token.admin), payload: { self_marking_without_code: selfMarking } });
    expect((await settings(false)).statusCode).toBe(200);
    try {
      const res = await putSheet('leader', id.choir, { present: [id.leader, dayo] });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.present).toEqual([SHEET_MESSAGES.ownNeedsCode]);
      expect(await recordsOf([id.leader, dayo])).toHaveLength(0);
      // Others are still the leader's to mark.
      expect((await putSheet('leader', id.choir, { present: [dayo] })).statusCode).toBe(200);
      expect(await recordsOf([dayo])).toHaveLength(1);
    } finally {
      expect((await settings(true)).statusCode).toBe(200);
      await ctx.database.db.delete(attendance).where(and(eq(attendance.userId, dayo), eq(attendance.attendedOn, lastWeek)));
    }
  });

  it('answers 422 per field for a malformed or contradictory write, and for an occurrence not begun', async () => {
    const dayo = singers[3];
    const cases: Array<[object, string[]]> = [
      [{ present: 'everyone' }, ['present']],
      [{ present: [], absent: [] }, ['present']],
      [{ present: [dayo], absent: [dayo] }, ['absent']],
      [{ present: [0, -1] }, ['present.0', 'present.1']],
      [{ present: [dayo], client_ref: '' }, ['client_ref']],
      [{ present: [dayo], made_at: new Date(Date.now() - 7 * 3_600_000).toISOString() }, ['made_at']],
      [{ present: [dayo], made_at: new Date(Date.now() + 10 * 60_000).toISOString() }, ['made_at']],
      [{ present: [dayo], date: nextWeek }, ['date']],
    ];
    for (const [payload, fields] of cases) {
      const res = await putSheet('leader', id.choir, payload);
      expect({ payload, status: res.statusCode, fields: Object.keys(res.json().errors ?? {}).sort() }).toEqual({ payload, status: 422, fields });
    }
    expect(await recordsOf([dayo])).toHaveLength(0);
  });
});
