import { and, eq } from 'drizzle-orm';
import { CHECK_IN_MESSAGES, CHECK_IN_SLOT_SECONDS } from '@church/contracts/check-in';
import { churchInstant } from '@church/contracts/church-time';
import { codeFor, slotOf } from '../../check-in/codes';
import { checkInKey } from '../../auth/server-keys';
import { attendance, users } from '../../db/schema';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';

// On a frozen clock (the app's `now`): a Wednesday with a dawn service at 06:00 and a morning
// one at 09:00, one-offs made by the admin; nothing of the demo schedule is held that day.
const DAY = '2030-06-05';
const SLOT_MS = CHECK_IN_SLOT_SECONDS * 1000;
let clock = churchInstant(DAY, '06:10');
const at = (time: string) => (clock = churchInstant(DAY, time));
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

let ctx: TestContext;
const token: Record<'admin' | 'leader' | 'member' | 'newcomer', string> = { admin: '', leader: '', member: '', newcomer: '' };
const id: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
  for (const role of ['admin', 'leader', 'member'] as const) token[role] = await loginAs(ctx.app, role);
  for (const [key, email] of Object.entries({ admin: 'admin@example.com', leader: 'leader@example.com', member: 'member@example.com' })) {
    const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    id[key] = row.id;
  }
  // Someone with no attendance yet.
  const registered = await ctx.app.inject({ method: 'POST', url: '/api/register', payload: { first_name: 'New', last_name: 'Comer', email: 'new.comer@example.com', password: 'long-enough-1' } });
  token.newcomer = registered.json().data.token;
  id.dawn = await oneOff('Dawn Service', '06:00');
  id.morning = await oneOff('Morning Service', '09:00');
}, 60_000);
afterAll(() => ctx.close());

type Who = keyof typeof token;
const send = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(token[who]), ...(payload ? { payload } : {}) });

async function oneOff(name: string, time: string): Promise<number> {
  const res = await send('admin', 'POST', '/api/services', { name, is_recurring: false, service_date: DAY, start_time: time });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

async function shownCode(): Promise<string> {
  const res = await send('admin', 'GET', '/api/check-in/code');
  expect(res.statusCode).toBe(200);
  return res.json().code;
}

const checkIn = (who: Who, body: object) => send(who, 'POST', '/api/check-ins', body);
const recordOf = async (userId: number, serviceId: number) =>
  (await ctx.database.db.select().from(attendance).where(and(eq(attendance.userId, userId), eq(attendance.serviceId, serviceId), eq(attendance.attendedOn, DAY))))[0];
const removeRecords = () => ctx.database.db.delete(attendance).where(eq(attendance.attendedOn, DAY));

beforeEach(async () => {
  at('06:10');
  await removeRecords();
});

describe('GET /api/check-in/code', () => {
  it('shows the open occurrence, a six-symbol code, its link and when it stops being shown', async () => {
    const res = await send('admin', 'GET', '/api/check-in/code');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.occurrence).toEqual({ service_id: id.dawn, date: DAY, name: 'Dawn Service', starts_at: `${DAY}T06:00:00+01:00` });
    expect(body.code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(body.url).toBe(`http://site.test/check-in?code=${body.code}`);
    expect(new Date(body.expires_at).getTime()).toBe((slotOf(clock, CHECK_IN_SLOT_SECONDS) + 1) * SLOT_MS);
    expect(new Date(body.expires_at).getTime()).toBeGreaterThan(clock.getTime());
  });

  it('changes with the slot, and the same slot gives the same code', async () => {
    const first = await shownCode();
    expect(await shownCode()).toBe(first);
    later(SLOT_MS);
    expect(await shownCode()).not.toBe(first);
  });

  it('when two are open, shows the one whose start is nearest', async () => {
    at('08:30'); // the dawn service is open until 09:00, the morning one since 08:00
    expect((await send('admin', 'GET', '/api/check-in/code')).json().occurrence.service_id).toBe(id.morning);
  });

  it('404 when no service is open', async () => {
    at('03:00');
    const res = await send('admin', 'GET', '/api/check-in/code');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/No service is open/);
  });

  it('only an admin gets it', async () => {
    expect((await send('member', 'GET', '/api/check-in/code')).statusCode).toBe(403);
    expect((await send('leader', 'GET', '/api/check-in/code')).statusCode).toBe(403);
  });
});

describe('POST /api/check-ins: the code', () => {
  it('checks the person in (201), then answers 200 with the same record', async () => {
    const code = await shownCode();
    const first = await checkIn('member', { code });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ user_id: id.member, service_id: id.dawn, date: DAY, recorded_by: id.member });
    expect(first.json().message).toMatch(/checked in for Dawn Service/);
    const again = await checkIn('member', { code });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(again.json().message).toBe('You were already checked in for this service.');
  });

  it('accepts the code typed in lower case with spaces', async () => {
    const code = await shownCode();
    const typed = ` ${code.slice(0, 3).toLowerCase()} ${code.slice(3)} `;
    expect((await checkIn('member', { code: typed })).statusCode).toBe(201);
  });

  it('accepts the previous slot’s code, refuses an older one as expired', async () => {
    const code = await shownCode();
    later(SLOT_MS);
    expect(await shownCode()).not.toBe(code);
    expect((await checkIn('member', { code })).statusCode).toBe(201);
    later(SLOT_MS);
    const res = await checkIn('leader', { code });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ code: [CHECK_IN_MESSAGES.expired] });
    expect(await recordOf(id.leader, id.dawn)).toBeUndefined();
  });

  it('refuses a code of another occurrence, and a made-up one, as not valid', async () => {
    const key = await checkInKey(ctx.database.db);
    // The morning service's code for this very slot: that service is not open yet.
    const otherOccurrence = codeFor(key, { service_id: id.morning, date: DAY }, slotOf(clock, CHECK_IN_SLOT_SECONDS));
    const shown = await shownCode();
    for (const code of [otherOccurrence, shown === 'ABCDEF' ? 'ABCDEG' : 'ABCDEF']) {
      const res = await checkIn('member', { code });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ code: [CHECK_IN_MESSAGES.invalid] });
    }
    for (const code of ['', 'ABC', 'ABCDE0', 'ABCDEFG']) {
      const res = await checkIn('member', { code });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['code']);
    }
    expect(await recordOf(id.member, id.dawn)).toBeUndefined();
  });

  it('a code is not replayed outside its window', async () => {
    const code = await shownCode();
    at('09:10'); // the dawn service's window has closed
    const res = await checkIn('member', { code });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.code).toEqual([CHECK_IN_MESSAGES.expired]);
  });

  it('when two are open, either one’s code checks into its own occurrence', async () => {
    at('08:30');
    const key = await checkInKey(ctx.database.db);
    const dawnCode = codeFor(key, { service_id: id.dawn, date: DAY }, slotOf(clock, CHECK_IN_SLOT_SECONDS));
    expect((await checkIn('member', { code: dawnCode })).json().data.service_id).toBe(id.dawn);
    expect((await checkIn('member', { code: await shownCode() })).json().data.service_id).toBe(id.morning);
  });
});

describe('POST /api/check-ins: sent again, or late', () => {
  it('a retried send with the same client_ref gets the same record (200), even once the code has expired', async () => {
    const code = await shownCode();
    const first = await checkIn('member', { code, client_ref: 'phone-1-abc' });
    expect(first.statusCode).toBe(201);
    expect((await recordOf(id.member, id.dawn)).clientRef).toBe('phone-1-abc');
    later(10 * SLOT_MS);
    const retry = await checkIn('member', { code, client_ref: 'phone-1-abc' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.id).toBe(first.json().data.id);
  });

  it('another person’s same client_ref is theirs alone', async () => {
    const code = await shownCode();
    expect((await checkIn('member', { code, client_ref: 'same-ref' })).statusCode).toBe(201);
    const other = await checkIn('leader', { code, client_ref: 'same-ref' });
    expect(other.statusCode).toBe(201);
    expect(other.json().data.user_id).toBe(id.leader);
  });

  it('a check-in made offline is honoured within the window, keeping the scan moment and saying nothing is late', async () => {
    const code = await shownCode();
    const scannedAt = clock.toISOString();
    at('08:50'); // the dawn service's window closes at 09:00
    const res = await checkIn('member', { code, scanned_at: scannedAt, client_ref: 'offline-1' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ service_id: id.dawn, date: DAY, sent_late_minutes: null });
    expect((await recordOf(id.member, id.dawn)).madeAt?.toISOString()).toBe(scannedAt);
  });

  it('one arriving after the window closed but within the hour after is recorded and marked sent late (made_at, as pages send it now)', async () => {
    const code = await shownCode();
    const madeAt = clock.toISOString();
    at('09:40');
    const res = await checkIn('member', { code, made_at: madeAt, client_ref: 'offline-2' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ service_id: id.dawn, date: DAY, user_id: id.member, sent_late_minutes: 210 });
    // The leaders' view of the occurrence says so too.
    const list = await send('admin', 'GET', `/api/attendance?month=6&year=2030&service_id=${id.dawn}&date=${DAY}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.find((r: { user_id: number }) => r.user_id === id.member)).toMatchObject({ sent_late_minutes: 210 });
  });

  it('a door code sent with an early scan moment more than an hour after the window closed is refused, on the check-in and its preview', async () => {
    const code = await shownCode();
    const scannedAt = clock.toISOString();
    at('10:01'); // the window closed at 09:00: a code from a group chat, sent with the moment it was shared
    const res = await checkIn('member', { code, made_at: scannedAt });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ made_at: [CHECK_IN_MESSAGES.sentTooLate] });
    const preview = await send('member', 'GET', `/api/check-ins/preview?code=${code}&made_at=${encodeURIComponent(scannedAt)}`);
    expect(preview.statusCode).toBe(422);
    expect(preview.json().errors).toEqual({ made_at: [CHECK_IN_MESSAGES.sentTooLate] });
    expect(await recordOf(id.member, id.dawn)).toBeUndefined();
  });

  it('refused beyond six hours, in the future, or with a code not shown at the time of the scan', async () => {
    const code = await shownCode();
    const scannedAt = clock.toISOString();
    later(6 * 3_600_000 + 60_000);
    const tooLate = await checkIn('member', { code, scanned_at: scannedAt });
    expect(tooLate.statusCode).toBe(422);
    expect(tooLate.json().errors).toEqual({ scanned_at: [CHECK_IN_MESSAGES.madeTooLongAgo] });
    const tooLateNow = await checkIn('member', { code, made_at: scannedAt });
    expect(tooLateNow.statusCode).toBe(422);
    expect(tooLateNow.json().errors).toEqual({ made_at: [CHECK_IN_MESSAGES.madeTooLongAgo] });

    at('06:10');
    const future = await checkIn('member', { code, scanned_at: new Date(clock.getTime() + 10 * 60_000).toISOString() });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual({ scanned_at: [CHECK_IN_MESSAGES.madeInFuture] });
    const futureNow = await checkIn('member', { code, made_at: new Date(clock.getTime() + 10 * 60_000).toISOString() });
    expect(futureNow.statusCode).toBe(422);
    expect(futureNow.json().errors).toEqual({ made_at: [CHECK_IN_MESSAGES.madeInFuture] });

    const claimedEarlier = await checkIn('member', { code, scanned_at: new Date(clock.getTime() - 5 * SLOT_MS).toISOString() });
    expect(claimedEarlier.statusCode).toBe(422);
    expect(Object.keys(claimedEarlier.json().errors)).toEqual(['code']);
    expect(await recordOf(id.member, id.dawn)).toBeUndefined();
  });
});

describe('POST /api/check-ins: the category', () => {
  it('defaults to the person’s last one, else "Others"; a chosen one must be their roles’', async () => {
    const code = await shownCode();
    expect((await checkIn('newcomer', { code })).json().data.category).toBe('Others');
    await removeRecords();
    await ctx.database.db.insert(attendance).values({ userId: id.leader, serviceId: id.dawn, attendedOn: '2030-05-29', serviceCategory: 'Unit-Leader' });
    expect((await checkIn('leader', { code })).json().data.category).toBe('Unit-Leader');
    const refused = await checkIn('member', { code, category: 'Pastor' });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['category']);
    expect((await checkIn('member', { code, category: 'Pre-Service' })).json().data.category).toBe('Pre-Service');
  });
});

describe('GET /api/check-ins/preview', () => {
  it('shows the occurrence, the person’s choices, their last category and whether they are in', async () => {
    await ctx.database.db.insert(attendance).values({ userId: id.member, serviceId: id.dawn, attendedOn: '2030-05-29', serviceCategory: 'Post-Service' });
    const code = await shownCode();
    const before = await send('member', 'GET', `/api/check-ins/preview?code=${code.toLowerCase()}`);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      occurrence: { service_id: id.dawn, date: DAY, name: 'Dawn Service', starts_at: `${DAY}T06:00:00+01:00` },
      categories: [{ value: 'Others', label: 'I attended' }, { value: 'Pre-Service', label: 'Pre-Service' }, { value: 'Post-Service', label: 'Post-Service' }],
      last_category: 'Post-Service',
      default_category: 'Post-Service',
      already_checked_in: false,
      serving: [],
    });
    await checkIn('member', { code });
    expect((await send('member', 'GET', `/api/check-ins/preview?code=${code}`)).json().already_checked_in).toBe(true);
    await ctx.database.db.delete(attendance).where(eq(attendance.attendedOn, '2030-05-29'));
  });

  it('422 on code when it has expired', async () => {
    const code = await shownCode();
    later(2 * SLOT_MS);
    const res = await send('member', 'GET', `/api/check-ins/preview?code=${code}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ code: [CHECK_IN_MESSAGES.expired] });
  });

  it('judges the code at the scan the page names (made_at): a sign-in three slots long still finds the service', async () => {
    const code = await shownCode();
    const scannedAt = clock.toISOString();
    later(3 * SLOT_MS);
    expect((await send('member', 'GET', `/api/check-ins/preview?code=${code}`)).json().errors).toEqual({ code: [CHECK_IN_MESSAGES.expired] });
    const res = await send('member', 'GET', `/api/check-ins/preview?code=${code}&made_at=${encodeURIComponent(scannedAt)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().occurrence).toMatchObject({ service_id: id.dawn, date: DAY });
    const recorded = await checkIn('member', { code, made_at: scannedAt });
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json().data).toMatchObject({ service_id: id.dawn, date: DAY, user_id: id.member });
  });

  it('refuses a scan moment that is malformed, in the future or too old (422 on made_at)', async () => {
    const code = await shownCode();
    const preview = (madeAt: string) => send('member', 'GET', `/api/check-ins/preview?code=${code}&made_at=${encodeURIComponent(madeAt)}`);
    expect(Object.keys((await preview('yesterday')).json().errors)).toEqual(['made_at']);
    expect((await preview(new Date(clock.getTime() + 10 * 60_000).toISOString())).json().errors).toEqual({ made_at: [CHECK_IN_MESSAGES.madeInFuture] });
    expect((await preview(new Date(clock.getTime() - 7 * 3_600_000).toISOString())).json().errors).toEqual({ made_at: [CHECK_IN_MESSAGES.madeTooLongAgo] });
  });

  it('needs a sign-in', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/check-ins/preview?code=ABCDEF' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/check-ins', payload: { code: 'ABCDEF' } })).statusCode).toBe(401);
  });
});

describe('the slot’s length (CHECK_IN_CODE_SECONDS)', () => {
  it('shows each code for the configured seconds, and a code two slots old is expired', async () => {
    const short = await createTestApp({ now: () => clock, siteUrl: 'http://site.test', checkInCodeSeconds: 10 });
    try {
      const [admin, member] = [await loginAs(short.app, 'admin'), await loginAs(short.app, 'member')];
      const as = (who: string, method: 'GET' | 'POST', url: string, payload?: object) => short.app.inject({ method, url, headers: auth(who), ...(payload ? { payload } : {}) });
      expect((await as(admin, 'POST', '/api/services', { name: 'Short Slot Service', is_recurring: false, service_date: DAY, start_time: '06:00' })).statusCode).toBe(201);
      later(3_000);
      const shown = (await as(admin, 'GET', '/api/check-in/code')).json();
      expect(new Date(shown.expires_at).getTime()).toBe(churchInstant(DAY, '06:10').getTime() + 10_000);
      later(10_000);
      const next = (await as(admin, 'GET', '/api/check-in/code')).json();
      expect(next.code).not.toBe(shown.code);
      expect(new Date(next.expires_at).getTime()).toBe(churchInstant(DAY, '06:10').getTime() + 20_000);
      later(10_000);
      const refused = await as(member, 'POST', '/api/check-ins', { code: shown.code });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ code: [CHECK_IN_MESSAGES.expired] });
      expect((await as(member, 'POST', '/api/check-ins', { code: next.code })).statusCode).toBe(201);
    } finally {
      await short.close();
    }
  }, 60_000); // a test app of its own: migrating and seeding it takes seconds on a slow host
});

describe('rate limit', () => {
  it('an account that tries too many codes gets 429; another account is not held back', async () => {
    const limited = await createTestApp({ now: () => clock, rateLimits: { checkIns: { max: 3, timeWindowMs: 60_000 } } });
    try {
      const member = await loginAs(limited.app, 'member');
      const leader = await loginAs(limited.app, 'leader');
      const tries = [];
      for (let i = 0; i < 4; i += 1) tries.push((await limited.app.inject({ method: 'POST', url: '/api/check-ins', headers: auth(member), payload: { code: 'ABCDEF' } })).statusCode);
      expect(tries).toEqual([422, 422, 422, 429]);
      expect((await limited.app.inject({ method: 'POST', url: '/api/check-ins', headers: auth(leader), payload: { code: 'ABCDEF' } })).statusCode).toBe(422);
    } finally {
      await limited.close();
    }
  }, 60_000); // a test app of its own, as above
});
