import { churchInstant } from '@church/contracts/church-time';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';

// Two services at the same minute (the main one and the children's beside it), and an earlier one
// still open, on a frozen clock: each screen asks for its own service's code.
const DAY = '2030-06-05';
let clock = churchInstant(DAY, '10:05');

let ctx: TestContext;
let admin = '';
let member = '';
let station = '';
const id: Record<'early' | 'main' | 'children', number> = { early: 0, main: 0, children: 0 };

async function oneOff(name: string, time: string): Promise<number> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/services', headers: auth(admin), payload: { name, is_recurring: false, service_date: DAY, start_time: time } });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
  admin = await loginAs(ctx.app, 'admin');
  member = await loginAs(ctx.app, 'member');
  id.early = await oneOff('Early Prayer', '08:00');
  // Made in this order so that neither the id nor the order of making decides the default.
  id.main = await oneOff('Main Service', '10:00');
  id.children = await oneOff('Children’s Church', '10:00');
  const made = await ctx.app.inject({ method: 'POST', url: '/api/stations', headers: auth(admin), payload: { name: 'Children’s door' } });
  const paired = await ctx.app.inject({ method: 'POST', url: '/api/stations/pair', payload: { pairing_code: made.json().data.pairing_code } });
  station = paired.json().data.token;
}, 60_000);
afterAll(() => ctx.close());
beforeEach(() => {
  clock = churchInstant(DAY, '10:05');
});

const asAdmin = (query = '') => ctx.app.inject({ method: 'GET', url: `/api/check-in/code${query}`, headers: auth(admin) });
const asStation = (query = '') => ctx.app.inject({ method: 'GET', url: `/api/check-in/code${query}`, headers: { authorization: `Station ${station}` } });
const occurrence = (name: string, time: string, serviceId: number) => ({ service_id: serviceId, date: DAY, name, starts_at: `${DAY}T${time}:00+01:00` });

describe('GET /api/check-in/code with several services open', () => {
  it('lists every open occurrence, earliest start first and then by name; without a choice the nearest start is shown', async () => {
    const res = await asAdmin();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.open).toEqual([
      occurrence('Early Prayer', '08:00', id.early),
      occurrence('Children’s Church', '10:00', id.children),
      occurrence('Main Service', '10:00', id.main),
    ]);
    // A tie at the same minute is settled by the name, so the default never depends on which was made first.
    expect(body.occurrence).toEqual(occurrence('Children’s Church', '10:00', id.children));
  });

  it('?service_id= shows that service’s own code; each code checks into its own service', async () => {
    const main = (await asAdmin(`?service_id=${id.main}`)).json();
    const children = (await asAdmin(`?service_id=${id.children}`)).json();
    const early = (await asAdmin(`?service_id=${id.early}`)).json();
    expect(main.occurrence.service_id).toBe(id.main);
    expect(children.occurrence.service_id).toBe(id.children);
    expect(early.occurrence.service_id).toBe(id.early);
    expect(new Set([main.code, children.code, early.code]).size).toBe(3);
    expect(main.url).toBe(`http://site.test/check-in?code=${main.code}`);
    expect(main.expires_at).toBe(children.expires_at);
    expect(main.open).toEqual(children.open);

    const checkedIn = await ctx.app.inject({ method: 'POST', url: '/api/check-ins', headers: auth(member), payload: { code: main.code } });
    expect(checkedIn.statusCode).toBe(201);
    expect(checkedIn.json().data).toMatchObject({ service_id: id.main, date: DAY });
  });

  it('a paired station gets the same choice', async () => {
    const chosen = await asStation(`?service_id=${id.main}`);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().occurrence.service_id).toBe(id.main);
    expect(chosen.json().code).toBe((await asAdmin(`?service_id=${id.main}`)).json().code);
    expect((await asStation()).json().open.map((o: { service_id: number }) => o.service_id)).toEqual([id.early, id.children, id.main]);
  });

  it('404 with a clear message when the chosen service is not open; without a choice, the next open one', async () => {
    clock = churchInstant(DAY, '11:30'); // the early service's window closed at 11:00
    const closed = await asAdmin(`?service_id=${id.early}`);
    expect(closed.statusCode).toBe(404);
    expect(closed.json().message).toBe('This service is not open for check-in now: its code appears an hour before it starts and until three hours after.');
    expect((await asStation(`?service_id=${id.early}`)).statusCode).toBe(404);
    expect((await asAdmin('?service_id=999999')).statusCode).toBe(404);
    expect((await asAdmin()).json().open.map((o: { service_id: number }) => o.service_id)).toEqual([id.children, id.main]);

    clock = churchInstant(DAY, '03:00');
    const none = await asAdmin(`?service_id=${id.main}`);
    expect(none.statusCode).toBe(404);
    expect((await asAdmin()).json().message).toMatch(/^No service is open for check-in now/);
  });

  it('a malformed service_id is a 422 on the field, never a 500', async () => {
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await asAdmin(`?service_id=${bad}`);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['service_id']);
    }
  });

  it('the choice does not open the code to anyone else', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/check-in/code?service_id=${id.main}`, headers: auth(member) });
    expect(res.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/check-in/code?service_id=${id.main}` })).statusCode).toBe(401);
  });
});
