import { and, count, eq, isNull, sql } from 'drizzle-orm';
import {
  DEACTIVATED_MESSAGE, LAST_ADMIN_MESSAGE, MEMBER_CREATED_MESSAGE, NO_EMAIL_TO_INVITE_MESSAGE, OWN_ADMIN_ROLE_MESSAGE, OWN_DEACTIVATION_MESSAGE,
} from '@church/contracts/members';
import { thisMonthInChurch, todayInChurch } from '@church/contracts/church-time';
import { ROLE_IDS } from '@church/contracts/roles';
import { DEACTIVATED_CANNOT_JOIN_MESSAGE, NOT_A_MEMBER_CANNOT_JOIN_MESSAGE } from '@church/contracts/units';
import { userSchema } from '@church/contracts/user';
import { attendance, outbox, services, unitMembers, unitRosterChanges, units, userRoles, users } from '../../db/schema';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';

// An admin's changes to people: create and invite, edit details, roles and units, deactivate and
// reactivate; and a person's attendance month by month (docs/decisions/0009-members.md).
let ctx: TestContext;
let admin: string;
const id = {} as Record<'admin' | 'leader' | 'member' | 'samuel' | 'choir' | 'media' | 'ushering', number>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAs(ctx.app, 'admin');
  for (const [key, email] of [['admin', 'admin@example.com'], ['leader', 'leader@example.com'], ['member', 'member@example.com'], ['samuel', 'samuel.eze@example.com']] as const) {
    const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    id[key] = row.id;
  }
  for (const slug of ['choir', 'media', 'ushering'] as const) {
    const [row] = await ctx.database.db.select({ id: units.id }).from(units).where(eq(units.slug, slug));
    id[slug] = row.id;
  }
}, 60_000);
afterAll(() => ctx.close());

const send = (token: string | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });
const login = (email: string, password: string) => ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

async function lastMailTo(email: string) {
  await ctx.app.flushMail();
  const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.to, email));
  return mails[mails.length - 1];
}
const linkIn = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]);

let serial = 0;
async function newPerson(extra: object = {}): Promise<{ id: number; email: string }> {
  serial += 1;
  const email = `person.${serial}@example.com`;
  const res = await send(admin, 'POST', '/api/members', { first_name: 'New', last_name: `Person ${serial}`, email, ...extra });
  expect(res.statusCode).toBe(201);
  return { id: res.json().data.id, email };
}

async function setPassword(email: string, password: string) {
  const link = linkIn((await lastMailTo(email)).text);
  return ctx.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token: link.searchParams.get('token'), email: link.searchParams.get('email'), password, password_confirmation: password } });
}

describe('POST /api/members (create and invite)', () => {
  it('creates the person with their roles and units and mails a link that sets a password once', async () => {
    const res = await send(admin, 'POST', '/api/members', {
      first_name: ' Ada ', last_name: 'Obi', email: 'Ada.Obi@Example.com', phone: '0803 111 2222', gender: 'female', unit_ids: [id.choir, id.choir, id.media], roles: ['leader', 'member'],
    });
    expect(res.statusCode).toBe(201);
    const user = userSchema.parse(res.json().data);
    expect(user).toMatchObject({ full_name: 'Ada Obi', email: 'ada.obi@example.com', phone: '+2348031112222', roles: ['leader', 'member'], active: true });
    expect(user.units.map((u) => [u.name, u.is_leader])).toEqual([['Choir', false], ['Media', false]]);
    expect(res.json().message).toBe('Member created. An invitation to set a password has been sent to ada.obi@example.com.');

    // Nobody knows the account's first password: it cannot be signed in to before the link is used.
    expect((await login('ada.obi@example.com', 'demo-password-2026')).statusCode).toBe(401);
    const mail = await lastMailTo('ada.obi@example.com');
    expect(mail.subject).toBe('Welcome to the church: set your password');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain('for 7 days');
    const link = linkIn(mail.text);
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('invitation')).toBe('1');

    expect((await setPassword('ada.obi@example.com', 'my-own-password')).statusCode).toBe(200);
    expect((await login('ada.obi@example.com', 'my-own-password')).statusCode).toBe(200);
    // Single use.
    expect((await setPassword('ada.obi@example.com', 'another-password')).statusCode).toBe(422);
    expect((await login('ada.obi@example.com', 'another-password')).statusCode).toBe(401);
  });

  it('keeps the invitation valid for seven days, not the reset link’s hour', async () => {
    const person = await newPerson();
    await lastMailTo(person.email);
    const [reset] = await ctx.database.db.execute(sql`select extract(epoch from (expires_at - now()))::int as seconds from password_resets where user_id = ${person.id} and used_at is null`).then((r) => (r as unknown as { rows: { seconds: number }[] }).rows);
    expect(reset.seconds).toBeGreaterThan(7 * 86_400 - 120);
    expect(reset.seconds).toBeLessThanOrEqual(7 * 86_400);
  });

  it('answers a taken email with 409 on the field and unknown units with 422 on unit_ids', async () => {
    const taken = await send(admin, 'POST', '/api/members', { first_name: 'Ruth', last_name: 'Again', email: 'MEMBER@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ email: ['An account with this email already exists.'] });
    const unknownUnit = await send(admin, 'POST', '/api/members', { first_name: 'No', last_name: 'Unit', email: 'no.unit@example.com', unit_ids: [999999] });
    expect(unknownUnit.statusCode).toBe(422);
    expect(unknownUnit.json().errors).toEqual({ unit_ids: ['No unit with id 999999'] });
    const invalid = await send(admin, 'POST', '/api/members', { first_name: '', email: 'not-an-email', roles: [] });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toMatchObject({ first_name: ['First name is required'], last_name: ['Last name is required'], email: ['Enter a valid email address'], roles: ['Choose at least one role'] });
  });

  it('resends an invitation: only the newest link works', async () => {
    const person = await newPerson();
    const first = linkIn((await lastMailTo(person.email)).text);
    const again = await send(admin, 'POST', `/api/members/${person.id}/invitation`);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(`A new invitation has been sent to ${person.email}.`);
    const old = await ctx.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token: first.searchParams.get('token'), email: person.email, password: 'kettle-orbit-plum-41', password_confirmation: 'kettle-orbit-plum-41' } });
    expect(old.statusCode).toBe(422);
    expect((await setPassword(person.email, 'kettle-orbit-plum-42')).statusCode).toBe(200);
    expect((await send(admin, 'POST', '/api/members/999999/invitation')).statusCode).toBe(404);
  });
});

describe('a person without an account (no email)', () => {
  const mailCount = async () => {
    await ctx.app.flushMail();
    return Number((await ctx.database.db.select({ n: count() }).from(outbox))[0].n);
  };

  it('is created without sign-in and no mail, and is in the directory, a unit and its roster like anyone', async () => {
    const before = await mailCount();
    const res = await send(admin, 'POST', '/api/members', { first_name: 'Tobi', last_name: 'Nomail', email: '', unit_ids: [id.choir] });
    expect(res.statusCode).toBe(201);
    expect(userSchema.parse(res.json().data)).toMatchObject({ full_name: 'Tobi Nomail', email: null, units: [{ name: 'Choir' }] });
    expect(res.json().message).toBe(MEMBER_CREATED_MESSAGE(null));
    expect(await mailCount()).toBe(before);
    const [row] = await ctx.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, res.json().data.id));
    expect(row.hash).toBeNull();
    // Two people without email do not clash on the unique email.
    expect((await send(admin, 'POST', '/api/members', { first_name: 'Ada', last_name: 'Nomail' })).statusCode).toBe(201);
    const found = (await send(admin, 'GET', '/api/members?search=nomail')).json();
    expect(found.data.map((p: { full_name: string; email: string | null }) => [p.full_name, p.email])).toEqual([['Ada Nomail', null], ['Tobi Nomail', null]]);
    const roster = await send(admin, 'GET', `/api/units/${id.choir}/members?per_page=100`);
    expect(roster.statusCode).toBe(200);
    expect(roster.json().data).toContainEqual(expect.objectContaining({ full_name: 'Tobi Nomail', email: null }));
    const csv = await send(admin, 'GET', '/api/members/export.csv?search=Tobi%20Nomail');
    expect(csv.body).toContain('"Tobi","Nomail",,');
  });

  it('cannot be invited until given an email; then the invitation makes an account of the same person, history kept', async () => {
    const created = (await send(admin, 'POST', '/api/members', { first_name: 'Gran', last_name: 'Later', unit_ids: [id.media] })).json().data;
    const refused = await send(admin, 'POST', `/api/members/${created.id}/invitation`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(NO_EMAIL_TO_INVITE_MESSAGE);
    expect((await send(admin, 'PATCH', `/api/members/${created.id}`, { email: 'Gran.Later@example.com' })).json().data).toMatchObject({ id: created.id, email: 'gran.later@example.com' });
    // An email alone is not an account: no password matches, not even the one the sign-in compares against when there is none.
    for (const password of ['decoy-password-never-used', 'anything-at-all-1']) expect((await login('gran.later@example.com', password)).statusCode).toBe(401);
    expect((await send(admin, 'POST', `/api/members/${created.id}/invitation`)).statusCode).toBe(200);
    const chosen = await setPassword('gran.later@example.com', 'kettle-orbit-plum-77');
    expect(chosen.statusCode).toBe(200);
    const signedIn = await login('gran.later@example.com', 'kettle-orbit-plum-77');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user).toMatchObject({ id: created.id, units: [{ name: 'Media' }] });
  });
});

describe('PATCH /api/members/:id', () => {
  it('edits details (the phone normalised, found again in any form)', async () => {
    const person = await newPerson();
    const res = await send(admin, 'PATCH', `/api/members/${person.id}`, { last_name: 'Renamed', phone: '0809 555 0101', address: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ full_name: 'New Renamed', phone: '+2348095550101', address: null });
    for (const search of ['0809 555 0101', '+2348095550101', '(0809) 555-0101']) {
      const found = await send(admin, 'GET', `/api/members?search=${encodeURIComponent(search)}`);
      expect({ search, ids: found.json().data.map((p: { id: number }) => p.id) }).toEqual({ search, ids: [person.id] });
    }
    expect((await send(admin, 'PATCH', `/api/members/${person.id}`, {})).json().errors).toEqual({ _: ['Send at least one field to change'] });
    expect((await send(admin, 'PATCH', '/api/members/999999', { last_name: 'Ghost' })).statusCode).toBe(404);
    const clash = await send(admin, 'PATCH', `/api/members/${person.id}`, { email: 'leader@example.com' });
    expect(clash.statusCode).toBe(409);
  });

  it('sets the whole set of units; leaving the last unit one led takes the leader role back', async () => {
    const person = await newPerson({ unit_ids: [id.choir] });
    await ctx.app.inject({ method: 'PUT', url: `/api/units/${id.choir}/leaders/${person.id}`, headers: auth(admin) });
    const moved = await send(admin, 'PATCH', `/api/members/${person.id}`, { unit_ids: [id.media, id.ushering] });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.units.map((u: { name: string }) => u.name)).toEqual(['Media', 'Ushering']);
    expect(moved.json().data.roles).toEqual(['member']);
  });

  it('without the leader role a person leads no unit (and stays on its roster)', async () => {
    const person = await newPerson({ unit_ids: [id.media] });
    await ctx.app.inject({ method: 'PUT', url: `/api/units/${id.media}/leaders/${person.id}`, headers: auth(admin) });
    const res = await send(admin, 'PATCH', `/api/members/${person.id}`, { roles: ['member'] });
    expect(res.json().data.roles).toEqual(['member']);
    expect(res.json().data.units).toEqual([expect.objectContaining({ name: 'Media', is_leader: false })]);
  });

  it('refuses an admin removing their own admin role or deactivating themselves', async () => {
    const ownRole = await send(admin, 'PATCH', `/api/members/${id.admin}`, { roles: ['member'] });
    expect(ownRole.statusCode).toBe(422);
    expect(ownRole.json().errors).toEqual({ roles: [OWN_ADMIN_ROLE_MESSAGE] });
    const ownActive = await send(admin, 'PATCH', `/api/members/${id.admin}`, { active: false });
    expect(ownActive.statusCode).toBe(422);
    expect(ownActive.json().errors).toEqual({ active: [OWN_DEACTIVATION_MESSAGE] });
    const me = await send(admin, 'GET', '/api/me');
    expect(me.json().data).toMatchObject({ roles: ['admin', 'member'], active: true });
  });

  it('never leaves the church without an active admin, even when two admins demote each other at once', async () => {
    const second = await newPerson({ roles: ['admin', 'member'] });
    expect((await setPassword(second.email, 'second-admin-pass')).statusCode).toBe(200);
    const secondToken = await loginAs(ctx.app, second.email, 'second-admin-pass');
    const [a, b] = await Promise.all([
      send(admin, 'PATCH', `/api/members/${second.id}`, { roles: ['member'] }),
      send(secondToken, 'PATCH', `/api/members/${id.admin}`, { roles: ['member'] }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[0]).toBe(200);
    // The other is refused: by the last-admin rule when it ran while its caller was still an
    // admin, by the route's rule when its caller had already lost the role.
    expect([403, 422]).toContain(statuses[1]);
    const refused = [a, b].find((r) => r.statusCode === 422);
    if (refused) expect(refused.json().errors).toEqual({ roles: [LAST_ADMIN_MESSAGE] });
    const [{ admins }] = await ctx.database.db
      .select({ admins: count() })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(and(eq(userRoles.roleId, ROLE_IDS.admin), isNull(users.deactivatedAt)));
    expect(Number(admins)).toBe(1);
    // Put things back for the other tests.
    await ctx.database.db.insert(userRoles).values({ userId: id.admin, roleId: ROLE_IDS.admin }).onConflictDoNothing();
    await ctx.database.db.delete(userRoles).where(and(eq(userRoles.userId, second.id), eq(userRoles.roleId, ROLE_IDS.admin)));
  });
});

describe('deactivation', () => {
  it('ends the sessions at once, refuses sign-in with a clear message, keeps the records, and can be undone', async () => {
    const person = await newPerson({ unit_ids: [id.choir] });
    expect((await setPassword(person.email, 'soon-deactivated')).statusCode).toBe(200);
    const session = await loginAs(ctx.app, person.email, 'soon-deactivated');
    const [service] = await ctx.database.db.select({ id: services.id }).from(services).limit(1);
    await ctx.database.db.insert(attendance).values({ userId: person.id, serviceId: service.id, attendedOn: todayInChurch(), serviceCategory: 'Others' });

    const off = await send(admin, 'PATCH', `/api/members/${person.id}`, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.active).toBe(false);
    expect((await send(session, 'GET', '/api/me')).statusCode).toBe(401);
    const refused = await login(person.email, 'soon-deactivated');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: DEACTIVATED_MESSAGE, errors: { email: [DEACTIVATED_MESSAGE] } });
    // A wrong password still gets the usual answer: the state is told only to someone holding the password.
    expect((await login(person.email, 'wrong-password')).statusCode).toBe(401);
    // No reset link for a deactivated account.
    const mailsBefore = (await ctx.database.db.select().from(outbox).where(eq(outbox.to, person.email))).length;
    await ctx.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: person.email } });
    await ctx.app.flushMail();
    expect((await ctx.database.db.select().from(outbox).where(eq(outbox.to, person.email))).length).toBe(mailsBefore);
    expect((await send(admin, 'POST', `/api/members/${person.id}/invitation`)).statusCode).toBe(422);

    // Nothing recorded is lost; they leave the roster and the active directory, and show under active=false.
    expect(await ctx.database.db.select().from(attendance).where(eq(attendance.userId, person.id))).toHaveLength(1);
    expect(await ctx.database.db.select().from(unitMembers).where(eq(unitMembers.userId, person.id))).toHaveLength(1);
    const roster = await send(admin, 'GET', `/api/units/${id.choir}/members`);
    expect(roster.json().data.map((p: { id: number }) => p.id)).not.toContain(person.id);
    const activeOnly = await send(admin, 'GET', `/api/members?active=true&search=${encodeURIComponent(person.email)}`);
    expect(activeOnly.json().meta.total).toBe(0);
    const deactivated = await send(admin, 'GET', `/api/members?active=false&per_page=100`);
    expect(deactivated.json().data.map((p: { id: number }) => p.id)).toContain(person.id);
    expect(deactivated.json().data.every((p: { active: boolean }) => !p.active)).toBe(true);

    const on = await send(admin, 'PATCH', `/api/members/${person.id}`, { active: true });
    expect(on.json().data.active).toBe(true);
    expect((await login(person.email, 'soon-deactivated')).statusCode).toBe(200);
    expect((await send(admin, 'GET', `/api/units/${id.choir}/members`)).json().data.map((p: { id: number }) => p.id)).toContain(person.id);
  });
});

describe('GET /api/members (sort)', () => {
  it('sorts by name either way, by email (people without one last) and by joining date', async () => {
    const names = async (sort: string) => (await send(admin, 'GET', `/api/members?per_page=100&sort=${sort}`)).json().data.map((p: { last_name: string; first_name: string }) => `${p.last_name} ${p.first_name}`);
    const byName = await names('name');
    expect(await names('-name')).toEqual([...byName].reverse());
    const emails = (await send(admin, 'GET', '/api/members?per_page=100&sort=email')).json().data.map((p: { email: string | null }) => p.email);
    const withEmail = emails.filter((email: string | null) => email !== null);
    expect(emails).toEqual([...[...withEmail].sort(), ...emails.filter((email: string | null) => email === null)]);
    const newest = (await send(admin, 'GET', '/api/members?per_page=1&sort=-joined')).json().data[0];
    const [latest] = await ctx.database.db.select({ id: users.id }).from(users).orderBy(sql`created_at desc, id desc`).limit(1);
    expect(newest.id).toBe(latest.id);
    expect((await send(admin, 'GET', '/api/members?sort=age')).statusCode).toBe(422);
  });
});

describe('GET /api/members/:id/attendance', () => {
  it('answers the person, an admin and a leader of their unit alike; others get 403 whether or not the id exists', async () => {
    const [member, leader, samuel] = [await loginAs(ctx.app, 'member'), await loginAs(ctx.app, 'leader'), await loginAs(ctx.app, 'samuel.eze@example.com')];
    const url = `/api/members/${id.member}/attendance`;
    // Each level's message is picked at random among a few: compare the rest.
    const figures = (months: Array<{ message: string }>) => months.map(({ message: _, ...rest }) => rest);
    const own = await send(member, 'GET', url);
    expect(own.statusCode).toBe(200);
    const ownMonths = figures(own.json().data.months);
    expect(figures((await send(admin, 'GET', url)).json().data.months)).toEqual(ownMonths);
    expect(figures((await send(leader, 'GET', url)).json().data.months)).toEqual(ownMonths);
    // What the person sees on their own history, month by month.
    expect(figures((await send(member, 'GET', '/api/attendance/history')).json().data)).toEqual(ownMonths);
    const { year, month } = thisMonthInChurch();
    expect(own.json().data.months.at(-1)).toMatchObject({ year, month });
    expect(own.json().data.months).toHaveLength(12);

    expect((await send(samuel, 'GET', url)).statusCode).toBe(403);
    expect((await send(samuel, 'GET', '/api/members/999999/attendance')).statusCode).toBe(403);
    expect((await send(member, 'GET', `/api/members/${id.leader}/attendance`)).statusCode).toBe(403);
    expect((await send(admin, 'GET', '/api/members/999999/attendance')).statusCode).toBe(404);
  });

  it('gives a year’s months up to this one, and the last day the person came', async () => {
    const person = await newPerson();
    const [service] = await ctx.database.db.select({ id: services.id }).from(services).limit(1);
    await ctx.database.db.insert(attendance).values([
      { userId: person.id, serviceId: service.id, attendedOn: '2025-03-02', serviceCategory: 'Others' },
      { userId: person.id, serviceId: service.id, attendedOn: '2025-06-01', serviceCategory: 'Others' },
    ]);
    const { year, month } = thisMonthInChurch();
    const thisYear = (await send(admin, 'GET', `/api/members/${person.id}/attendance?year=${year}`)).json().data;
    expect(thisYear.months.map((m: { month: number }) => m.month)).toEqual(Array.from({ length: month }, (_, i) => i + 1));
    expect(thisYear.last_attended).toBe('2025-06-01');
    const pastYear = (await send(admin, 'GET', `/api/members/${person.id}/attendance?year=${year - 1}`)).json().data;
    expect(pastYear.months).toHaveLength(12);
    const bad = await send(admin, 'GET', `/api/members/${person.id}/attendance?year=abc`);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['year']);
  });
});

// Every roster change an admin makes from the directory is recorded in the same transaction, and
// only an active person with the member role joins a unit
// (docs/decisions/0020-unit-rosters-and-what-a-leader-reaches.md).
describe('roster changes made from the directory', () => {
  const changesOf = async (userId: number) =>
    (await ctx.database.db.select().from(unitRosterChanges).where(eq(unitRosterChanges.userId, userId)).orderBy(unitRosterChanges.id))
      .map((row) => [row.unitId, row.change, row.actorId]);

  it('records joining with the account, moving between units and losing the leader role, each by the admin', async () => {
    const person = await newPerson({ unit_ids: [id.choir] });
    expect(await changesOf(person.id)).toEqual([[id.choir, 'added', id.admin]]);
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/units/${id.media}/leaders/${person.id}`, headers: auth(admin) })).statusCode).toBe(201);
    expect((await send(admin, 'PATCH', `/api/members/${person.id}`, { roles: ['member'] })).statusCode).toBe(200);
    expect((await send(admin, 'PATCH', `/api/members/${person.id}`, { unit_ids: [id.media, id.ushering] })).statusCode).toBe(200);
    expect(await changesOf(person.id)).toEqual([
      [id.choir, 'added', id.admin],
      [id.media, 'added', id.admin],
      [id.media, 'made_leader', id.admin],
      [id.media, 'leader_removed', id.admin],
      [id.choir, 'removed', id.admin],
      [id.ushering, 'added', id.admin],
    ]);
    // Told of the unit they were put on (the account's own invitation covers the first).
    await ctx.app.flushMail();
    const subjects = (await ctx.database.db.select().from(outbox).where(eq(outbox.to, person.email))).map((m) => m.subject);
    // Mail goes out in the background, so on PostgreSQL's pool the two may be stored in either order.
    expect(subjects.filter((subject) => subject.startsWith('You were added to')).sort()).toEqual(['You were added to Media', 'You were added to Ushering']);
  });

  it('refuses to put a deactivated person or one without the member role on a unit (422 on unit_ids), changing nothing', async () => {
    const person = await newPerson();
    expect((await send(admin, 'PATCH', `/api/members/${person.id}`, { active: false })).statusCode).toBe(200);
    const refused = await send(admin, 'PATCH', `/api/members/${person.id}`, { unit_ids: [id.choir], last_name: 'Unchanged?' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ unit_ids: [DEACTIVATED_CANNOT_JOIN_MESSAGE] });
    expect(await ctx.database.db.select().from(unitMembers).where(eq(unitMembers.userId, person.id))).toEqual([]);
    expect(await changesOf(person.id)).toEqual([]);
    expect((await send(admin, 'GET', `/api/members/${person.id}`)).json().data.last_name).not.toBe('Unchanged?');

    const leaderOnly = await send(admin, 'POST', '/api/members', { first_name: 'Only', last_name: 'Leader', email: 'only.leader@example.com', roles: ['leader'], unit_ids: [id.choir] });
    expect(leaderOnly.statusCode).toBe(422);
    expect(leaderOnly.json().errors).toEqual({ unit_ids: [NOT_A_MEMBER_CANNOT_JOIN_MESSAGE] });
    const member = await newPerson();
    const dropped = await send(admin, 'PATCH', `/api/members/${member.id}`, { roles: ['admin'], unit_ids: [id.choir] });
    expect(dropped.statusCode).toBe(422);
    expect(dropped.json().errors).toEqual({ unit_ids: [NOT_A_MEMBER_CANNOT_JOIN_MESSAGE] });
  });
});
