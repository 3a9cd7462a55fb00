import { eq } from 'drizzle-orm';
import { ROLE_IDS } from '@church/contracts/roles';
import { attendance, attendanceGoals, notificationPreferences, notifications, services, userRoles, users } from '../db/schema';
import { notify } from '../notifications/notify';
import { createTestApp, type TestContext } from '../test/context';
import { buildMonthProgress } from './month-progress';

// 1 December 2026 on the church's clock (Lagos, UTC+1): November's progress. Kemi turned the mail
// on; Tayo turned it off; every seeded account left it at its default (off).
const at = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);

let ctx: TestContext;
let kemi: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const person = async (first: string, delivery: 'immediate' | 'off') => {
    const [row] = await db.insert(users)
      .values({ firstName: first, lastName: 'Test', email: `${first.toLowerCase()}@example.test`, passwordHash: 'x', createdAt: new Date('2026-10-01T09:00:00Z') })
      .returning({ id: users.id });
    await db.insert(userRoles).values({ userId: row.id, roleId: ROLE_IDS.member });
    await db.insert(notificationPreferences).values({ userId: row.id, kind: 'month_progress', delivery });
    return row.id;
  };
  kemi = await person('Kemi', 'immediate');
  const tayo = await person('Tayo', 'off');
  const [sunday] = await db.select({ id: services.id }).from(services).where(eq(services.dayOfWeek, 'Sunday'));
  // Both aimed at 4 services in November and came to 3: 75%, The Shining Lamp.
  for (const userId of [kemi, tayo]) {
    await db.insert(attendanceGoals).values({ userId, year: 2026, month: 11, goal: 4 });
    await db.insert(attendance).values(['2026-11-01', '2026-11-08', '2026-11-15'].map((attendedOn) => ({ userId, serviceId: sunday.id, attendedOn, serviceCategory: 'Others' })));
  }
}, 60_000);
afterAll(() => ctx?.close());

const run = async (now: Date) => notify(ctx.database.db, await buildMonthProgress(ctx.database.db, now));
const progress = () => ctx.database.db.select().from(notifications).where(eq(notifications.kind, 'month_progress'));

describe("a member's month progress", () => {
  it('is made on the first of the month from 08:00, only for those who turned it on, once', async () => {
    await run(at('2026-12-01', '07:59'));
    await run(at('2026-12-02', '09:00'));
    expect(await progress()).toEqual([]);
    await run(at('2026-12-01', '08:00'));
    await run(at('2026-12-01', '09:00'));
    const made = await progress();
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ userId: kemi, subject: 'month:2026-11', day: '2026-12-01', link: '/dashboard/attendance', title: 'Your November 2026: 75%, The Shining Lamp' });
    expect(made[0].body).toContain('In November 2026 you came to 3 services, and your goal was 4: 75%, The Shining Lamp.');
  });
});
