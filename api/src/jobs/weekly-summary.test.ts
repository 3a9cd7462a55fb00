import { eq } from 'drizzle-orm';
import { addDays } from '@church/contracts/church-time';
import { ROLE_IDS } from '@church/contracts/roles';
import { attendance, firstTimers, followUps, formMessages, notifications, services, userRoles, users } from '../db/schema';
import { notify } from '../notifications/notify';
import { createTestApp, type TestContext } from '../test/context';
import { buildWeeklySummaries, weeklySummary } from './weekly-summary';

// A small church, built by hand on an empty database. The summary is sent on Monday 7 December
// 2026 (Lagos, UTC+1) about Monday 30 November to Sunday 6 December; the same week last year is
// Monday 1 to Sunday 7 December 2025.
const at = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);
const MONDAY = '2026-12-07';

let ctx: TestContext;
let admin: number;
const member: number[] = [];

beforeAll(async () => {
  ctx = await createTestApp({}, false);
  const db = ctx.database.db;
  const person = async (first: string, role: 'admin' | 'member') => {
    const [row] = await db.insert(users).values({ firstName: first, lastName: 'Test', email: `${first.toLowerCase()}@example.test`, passwordHash: 'x' }).returning({ id: users.id });
    await db.insert(userRoles).values({ userId: row.id, roleId: ROLE_IDS[role] });
    return row.id;
  };
  admin = await person('Esther', 'admin');
  for (const name of ['Ade', 'Bisi', 'Chidi']) member.push(await person(name, 'member'));
  const [sunday, wednesday] = await db.insert(services).values([
    { name: 'Sunday Service', isRecurring: true, dayOfWeek: 'Sunday', startTime: '08:00', activeFrom: '2024-01-01' },
    { name: 'Midweek Service', isRecurring: true, dayOfWeek: 'Wednesday', startTime: '18:00', activeFrom: '2024-01-01' },
  ]).returning({ id: services.id });
  const mark = (userId: number, serviceId: number, attendedOn: string) => ({ userId, serviceId, attendedOn, serviceCategory: 'Others' });
  // Last week: all three on Sunday, Ade on Wednesday too (4 records, 3 people). A year before: Ade and Bisi on Sunday (2, 2).
  // Bisi came every Sunday from 23 August to 8 November, then only last Sunday: slipping.
  const bisiSundays = Array.from({ length: 12 }, (_, i) => addDays('2026-08-23', 7 * i));
  await db.insert(attendance).values([
    ...member.map((id) => mark(id, sunday.id, '2026-12-06')), mark(member[0], wednesday.id, '2026-12-02'),
    mark(member[0], sunday.id, '2025-12-07'), mark(member[1], sunday.id, '2025-12-07'),
    ...bisiSundays.map((day) => mark(member[1], sunday.id, day)),
  ]);
  // First-timers: two first came last week (one unassigned and open, one already Integrated); one
  // from November, assigned, never contacted: overdue.
  const visitor = async (firstName: string, phone: string, day: string, status: string, assignedTo: number | null) => {
    const [row] = await db.insert(firstTimers).values({ firstName, lastName: 'Visitor', phone, firstVisitOn: day, lastVisitOn: day }).returning({ id: firstTimers.id });
    await db.insert(followUps).values({ firstTimerId: row.id, status, assignedTo });
  };
  await visitor('Funmi', '+2348011110001', '2026-12-06', 'Not Contacted', null);
  await visitor('Gbenga', '+2348011110002', '2026-12-01', 'Integrated', null);
  await visitor('Halima', '+2348011110003', '2026-11-20', 'Not Contacted', member[0]);
  // Forms: two unread, one read, one archived unread.
  await db.insert(formMessages).values([
    { type: 'prayer', message: 'Please pray for my exams' },
    { type: 'question', message: 'When is the next baptism?' },
    { type: 'testimony', message: 'Thank you', readAt: new Date('2026-12-03T10:00:00Z') },
    { type: 'question', message: 'Old one', archivedAt: new Date('2026-12-03T10:00:00Z') },
  ]);
}, 60_000);
afterAll(() => ctx?.close());

describe("the admins' weekly summary", () => {
  it('counts the week on a small known church', async () => {
    const summary = await weeklySummary(ctx.database.db, at(MONDAY, '07:00'), 3);
    expect(summary).toEqual({
      monday: MONDAY,
      newFirstTimers: 2,
      unassignedFollowUps: 1,
      overdueFollowUps: 1,
      unreadForms: 2,
      slipping: { count: 1, names: ['Bisi Test'] },
      attendance: {
        week: { from: '2026-11-30', to: '2026-12-06', services: 2, records: 4, people: 3 },
        lastYear: { from: '2025-12-01', to: '2025-12-07', services: 2, records: 2, people: 2 },
      },
    });
  });

  it('is sent to each admin once, on Mondays from 07:00, with the figures in plain words', async () => {
    const run = async (now: Date) => notify(ctx.database.db, await buildWeeklySummaries(ctx.database.db, now, 3));
    await run(at(MONDAY, '06:59'));
    await run(at('2026-12-08', '09:00'));
    expect(await ctx.database.db.select().from(notifications)).toEqual([]);
    await run(at(MONDAY, '07:00'));
    await run(at(MONDAY, '08:00'));
    const sent = await ctx.database.db.select().from(notifications).where(eq(notifications.kind, 'weekly_summary'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ userId: admin, subject: `week:${MONDAY}`, day: MONDAY, link: '/dashboard/admin', title: 'Your week at church: Nov 30, 2026 to Dec 6, 2026' });
    expect(sent[0].body).toContain('- New first-timers: 2.');
    expect(sent[0].body).toContain('- Follow-ups waiting: 1 not assigned to anyone, 1 overdue.');
    expect(sent[0].body).toContain('- Unread forms: 2.');
    expect(sent[0].body).toContain('- Slipping members: 1, among them Bisi Test.');
    expect(sent[0].body).toContain('- Attendance: 3 people at 2 services (4 records), against 2 people at 2 services (2 records) in the same week last year (Dec 1, 2025 to Dec 7, 2025): +100% records.');
  });
});
