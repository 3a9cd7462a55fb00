import { eq } from 'drizzle-orm';
import { addDays, todayInChurch, weekdayOf } from '@church/contracts/church-time';
import { CALENDAR_LINK_UNKNOWN_MESSAGE } from '@church/contracts/teams';
import { rotaPlaces, services, teamPositions, teams, users } from '../../db/schema';
import { forgetSchedule } from '../../schedule/cache';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';

// A person's calendar feed of their rota places: a secret link made signed in, read by a calendar
// app without a sign-in; a new link replaces the old.
let ctx: TestContext;
let samuel: string;
const today = todayInChurch();
const day = (n: number) => addDays(today, 7 * n);
const placeIds = {} as Record<'accepted' | 'asked' | 'declined' | 'draft' | 'others', number>;

const makeLink = async () => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/me/serving/calendar', headers: auth(samuel) });
  expect(res.statusCode).toBe(200);
  return res.json().data.url as string;
};
const read = (url: string) => ctx.app.inject({ method: 'GET', url: new URL(url).pathname });

beforeAll(async () => {
  ctx = await createTestApp();
  samuel = await loginAs(ctx.app, 'samuel.eze@example.com');
  const db = ctx.database.db;
  const [{ id: samuelId }] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'samuel.eze@example.com'));
  const [{ id: otherId }] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'member@example.com'));
  const [{ id: team }] = await db.insert(teams).values({ name: 'Media, sound & light', slug: 'media-sound-light' }).returning({ id: teams.id });
  const [{ id: sound }] = await db.insert(teamPositions).values({ teamId: team, name: 'Sound desk', needed: 2 }).returning({ id: teamPositions.id });
  const [{ id: service }] = await db.insert(services)
    .values({ name: 'Calendar matins', isRecurring: true, dayOfWeek: weekdayOf(day(1)), startTime: '09:00:00', activeFrom: addDays(today, -60) })
    .returning({ id: services.id });
  forgetSchedule(db);
  const place = async (servedOn: string, state: string, userId = samuelId) =>
    (await db.insert(rotaPlaces).values({ teamId: team, positionId: sound, serviceId: service, servedOn, userId, state }).returning({ id: rotaPlaces.id }))[0].id;
  placeIds.accepted = await place(day(1), 'accepted');
  placeIds.asked = await place(day(2), 'asked');
  placeIds.declined = await place(day(3), 'declined');
  placeIds.draft = await place(day(4), 'draft');
  placeIds.others = await place(day(1), 'accepted', otherId);
}, 60_000);
afterAll(() => ctx.close());

describe('the calendar feed', () => {
  it('lists the person’s accepted and asked places, without a sign-in', async () => {
    const url = await makeLink();
    expect(url).toMatch(new RegExp(`^${ctx.app.settings.siteUrl}/api/rota/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    const feed = await read(url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const body = feed.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const host = new URL(ctx.app.settings.siteUrl).host;
    const uids = [...body.matchAll(/^UID:rota-place-(\d+)@/gm)].map((m) => Number(m[1]));
    expect(uids).toEqual([placeIds.accepted, placeIds.asked]);
    expect(body).toContain(`UID:rota-place-${placeIds.accepted}@${host}\r\n`);
    // Commas and semicolons are escaped; an asked place is tentative.
    expect(body).toContain('SUMMARY:Sound desk (Media\\, sound & light)\r\n');
    expect(body).toContain('SUMMARY:Asked: Sound desk (Media\\, sound & light)\r\nDESCRIPTION:');
    expect(body.match(/^STATUS:\w+/gm)).toEqual(['STATUS:CONFIRMED', 'STATUS:TENTATIVE']);
    expect(body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('a new link replaces the old one; an unknown link is a 404 with a sentence', async () => {
    const old = await makeLink();
    const fresh = await makeLink();
    expect(fresh).not.toBe(old);
    expect((await read(fresh)).statusCode).toBe(200);
    const refused = await read(old);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(CALENDAR_LINK_UNKNOWN_MESSAGE);
    for (const path of ['/api/rota/calendar/not-a-token.ics', `${new URL(fresh).pathname.slice(0, -4)}`]) {
      expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    }
    expect((await ctx.app.inject({ method: 'POST', url: '/api/me/serving/calendar' })).statusCode).toBe(401);
  });
});
