import { and, asc, between, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addDays, monthBounds, thisMonthInChurch } from '@church/contracts/church-time';
import { fullName } from '@church/contracts/user';
import { attendance, checkInStations, services, teams, unitMembers, units, users } from '../../db/schema';
import { csvLine } from '../../http/csv';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';

// The month's CSV, byte for byte, against the same records read the plain way: one statement
// joining each record to its person, service and recorder (a person, a station at the door, a
// team's rota), each line written with csvLine. Names
// a spreadsheet or a CSV reader could trip on are in it: quotes, commas, line breaks, formula
// starts, a phone number, spaces to trim, letters beyond Latin-1.

const AWKWARD_NAMES: Array<[string, string]> = [
  ['=HYPERLINK("http://evil.test")', 'Okoro, Jr'],
  ['+1+cmd|A1', 'Bello'],
  ['+234 803', ''],
  ['-Adé', '@Ọlá'],
  ['Mary "Mo"', 'Adéwálé-Ọ̀ṣun'],
  ['Line\nBreak', 'Carriage\r\nReturn'],
  ['张伟', 'محمد'],
  ['  Spaced  ', ' Out\t'],
  ['Ruth;=SUM(A1)', 'Semi; colon'],
  ['🙏 Grace', 'Ẹ̀kọ́'],
  ['', 'Solo'],
];

let ctx: TestContext;
let token = '';
let year = 0;
let month = 0;
let unitId = 0;
let awkward: number[] = [];
let outsider = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  token = await loginAs(ctx.app, 'admin');
  const now = thisMonthInChurch();
  ({ year, month } = now.month === 1 ? { year: now.year - 1, month: 12 } : { year: now.year, month: now.month - 1 });
  const db = ctx.database.db;
  awkward = (await db
    .insert(users)
    .values(AWKWARD_NAMES.map(([firstName, lastName], i) => ({ firstName, lastName, email: `awkward.${i}@example.com`, passwordHash: 'not-a-hash' })))
    .returning({ id: users.id })).map((row) => row.id);
  [{ id: outsider }] = await db.insert(users).values({ firstName: '=Recorder', lastName: 'Outside, "the unit"', email: 'outside.recorder@example.com', passwordHash: 'not-a-hash' }).returning({ id: users.id });
  [{ id: unitId }] = await db.insert(units).values({ name: 'Awkward names', slug: 'awkward-names' }).returning({ id: units.id });
  await db.insert(unitMembers).values(awkward.slice(0, 6).map((userId) => ({ unitId, userId })));
  const serviceIds = (await db.select({ id: services.id }).from(services).orderBy(asc(services.id)).limit(2)).map((s) => s.id);
  const { first } = monthBounds(year, month);
  // Two occurrences; records marked by the person, by someone in the unit, by someone outside it.
  const recordedBy = (i: number) => [null, awkward[i], awkward[(i + 1) % awkward.length], outsider][i % 4];
  await db.insert(attendance).values(serviceIds.flatMap((serviceId, s) => awkward.map((userId, i) => ({
    userId, serviceId, attendedOn: addDays(first, 9 + 7 * s), serviceCategory: i % 3 === 0 ? 'Others' : 'Pre-Service', recordedBy: recordedBy(i + s),
  }))));
  // A third occurrence: one checked in at the door, one counted by their team's rota.
  const [{ id: stationId }] = await db.insert(checkInStations).values({ name: 'Main door, "east"' }).returning({ id: checkInStations.id });
  const [{ id: teamId }] = await db.insert(teams).values({ name: '=Media', slug: 'export-media' }).returning({ id: teams.id });
  await db.insert(attendance).values([
    { userId: awkward[0], serviceId: serviceIds[0], attendedOn: addDays(first, 23), serviceCategory: 'Pre-Service', recordedBy: null, stationId },
    { userId: awkward[1], serviceId: serviceIds[0], attendedOn: addDays(first, 23), serviceCategory: 'Others', recordedBy: null, rotaTeamId: teamId },
  ]);
}, 60_000);
afterAll(() => ctx.close());

async function download(query: string): Promise<Buffer> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/attendance/export.csv?month=${month}&year=${year}${query}`, headers: auth(token) });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

/** The export written the plain way, for the month's records matching `where`. */
async function plainCsv(where?: SQL): Promise<Buffer> {
  const { first, last } = monthBounds(year, month);
  const recorder = alias(users, 'recorder');
  const rows = await ctx.database.db
    .select({
      date: attendance.attendedOn, userId: attendance.userId, first: users.firstName, last: users.lastName, service: services.name, category: attendance.serviceCategory,
      recordedBy: attendance.recordedBy, recorderFirst: recorder.firstName, recorderLast: recorder.lastName, station: checkInStations.name, team: teams.name,
    })
    .from(attendance)
    .innerJoin(users, eq(users.id, attendance.userId))
    .innerJoin(services, eq(services.id, attendance.serviceId))
    .leftJoin(recorder, eq(recorder.id, attendance.recordedBy))
    .leftJoin(checkInStations, eq(checkInStations.id, attendance.stationId))
    .leftJoin(teams, eq(teams.id, attendance.rotaTeamId))
    .where(and(between(attendance.attendedOn, first, last), where))
    .orderBy(asc(attendance.attendedOn), asc(attendance.serviceId), asc(attendance.userId));
  const lines = rows.map((r) => csvLine([
    r.date, r.service, fullName(r.first, r.last), r.category,
    r.station ? `At the door: ${r.station}` : r.team ? `The rota: ${r.team}` : r.recordedBy && r.recordedBy !== r.userId ? fullName(r.recorderFirst ?? '', r.recorderLast ?? '') : null,
  ]));
  return Buffer.from(`\uFEFF${csvLine(['Date', 'Service', 'Name', 'Category', 'Recorded by'])}${lines.join('')}`, 'utf8');
}

describe("the month's attendance CSV, byte for byte", () => {
  it("is the month's records written the plain way, awkward names included", async () => {
    const csv = await download('');
    expect(csv.equals(await plainCsv())).toBe(true);
    // The awkward names are in it, defused and quoted as the rule says.
    const text = csv.toString('utf8');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"") Okoro, Jr"`);
    expect(text).toContain('"+234 803"');
    expect(text).toContain(`"'+1+cmd|A1 Bello"`);
    expect(text).toContain(`"Ruth;'=SUM(A1) Semi; colon"`);
    expect(text).toContain('"Line\nBreak Carriage\r\nReturn"');
    expect(text).toContain('"Spaced Out"');
    expect(text).toContain(`"'=Recorder Outside, ""the unit"""`);
    expect(text).toContain(`"At the door: Main door, ""east"""`);
    expect(text).toContain(`"The rota: =Media"`);
  });

  it("is a unit's records the same way, naming recorders from outside the unit", async () => {
    const csv = await download(`&unit_id=${unitId}`);
    expect(csv.equals(await plainCsv(inArray(attendance.userId, awkward.slice(0, 6))))).toBe(true);
    expect(csv.toString('utf8')).toContain(`"'=Recorder Outside, ""the unit"""`);
  });

  it("is one person's records the same way", async () => {
    const csv = await download(`&user_id=${awkward[3]}`);
    expect(csv.equals(await plainCsv(eq(attendance.userId, awkward[3])))).toBe(true);
    expect(csv.toString('utf8').split('\r\n')).toHaveLength(4); // the header, two records, the end
  });
});
