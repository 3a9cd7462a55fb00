import { eq } from 'drizzle-orm';
import { addDays, todayInChurch, weekdayOf } from '@church/contracts/church-time';
import {
  NO_SERVING_PLACE_MESSAGE, ROTA_LINK_UNKNOWN_MESSAGE, ROTA_LINK_USED_MESSAGE, type ServingPlace, SWAP_NOT_ACCEPTED_MESSAGE, SWAP_NO_LONGER_FREE_MESSAGE, SWAP_NOT_CANDIDATE_MESSAGE, SWAP_OPEN_MESSAGE, type Team,
} from '@church/contracts/teams';
import { rotaPlaces, services, users } from '../../db/schema';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { forgetSchedule } from '../../schedule/cache';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';

// Swaps through the API: the person on an accepted place asks someone of the team who could stand
// in to take it; the one asked answers by their mail's link (signed out) or their dashboard; a yes
// makes the place theirs and tells the one who asked and the team's leaders, a no tells the one who
// asked, who keeps the place. A leader taking the place away, or its person declining it, ends it.
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
const third = addDays(day, 14);
const fourth = addDays(day, 21);
let weekly: number;
let media: Team;
let sound: number;
const name = (who: Who) => media.members.find((m) => m.id === id[who])!.full_name;
const placeAt = async (date: string) => (await ctx.database.db.select().from(rotaPlaces).where(eq(rotaPlaces.servedOn, date)))[0];
const servingOf = async (who: Who) => (await send(who, 'GET', '/api/me/serving')).json().data as ServingPlace[];
const titlesOf = async (who: Who) => ((await send(who, 'GET', '/api/notifications')).json().data as { title: string }[]).map((n) => n.title);
const tokenOf = (message: MailMessage) => new URL(/https?:\/\/\S+answer=accept/.exec(message.text)![0]).searchParams.get('token');
const swapMails = (who: Who) => sent.filter((m) => m.to === email[who] && m.text.includes('asks you to take their place'));
/** Samuel's place that day, planned, published and accepted by him. */
async function samuelAccepts(date: string): Promise<number> {
  expect((await send('leader', 'PUT', `/api/teams/${media.id}/plans/${weekly}/${date}`, { assignments: [{ position_id: sound, person_id: id.samuel }] })).statusCode).toBe(200);
  expect((await send('leader', 'POST', `/api/teams/${media.id}/plans/publish`, { from: date, to: date })).json().data.asked).toBe(1);
  const place = (await placeAt(date)).id;
  expect((await send('samuel', 'PUT', `/api/me/serving/${place}`, { answer: 'accept' })).statusCode).toBe(200);
  return place;
}

beforeAll(async () => {
  ctx = await createTestApp({ mailer });
  for (const who of ['admin', 'leader', 'member', 'samuel'] as const) {
    token[who] = await loginAs(ctx.app, email[who]);
    id[who] = (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email[who])))[0].id;
  }
  [{ id: weekly }] = await ctx.database.db.insert(services)
    .values({ name: 'Swap vespers', isRecurring: true, dayOfWeek: weekdayOf(day), startTime: '20:00:00', activeFrom: addDays(today, -7) })
    .returning({ id: services.id });
  forgetSchedule(ctx.database.db);
  media = (await send('admin', 'POST', '/api/teams', { name: 'Media swaps' })).json().data;
  sound = (await send('admin', 'POST', `/api/teams/${media.id}/positions`, { name: 'Sound desk', needed: 1 })).json().data.id;
  // The leader leads (serving no position); Samuel, the member and the admin run the sound desk; the admin is blocked out on the first day.
  await send('admin', 'PUT', `/api/teams/${media.id}/members/${id.leader}`, { position_ids: [], is_leader: true });
  for (const who of ['samuel', 'member', 'admin'] as const) await send('admin', 'PUT', `/api/teams/${media.id}/members/${id[who]}`, { position_ids: [sound], back_to_back: true });
  expect((await send('admin', 'POST', '/api/me/blockouts', { from: day })).statusCode).toBe(201);
  media = (await send('admin', 'GET', `/api/teams/${media.id}`)).json().data;
}, 60_000);
afterAll(() => ctx.close());

it('only the place’s person may hand it on, once they accepted it, and only to someone who could stand in', async () => {
  expect((await send('leader', 'PUT', `/api/teams/${media.id}/plans/${weekly}/${day}`, { assignments: [{ position_id: sound, person_id: id.samuel }] })).statusCode).toBe(200);
  await send('leader', 'POST', `/api/teams/${media.id}/plans/publish`, { from: day, to: day });
  const place = (await placeAt(day)).id;
  const asked = await send('samuel', 'GET', `/api/me/serving/${place}/replacements`);
  expect([asked.statusCode, asked.json().message]).toEqual([409, SWAP_NOT_ACCEPTED_MESSAGE]);
  await send('samuel', 'PUT', `/api/me/serving/${place}`, { answer: 'accept' });

  for (const who of ['member', 'leader'] as const) {
    const notTheirs = await send(who, 'GET', `/api/me/serving/${place}/replacements`);
    expect([notTheirs.statusCode, notTheirs.json().message]).toEqual([404, NO_SERVING_PLACE_MESSAGE]);
    expect((await send(who, 'POST', `/api/me/serving/${place}/swap`, { person_id: id.member })).statusCode).toBe(404);
  }
  // The admin is blocked out that day and the leader serves no Sound desk: the member alone could take it.
  expect((await send('samuel', 'GET', `/api/me/serving/${place}/replacements`)).json().data).toEqual([{ person_id: id.member, full_name: name('member') }]);
  for (const who of ['admin', 'leader', 'samuel'] as const) {
    const refused = await send('samuel', 'POST', `/api/me/serving/${place}/swap`, { person_id: id[who] });
    expect([refused.statusCode, refused.json().errors]).toEqual([422, { person_id: [SWAP_NOT_CANDIDATE_MESSAGE] }]);
  }
  expect((await send('samuel', 'POST', `/api/me/serving/${place}/swap`, { person_id: 'x' })).statusCode).toBe(422);

  const proposed = await send('samuel', 'POST', `/api/me/serving/${place}/swap`, { person_id: id.member });
  expect(proposed.statusCode).toBe(200);
  expect(proposed.json()).toMatchObject({ data: { id: place, state: 'accepted', swap: { direction: 'offered', full_name: name('member') } }, message: expect.stringContaining('you still serve until they accept') });
  const again = await send('samuel', 'POST', `/api/me/serving/${place}/swap`, { person_id: id.member });
  expect([again.statusCode, again.json().message]).toEqual([409, SWAP_OPEN_MESSAGE]);
});

it('the one asked sees it on their dashboard and in a mail whose link answers once; a no leaves the place with its person, who is told', async () => {
  const place = (await placeAt(day)).id;
  expect((await servingOf('member')).map((p) => [p.id, p.state, p.swap])).toEqual([[place, 'asked', expect.objectContaining({ direction: 'asked', full_name: name('samuel') })]]);
  expect(await titlesOf('member')).toContainEqual(expect.stringMatching(`^Can you take ${name('samuel')}’s place as Sound desk on `));
  await ctx.app.flushMail();
  const [mail] = swapMails('member');
  expect(mail.text).toContain('Accept (no sign-in)');

  const shown = await send(null, 'POST', '/api/rota/answers/preview', { token: tokenOf(mail) });
  expect(shown.json().data).toMatchObject({ id: place, state: 'asked', swap: { direction: 'asked', full_name: name('samuel') } });
  const declined = await send(null, 'POST', '/api/rota/answers', { token: tokenOf(mail), answer: 'decline' });
  expect(declined.statusCode).toBe(200);
  expect(declined.json().message).toMatch(`You declined to take ${name('samuel')}’s place as Sound desk`);
  const used = await send(null, 'POST', '/api/rota/answers', { token: tokenOf(mail), answer: 'accept' });
  expect([used.statusCode, used.json().message]).toEqual([409, ROTA_LINK_USED_MESSAGE]);

  expect(await titlesOf('samuel')).toContainEqual(expect.stringMatching(`^${name('member')} cannot take your place as Sound desk`));
  expect((await servingOf('samuel')).find((p) => p.id === place)).toMatchObject({ state: 'accepted', swap: null });
  expect(await servingOf('member')).toEqual([]);
  expect((await placeAt(day)).userId).toBe(id.samuel);
});

it('a yes makes the place theirs, accepted; the one who asked is freed and told, and the team’s leaders are told', async () => {
  const place = (await placeAt(day)).id;
  expect((await send('samuel', 'POST', `/api/me/serving/${place}/swap`, { person_id: id.member })).statusCode).toBe(200);
  expect((await servingOf('samuel')).find((p) => p.id === place)?.swap).toMatchObject({ direction: 'offered', full_name: name('member') });

  const accepted = await send('member', 'PUT', `/api/me/serving/${place}`, { answer: 'accept' });
  expect(accepted.statusCode).toBe(200);
  expect(accepted.json()).toMatchObject({ data: { id: place, state: 'accepted' }, message: expect.stringMatching(/^Thank you: you serve as Sound desk at Swap vespers/) });
  expect((await servingOf('member')).map((p) => [p.id, p.state, p.swap ?? null])).toEqual([[place, 'accepted', null]]);
  expect((await servingOf('samuel')).map((p) => p.id)).not.toContain(place);
  const grid = (await send('leader', 'GET', `/api/teams/${media.id}/plans?from=${day}&to=${day}`)).json().data;
  expect(grid.find((o: { service_id: number }) => o.service_id === weekly).places).toEqual([expect.objectContaining({ person_id: id.member, state: 'accepted' })]);

  expect(await titlesOf('samuel')).toContainEqual(expect.stringMatching(`^${name('member')} takes your place as Sound desk on `));
  expect(await titlesOf('leader')).toContainEqual(expect.stringMatching(`^${name('member')} takes ${name('samuel')}’s place as Sound desk on `));
  // The answered request is no longer open: answering it again finds nothing of the member's to answer it with.
  expect((await send('samuel', 'PUT', `/api/me/serving/${place}`, { answer: 'decline' })).statusCode).toBe(404);
});

it('declining the place ends its open swap: the one asked is told and their link no longer answers', async () => {
  const place = await samuelAccepts(nextWeek);
  expect((await send('samuel', 'POST', `/api/me/serving/${place}/swap`, { person_id: id.member })).statusCode).toBe(200);
  await ctx.app.flushMail();
  const link = tokenOf(swapMails('member').at(-1)!);
  expect((await send('samuel', 'PUT', `/api/me/serving/${place}`, { answer: 'decline' })).json().data.state).toBe('declined');
  expect((await servingOf('member')).map((p) => p.id)).not.toContain(place);
  expect(await titlesOf('member')).toContainEqual(expect.stringMatching(`^You are no longer asked to take ${name('samuel')}’s place`));
  const late = await send(null, 'POST', '/api/rota/answers', { token: link, answer: 'accept' });
  expect([late.statusCode, late.json().message]).toEqual([404, ROTA_LINK_UNKNOWN_MESSAGE]);
});

it('a leader taking the place away ends its open swap', async () => {
  const place = await samuelAccepts(third);
  expect((await send('samuel', 'POST', `/api/me/serving/${place}/swap`, { person_id: id.member })).statusCode).toBe(200);
  expect((await servingOf('member')).map((p) => p.id)).toContain(place);
  expect((await send('leader', 'PUT', `/api/teams/${media.id}/plans/${weekly}/${third}`, { assignments: [] })).statusCode).toBe(200);
  expect((await servingOf('member')).map((p) => p.id)).not.toContain(place);
  expect((await send('member', 'PUT', `/api/me/serving/${place}`, { answer: 'accept' })).statusCode).toBe(404);
});

it('a yes from someone since blocked out is refused and changes nothing', async () => {
  const place = await samuelAccepts(fourth);
  expect((await send('samuel', 'POST', `/api/me/serving/${place}/swap`, { person_id: id.member })).statusCode).toBe(200);
  expect((await send('member', 'POST', '/api/me/blockouts', { from: fourth })).statusCode).toBe(201);
  const refused = await send('member', 'PUT', `/api/me/serving/${place}`, { answer: 'accept' });
  expect([refused.statusCode, refused.json().message]).toEqual([409, SWAP_NO_LONGER_FREE_MESSAGE]);
  expect(await placeAt(fourth)).toMatchObject({ userId: id.samuel, state: 'accepted' });
  // They may still say no, and the one who asked is told.
  expect((await send('member', 'PUT', `/api/me/serving/${place}`, { answer: 'decline' })).statusCode).toBe(200);
});

it('a yes and the place declined at the same moment: one of them stands, whole', async () => {
  const fifth = addDays(day, 28);
  const place = await samuelAccepts(fifth);
  expect((await send('samuel', 'POST', `/api/me/serving/${place}/swap`, { person_id: id.member })).statusCode).toBe(200);
  const [yes, no] = await Promise.all([send('member', 'PUT', `/api/me/serving/${place}`, { answer: 'accept' }), send('samuel', 'PUT', `/api/me/serving/${place}`, { answer: 'decline' })]);
  expect([yes.statusCode, no.statusCode].sort()).toEqual([200, 404]);
  const after = await placeAt(fifth);
  expect([after.userId, after.state]).toEqual(yes.statusCode === 200 ? [id.member, 'accepted'] : [id.samuel, 'declined']);
});
