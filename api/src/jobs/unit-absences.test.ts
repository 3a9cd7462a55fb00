import { and, eq } from 'drizzle-orm';
import { fullName } from '@church/contracts/user';
import { absences, attendance, notifications, services, unitMembers, units, users } from '../db/schema';
import { notify } from '../notifications/notify';
import { createTestApp, type TestContext } from '../test/context';
import { buildUnitAbsenceNotifications } from './unit-absences';

// Sunday 6 December 2026 on the church's clock (Lagos, UTC+1): the seeded Sunday Service starts at
// 08:00 and its marking closes at 11:00. Nobody has a record that day but the two Choir members
// this test marks; a third Choir member announced she would be away that week.
const SUNDAY = '2026-12-06';
const at = (time: string) => new Date(`${SUNDAY}T${time}:00+01:00`);

let ctx: TestContext;
let sundayService: number;
let leader: number;
let choir: { id: number; name: string }[];
let came: { id: number; name: string }[];
let away: { id: number; name: string };

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  [{ id: sundayService }] = await db.select({ id: services.id }).from(services).where(eq(services.dayOfWeek, 'Sunday'));
  [{ id: leader }] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'leader@example.com'));
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(unitMembers).innerJoin(units, eq(units.id, unitMembers.unitId)).innerJoin(users, eq(users.id, unitMembers.userId))
    .where(and(eq(units.slug, 'choir'), eq(unitMembers.isLeader, false)))
    .orderBy(users.id);
  choir = rows.map((r) => ({ id: r.id, name: fullName(r.first, r.last) }));
  came = choir.slice(0, 2);
  away = choir[2];
  await db.insert(attendance).values(came.map((p) => ({ userId: p.id, serviceId: sundayService, attendedOn: SUNDAY, serviceCategory: 'Others' })));
  await db.insert(absences).values({ userId: away.id, fromOn: '2026-12-01', toOn: '2026-12-13', reason: 'travel', recordedBy: away.id });
}, 60_000);
afterAll(() => ctx?.close());

const run = async (now: Date) => notify(ctx.database.db, await buildUnitAbsenceNotifications(ctx.database.db, now));

const leadersLists = () => ctx.database.db
  .select({ userId: notifications.userId, subject: notifications.subject, day: notifications.day, title: notifications.title, body: notifications.body, link: notifications.link })
  .from(notifications)
  .where(eq(notifications.kind, 'unit_absences'));

describe("the leader's list after a service", () => {
  it('waits until the marking has closed', async () => {
    await run(at('10:59'));
    expect(await leadersLists()).toEqual([]);
  });

  it("names who in each of the leader's units was absent, leaving out who came and who announced an absence", async () => {
    await run(at('11:00'));
    const mine = (await leadersLists()).filter((n) => n.userId === leader);
    expect(mine).toHaveLength(1);
    const [list] = mine;
    expect(list).toMatchObject({ subject: `occurrence:${sundayService}:${SUNDAY}`, day: SUNDAY, title: 'Who was missed at Sunday Service on Dec 6, 2026', link: '/dashboard/leaders/units' });
    const choirPart = list.body.split('\n\n').find((part) => part.startsWith('Choir:'))!;
    const absentLine = choirPart.split('\n').find((line) => line.startsWith('- Absent: '))!;
    for (const person of choir.slice(3, 8)) expect(absentLine).toContain(person.name);
    for (const person of came) expect(absentLine).not.toContain(person.name);
    // Away that day: on neither list (someone who came may still be slipping).
    expect(choirPart).not.toContain(away.name);
    // They lead Media too: its list is in the same notification.
    expect(list.body).toContain('Media:');
    // Samuel, who leads Ushering and the Prayer Team, has his own.
    const others = (await leadersLists()).filter((n) => n.userId !== leader);
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect(other.body).not.toContain('Choir:');
  });

  it('is made once per leader and service, however often the job runs', async () => {
    const before = (await leadersLists()).length;
    await run(at('11:15'));
    await run(at('23:45'));
    expect(await leadersLists()).toHaveLength(before);
  });
});
