import { and, eq } from 'drizzle-orm';
import { addDays, formatChurchDate, todayInChurch, weekdayOf } from '@church/contracts/church-time';
import { ROTA_LINK_UNKNOWN_MESSAGE, type Team } from '@church/contracts/teams';
import { notifications, rotaPlaces, services, users } from '../../db/schema';
import { runJob } from '../../jobs/run-job';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { NOTIFICATION_MAIL_JOB } from '../../notifications/mail-jobs';
import { askedSubject } from '../../rotas/answer-links';
import { forgetSchedule } from '../../schedule/cache';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';

// What publishing, a leader's change and a decline tell people: nobody blocked out is asked, a
// place taken back is said to its person, a team without a leader has its admins told; and the
// team's share of requests answered within 48 hours, shown to its leaders.
const sent: MailMessage[] = [];
const mailer: Mailer = { kind: 'custom', send: async (message) => void sent.push(message) };
let ctx: TestContext;
type Who = 'admin' | 'leader' | 'member' | 'samuel';
const token = {} as Record<Who, string>;
const id = {} as Record<Who, number>;
const email = { admin: 'admin@example.com', leader: 'leader@example.com', member: 'member@example.com', samuel: 'samuel.eze@example.com' };

const send = async (who: Who | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who ? auth(token[who]) : {}, ...(payload ? { payload } : {}) });
const notificationsOf = async (who: Who) => (await send(who, 'GET', '/api/notifications')).json().data as { title: string; body: string }[];

const today = todayInChurch();
const week = (n: number) => addDays(today, 7 * n);
let matins: number;
let media: Team;
let sound: number;
const plan = (team: Team, position: number, date: string, people: Who[]) =>
  send('admin', 'PUT', `/api/teams/${team.id}/plans/${matins}/${date}`, { assignments: people.map((who) => ({ position_id: position, person_id: id[who] })) });
const publish = (team: Team, from: string, to = from) => send('member', 'POST', `/api/teams/${team.id}/plans/publish`, { from, to });
const placeOf = async (who: Who, date: string) =>
  (await ctx.database.db.select({ id: rotaPlaces.id }).from(rotaPlaces).where(and(eq(rotaPlaces.servedOn, date), eq(rotaPlaces.userId, id[who]))))[0]?.id;

beforeAll(async () => {
  ctx = await createTestApp({ mailer });
  for (const who of ['admin', 'leader', 'member', 'samuel'] as const) {
    token[who] = await loginAs(ctx.app, email[who]);
    id[who] = (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email[who])))[0].id;
  }
  [{ id: matins }] = await ctx.database.db.insert(services)
    .values({ name: 'Rota matins', isRecurring: true, dayOfWeek: weekdayOf(week(2)), startTime: '07:00:00', activeFrom: addDays(today, -7) })
    .returning({ id: services.id });
  forgetSchedule(ctx.database.db);
  media = (await send('admin', 'POST', '/api/teams', { name: 'Media desk' })).json().data;
  sound = (await send('admin', 'POST', `/api/teams/${media.id}/positions`, { name: 'Sound desk', needed: 2 })).json().data.id;
  // The member leads Media desk; Samuel and the leader serve on the sound desk.
  await send('admin', 'PUT', `/api/teams/${media.id}/members/${id.member}`, { position_ids: [], is_leader: true });
  for (const who of ['samuel', 'leader'] as const) await send('admin', 'PUT', `/api/teams/${media.id}/members/${id[who]}`, { position_ids: [sound], back_to_back: true });
}, 60_000);
afterAll(() => ctx.close());

describe('publishing', () => {
  it('does not ask a person blocked out since their draft was made, and tells the leader who was not asked', async () => {
    expect((await plan(media, sound, week(2), ['samuel', 'leader'])).statusCode).toBe(200);
    expect((await send('samuel', 'POST', '/api/me/blockouts', { from: week(2), note: 'Away' })).statusCode).toBe(201);

    const published = await publish(media, week(2));
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toEqual({ asked: 1, not_asked: [{ place_id: await placeOf('samuel', week(2)), full_name: 'Samuel Eze', position_name: 'Sound desk', date: week(2) }] });
    expect(published.json().message).toBe(`1 person was asked to serve. Not asked: Samuel Eze (Sound desk) is blocked out on ${formatChurchDate(week(2))}. That place stays a draft for you to change.`);
    expect((await notificationsOf('samuel')).map((n) => n.title)).not.toContainEqual(expect.stringMatching(/^Can you serve/));
    const grid = (await send('member', 'GET', `/api/teams/${media.id}/plans?from=${week(2)}&to=${week(2)}`)).json().data;
    expect(grid.find((o: { service_id: number }) => o.service_id === matins).places.map((p: { full_name: string; state: string }) => [p.full_name, p.state])).toEqual(expect.arrayContaining([['Samuel Eze', 'draft'], [expect.any(String), 'asked']]));
  });
});

describe('a leader taking a place back', () => {
  it('tells a person asked or accepted (bell and mail), spends their links, and stops an asking mail not sent yet', async () => {
    expect((await plan(media, sound, week(3), ['samuel', 'leader'])).statusCode).toBe(200);
    await publish(media, week(3));
    // Publishing sends the asking mails at once.
    await ctx.app.flushMail();
    const asking = sent.find((m) => m.to === email.samuel && m.subject === `Can you serve as Sound desk on ${formatChurchDate(week(3))}?`)!;
    const link = new URL(/https?:\/\/\S+answer=accept/.exec(asking.text)![0]);
    expect((await send('leader', 'PUT', `/api/me/serving/${await placeOf('leader', week(3))}`, { answer: 'accept' })).statusCode).toBe(200);
    // Another place, asked but whose mail has not gone yet, is taken back too.
    expect((await plan(media, sound, week(4), ['samuel'])).statusCode).toBe(200);
    await publish(media, week(4));
    await ctx.app.flushMail();
    // As if its mail had not gone yet (the mail server down, a retry to come).
    await ctx.database.db.update(notifications).set({ mailStatus: 'pending' }).where(and(eq(notifications.kind, 'rota_asked'), eq(notifications.subject, askedSubject(await placeOf('samuel', week(4))))));

    const before = sent.length;
    expect((await plan(media, sound, week(3), [])).statusCode).toBe(200);
    expect((await plan(media, sound, week(4), [])).statusCode).toBe(200);
    const title = (date: string) => `You are no longer needed as Sound desk on ${formatChurchDate(date)}`;
    expect((await notificationsOf('samuel')).map((n) => n.title)).toEqual(expect.arrayContaining([title(week(3)), title(week(4))]));
    expect((await notificationsOf('leader')).map((n) => n.title)).toContain(title(week(3)));

    // Taking places back sends their mails at once; a run of the mail job after sends no asking mail.
    await ctx.app.flushMail();
    await runJob(ctx.app, NOTIFICATION_MAIL_JOB);
    const mailed = sent.slice(before).map((m) => [m.to, m.subject]);
    expect(mailed).toEqual(expect.arrayContaining([[email.samuel, title(week(3))], [email.samuel, title(week(4))], [email.leader, title(week(3))]]));
    expect(mailed).not.toContainEqual([email.samuel, expect.stringMatching(/^Can you serve/)]);

    const answered = await send(null, 'POST', '/api/rota/answers', { token: link.searchParams.get('token'), answer: 'accept' });
    expect(answered.statusCode).toBe(404);
    expect(answered.json().message).toBe(ROTA_LINK_UNKNOWN_MESSAGE);
  });

  it('says nothing to a person whose place was only a draft', async () => {
    expect((await plan(media, sound, week(5), ['leader'])).statusCode).toBe(200);
    expect((await plan(media, sound, week(5), [])).statusCode).toBe(200);
    expect((await notificationsOf('leader')).map((n) => n.title)).not.toContain(`You are no longer needed as Sound desk on ${formatChurchDate(week(5))}`);
  });
});

describe('a decline on a team without a leader', () => {
  it('tells the church’s admins, with the stand-ins', async () => {
    const carPark: Team = (await send('admin', 'POST', '/api/teams', { name: 'Car park' })).json().data;
    const marshal = (await send('admin', 'POST', `/api/teams/${carPark.id}/positions`, { name: 'Marshal', needed: 1 })).json().data.id;
    for (const who of ['samuel', 'leader'] as const) await send('admin', 'PUT', `/api/teams/${carPark.id}/members/${id[who]}`, { position_ids: [marshal] });
    expect((await plan(carPark, marshal, week(6), ['samuel'])).statusCode).toBe(200);
    expect((await send('admin', 'POST', `/api/teams/${carPark.id}/plans/publish`, { from: week(6), to: week(6) })).json().data.asked).toBe(1);
    const carParkPlace = (await ctx.database.db.select({ id: rotaPlaces.id }).from(rotaPlaces).where(and(eq(rotaPlaces.teamId, carPark.id), eq(rotaPlaces.userId, id.samuel))))[0].id;
    expect((await send('samuel', 'PUT', `/api/me/serving/${carParkPlace}`, { answer: 'decline' })).statusCode).toBe(200);

    const told = (await notificationsOf('admin')).find((n) => n.title === `Samuel Eze cannot serve as Marshal on ${formatChurchDate(week(6))}`);
    expect(told?.body).toContain('Who could stand in, best first: 1. ');
    expect(told?.body).toContain('Car park has no leader to tell, so the church’s admins are told.');
  });
});

describe('the share of requests answered within 48 hours', () => {
  it('counts the places asked between 13 weeks and 48 hours ago, for the team’s leaders and admins only', async () => {
    const team: Team = (await send('admin', 'POST', '/api/teams', { name: 'Ushers' })).json().data;
    const usher = (await send('admin', 'POST', `/api/teams/${team.id}/positions`, { name: 'Usher', needed: 1 })).json().data.id;
    await send('admin', 'PUT', `/api/teams/${team.id}/members/${id.member}`, { position_ids: [usher], is_leader: true });
    await send('admin', 'PUT', `/api/teams/${team.id}/members/${id.samuel}`, { position_ids: [usher] });
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const requests: [number, number | null][] = [
      [72, 24], // answered a day after: in time
      [96, 20], // answered 76 hours after: late
      [120, null], // never answered
      [10, null], // asked 10 hours ago: its 48 hours are not over, not counted yet
      [24 * 100, 24 * 100 - 1], // asked 100 days ago: too long ago
    ];
    await ctx.database.db.insert(rotaPlaces).values(requests.map(([asked, answered], i) => ({
      teamId: team.id, positionId: usher, serviceId: matins, servedOn: addDays(today, -i - 1), userId: id.samuel,
      state: answered === null ? 'asked' : 'accepted', askedAt: hoursAgo(asked), answeredAt: answered === null ? null : hoursAgo(answered),
    })));
    // A draft is no request.
    await ctx.database.db.insert(rotaPlaces).values({ teamId: team.id, positionId: usher, serviceId: matins, servedOn: week(8), userId: id.samuel });

    for (const who of ['member', 'admin'] as const) {
      const read = await send(who, 'GET', `/api/teams/${team.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json().data.answers_48h).toEqual({ asked: 3, answered_in_48h: 1 });
    }
    expect((await send('samuel', 'GET', `/api/teams/${team.id}`)).json().data.answers_48h).toBeNull();
  });
});
