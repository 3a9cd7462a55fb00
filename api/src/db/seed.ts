import { count, type SQL, sql } from 'drizzle-orm';
import { addDays, churchInstant, churchTimeZone, todayInChurch } from '@church/contracts/church-time';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@church/contracts/demo-accounts';
import { ROLE_IDS, type RoleName } from '@church/contracts/roles';
import { serviceCategoriesFor } from '@church/contracts/service-categories';
import { slugify } from '@church/contracts/slug';
import { FOLLOW_UP_STATUSES, type FollowUpChannel, type FollowUpOutcome, type FollowUpStatus } from '@church/contracts/follow-up';
import { hashPassword, type PasswordHashing } from '../auth/passwords';
import type { Db } from './client';
import {
  attendance, attendanceGoals, events, firstTimers, firstTimerVisits, followUpFeedback, followUps, formMessages, services, unitMembers, units, userRoles, users,
} from './schema';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@church/contracts/demo-accounts';

export interface SeedOptions {
  now?: Date;
  /** The church's zone (default: church-time's current zone): every date written is a church day. */
  timeZone?: string;
  passwordHashing?: PasswordHashing;
  log?: (line: string) => void;
}

const FIRST_NAMES = ['Grace', 'Samuel', 'Ruth', 'Daniel', 'Esther', 'David', 'Mary', 'Joseph', 'Deborah', 'Peter', 'Hannah', 'Paul', 'Lydia', 'John', 'Miriam', 'James', 'Naomi', 'Stephen', 'Abigail', 'Philip', 'Sarah', 'Michael', 'Joy', 'Emmanuel'];
const LAST_NAMES = ['Adeyemi', 'Okafor', 'Mensah', 'Bello', 'Eze', 'Okoro', 'Balogun', 'Nwosu', 'Ibrahim', 'Owusu', 'Adebayo', 'Chukwu', 'Afolabi', 'Danjuma', 'Ogunleye', 'Asante'];

/**
 * One member (in the Choir, with the demo leader and member) and one first-timer whose name and
 * email are long and unbroken, as real ones can be: every page that lists people must wrap them,
 * not grow sideways.
 */
export const LONG_NAMED = {
  index: 25,
  firstTimerIndex: 3,
  first: 'Oluwatobiloba',
  last: 'Oluwadamilareadeyemiokonkwobabatundeolamidefunmilayoasantemensahhh',
  email: 'oluwatobiloba.oluwadamilareadeyemiokonkwobabatunde@community-church-members.example.com',
} as const;

export function refuseInProduction(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV === 'production') throw new Error('Refusing to seed demo data when NODE_ENV=production.');
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  return Number(n) === 0;
}

// How far back the seeded services are held: the church scale's two years, and a margin.
const SCHEDULE_HISTORY_DAYS = 800;

// Deterministic pseudo-random numbers so every seeded database looks the same.
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

// The categories a person of each role chooses from (contracts' serviceCategoriesFor), as SQL arrays.
const categoryArray = (role: RoleName) => sql.raw(`array[${serviceCategoriesFor([role]).map((c) => `'${c}'`).join(', ')}]`);

// Attendance generated inside the database: one row per (member, service day) picked by a
// hash of the ids, which is far faster than sending rows from JavaScript. Each record has a
// category of the person's strongest role and was marked by the person themselves.
async function generateAttendance(db: Db, from: string, to: string, userFilter: ReturnType<typeof sql>): Promise<void> {
  await db.execute(sql`
    with user_categories as (
      select user_id, case min(role_id)
        when ${ROLE_IDS.admin} then ${categoryArray('admin')}
        when ${ROLE_IDS.leader} then ${categoryArray('leader')}
        else ${categoryArray('member')} end as categories
      from user_roles group by user_id
    )
    insert into attendance (user_id, service_id, attended_on, service_category, recorded_by)
    select u.id, s.id, d::date, uc.categories[1 + ((u.id + s.id + (d::date - date '2000-01-01')) % array_length(uc.categories, 1))], u.id
    from generate_series(${from}::date, ${to}::date, interval '1 day') as d
    join services s on s.is_recurring and s.day_of_week = trim(to_char(d, 'FMDay')) and d::date >= s.active_from
    cross join users u
    join user_categories uc on uc.user_id = u.id
    where ${userFilter}
      and ((u.id * 7919 + (d::date - date '2000-01-01') * 104729 + s.id * 31) % 100) < (35 + (u.id * 37) % 60)
    on conflict do nothing`);
}

// Seeded history lies in the past of the church's calendar: nothing is dated after today there
// (a visit "tomorrow" would break the visit-date rule and every monthly count).
function churchCalendar(options: SeedOptions) {
  const now = options.now ?? new Date();
  const tz = options.timeZone ?? churchTimeZone();
  return {
    now,
    today: todayInChurch(now, tz),
    /** The instant of a church wall-clock time. */
    at: (day: string, time: string) => churchInstant(day, time, tz),
    /** The instant of a church wall-clock time, or now if that is still to come. */
    atMostNow: (day: string, time: string) => {
      const instant = churchInstant(day, time, tz);
      return instant > now ? now : instant;
    },
  };
}

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  const { today, at, atMostNow } = churchCalendar(options);
  const log = options.log ?? (() => {});
  const random = rng(2026);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const passwordHash = await hashPassword(DEMO_PASSWORD, options.passwordHashing);

  await db.transaction(async (tx) => {
    const insertUser = async (firstName: string, lastName: string, email: string, roleNames: Array<keyof typeof ROLE_IDS>, extra: Partial<typeof users.$inferInsert> = {}) => {
      const [row] = await tx.insert(users).values({ firstName, lastName, email, passwordHash, ...extra }).returning({ id: users.id });
      await tx.insert(userRoles).values(roleNames.map((r) => ({ userId: row.id, roleId: ROLE_IDS[r] })));
      return row.id;
    };

    // Admins are church members too, so they get the member role; they lead no unit by default.
    const adminId = await insertUser('Esther', 'Okafor', DEMO_ACCOUNTS.admin, ['admin', 'member'], { phone: '+2348030000001', gender: 'female' });
    const leaderId = await insertUser('Daniel', 'Mensah', DEMO_ACCOUNTS.leader, ['leader', 'member'], { phone: '+2348030000002', gender: 'male' });
    const memberId = await insertUser('Ruth', 'Bello', DEMO_ACCOUNTS.member, ['member'], { phone: '+2348030000003', gender: 'female', birthday: '1994-06-12', address: '12 Palm Avenue, Lagos' });
    const otherLeaderId = await insertUser('Samuel', 'Eze', 'samuel.eze@example.com', ['leader', 'member'], { gender: 'male' });

    const others: number[] = [];
    for (let i = 0; i < 28; i += 1) {
      const long = i === LONG_NAMED.index;
      const first = long ? LONG_NAMED.first : FIRST_NAMES[i % FIRST_NAMES.length];
      const last = long ? LONG_NAMED.last : LAST_NAMES[(i * 5) % LAST_NAMES.length];
      const email = long ? LONG_NAMED.email : `${slugify(`${first} ${last}`)}.${i}@example.com`;
      others.push(await insertUser(first, last, email, ['member'], { gender: i % 2 ? 'male' : 'female' }));
    }

    const unitRows = await tx
      .insert(units)
      .values(['Choir', 'Media', 'Ushering', "Children's Church", 'Prayer Team'].map((name) => ({ name, slug: slugify(name), description: `The ${name} unit` })))
      .returning({ id: units.id, name: units.name });
    const unitId = (name: string) => unitRows.find((u) => u.name === name)!.id;
    const memberships: Array<typeof unitMembers.$inferInsert> = [
      { unitId: unitId('Choir'), userId: leaderId, isLeader: true },
      { unitId: unitId('Media'), userId: leaderId, isLeader: true },
      { unitId: unitId('Choir'), userId: memberId },
      { unitId: unitId('Ushering'), userId: otherLeaderId, isLeader: true },
      { unitId: unitId('Prayer Team'), userId: otherLeaderId, isLeader: true },
    ];
    others.forEach((id, i) => memberships.push({ unitId: unitRows[i % unitRows.length].id, userId: id }));
    await tx.insert(unitMembers).values(memberships);

    // Held since before the oldest seeded history (two years at church scale), so every past
    // month expects its services.
    const activeFrom = addDays(today, -SCHEDULE_HISTORY_DAYS);
    const serviceRows = await tx
      .insert(services)
      .values([
        { name: 'Sunday Service', isRecurring: true, dayOfWeek: 'Sunday', startTime: '08:00', activeFrom },
        { name: 'Tuesday Bible Study', isRecurring: true, dayOfWeek: 'Tuesday', startTime: '17:30', activeFrom },
        { name: 'Friday Prayer Meeting', isRecurring: true, dayOfWeek: 'Friday', startTime: '17:30', activeFrom },
      ])
      .returning({ id: services.id });

    await tx.insert(events).values([
      { title: 'Harvest Thanksgiving', description: 'A morning of thanks, music and a shared meal.', location: 'Main Auditorium', startsAt: at(addDays(today, 14), '10:00'), endsAt: at(addDays(today, 14), '14:00'), createdBy: adminId },
      { title: 'Youth Retreat', description: 'A weekend away for the youth fellowship.', location: 'Camp Ground', startsAt: at(addDays(today, 30), '16:00'), endsAt: at(addDays(today, 32), '12:00'), createdBy: adminId },
      { title: 'Choir Rehearsal Marathon', description: 'Preparing for the end-of-year concert.', location: 'Choir Room', startsAt: at(addDays(today, 5), '17:00'), createdBy: leaderId },
      { title: 'Community Outreach', description: 'Serving food and prayer at the market square.', location: 'Market Square', startsAt: at(addDays(today, -20), '09:00'), createdBy: adminId },
    ]);

    // First-timers spread over the last 12 months, some returning, each with a follow-up and,
    // once contacted, a feedback timeline. The member and leader demo accounts each follow some
    // up; the member's first one is overdue (Not Contacted ten days after the first visit) and a
    // few are unassigned, for the admin to assign.
    const howHeard = ['Friend or family', 'Social media', 'Walked past', 'Flyer', 'Radio'];
    const demoFollowUps: Record<number, { assignee: number; status: FollowUpStatus; daysAgo: number }> = {
      1: { assignee: memberId, status: 'Not Contacted', daysAgo: 10 },
      2: { assignee: memberId, status: 'Contacted', daysAgo: 12 },
      3: { assignee: memberId, status: 'Visiting', daysAgo: 30 },
      4: { assignee: leaderId, status: 'Invited Again', daysAgo: 20 },
      5: { assignee: leaderId, status: 'Not Contacted', daysAgo: 1 },
    };
    for (let i = 0; i < 40; i += 1) {
      const picked = [pick(FIRST_NAMES), pick(LAST_NAMES)];
      // One visitor (followed up by the demo member) has the long name and an email as long.
      const [first, last] = i === LONG_NAMED.firstTimerIndex ? [LONG_NAMED.first, LONG_NAMED.last] : picked;
      const demo = demoFollowUps[i];
      const firstVisit = addDays(today, demo ? -demo.daysAgo : -Math.floor(random() * 360) - 3);
      // Return visits a week apart, up to today.
      const visitDays = Array.from({ length: demo ? 1 : 1 + Math.floor(random() * 4) }, (_, v) => addDays(firstVisit, v * 7)).filter((day) => day <= today);
      const visits = visitDays.length;
      const [ft] = await tx
        .insert(firstTimers)
        .values({
          firstName: first, lastName: last, phone: `+23481${String(10000000 + i * 7919).slice(0, 8)}`,
          email: i === LONG_NAMED.firstTimerIndex ? `visitor.${LONG_NAMED.email}` : i % 3 === 0 ? `${slugify(`${first} ${last}`)}.visitor${i}@example.com` : null,
          gender: i % 2 ? 'male' : 'female', howHeard: pick(howHeard), consentToContact: i % 7 !== 0,
          prayerRequest: i % 4 === 0 ? 'Pray for my family and my new job.' : null,
          firstVisitOn: visitDays[0], lastVisitOn: visitDays[visitDays.length - 1], visitCount: visits,
          createdAt: at(firstVisit, '10:00'),
        })
        .returning({ id: firstTimers.id });
      await tx.insert(firstTimerVisits).values(visitDays.map((day) => ({ firstTimerId: ft.id, visitedOn: day, serviceId: pick(serviceRows).id })));
      const status: FollowUpStatus = demo?.status ?? (i % 7 === 0 ? 'Opt-out' : pick(FOLLOW_UP_STATUSES));
      const closed = status === 'Integrated' || status === 'Opt-out';
      const assignee = demo?.assignee ?? (i % 9 === 0 ? null : pick([memberId, leaderId, ...others.slice(0, 5)]));
      const contacts = status === 'Not Contacted' ? [] : followUpTimeline(status);
      const lastContact = contacts.length > 0 ? addDays(firstVisit, contacts[contacts.length - 1].afterDays) : firstVisit;
      const nextContact = !closed && status !== 'Not Contacted' ? addDays(lastContact, 14) : null;
      const [fu] = await tx
        .insert(followUps)
        .values({
          firstTimerId: ft.id, status, assignedTo: assignee, assignedBy: assignee === null ? null : adminId,
          assignedAt: assignee === null ? null : atMostNow(addDays(firstVisit, 1), '12:00'),
          nextContactOn: nextContact !== null && nextContact > today ? nextContact : null,
          closedAt: closed ? atMostNow(lastContact, '19:00') : null, createdAt: at(firstVisit, '10:00'),
        })
        .returning({ id: followUps.id });
      if (contacts.length > 0) {
        await tx.insert(followUpFeedback).values(
          contacts.map((c) => ({
            followUpId: fu.id, authorId: assignee ?? adminId, contactedAt: atMostNow(addDays(firstVisit, c.afterDays), '18:00'),
            channel: c.channel, outcome: c.outcome, note: c.note, statusFrom: c.from, statusTo: c.to,
          })),
        );
      }
    }

    await tx.insert(formMessages).values([
      { type: 'question', name: 'Tobi A.', email: 'tobi@example.com', message: 'What time does the Sunday service end?' },
      { type: 'prayer', name: null, message: 'Please pray for my mother who is unwell.', isAnonymous: true },
      { type: 'testimony', name: 'Ngozi', message: 'I got the job I prayed for. Thank you all for standing with me!', shareConsent: true },
    ]);

    await generateAttendance(tx as unknown as Db, addDays(today, -365), addDays(today, -1), sql`true`);
    // The leader recorded some of their Choir's and Media's attendance (a member without a phone).
    const choirAndMedia = memberships.filter((m) => !m.isLeader && (m.unitId === unitId('Choir') || m.unitId === unitId('Media'))).map((m) => m.userId);
    await tx.execute(sql`update attendance set recorded_by = ${leaderId}
      where user_id in (${sql.join(choirAndMedia.map((id) => sql`${id}`), sql`, `)}) and id % 4 = 0`);
    // Each demo account has its own goal this month (every month has at least twelve services
    // here), so each shows a level below the top and its message.
    const [year, month] = today.split('-').map(Number);
    await tx.insert(attendanceGoals).values([
      { userId: memberId, year, month, goal: 8 },
      { userId: leaderId, year, month, goal: 10 },
      { userId: adminId, year, month, goal: 12 },
    ]);
  });
  log('Seeded demo data (admin@example.com, leader@example.com, member@example.com; password demo-password-2026).');
}

// A follow-up's contacts up to `status`: a missed call, then a WhatsApp conversation that moves it
// to Contacted, then (when it went further) a visit or a call that moves it to where it is now.
function followUpTimeline(status: FollowUpStatus): Array<{ afterDays: number; channel: FollowUpChannel; outcome: FollowUpOutcome; note: string; from: FollowUpStatus | null; to: FollowUpStatus | null }> {
  const contacts: ReturnType<typeof followUpTimeline> = [
    { afterDays: 2, channel: 'call', outcome: 'no_answer', note: 'No answer; will try WhatsApp.', from: null, to: null },
    { afterDays: 3, channel: 'whatsapp', outcome: 'reached', note: 'Thanked them for coming and shared the service times.', from: 'Not Contacted', to: 'Contacted' },
  ];
  if (status === 'Contacted') return contacts;
  const last = status === 'Opt-out'
    ? { channel: 'call' as const, outcome: 'declined' as const, note: 'Asked not to be contacted again.' }
    : { channel: 'visit' as const, outcome: 'reached' as const, note: status === 'Integrated' ? 'Joined a unit and comes every Sunday.' : 'Visited the family; they plan to come again.' };
  return [...contacts, { afterDays: 9, ...last, from: 'Contacted', to: status }];
}

export const CHURCH_SCALE_MEMBERS = 10_000;

// Benchmark scale: 10,000 members spread over the units, two years of attendance, and 3,000
// first-timers with their follow-ups.
export async function seedChurchScale(db: Db, options: SeedOptions = {}): Promise<void> {
  const { today } = churchCalendar(options);
  const log = options.log ?? (() => {});
  const firstNames = sql.raw(`(array[${FIRST_NAMES.map((f) => `'${f}'`).join(',')}])`);
  const lastNames = sql.raw(`(array[${LAST_NAMES.map((f) => `'${f}'`).join(',')}])`);
  const started = Date.now();
  // Each part is added once: a database seeded before a part existed gains just that part.
  const [{ n }] = await db.select({ n: count() }).from(users).where(sql`${users.email} like 'member%@church.example'`);
  if (Number(n) >= CHURCH_SCALE_MEMBERS) log('Church-scale members and attendance already present.');
  else await seedChurchScaleMembers(db, today, { firstNames, lastNames }, log, options.passwordHashing);
  const [{ fellowships }] = await db.select({ fellowships: count() }).from(units).where(sql`${units.slug} like 'fellowship-%'`);
  if (Number(fellowships) >= CHURCH_SCALE_FELLOWSHIPS) log('Church-scale fellowships already present.');
  else {
    await seedChurchScaleFellowships(db);
    log(`Added ${CHURCH_SCALE_FELLOWSHIPS} fellowships of ${CHURCH_SCALE_MEMBERS / CHURCH_SCALE_FELLOWSHIPS} members, each with a leader.`);
  }
  const [{ visitors }] = await db.select({ visitors: count() }).from(firstTimers).where(sql`${firstTimers.phone} like '+23470%'`);
  if (Number(visitors) >= CHURCH_SCALE_FIRST_TIMERS) log('Church-scale first-timers already present.');
  else await seedChurchScaleFirstTimers(db, today, { firstNames, lastNames });
  const [{ rows }] = await db.select({ rows: count() }).from(attendance);
  log(`Church scale ready: ${Number(rows)} attendance rows and ${CHURCH_SCALE_FIRST_TIMERS} first-timers in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

async function seedChurchScaleMembers(
  db: Db, today: string, { firstNames, lastNames }: { firstNames: SQL; lastNames: SQL }, log: (line: string) => void, passwordHashing?: PasswordHashing,
): Promise<void> {
  const started = Date.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD, passwordHashing);
  // Their accounts date from the start of their two years of history, as a church's members' do.
  const joinedAt = `${addDays(today, -Math.round(24 * 30.5))}T00:00:00Z`;
  const batch = 2000;
  for (let start = 1; start <= CHURCH_SCALE_MEMBERS; start += batch) {
    const end = Math.min(start + batch - 1, CHURCH_SCALE_MEMBERS);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        with created as (
          insert into users (first_name, last_name, email, password_hash, gender, phone, created_at)
          select ${firstNames}[1 + i % ${sql.raw(String(FIRST_NAMES.length))}], ${lastNames}[1 + (i / 7) % ${sql.raw(String(LAST_NAMES.length))}],
                 'member' || i || '@church.example', ${passwordHash}::text, case when i % 2 = 0 then 'female' else 'male' end,
                 '+23490' || lpad(i::text, 8, '0'), ${joinedAt}::timestamptz
          from generate_series(${start}::int, ${end}::int) as i
          returning id
        )
        insert into user_roles (user_id, role_id) select id, ${sql.raw(String(ROLE_IDS.member))} from created`);
    });
  }
  log(`Inserted ${CHURCH_SCALE_MEMBERS} members in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  // Month by month so progress is visible and each statement stays a reasonable size.
  for (let m = 24; m >= 1; m -= 1) {
    const from = addDays(today, -Math.round(m * 30.5));
    const to = addDays(today, -Math.round((m - 1) * 30.5) - 1);
    await generateAttendance(db, from, to, sql`u.email like 'member%@church.example'`);
    log(`Attendance: ${25 - m}/24 months (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
}

export const CHURCH_SCALE_FELLOWSHIPS = 20;

// A church of 10,000 cares for its people in small groups: 20 fellowships of 500 members, each
// led by one of them (the leader role with it), the size the units budgets are measured at.
async function seedChurchScaleFellowships(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Databases seeded before the fellowships spread the church-scale members over the demo units.
    await tx.execute(sql`delete from unit_members where user_id in (select id from users where email like 'member%@church.example')`);
    await tx.execute(sql`
      insert into units (name, slug, description)
      select 'Fellowship ' || k, 'fellowship-' || k, 'Home fellowship ' || k from generate_series(1, ${CHURCH_SCALE_FELLOWSHIPS}::int) as k
      on conflict (slug) do nothing`);
    await tx.execute(sql`
      insert into unit_members (unit_id, user_id, is_leader)
      select f.id, u.id, (u.n - 1) / ${CHURCH_SCALE_FELLOWSHIPS}::int = 0
      from (select id, row_number() over (order by id) as n from users where email like 'member%@church.example') as u
      join units f on f.slug = 'fellowship-' || (1 + (u.n - 1) % ${CHURCH_SCALE_FELLOWSHIPS}::int)
      on conflict do nothing`);
    await tx.execute(sql`
      insert into user_roles (user_id, role_id)
      select user_id, ${sql.raw(String(ROLE_IDS.leader))} from unit_members um join units f on f.id = um.unit_id
      where f.slug like 'fellowship-%' and um.is_leader
      on conflict do nothing`);
  });
}

export const CHURCH_SCALE_FIRST_TIMERS = 3_000;

// 3,000 first-timers over the last two years (about four a day), the same shape as the demo's:
// return visits a week apart (half come once, a tenth four times or more), every status, 200
// church members following them up (a seventh unassigned), some overdue, and a WhatsApp contact
// that moved each contacted one on.
async function seedChurchScaleFirstTimers(db: Db, today: string, names: { firstNames: SQL; lastNames: SQL }): Promise<void> {
  const statuses = sql.raw(`(array[${FOLLOW_UP_STATUSES.map((s) => `'${s}'`).join(',')}])`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into first_timers (first_name, last_name, phone, email, gender, how_heard, consent_to_contact, first_visit_on, last_visit_on, visit_count, created_at)
      select ${names.firstNames}[1 + (i * 3) % ${sql.raw(String(FIRST_NAMES.length))}], ${names.lastNames}[1 + (i * 5) % ${sql.raw(String(LAST_NAMES.length))}],
             '+23470' || lpad(i::text, 8, '0'), case when i % 3 = 0 then 'visitor' || i || '@church.example' end,
             case when i % 2 = 0 then 'female' else 'male' end, 'Friend or family', i % 7 <> 0,
             v.first_visit, v.first_visit + (v.visits - 1) * 7, v.visits, v.first_visit + time '10:00'
      from generate_series(1, ${CHURCH_SCALE_FIRST_TIMERS}::int) as i,
        lateral (select ${today}::date - (i * 730 / ${CHURCH_SCALE_FIRST_TIMERS}::int) as first_visit) as d,
        lateral (select d.first_visit,
          least(case when i % 10 < 5 then 1 when i % 10 < 8 then 2 when i % 10 < 9 then 3 else 4 + i % 3 end,
                1 + (${today}::date - d.first_visit) / 7) as visits) as v`);
    const scale = sql.raw(`ft.phone like '+23470%'`); // the church-scale visitors' phones
    await tx.execute(sql`
      insert into first_timer_visits (first_timer_id, visited_on)
      select ft.id, ft.first_visit_on + k * 7 from first_timers ft, generate_series(0, ft.visit_count - 1) as k where ${scale}`);
    // Statuses cycle; Integrated and Opt-out are closed. Every thirteenth open one has a next
    // contact in the past (overdue), as has every Not Contacted one older than three days.
    await tx.execute(sql`
      with helpers as (select id, row_number() over (order by id) as n from users where email like 'member%@church.example' and id % 50 = 0),
      picked as (
        select ft.id, ft.first_visit_on, ${statuses}[1 + ft.id % 6] as status,
          case when ft.id % 7 = 0 then null else (select h.id from helpers h where h.n = 1 + ft.id % (select count(*) from helpers)) end as assignee
        from first_timers ft where ${scale})
      insert into follow_ups (first_timer_id, status, assigned_to, assigned_at, due_on, closed_at, created_at)
      select id, status, assignee, case when assignee is null then null else first_visit_on + time '12:00' end,
        case when status in ('Integrated', 'Opt-out', 'Not Contacted') then null
             when id % 13 = 0 then least(first_visit_on + 14, ${today}::date - 1) else greatest(first_visit_on + 14, ${today}::date + 7) end,
        case when status in ('Integrated', 'Opt-out') then least(first_visit_on + 9, ${today}::date - 1) + time '19:00' end,
        first_visit_on + time '10:00'
      from picked`);
    await tx.execute(sql`
      insert into follow_up_feedback (follow_up_id, author_id, contacted_at, channel, outcome, note, status_from, status_to)
      select fu.id, fu.assigned_to, least(ft.first_visit_on + 3, ${today}::date - 1) + time '18:00', 'whatsapp', 'reached',
        'Thanked them for coming and shared the service times.', 'Not Contacted', fu.status
      from follow_ups fu join first_timers ft on ft.id = fu.first_timer_id
      where ${scale} and fu.status <> 'Not Contacted'`);
  });
}
