import { and, desc, eq } from 'drizzle-orm';
import { householdSchema } from '@church/contracts/households';
import { auditLog, users } from '../../db/schema';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';

let ctx: TestContext;
let admin: string;
let member: string;
let leader: string;
let memberId: number;
let leaderId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  [admin, member, leader] = [await loginAs(ctx.app, 'admin'), await loginAs(ctx.app, 'member'), await loginAs(ctx.app, 'leader')];
  const idOf = async (email: string) => (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
  [memberId, leaderId] = [await idOf('member@example.com'), await idOf('leader@example.com')];
}, 120_000);
afterAll(() => ctx.close());

const send = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
const lastAudit = async (entity: 'household' | 'person', entityId: number) =>
  (await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId))).orderBy(desc(auditLog.id)).limit(1))[0];

const PEANUTS = 'Peanuts (carries an EpiPen)';

describe('a member\'s own household', () => {
  it('is made by the member as its first adult; they add a child without an account and read the child\'s care details', async () => {
    const made = await send(member, 'POST', '/api/households', { name: 'The Member Family', address: '3 Palm Close' });
    expect(made.statusCode).toBe(201);
    const household = householdSchema.parse(made.json().data);
    expect(household.people).toEqual([expect.objectContaining({ id: memberId, role: 'adult' })]);

    const added = await send(member, 'POST', `/api/households/${household.id}/people`, {
      role: 'child', first_name: 'Tolu', last_name: 'Member', birthday: '2018-04-02', allergies: PEANUTS, care_notes: 'Shy at drop-off', school_grade: 2,
    });
    expect(added.statusCode).toBe(201);
    const child = added.json().data.people.find((p: { role: string }) => p.role === 'child');
    expect(child).toEqual({ id: expect.any(Number), full_name: 'Tolu Member', role: 'child', birthday: '2018-04-02', email: null, care: { allergies: PEANUTS, care_notes: 'Shy at drop-off', school_grade: 2 } });
    expect(await lastAudit('household', household.id)).toMatchObject({ action: 'person_added', after: { person: 'Tolu Member', role: 'child' } });

    const mine = (await send(member, 'GET', '/api/me/households')).json().data;
    expect(mine.map((h: { name: string }) => h.name)).toEqual(['The Member Family']);
    expect(mine[0].people.find((p: { id: number }) => p.id === child.id).care.allergies).toBe(PEANUTS);

    // The child is a person of the church without sign-in: in the directory, with no care details there.
    const directory = await send(admin, 'GET', '/api/members?search=Tolu%20Member');
    expect(directory.json().data).toEqual([expect.objectContaining({ id: child.id, email: null })]);
    expect(directory.body).not.toContain('Peanuts');
  });

  it('is out of reach of another member: 403 for reading, changing or adding to it, whether or not it exists', async () => {
    const { id } = (await send(member, 'POST', '/api/households', { name: 'Private Family' })).json().data;
    await send(member, 'POST', `/api/households/${id}/people`, { role: 'child', first_name: 'Kemi', last_name: 'Private', allergies: PEANUTS });
    for (const [method, url, payload] of [
      ['GET', `/api/households/${id}`], ['PATCH', `/api/households/${id}`, { name: 'Taken' }], ['POST', `/api/households/${id}/people`, { role: 'child', first_name: 'X', last_name: 'Y' }],
      ['GET', '/api/households/999999'],
    ] as const) {
      const res = await send(leader, method, url, payload);
      expect({ url, method, status: res.statusCode }).toEqual({ url, method, status: 403 });
      expect(res.body).not.toContain('Peanuts');
    }
    expect((await send(leader, 'GET', '/api/me/households')).json().data).toEqual([]);
    expect((await send(member, 'GET', '/api/households')).statusCode).toBe(403);
    expect((await send(member, 'DELETE', `/api/households/${id}`)).statusCode).toBe(403);
  });

  it('takes no one already known from a member (only a new person): that would open another family\'s child\'s notes', async () => {
    const { id } = (await send(member, 'POST', '/api/households', { name: 'Grabby Family' })).json().data;
    const res = await send(member, 'POST', `/api/households/${id}/people`, { role: 'child', person_id: leaderId });
    expect(res.statusCode).toBe(403);
  });

  it('leaves who is an adult, and the other adults, to admins: a member changes and takes out children only', async () => {
    const { id } = (await send(admin, 'POST', '/api/households', { name: 'Shared Family' })).json().data;
    await send(admin, 'POST', `/api/households/${id}/people`, { role: 'adult', person_id: memberId });
    await send(admin, 'POST', `/api/households/${id}/people`, { role: 'adult', person_id: leaderId });
    const kid = (await send(member, 'POST', `/api/households/${id}/people`, { role: 'child', first_name: 'Ada', last_name: 'Shared' })).json().data.people.find((p: { role: string }) => p.role === 'child');
    expect((await send(member, 'PATCH', `/api/households/${id}/people/${leaderId}`, { role: 'child' })).statusCode).toBe(403);
    expect((await send(member, 'PATCH', `/api/households/${id}/people/${kid.id}`, { role: 'adult' })).statusCode).toBe(403);
    expect((await send(member, 'PATCH', `/api/households/${id}/people/${leaderId}`, { care_notes: 'Not my job' })).statusCode).toBe(403);
    expect((await send(member, 'DELETE', `/api/households/${id}/people/${leaderId}`)).statusCode).toBe(403);
    expect((await send(member, 'PATCH', `/api/households/${id}/people/${kid.id}`, { school_grade: 3 })).statusCode).toBe(200);
    const after = (await send(member, 'DELETE', `/api/households/${id}/people/${kid.id}`)).json().data;
    expect(after.people.map((p: { id: number; role: string }) => [p.id, p.role]).sort()).toEqual([[memberId, 'adult'], [leaderId, 'adult']].sort());
    expect((await send(admin, 'PATCH', `/api/households/${id}/people/${leaderId}`, { role: 'child' })).statusCode).toBe(200);
  });

  it('puts changes of a child\'s care details and of who is in it on the audit trail', async () => {
    const { id } = (await send(member, 'POST', '/api/households', { name: 'Audited Family' })).json().data;
    const child = (await send(member, 'POST', `/api/households/${id}/people`, { role: 'child', first_name: 'Ada', last_name: 'Audited', allergies: 'None known' })).json().data.people.find((p: { role: string }) => p.role === 'child');
    const changed = await send(member, 'PATCH', `/api/households/${id}/people/${child.id}`, { allergies: 'Dairy', school_grade: 1 });
    expect(changed.statusCode).toBe(200);
    expect(await lastAudit('person', child.id)).toMatchObject({ action: 'care_updated', before: { allergies: 'None known', school_grade: null }, after: { allergies: 'Dairy', school_grade: 1 } });
    const removed = await send(member, 'DELETE', `/api/households/${id}/people/${child.id}`);
    expect(removed.json().data.people.map((p: { id: number }) => p.id)).toEqual([memberId]);
    expect(await lastAudit('household', id)).toMatchObject({ action: 'person_removed', before: { person: 'Ada Audited', role: 'child' } });
    expect((await send(member, 'PATCH', `/api/households/${id}/people/${child.id}`, { allergies: 'x' })).statusCode).toBe(404);
  });
});

describe('admins', () => {
  it('list households with counts and no care details, manage any, and a person may be in two', async () => {
    const first = (await send(admin, 'POST', '/api/households', { name: 'Adeyemi (Ikeja)' })).json().data;
    const second = (await send(admin, 'POST', '/api/households', { name: 'Adeyemi (Yaba)' })).json().data;
    expect(first.people).toEqual([]);
    const withChild = (await send(admin, 'POST', `/api/households/${first.id}/people`, { role: 'child', first_name: 'Femi', last_name: 'Adeyemi', allergies: PEANUTS })).json().data;
    const femi = withChild.people[0];
    expect((await send(admin, 'POST', `/api/households/${second.id}/people`, { role: 'child', person_id: femi.id })).statusCode).toBe(201);
    expect((await send(admin, 'POST', `/api/households/${second.id}/people`, { role: 'adult', person_id: leaderId })).statusCode).toBe(201);
    expect((await send(admin, 'POST', `/api/households/${second.id}/people`, { role: 'adult', person_id: leaderId })).statusCode).toBe(409);
    // The leader, an adult of the second household, reads the care details of the child both share.
    const asParent = (await send(leader, 'GET', `/api/households/${second.id}`)).json().data;
    expect(asParent.people.find((p: { id: number }) => p.id === femi.id).care.allergies).toBe(PEANUTS);

    const list = await send(admin, 'GET', '/api/households?search=Adeyemi');
    expect(list.json().data).toEqual([
      { id: first.id, name: 'Adeyemi (Ikeja)', address: null, adults: 0, children: 1 },
      { id: second.id, name: 'Adeyemi (Yaba)', address: null, adults: 1, children: 1 },
    ]);
    expect(list.body).not.toContain('Peanuts');

    expect((await send(admin, 'PATCH', `/api/households/${first.id}`, { address: '4 Allen Avenue' })).json().data.address).toBe('4 Allen Avenue');
    expect(await lastAudit('household', first.id)).toMatchObject({ action: 'updated', after: { address: '4 Allen Avenue' } });
    expect((await send(admin, 'DELETE', `/api/households/${first.id}`)).statusCode).toBe(200);
    expect((await send(admin, 'GET', `/api/households/${first.id}`)).statusCode).toBe(404);
    // The child stays, in the other household.
    expect((await send(admin, 'GET', `/api/households/${second.id}`)).json().data.people.map((p: { id: number }) => p.id)).toContain(femi.id);
  });

  it('answer 422 with a sentence on malformed input, never 500', async () => {
    const { id } = (await send(admin, 'POST', '/api/households', { name: 'Checks' })).json().data;
    const cases: Array<[string, object]> = [
      ['/api/households', { name: '' }],
      [`/api/households/${id}/people`, { role: 'parent', first_name: 'A', last_name: 'B' }],
      [`/api/households/${id}/people`, { role: 'child', first_name: 'A', last_name: 'B', school_grade: 'third' }],
      [`/api/households/${id}/people`, { role: 'child' }],
      [`/api/households/${id}/people`, { role: 'child', person_id: 999999 }],
    ];
    for (const [url, payload] of cases) expect({ payload, status: (await send(admin, 'POST', url, payload)).statusCode }).toEqual({ payload, status: 422 });
    expect((await send(admin, 'GET', '/api/households/abc')).statusCode).toBe(422);
    expect((await send(admin, 'PATCH', `/api/households/${id}`, {})).statusCode).toBe(422);
  });
});
