import { eq } from 'drizzle-orm';
import { addDays, todayInChurch, weekdayOf } from '@church/contracts/church-time';
import { ROTA_LINK_EXPIRED_MESSAGE, ROTA_LINK_UNKNOWN_MESSAGE, ROTA_LINK_USED_MESSAGE, type ServingPlace, type Team } from '@church/contracts/teams';
import { rotaPlaces, services, users } from '../../db/schema';
import { runJob } from '../../jobs/run-job';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { NOTIFICATION_MAIL_JOB } from '../../notifications/mail-jobs';
import { newAnswerLinks } from '../../rotas/answer-links';
import { forgetSchedule } from '../../schedule/cache';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';

// Asking and answering through the API: a leader publishes the team's drafts, each person is asked
// by the bell and a mail with one-use answer links, answers by the link (signed out) or from their
// dashboard, and a decline (or a blockout added later) tells the team's leaders with stand-ins.
const sent: MailMessage[] = [];
const mailer: Mailer = { kind: 'custom', send: async (message) => void sent.push(message) };
let ctx: TestContext;
type Who = 'admin' | 'leader' | 'member' | 'samuel';
const token = {} as Record<Who, string>;
const id = {} as Record<Who, number>;
const email = { admin: 'admin@example.com', leader: 'leader@example.com', member: 'member@example.com', samuel: 'samuel.eze@example.com' };

const send = async (who: Who | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who ? auth(token[who]) : {}, ...(payload ? { payload } : {}) });

const today = todayInChurch();
const day = addDays(today, 14);
const nextWeek = addDays(day, 7);
let weekly: number;
let welcome: Team;
let choir: Team;
let greeter: number;
const name = (who: Who) => welcome.members.find((m) => m.id === id[who])!.full_name;
const placeOf = async (who: Who, date: string) =>
  (await ctx.database.db.select({ id: rotaPlaces.id, userId: rotaPlaces.userId }).from(rotaPlaces).where(eq(rotaPlaces.servedOn, date))).find((r) => r.userId === id[who])!.id;
const linkOf = (message: MailMessage, answer: 'accept' | 'decline') => new URL(/https?:\/\/\S+answer=\w+/g.exec(message.text.split('\n').find((line) => line.startsWith(answer === 'accept' ? 'Accept' : 'Decline'))!)![0]);
const notificationsOf = async (who: Who) => (await send(who, 'GET', '/api/notifications')).json().data as { title: string; body: string }[];

beforeAll(async () => {
  ctx = await createTestApp({ mailer });
  for (const who of ['admin', 'leader', 'member', 'samuel'] as const) {
    token[who] = await loginAs(ctx.app, email[who]);
    id[who] = (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email[who])))[0].id;
  }
  [{ id: weekly }] = await ctx.database.db.insert(services)
    .values({ name: 'Rota vespers', isRecurring: true, dayOfWeek: weekdayOf(day), startTime: '20:00:00', activeFrom: addDays(today, -7) })
    .returning({ id: services.id });
  forgetSchedule(ctx.database.db);
  const newTeam = async (teamName: string) => (await send('admin', 'POST', '/api/teams', { name: teamName })).json().data as Team;
  welcome = await newTeam('Welcome');
  choir = await newTeam('Choir rota');
  greeter = (await send('admin', 'POST', `/api/teams/${welcome.id}/positions`, { name: 'Greeter', needed: 2 })).json().data.id;
  // The member leads Welcome (serving no position); Samuel, the leader and the admin greet. The leader leads the choir.
  await send('admin', 'PUT', `/api/teams/${welcome.id}/members/${id.member}`, { position_ids: [], is_leader: true });
  for (const who of ['samuel', 'leader', 'admin'] as const) await send('admin', 'PUT', `/api/teams/${welcome.id}/members/${id[who]}`, { position_ids: [greeter], back_to_back: true });
  await send('admin', 'PUT', `/api/teams/${choir.id}/members/${id.leader}`, { position_ids: [], is_leader: true });
  welcome = (await send('admin', 'GET', `/api/teams/${welcome.id}`)).json().data;
  const plan = (date: string, people: Who[]) => send('member', 'PUT', `/api/teams/${welcome.id}/plans/${weekly}/${date}`, { assignments: people.map((who) => ({ position_id: greeter, person_id: id[who] })) });
  expect((await plan(day, ['samuel', 'leader'])).statusCode).toBe(200);
  expect((await plan(nextWeek, ['samuel'])).statusCode).toBe(200);
}, 60_000);
afterAll(() => ctx.close());

describe('publishing a team’s drafts', () => {
  it('a leader publishes only their own teams; each person asked gets the bell and a mail with Accept and Decline links', async () => {
    expect((await send('member', 'POST', `/api/teams/${choir.id}/plans/publish`, { from: today, to: nextWeek })).statusCode).toBe(403);
    expect((await send('samuel', 'POST', `/api/teams/${welcome.id}/plans/publish`, { from: today, to: nextWeek })).statusCode).toBe(403);
    const published = await send('member', 'POST', `/api/teams/${welcome.id}/plans/publish`, { from: today, to: nextWeek });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({ data: { asked: 3, not_asked: [] }, message: '3 people were asked to serve.' });
    expect((await send('member', 'POST', `/api/teams/${welcome.id}/plans/publish`, { from: today, to: nextWeek })).json().data.asked).toBe(0);

    const grid = (await send('samuel', 'GET', `/api/teams/${welcome.id}/plans?from=${day}&to=${day}`)).json().data;
    expect(grid.find((o: { service_id: number }) => o.service_id === weekly).places.map((p: { state: string }) => p.state)).toEqual(['asked', 'asked']);
    expect((await notificationsOf('samuel')).map((n) => n.title)).toEqual(expect.arrayContaining([expect.stringMatching(/^Can you serve as Greeter on /)]));

    // Publishing sends the asking mails at once (the mail job kicked); a later run of the job sends no second mail.
    await ctx.app.flushMail();
    await runJob(ctx.app, NOTIFICATION_MAIL_JOB);
    const mails = sent.filter((m) => m.to === email.samuel);
    expect(mails).toHaveLength(2);
    expect(mails[0].text).toContain('Welcome asks you to serve as Greeter at Rota vespers');
    expect(linkOf(mails[0], 'accept').pathname).toBe('/rota/answer');
    expect(linkOf(mails[0], 'accept').searchParams.get('token')).toBe(linkOf(mails[0], 'decline').searchParams.get('token'));
    expect(mails[0].html).toContain('>Accept</a>');
  });
});

describe('answering', () => {
  const mailFor = (date: string) => sent.find((m) => m.to === email.samuel && m.text.includes(new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`))))!;

  it('an answer link works signed out, once, and only for its place', async () => {
    const accept = linkOf(mailFor(day), 'accept');
    const answered = await send(null, 'POST', '/api/rota/answers', { token: accept.searchParams.get('token'), answer: 'accept' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toMatchObject({ date: day, state: 'accepted', team_name: 'Welcome', position_name: 'Greeter', service_name: 'Rota vespers' });
    expect(answered.json().message).toMatch(/^Thank you: you serve as Greeter at Rota vespers/);

    const again = await send(null, 'POST', '/api/rota/answers', { token: accept.searchParams.get('token'), answer: 'decline' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ROTA_LINK_USED_MESSAGE);
    const mine = (await send('samuel', 'GET', '/api/me/serving')).json().data as ServingPlace[];
    expect(mine.map((p) => [p.date, p.state])).toEqual([[day, 'accepted'], [nextWeek, 'asked']]);

    const unknown = await send(null, 'POST', '/api/rota/answers', { token: 'not-a-token', answer: 'accept' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ROTA_LINK_UNKNOWN_MESSAGE);
    expect((await send(null, 'POST', '/api/rota/answers', { token: 'x', answer: 'maybe' })).statusCode).toBe(422);
  });

  it('the preview shows what a link asks without using it, and refuses as the answer would', async () => {
    const accept = linkOf(mailFor(nextWeek), 'accept').searchParams.get('token');
    for (let i = 0; i < 2; i += 1) {
      const shown = await send(null, 'POST', '/api/rota/answers/preview', { token: accept });
      expect(shown.statusCode).toBe(200);
      expect(shown.json().data).toMatchObject({ date: nextWeek, state: 'asked', team_name: 'Welcome', position_name: 'Greeter', service_name: 'Rota vespers' });
      expect(shown.json().data).not.toHaveProperty('full_name');
    }
    expect((await send('samuel', 'GET', '/api/me/serving')).json().data.find((p: ServingPlace) => p.date === nextWeek).state).toBe('asked');

    const unknown = await send(null, 'POST', '/api/rota/answers/preview', { token: 'not-a-token' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ROTA_LINK_UNKNOWN_MESSAGE);
    const used = await send(null, 'POST', '/api/rota/answers/preview', { token: linkOf(mailFor(day), 'decline').searchParams.get('token') });
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe(ROTA_LINK_USED_MESSAGE);
    expect((await send(null, 'POST', '/api/rota/answers/preview', {})).statusCode).toBe(422);
  });

  it('a link for a service already held no longer works', async () => {
    const place = await placeOf('leader', day);
    const links = await newAnswerLinks(ctx.database.db, 'http://site.test', place);
    await ctx.database.db.update(rotaPlaces).set({ servedOn: addDays(today, -7) }).where(eq(rotaPlaces.id, place));
    try {
      const lateToken = new URL(links.accept).searchParams.get('token');
      const preview = await send(null, 'POST', '/api/rota/answers/preview', { token: lateToken });
      expect([preview.statusCode, preview.json().message]).toEqual([410, ROTA_LINK_EXPIRED_MESSAGE]);
      const late = await send(null, 'POST', '/api/rota/answers', { token: lateToken, answer: 'accept' });
      expect(late.statusCode).toBe(410);
      expect(late.json().message).toBe(ROTA_LINK_EXPIRED_MESSAGE);
    } finally {
      await ctx.database.db.update(rotaPlaces).set({ servedOn: day }).where(eq(rotaPlaces.id, place));
    }
  });

  it('a person sees only their own places, and cannot answer another person’s', async () => {
    const theirs = (await send('leader', 'GET', '/api/me/serving')).json().data as ServingPlace[];
    expect(theirs.map((p) => [p.date, p.state, p.team_name])).toEqual([[day, 'asked', 'Welcome']]);
    const samuels = await placeOf('samuel', nextWeek);
    const other = await send('leader', 'PUT', `/api/me/serving/${samuels}`, { answer: 'decline' });
    expect(other.statusCode).toBe(404);
    expect((await send('samuel', 'GET', '/api/me/serving')).json().data.find((p: ServingPlace) => p.id === samuels).state).toBe('asked');
  });

  it('a decline from the dashboard frees the place and tells the leader at once with ranked stand-ins', async () => {
    const place = await placeOf('samuel', nextWeek);
    const declined = await send('samuel', 'PUT', `/api/me/serving/${place}`, { answer: 'decline' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ data: { state: 'declined' }, message: expect.stringContaining('Welcome’s leaders were told') });
    // Its mail's link is spent with it.
    const decline = linkOf(mailFor(nextWeek), 'decline');
    expect((await send(null, 'POST', '/api/rota/answers', { token: decline.searchParams.get('token'), answer: 'decline' })).statusCode).toBe(409);
    // Accepting a declined place again is the leader's call.
    expect((await send('samuel', 'PUT', `/api/me/serving/${place}`, { answer: 'accept' })).statusCode).toBe(409);

    // Stand-ins: who serves Greeter and is free, fairest first (the admin has not served; the leader served the week before).
    const told = (await notificationsOf('member')).find((n) => n.title.startsWith(`${name('samuel')} cannot serve as Greeter`));
    expect(told?.body).toContain(`Who could stand in, best first: 1. ${name('admin')}, 2. ${name('leader')}.`);
    const { proposed } = (await send('member', 'POST', `/api/teams/${welcome.id}/auto-schedule`, { from: nextWeek, to: nextWeek })).json().data;
    expect(proposed.filter((p: { service_id: number }) => p.service_id === weekly).map((p: { person_id: number }) => p.person_id)).toEqual([id.admin, id.leader]);
  });

  it('a blockout added later declines an accepted place and tells the leader', async () => {
    const place = await placeOf('leader', day);
    expect((await send('leader', 'PUT', `/api/me/serving/${place}`, { answer: 'accept' })).json().data.state).toBe('accepted');
    expect((await send('leader', 'POST', '/api/me/blockouts', { from: day })).statusCode).toBe(201);
    expect((await send('leader', 'GET', '/api/me/serving')).json().data.map((p: ServingPlace) => [p.date, p.state])).toEqual([[day, 'declined']]);
    const told = (await notificationsOf('member')).find((n) => n.title.startsWith(`${name('leader')} cannot serve as Greeter`));
    expect(told?.body).toContain('The place is open again.');
  });

  it('an announced absence does the same to an accepted place', async () => {
    expect((await send('samuel', 'POST', '/api/me/absences', { from: day, to: day, reason: 'travel' })).statusCode).toBe(201);
    expect((await send('samuel', 'GET', '/api/me/serving')).json().data.map((p: ServingPlace) => [p.date, p.state])).toEqual([[day, 'declined'], [nextWeek, 'declined']]);
    // The leader is blocked out that day, so the admin alone could stand in.
    const told = (await notificationsOf('member')).filter((n) => n.title.startsWith(`${name('samuel')} cannot serve as Greeter on`));
    expect(told.map((n) => n.body)).toContainEqual(expect.stringContaining(`Who could stand in, best first: 1. ${name('admin')}.`));
  });
});
