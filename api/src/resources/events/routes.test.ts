import { eq } from 'drizzle-orm';
import { END_BEFORE_START_MESSAGE, eventSchema } from '@church/contracts/events';
import { events, units } from '../../db/schema';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';
import { eventIcs } from './ics';

// Events (docs/decisions/0010-events-and-forms-inbox.md): upcoming and past, an admin's
// create/edit/delete, and "Add to calendar".
let ctx: TestContext;
let admin: string;
let member: string;
let choir: number;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAs(ctx.app, 'admin');
  member = await loginAs(ctx.app, 'member');
  [{ id: choir }] = await ctx.database.db.select({ id: units.id }).from(units).where(eq(units.slug, 'choir'));
}, 60_000);
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token = admin) =>
  ctx.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

describe('GET /api/events', () => {
  it('gives upcoming events soonest first (one still going counts) and past ones latest first', async () => {
    await ctx.database.db.delete(events);
    const make = async (title: string, starts: number, ends: number | null) =>
      (await call('POST', '/api/events', { title, starts_at: hoursFromNow(starts), ends_at: ends === null ? null : hoursFromNow(ends) })).json().data.id as number;
    const later = await make('Later', 48, 50);
    const soon = await make('Soon', 2, null);
    const going = await make('Going on', -1, 1);
    const ended = await make('Ended', -5, -4);
    const older = await make('Older, no end', -30, null);
    const upcoming = await call('GET', '/api/events', undefined, member);
    expect(upcoming.json().data.map((e: { id: number }) => e.id)).toEqual([going, soon, later]);
    expect(upcoming.json().meta).toEqual({ page: 1, per_page: 20, total: 3 });
    const past = await call('GET', '/api/events?when=past', undefined, member);
    expect(past.json().data.map((e: { id: number }) => e.id)).toEqual([ended, older]);
    const next = await call('GET', '/api/events?per_page=1', undefined, member);
    expect(next.json().data.map((e: { id: number }) => e.id)).toEqual([going]);
    expect((await call('GET', '/api/events?when=soon')).statusCode).toBe(422);
  });
});

describe('an admin’s events', () => {
  it('creates one for units with times in the church’s zone; members read it and get 403 on writes', async () => {
    const res = await call('POST', '/api/events', {
      title: 'Carol night', description: 'Songs, candles; and cocoa', location: 'Main hall', starts_at: '2030-12-24T17:00:00Z', ends_at: '2030-12-24T19:30:00+00:00', unit_ids: [choir, choir],
    });
    expect(res.statusCode).toBe(201);
    const event = eventSchema.parse(res.json().data);
    expect(event).toMatchObject({ starts_at: '2030-12-24T18:00:00+01:00', ends_at: '2030-12-24T20:30:00+01:00', units: [{ id: choir, name: 'Choir' }] });
    expect(res.json().message).toBe('Carol night was added to the events.');
    expect((await call('GET', `/api/events/${event.id}`, undefined, member)).json().data).toEqual(event);
    expect((await call('PATCH', `/api/events/${event.id}`, { title: 'Mine' }, member)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/events/${event.id}`, undefined, member)).statusCode).toBe(403);
    expect((await call('POST', '/api/events', { title: 'X', starts_at: hoursFromNow(1) }, member)).statusCode).toBe(403);
  });

  it('refuses an end before the start (sent or stored) on ends_at, and bad times and units per field', async () => {
    const backwards = await call('POST', '/api/events', { title: 'Backwards', starts_at: '2030-01-02T10:00:00Z', ends_at: '2030-01-02T09:00:00Z' });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ ends_at: [END_BEFORE_START_MESSAGE] });
    const created = (await call('POST', '/api/events', { title: 'Retreat', starts_at: '2030-03-01T08:00:00Z', ends_at: '2030-03-01T18:00:00Z' })).json().data;
    const endBeforeStoredStart = await call('PATCH', `/api/events/${created.id}`, { ends_at: '2030-03-01T07:00:00Z' });
    expect(endBeforeStoredStart.json().errors).toEqual({ ends_at: [END_BEFORE_START_MESSAGE] });
    const startAfterStoredEnd = await call('PATCH', `/api/events/${created.id}`, { starts_at: '2030-03-01T19:00:00Z' });
    expect(startAfterStoredEnd.json().errors).toEqual({ ends_at: [END_BEFORE_START_MESSAGE] });
    const bad = await call('POST', '/api/events', { title: '', starts_at: '0202-03-01T08:00:00Z', ends_at: 'tomorrow' });
    expect(bad.json().errors).toEqual({ title: ['Title is required'], starts_at: ['Start must be between 2000 and 2100'], ends_at: ['End must be a date and time'] });
    const unknownUnit = await call('POST', '/api/events', { title: 'Unit?', starts_at: '2030-03-01T08:00:00Z', unit_ids: [999999] });
    expect(unknownUnit.json().errors).toEqual({ unit_ids: ['No unit with id 999999'] });
  });

  it('edits, moves to the whole church, and deletes', async () => {
    const created = (await call('POST', '/api/events', { title: 'Picnic', starts_at: '2030-05-01T10:00:00Z', unit_ids: [choir] })).json().data;
    const edited = await call('PATCH', `/api/events/${created.id}`, { title: 'Church picnic', location: 'Park', unit_ids: [] });
    expect(edited.json()).toMatchObject({ data: { title: 'Church picnic', location: 'Park', units: [] }, message: 'Church picnic was saved.' });
    expect((await call('DELETE', `/api/events/${created.id}`)).json()).toEqual({ message: 'Church picnic was deleted.' });
    expect((await call('GET', `/api/events/${created.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/events/${created.id}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/events/${created.id}`, { title: 'Ghost' })).statusCode).toBe(404);
  });
});

describe('GET /api/events/:id/calendar.ics', () => {
  it('is an iCalendar attachment with the event in UTC, its text escaped', async () => {
    const created = (await call('POST', '/api/events', { title: 'Carols, candles; joy', description: 'Line one\nLine two', location: 'Hall A', starts_at: '2030-12-24T18:00:00+01:00' })).json().data;
    const res = await call('GET', `/api/events/${created.id}/calendar.ics`, undefined, member);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="event-${created.id}.ics"`);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toEqual(expect.arrayContaining([
      `UID:event-${created.id}@site.test`, 'DTSTART:20301224T170000Z', 'DTEND:20301224T180000Z', 'SUMMARY:Carols\\, candles\\; joy',
      'DESCRIPTION:Line one\\nLine two', 'LOCATION:Hall A', 'END:VEVENT', 'END:VCALENDAR',
    ]));
    expect((await ctx.app.inject({ method: 'GET', url: `/api/events/${created.id}/calendar.ics` })).statusCode).toBe(401);
  });

  it('escapes a lone carriage return as a line break inside the text: no stored text ends a content line', async () => {
    // A title is one line (the name rule): its line break is refused before it is stored.
    const titled = await call('POST', '/api/events', { title: 'Vigil\rATTENDEE:mailto:all@example.org', starts_at: '2030-12-31T22:00:00+01:00' });
    expect(titled.statusCode).toBe(422);
    expect(titled.json().errors.title).toEqual(['Title cannot contain line breaks or control characters']);
    const created = (await call('POST', '/api/events', {
      title: 'Vigil', description: 'One\rTwo\r\nThree\nFour\u0007', location: 'Hall\rATTENDEE:mailto:all@example.org', starts_at: '2030-12-31T22:00:00+01:00',
    })).json().data;
    const body = (await call('GET', `/api/events/${created.id}/calendar.ics`, undefined, member)).body;
    const lines = body.split('\r\n');
    for (const line of lines) expect(line).not.toMatch(/(?!\t)\p{Cc}/u);
    expect(lines.filter((line) => line.startsWith('ATTENDEE'))).toEqual([]);
    expect(lines).toEqual(expect.arrayContaining(['SUMMARY:Vigil', 'DESCRIPTION:One\\nTwo\\nThree\\nFour', 'LOCATION:Hall\\nATTENDEE:mailto:all@example.org']));
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const ics = eventIcs(
      { id: 1, title: 'É'.repeat(100), description: null, location: null, starts_at: '2030-01-01T10:00:00+01:00', ends_at: null, units: [] },
      { siteUrl: 'http://site.test', churchName: 'Community Church', now: new Date('2030-01-01T00:00:00Z') },
    );
    const lines = ics.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const summary = lines.slice(lines.findIndex((l) => l.startsWith('SUMMARY:'))).join('\r\n').split(/\r\nURL[;:]/)[0];
    expect(summary.replace(/\r\n /g, '')).toBe(`SUMMARY:${'É'.repeat(100)}`);
  });
});
