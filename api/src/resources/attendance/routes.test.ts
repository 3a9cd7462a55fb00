import { and, between, count, eq } from 'drizzle-orm';
import { addDays, churchDateOf, isoWithOffset, monthBounds, todayInChurch } from '@church/contracts/church-time';
import { PROGRESS_LEVELS } from '@church/contracts/progress';
import { attendance, checkInStations, unitMembers, users } from '../../db/schema';
import { csvLine } from '../../http/csv';
import type { PeopleScope } from '../../http/record-access';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';
import { parseCsv } from '../../test/csv';
import { ATTENDANCE_CSV_COLUMNS, attendanceForExport } from './queries';

let ctx: TestContext;
const token: Record<'admin' | 'leader' | 'member', string> = { admin: '', leader: '', member: '' };
const id: Record<'admin' | 'leader' | 'member' | 'otherUnit', number> = { admin: 0, leader: 0, member: 0, otherUnit: 0 };

beforeAll(async () => {
  ctx = await createTestApp();
  for (const role of ['admin', 'leader', 'member'] as const) token[role] = await loginAs(ctx.app, role);
  id.admin = await idOf('admin@example.com');
  id.leader = await idOf('leader@example.com');
  id.member = await idOf('member@example.com'); // in the Choir, which the demo leader leads
  id.otherUnit = await idOf('samuel.eze@example.com'); // leads Ushering, in none of the demo leader's units
}, 60_000);
afterAll(() => ctx.close());

async function idOf(email: string): Promise<number> {
  const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}

type Who = keyof typeof token;
const send = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(token[who]), ...(payload ? { payload } : {}) });

/** A one-off service (created by the admin) whose start is `minutesFromNow` away, on the church's clock. */
async function oneOffStarting(minutesFromNow: number, name = `One-off ${minutesFromNow}`) {
  const start = new Date(Date.now() + minutesFromNow * 60_000);
  const res = await send('admin', 'POST', '/api/services', {
    name,
    is_recurring: false,
    service_date: churchDateOf(start),
    start_time: isoWithOffset(start).slice(11, 16),
  });
  expect(res.statusCode).toBe(201);
  return { serviceId: res.json().data.id as number, date: churchDateOf(start) };
}

const recordsAt = async (serviceId: number, date: string) => {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(attendance)
    .where(and(eq(attendance.serviceId, serviceId), eq(attendance.attendedOn, date)));
  return Number(row.n);
};

describe('marking one’s own attendance: the window', () => {
  // Start times are whole minutes, so each edge keeps a minute's margin on the side it tests.
  it('refuses before the window opens (more than 60 minutes before the start)', async () => {
    const { serviceId, date } = await oneOffStarting(62);
    const res = await send('member', 'POST', '/api/attendance', { service_id: serviceId, date, category: 'Pre-Service' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.date[0]).toMatch(/from an hour before/);
    expect(await recordsAt(serviceId, date)).toBe(0);
  });

  it('accepts just inside the opening edge and just inside the closing edge', async () => {
    for (const minutes of [58, -(3 * 60 - 2)]) {
      const { serviceId, date } = await oneOffStarting(minutes);
      const res = await send('member', 'POST', '/api/attendance', { service_id: serviceId, date, category: 'Pre-Service' });
      expect({ minutes, status: res.statusCode }).toEqual({ minutes, status: 201 });
      expect(res.json().data).toMatchObject({ user_id: id.member, service_id: serviceId, date, category: 'Pre-Service', recorded_by: id.member });
    }
  });

  it('refuses once the window has closed (more than 3 hours after the start)', async () => {
    const { serviceId, date } = await oneOffStarting(-(3 * 60 + 2));
    const res = await send('member', 'POST', '/api/attendance', { service_id: serviceId, date, category: 'Pre-Service' });
    expect(res.statusCode).toBe(422);
    expect(await recordsAt(serviceId, date)).toBe(0);
  });

  it('refuses a day the service is not held and a cancelled occurrence', async () => {
    const { serviceId, date } = await oneOffStarting(0, 'Cancelled vigil');
    const otherDay = await send('member', 'POST', '/api/attendance', { service_id: serviceId, date: addDays(date, 1), category: 'Others' });
    expect(otherDay.statusCode).toBe(422);
    expect(otherDay.json().errors.date).toEqual(['The service is not held on this day']);
    expect((await send('admin', 'POST', `/api/services/${serviceId}/cancellations`, { date, reason: 'Power outage' })).statusCode).toBe(201);
    const cancelled = await send('member', 'POST', '/api/attendance', { service_id: serviceId, date, category: 'Others' });
    expect(cancelled.statusCode).toBe(422);
    expect(cancelled.json().errors.date[0]).toBe('This service was cancelled on that day (Power outage)');
    // Restored, it is open again.
    expect((await send('admin', 'DELETE', `/api/services/${serviceId}/cancellations/${date}`)).statusCode).toBe(200);
    expect((await send('member', 'POST', '/api/attendance', { service_id: serviceId, date, category: 'Others' })).statusCode).toBe(201);
  });
});

describe('marking: categories and one record per occurrence', () => {
  let open: { serviceId: number; date: string };
  beforeAll(async () => {
    open = await oneOffStarting(0, 'Open now');
  });

  it.each([
    ['member', 'Admin'],
    ['member', 'Pastor'],
    ['member', 'Unit-Leader'],
    ['leader', 'Admin'],
    ['leader', 'Pastor'],
  ] as const)('refuses a %s the category %s with a 422 on the category', async (who, category) => {
    const res = await send(who, 'POST', '/api/attendance', { service_id: open.serviceId, date: open.date, category });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['category']);
  });

  it('refuses a category that does not exist, naming the choices', async () => {
    const res = await send('member', 'POST', '/api/attendance', { service_id: open.serviceId, date: open.date, category: 'Choir' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.category[0]).toMatch(/^Category must be one of: Pre-Service, Post-Service/);
  });

  it("accepts each role's own choices (admin six, leader four)", async () => {
    expect((await send('leader', 'POST', '/api/attendance', { service_id: open.serviceId, date: open.date, category: 'Unit-Leader' })).statusCode).toBe(201);
    expect((await send('admin', 'POST', '/api/attendance', { service_id: open.serviceId, date: open.date, category: 'Pastor' })).statusCode).toBe(201);
  });

  it('answers ten simultaneous marks with the one record: one 201, nine 200, one row', async () => {
    const marks = await Promise.all(
      Array.from({ length: 10 }, () => send('member', 'POST', '/api/attendance', { service_id: open.serviceId, date: open.date, category: 'Post-Service' })),
    );
    const statuses = marks.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(marks.map((r) => r.json().data.id)).size).toBe(1);
    const [{ n }] = await ctx.database.db
      .select({ n: count() })
      .from(attendance)
      .where(and(eq(attendance.userId, id.member), eq(attendance.serviceId, open.serviceId)));
    expect(Number(n)).toBe(1);
    const again = await send('member', 'POST', '/api/attendance', { service_id: open.serviceId, date: open.date, category: 'Others' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.category).toBe('Post-Service'); // the existing record, unchanged
  });
});

describe('recording and removing on behalf of someone', () => {
  // Yesterday's one-off at 10:00: long closed for the person, open to admins and leaders.
  let past: { serviceId: number; date: string };
  beforeAll(async () => {
    const date = addDays(todayInChurch(), -1);
    const res = await send('admin', 'POST', '/api/services', { name: 'Yesterday outreach', is_recurring: false, service_date: date, start_time: '10:00' });
    past = { serviceId: res.json().data.id, date };
  });
  const onBehalf = (who: Who, userId: number, category = 'Others') =>
    send(who, 'POST', '/api/attendance', { service_id: past.serviceId, date: past.date, category, user_id: userId });

  it('lets a leader record a member of a unit they lead, keeping who recorded it', async () => {
    const res = await onBehalf('leader', id.member);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ user_id: id.member, recorded_by: id.leader, recorded_by_name: 'Daniel Mensah', full_name: 'Ruth Bello' });
  });

  it('names the welcome-team station that recorded a check-in at the door, and nobody as its recorder', async () => {
    const [station] = await ctx.database.db.insert(checkInStations).values({ name: 'Main door' }).returning({ id: checkInStations.id });
    await ctx.database.db.insert(attendance).values({ userId: id.admin, serviceId: past.serviceId, attendedOn: past.date, serviceCategory: 'Others', stationId: station.id });
    const [year, month] = past.date.split('-').map(Number);
    const list = (await send('admin', 'GET', `/api/attendance?month=${month}&year=${year}&service_id=${past.serviceId}&date=${past.date}`)).json().data as Array<Record<string, unknown>>;
    expect(list.find((r) => r.user_id === id.admin)).toMatchObject({ recorded_by: null, recorded_by_name: null, station_name: 'Main door' });
    expect(list.find((r) => r.user_id === id.member)).toMatchObject({ recorded_by: id.leader, station_name: null });
    await ctx.database.db.delete(attendance).where(and(eq(attendance.userId, id.admin), eq(attendance.serviceId, past.serviceId)));
  });

  it('refuses a leader for someone outside their units, and a member for anyone else', async () => {
    expect((await onBehalf('leader', id.otherUnit)).statusCode).toBe(403);
    expect((await onBehalf('member', id.leader)).statusCode).toBe(403);
    expect(await recordsAt(past.serviceId, past.date)).toBe(1);
  });

  it("lets an admin record anyone, with that person's categories", async () => {
    const refused = await onBehalf('admin', id.otherUnit, 'Pastor'); // a leader's choices have no Pastor
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['category']);
    const res = await onBehalf('admin', id.otherUnit, 'Unit-Leader');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ user_id: id.otherUnit, recorded_by: id.admin });
  });

  it('refuses someone else’s record at an occurrence that has not begun', async () => {
    const later = await oneOffStarting(24 * 60, 'Tomorrow');
    const res = await send('admin', 'POST', '/api/attendance', { service_id: later.serviceId, date: later.date, category: 'Others', user_id: id.member });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.date).toEqual(['Attendance can be recorded once the service has begun']);
  });

  it('lets admins remove any record and leaders their members’ only; nobody learns of a record they may not touch', async () => {
    const recordOf = async (userId: number) => {
      const [row] = await ctx.database.db
        .select({ id: attendance.id })
        .from(attendance)
        .where(and(eq(attendance.userId, userId), eq(attendance.serviceId, past.serviceId)));
      return row.id;
    };
    const samuels = await recordOf(id.otherUnit);
    const ruths = await recordOf(id.member);
    expect((await send('leader', 'DELETE', `/api/attendance/${samuels}`)).statusCode).toBe(403);
    expect((await send('leader', 'DELETE', '/api/attendance/99999999')).statusCode).toBe(403);
    expect((await send('member', 'DELETE', `/api/attendance/${ruths}`)).statusCode).toBe(403);
    expect((await send('leader', 'DELETE', `/api/attendance/${ruths}`)).statusCode).toBe(200);
    expect((await send('admin', 'DELETE', `/api/attendance/${samuels}`)).statusCode).toBe(200);
    expect((await send('admin', 'DELETE', `/api/attendance/${samuels}`)).statusCode).toBe(404);
    expect(await recordsAt(past.serviceId, past.date)).toBe(0);
  });
});

describe('the monthly summary and the goal, against a hand-counted month', () => {
  // February 2028 (a leap year; the 1st is a Tuesday) under the seeded schedule: Tuesdays 1, 8,
  // 15, 22, 29; Fridays 4, 11, 18, 25; Sundays 6, 13, 20, 27: 13 services. The 8th is cancelled.
  const summary = async (who: Who = 'member', query = '') => (await send(who, 'GET', `/api/attendance/summary?month=2&year=2028${query}`)).json();
  const serviceIdOf = async (name: string) => {
    const list = (await send('admin', 'GET', '/api/services/schedule')).json().data as Array<{ id: number; name: string }>;
    return list.find((s) => s.name === name)!.id;
  };
  const attend = async (serviceName: string, days: number[]) => {
    const serviceId = await serviceIdOf(serviceName);
    await ctx.database.db
      .insert(attendance)
      .values(days.map((day) => ({ userId: id.member, serviceId, attendedOn: `2028-02-${String(day).padStart(2, '0')}`, serviceCategory: 'Others', recordedBy: id.member })));
  };

  beforeAll(async () => {
    const tuesday = await serviceIdOf('Tuesday Bible Study');
    expect((await send('admin', 'POST', `/api/services/${tuesday}/cancellations`, { date: '2028-02-08', reason: 'Church retreat' })).statusCode).toBe(201);
  });

  it('expects every occurrence of the month but the cancelled one, and sets the goal to all of them by default', async () => {
    expect((await summary()).data).toMatchObject({ month: 2, year: 2028, expected: 12, goal: 12, own_goal: null, attended: 0, percentage: 0, level: "The Sower's Seed" });
  });

  it('follows a cancellation restored and made again at once (the schedule kept in memory is forgotten)', async () => {
    const tuesday = await serviceIdOf('Tuesday Bible Study');
    expect((await summary()).data.expected).toBe(12);
    expect((await send('admin', 'DELETE', `/api/services/${tuesday}/cancellations/2028-02-08`)).statusCode).toBe(200);
    expect((await summary()).data.expected).toBe(13);
    expect((await send('admin', 'POST', `/api/services/${tuesday}/cancellations`, { date: '2028-02-08', reason: 'Church retreat' })).statusCode).toBe(201);
    expect((await summary()).data.expected).toBe(12);
  });

  it('keeps an own goal between 1 and the services scheduled that month', async () => {
    for (const goal of [0, 13]) {
      const res = await send('member', 'PUT', '/api/me/attendance-goal', { month: 2, year: 2028, goal });
      expect({ goal, status: res.statusCode, fields: Object.keys(res.json().errors) }).toEqual({ goal, status: 422, fields: ['goal'] });
    }
    const saved = await send('member', 'PUT', '/api/me/attendance-goal', { month: 2, year: 2028, goal: 4 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ expected: 12, goal: 4, own_goal: 4 });
  });

  it('refuses a goal for a past month', async () => {
    const [year, month] = todayInChurch().split('-').map(Number);
    const last = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
    const res = await send('member', 'PUT', '/api/me/attendance-goal', { ...last, goal: 1 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['month']);
  });

  it('counts attended services against the goal, rounds down, caps at 100, and ignores a cancelled day', async () => {
    await attend('Tuesday Bible Study', [1, 8]); // the 8th was cancelled: it does not count
    await attend('Friday Prayer Meeting', [4]);
    await attend('Sunday Service', [6]);
    const three = (await summary()).data;
    expect(three).toMatchObject({ attended: 3, goal: 4, percentage: 75, level: 'The Shining Lamp' });
    expect(PROGRESS_LEVELS.find((l) => l.level === 'The Shining Lamp')!.messages).toContain(three.message);
    await attend('Friday Prayer Meeting', [11, 18]);
    expect((await summary()).data).toMatchObject({ attended: 5, goal: 4, percentage: 100, level: 'The Good Steward' });
  });

  it("shows a person's summary to admins and to their unit's leaders only", async () => {
    expect((await summary('admin', `&user_id=${id.member}`)).data).toMatchObject({ attended: 5, percentage: 100 });
    expect((await summary('leader', `&user_id=${id.member}`)).data).toMatchObject({ attended: 5 });
    expect((await send('leader', 'GET', `/api/attendance/summary?month=2&year=2028&user_id=${id.otherUnit}`)).statusCode).toBe(403);
    expect((await send('member', 'GET', `/api/attendance/summary?month=2&year=2028&user_id=${id.admin}`)).statusCode).toBe(403);
  });
});

describe('the admin views and the CSV', () => {
  let occasion: { serviceId: number; date: string };
  beforeAll(async () => {
    const date = addDays(todayInChurch(), -2);
    const res = await send('admin', 'POST', '/api/services', { name: 'Thanksgiving, "Harvest"', is_recurring: false, service_date: date, start_time: '09:00' });
    occasion = { serviceId: res.json().data.id, date };
    for (const [userId, category] of [[id.member, 'Pre-Service'], [id.otherUnit, 'Others'], [id.leader, 'Unit-Leader']] as const) {
      const mark = await send('admin', 'POST', '/api/attendance', { service_id: occasion.serviceId, date, category, user_id: userId });
      expect(mark.statusCode).toBe(201);
    }
  });
  const monthOf = () => {
    const [year, month] = occasion.date.split('-').map(Number);
    return `month=${month}&year=${year}`;
  };

  it("counts the occurrence's people by category", async () => {
    const res = await send('admin', 'GET', `/api/attendance/by-occurrence?${monthOf()}&service_id=${occasion.serviceId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ service_id: occasion.serviceId, date: occasion.date, cancelled: false, total: 3, by_category: { 'Pre-Service': 1, Others: 1, 'Unit-Leader': 1 } }),
    ]);
    const leaders = (await send('leader', 'GET', `/api/attendance/by-occurrence?${monthOf()}&service_id=${occasion.serviceId}`)).json().data;
    expect(leaders[0]).toMatchObject({ total: 2, by_category: { 'Pre-Service': 1, 'Unit-Leader': 1 } }); // Samuel is in none of their units
  });

  it('pages through a month across occurrences exactly as one long page orders it, for an admin and a leader', async () => {
    // A second occurrence the day before, so small pages start and end inside each of them.
    const date = addDays(occasion.date, -1);
    const other = (await send('admin', 'POST', '/api/services', { name: 'Vigil', is_recurring: false, service_date: date, start_time: '20:00' })).json().data.id;
    for (const userId of [id.member, id.otherUnit, id.leader]) {
      expect((await send('admin', 'POST', '/api/attendance', { service_id: other, date, category: 'Others', user_id: userId })).statusCode).toBe(201);
    }
    const pages = async (who: Who, perPage: number) => {
      const ids: number[] = [];
      const occurrences: string[] = [];
      for (let page = 1; ; page += 1) {
        const res = (await send(who, 'GET', `/api/attendance?${monthOf()}&per_page=${perPage}&page=${page}`)).json();
        ids.push(...res.data.map((r: { id: number }) => r.id));
        occurrences.push(...res.data.map((r: { date: string; service_id: number }) => `${r.date}/${r.service_id}`));
        if (res.data.length === 0) return { ids, occurrences, total: res.meta.total as number };
      }
    };
    for (const who of ['admin', 'leader'] as const) {
      const whole = await pages(who, 100);
      expect(whole.ids.length).toBe(whole.total);
      // Latest occurrence first, then by service: each occurrence's records together.
      const runs = whole.occurrences.filter((key, i) => key !== whole.occurrences[i - 1]);
      expect(new Set(runs).size).toBe(runs.length);
      expect(runs.length).toBeGreaterThan(1);
      for (const perPage of [1, 7]) expect((await pages(who, perPage)).ids).toEqual(whole.ids);
    }
    // A request a page: late in a month the seeded records make a few hundred requests, 6.5 s alone
    // on PostgreSQL (past jest's 5 s on the 29th), more beside other suites.
  }, 60_000);

  it('lists and exports the same records, with every filter', async () => {
    const list = (await send('admin', 'GET', `/api/attendance?${monthOf()}&service_id=${occasion.serviceId}`)).json();
    expect(list.meta.total).toBe(3);
    // People by last name within the occurrence, each with who recorded it.
    expect(list.data.map((r: { full_name: string; recorded_by_name: string | null }) => [r.full_name, r.recorded_by_name])).toEqual([
      ['Ruth Bello', 'Esther Okafor'],
      ['Samuel Eze', 'Esther Okafor'],
      ['Daniel Mensah', 'Esther Okafor'],
    ]);
    const secondPage = (await send('admin', 'GET', `/api/attendance?${monthOf()}&service_id=${occasion.serviceId}&per_page=2&page=2`)).json();
    expect(secondPage.data.map((r: { full_name: string }) => r.full_name)).toEqual(['Daniel Mensah']);
    const res = await send('admin', 'GET', `/api/attendance/export.csv?${monthOf()}&service_id=${occasion.serviceId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="attendance-\d{4}-\d{2}\.csv"$/);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(['Date', 'Service', 'Name', 'Category', 'Recorded by']);
    expect(rows.map((r) => r[2]).sort()).toEqual(['Daniel Mensah', 'Ruth Bello', 'Samuel Eze']);
    expect(new Set(rows.map((r) => `${r[0]}|${r[1]}|${r[4]}`))).toEqual(new Set([`${occasion.date}|Thanksgiving, "Harvest"|Esther Okafor`]));
    const category = parseCsv((await send('admin', 'GET', `/api/attendance/export.csv?${monthOf()}&service_id=${occasion.serviceId}&category=Others`)).body);
    expect(category.slice(1).map((r) => r[2])).toEqual(['Samuel Eze']);
    const person = parseCsv((await send('admin', 'GET', `/api/attendance/export.csv?${monthOf()}&service_id=${occasion.serviceId}&user_id=${id.member}`)).body);
    expect(person.slice(1).map((r) => r[2])).toEqual(['Ruth Bello']);
  });

  it('names the recorder only when someone else recorded it, in the month CSV and in my own', async () => {
    const own = await oneOffStarting(10, 'Vigil, own mark');
    expect((await send('member', 'POST', '/api/attendance', { service_id: own.serviceId, date: own.date, category: 'Pre-Service' })).statusCode).toBe(201);
    const [year, month] = own.date.split('-').map(Number);
    const monthCsv = parseCsv((await send('admin', 'GET', `/api/attendance/export.csv?month=${month}&year=${year}&service_id=${own.serviceId}`)).body);
    expect(monthCsv.slice(1)).toEqual([[own.date, 'Vigil, own mark', 'Ruth Bello', 'Pre-Service', '']]);
    const mine = parseCsv((await send('member', 'GET', '/api/me/attendance/export.csv')).body);
    expect(mine[0]).toEqual(['Date', 'Service', 'Category', 'Recorded by']);
    expect(mine).toContainEqual([own.date, 'Vigil, own mark', 'Pre-Service', '']);
    expect(mine).toContainEqual([occasion.date, 'Thanksgiving, "Harvest"', 'Pre-Service', 'Esther Okafor']);
  });

  it('reads the month in chunks and names people with CSV-hostile names safely', async () => {
    const [year, month] = occasion.date.split('-').map(Number);
    const [{ id: hostile }] = await ctx.database.db
      .insert(users)
      .values({ firstName: '=HYPERLINK("x")', lastName: 'Okoro, Jr', email: 'hostile.name@example.com', passwordHash: 'not-a-hash' })
      .returning({ id: users.id });
    try {
      await ctx.database.db.insert(attendance).values({ userId: hostile, serviceId: occasion.serviceId, attendedOn: occasion.date, serviceCategory: 'Others', recordedBy: id.admin });
      const read = async (batchSize: number, scope: PeopleScope = 'everyone') => {
        let text = '\uFEFF'; // as the download starts (parseCsv checks it)
        for await (const page of attendanceForExport(ctx.database.db, { month, year, scope }, batchSize)) {
          text += page.map((row) => csvLine(ATTENDANCE_CSV_COLUMNS.map((column) => column.value(row)))).join('');
        }
        return text;
      };
      const whole = await read(100_000);
      const { first, last } = monthBounds(year, month);
      const [{ n }] = await ctx.database.db.select({ n: count() }).from(attendance).where(between(attendance.attendedOn, first, last));
      expect(parseCsv(whole)).toHaveLength(Number(n));
      expect(await read(2)).toBe(whole); // chunks of two: every keyset edge, nothing lost or repeated
      expect(parseCsv(whole)).toContainEqual([occasion.date, 'Thanksgiving, "Harvest"', '\'=HYPERLINK("x") Okoro, Jr', 'Others', 'Esther Okafor']);
      // A unit's export names its people chunk by chunk (no church-wide read): the same lines.
      const [{ unitId }] = await ctx.database.db.select({ unitId: unitMembers.unitId }).from(unitMembers).where(eq(unitMembers.userId, id.member));
      const unitWhole = await read(100_000, { unitIds: [unitId], leaderReach: false });
      expect(parseCsv(unitWhole).map((row) => row[2])).toContain('Ruth Bello');
      expect(await read(2, { unitIds: [unitId], leaderReach: false })).toBe(unitWhole);
    } finally {
      await ctx.database.db.delete(users).where(eq(users.id, hostile));
    }
  });

  it("gives a leader their units' members only, and a member a 403", async () => {
    const rows = parseCsv((await send('leader', 'GET', `/api/attendance/export.csv?${monthOf()}&service_id=${occasion.serviceId}`)).body).slice(1);
    expect(rows.map((r) => r[2]).sort()).toEqual(['Daniel Mensah', 'Ruth Bello']);
    expect((await send('member', 'GET', `/api/attendance/export.csv?${monthOf()}`)).statusCode).toBe(403);
    expect((await send('member', 'GET', `/api/attendance?${monthOf()}`)).statusCode).toBe(403);
  });

  it('reports each person over a date range, lowest first (those with nothing held for them last)', async () => {
    const res = await send('admin', 'GET', `/api/attendance/report?from=${occasion.date}&to=${occasion.date}&per_page=100`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as Array<{ full_name: string; attended: number; expected: number; percentage: number | null }>;
    const ruth = rows.find((r) => r.full_name === 'Ruth Bello')!;
    expect(ruth.attended).toBeGreaterThanOrEqual(1);
    expect(ruth.expected).toBeGreaterThanOrEqual(1);
    const rated = rows.filter((r) => r.percentage !== null).map((r) => r.percentage as number);
    expect(rated).toEqual([...rated].sort((a, b) => a - b));
    expect(rows.slice(rated.length).every((r) => r.percentage === null && r.expected === 0)).toBe(true);
  });

  it('lists the occurrences of a range with their open state, at most 366 days', async () => {
    const res = await send('member', 'GET', `/api/services/occurrences?from=${occasion.date}&to=${occasion.date}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContainEqual(
      expect.objectContaining({ service_id: occasion.serviceId, service_name: 'Thanksgiving, "Harvest"', starts_at: `${occasion.date}T09:00:00+01:00`, cancelled: false, open: false }),
    );
    const tooLong = await send('member', 'GET', '/api/services/occurrences?from=2026-01-01&to=2027-01-02');
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.to).toEqual(['At most 366 days per request']);
  });
});

describe('months and years out of range', () => {
  it.each([
    ['/api/attendance/summary?month=13&year=2026', 'month'],
    ['/api/attendance/summary?month=0&year=2026', 'month'],
    ['/api/attendance/summary?month=abc&year=2026', 'month'],
    ['/api/attendance/summary?month=5&year=2036', 'year'],
    ['/api/attendance/summary?month=5&year=2022', 'year'],
    ['/api/attendance?month=13&year=2026', 'month'],
    ['/api/attendance/by-occurrence?month=5&year=2036', 'year'],
    ['/api/attendance/export.csv?month=13&year=2026', 'month'],
    ['/api/me/attendance?month=13&year=2026', 'month'],
  ])('%s answers 422 on %s', async (url, field) => {
    const res = await send('admin', 'GET', url);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
  });

  it('refuses a goal for month 13 or year 2036', async () => {
    const res = await send('member', 'PUT', '/api/me/attendance-goal', { month: 13, year: 2036, goal: 2 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['month', 'year']);
  });
});

describe('the schedule (admins)', () => {
  it('validates a service per field and refuses non-admins', async () => {
    const weekly = await send('admin', 'POST', '/api/services', { name: 'Midweek', is_recurring: true, start_time: '25:00' });
    expect(weekly.statusCode).toBe(422);
    expect(Object.keys(weekly.json().errors).sort()).toEqual(['day_of_week', 'start_time']);
    expect((await send('leader', 'POST', '/api/services', { name: 'Midweek', is_recurring: true, day_of_week: 'Wednesday', start_time: '18:00' })).statusCode).toBe(403);
    expect((await send('member', 'GET', '/api/services/schedule')).statusCode).toBe(403);
  });

  it('adds, edits and deactivates a weekly service; the public schedule follows', async () => {
    const created = await send('admin', 'POST', '/api/services', { name: 'Midweek Service', is_recurring: true, day_of_week: 'Wednesday', start_time: '18:00' });
    expect(created.statusCode).toBe(201);
    const serviceId = created.json().data.id;
    const renamed = await send('admin', 'PATCH', `/api/services/${serviceId}`, { name: 'Midweek Communion', start_time: '18:30' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Midweek Communion', start_time: '18:30', day_of_week: 'Wednesday', is_active: true });
    const publicNames = async () => ((await ctx.app.inject({ method: 'GET', url: '/api/services' })).json().data as Array<{ name: string }>).map((s) => s.name);
    expect(await publicNames()).toContain('Midweek Communion');
    const deactivated = await send('admin', 'PATCH', `/api/services/${serviceId}`, { is_active: false });
    expect(deactivated.json().data).toMatchObject({ is_active: false, active_until: todayInChurch() });
    expect(await publicNames()).not.toContain('Midweek Communion');
    expect((await send('admin', 'PATCH', '/api/services/99999999', { name: 'Nothing' })).statusCode).toBe(404);
  });
});

// A leader reaches the active members of their units who are not admins, whoever is on the
// roster, and whatever they record about someone that person sees
// (docs/decisions/0020-unit-rosters-and-what-a-leader-reaches.md).
describe('what a leader reaches, and what the person sees of it', () => {
  let past: { serviceId: number; date: string };
  let choir = 0;
  beforeAll(async () => {
    const date = addDays(todayInChurch(), -3);
    const res = await send('admin', 'POST', '/api/services', { name: 'Midweek vigil', is_recurring: false, service_date: date, start_time: '19:00' });
    past = { serviceId: res.json().data.id, date };
    const [row] = await ctx.database.db.select({ unitId: unitMembers.unitId }).from(unitMembers).where(and(eq(unitMembers.userId, id.leader), eq(unitMembers.isLeader, true)));
    choir = row.unitId;
  });
  const monthOf = (date: string) => {
    const [year, month] = date.split('-').map(Number);
    return `month=${month}&year=${year}`;
  };

  it('an admin put on a unit the leader leads stays out of reach: no reading, recording or removing their attendance', async () => {
    await ctx.database.db.insert(unitMembers).values({ unitId: choir, userId: id.admin }); // as an old roster could hold them
    try {
      const [{ id: record }] = await ctx.database.db
        .insert(attendance)
        .values({ userId: id.admin, serviceId: past.serviceId, attendedOn: past.date, serviceCategory: 'Pastor', recordedBy: id.admin })
        .returning({ id: attendance.id });
      const [year, month] = past.date.split('-').map(Number);
      expect((await send('leader', 'GET', `/api/attendance/summary?month=${month}&year=${year}&user_id=${id.admin}`)).statusCode).toBe(403);
      expect((await send('leader', 'GET', `/api/attendance/history?user_id=${id.admin}`)).statusCode).toBe(403);
      expect((await send('leader', 'DELETE', `/api/attendance/${record}`)).statusCode).toBe(403);
      await ctx.database.db.delete(attendance).where(eq(attendance.id, record));
      const onBehalf = await send('leader', 'POST', '/api/attendance', { service_id: past.serviceId, date: past.date, category: 'Others', user_id: id.admin });
      expect(onBehalf.statusCode).toBe(403);
      expect(await recordsAt(past.serviceId, past.date)).toBe(0);
      await ctx.database.db.insert(attendance).values({ userId: id.admin, serviceId: past.serviceId, attendedOn: past.date, serviceCategory: 'Pastor', recordedBy: id.admin });
      // Nor in the leader's lists, reports and exports.
      const listed = (await send('leader', 'GET', `/api/attendance?${monthOf(past.date)}&service_id=${past.serviceId}`)).json();
      expect(listed.data.map((r: { user_id: number }) => r.user_id)).not.toContain(id.admin);
      const csv = parseCsv((await send('leader', 'GET', `/api/attendance/export.csv?${monthOf(past.date)}&service_id=${past.serviceId}`)).body);
      expect(csv.slice(1).map((r) => r[2])).not.toContain('Esther Okafor');
      const report = (await send('leader', 'GET', `/api/attendance/report?from=${past.date}&to=${past.date}&per_page=100`)).json();
      expect(report.data.map((r: { user_id: number }) => r.user_id)).not.toContain(id.admin);
      const counts = (await send('leader', 'GET', `/api/attendance/by-occurrence?${monthOf(past.date)}&service_id=${past.serviceId}`)).json().data;
      expect(counts[0].total).toBe(0);
    } finally {
      await ctx.database.db.delete(unitMembers).where(and(eq(unitMembers.unitId, choir), eq(unitMembers.userId, id.admin)));
      await ctx.database.db.delete(attendance).where(and(eq(attendance.userId, id.admin), eq(attendance.serviceId, past.serviceId)));
    }
  });

  it('the person’s own records name whoever recorded one for them, and nobody when they marked it themselves', async () => {
    const byLeader = await send('leader', 'POST', '/api/attendance', { service_id: past.serviceId, date: past.date, category: 'Others', user_id: id.member });
    expect(byLeader.statusCode).toBe(201);
    const own = await oneOffStarting(5, 'Own mark for the history');
    expect((await send('member', 'POST', '/api/attendance', { service_id: own.serviceId, date: own.date, category: 'Pre-Service' })).statusCode).toBe(201);
    const recordsOf = async (date: string) => (await send('member', 'GET', `/api/me/attendance?${monthOf(date)}`)).json().data as Array<{ service_id: number; recorded_by: number | null; recorded_by_name: string | null }>;
    expect((await recordsOf(past.date)).find((r) => r.service_id === past.serviceId)).toMatchObject({ recorded_by: id.leader, recorded_by_name: 'Daniel Mensah' });
    expect((await recordsOf(own.date)).find((r) => r.service_id === own.serviceId)).toMatchObject({ recorded_by: id.member, recorded_by_name: null });
  });
});
