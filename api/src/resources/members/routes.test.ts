import { eq } from 'drizzle-orm';
import { userSchema } from '@church/contracts/user';
import { users } from '../../db/schema';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';
import { parseCsv } from '../../test/csv';
import { membersForExport } from './queries';

let ctx: TestContext;
let admin: string;
let leader: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAs(ctx.app, 'admin');
  leader = await loginAs(ctx.app, 'leader');
}, 60_000);
afterAll(() => ctx.close());

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: auth(token) });
const emailsOf = (body: { data: Array<{ email: string }> }) => body.data.map((p) => p.email);

describe('GET /api/members?search=', () => {
  it('finds a person by their full name, in any case and spacing', async () => {
    for (const search of ['Ruth Bello', 'ruth bello', '  Ruth   Bello ', 'th Bel']) {
      const res = await get(`/api/members?search=${encodeURIComponent(search)}`, admin);
      expect(res.statusCode).toBe(200);
      expect({ search, emails: emailsOf(res.json()) }).toEqual({ search, emails: ['member@example.com'] });
    }
  });

  it('finds a person by a phone typed in any form', async () => {
    for (const search of ['0803 000 0003', '+2348030000003', '08030000003', '+234 803 000 0003', '(0803) 000-0003', '2348030000003']) {
      const res = await get(`/api/members?search=${encodeURIComponent(search)}`, admin);
      expect(res.statusCode).toBe(200);
      expect({ search, emails: emailsOf(res.json()) }).toEqual({ search, emails: ['member@example.com'] });
    }
  });

  it('keeps a leader inside their units when searching', async () => {
    const inUnit = await get('/api/members?search=0803%20000%200003', leader);
    expect(emailsOf(inUnit.json())).toEqual(['member@example.com']);
    // Esther (the admin) is in none of Daniel's units.
    const outside = await get('/api/members?search=Esther%20Okafor', leader);
    expect(outside.json()).toEqual({ data: [], meta: { page: 1, per_page: 20, total: 0 } });
    expect(emailsOf((await get('/api/members?search=Esther%20Okafor', admin)).json())).toEqual(['admin@example.com']);
  });

  it('filters by role', async () => {
    const leaders = await get('/api/members?role=leader', admin);
    expect(emailsOf(leaders.json()).sort()).toEqual(['leader@example.com', 'samuel.eze@example.com']);
    expect(leaders.json().data.every((p: unknown) => userSchema.parse(p).roles.includes('leader'))).toBe(true);
    const bad = await get('/api/members?role=pastor', admin);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ role: ['Role must be admin, leader or member'] });
  });
});

describe('GET /api/members/export.csv', () => {
  it('sends the whole directory to an admin as a CSV attachment, in the order of the list', async () => {
    const res = await get('/api/members/export.csv', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(['First name', 'Last name', 'Email', 'Phone', 'Gender', 'Birthday', 'Address', 'Roles', 'Units', 'Active']);
    const list = (await get('/api/members?per_page=100', admin)).json();
    expect(rows.map((r) => r[2])).toEqual(emailsOf(list));
    const ruth = rows.find((r) => r[2] === 'member@example.com');
    expect(ruth).toEqual(['Ruth', 'Bello', 'member@example.com', '+2348030000003', 'female', '1994-06-12', '12 Palm Avenue, Lagos', 'member', 'Choir', 'yes']);
    const daniel = rows.find((r) => r[2] === 'leader@example.com');
    expect(daniel?.slice(7)).toEqual(['leader; member', 'Choir (leader); Media (leader)', 'yes']);
  });

  it("gives a leader only their units' people, with the list's filters", async () => {
    const all = parseCsv((await get('/api/members/export.csv', leader)).body).slice(1);
    const list = (await get('/api/members?per_page=100', leader)).json();
    expect(all.map((r) => r[2])).toEqual(emailsOf(list));
    expect(all.map((r) => r[2])).not.toContain('samuel.eze@example.com');
    const searched = await get('/api/members/export.csv?search=ruth%20bello', leader);
    expect(parseCsv(searched.body).map((r) => r[2])).toEqual(['Email', 'member@example.com']);
    const otherUnit = await get('/api/members/export.csv?unit_id=3', leader);
    expect(otherUnit.statusCode).toBe(200);
    expect(otherUnit.body).toBe('\uFEFF"First name","Last name","Email","Phone","Gender","Birthday","Address","Roles","Units","Active"\r\n');
  });

  it('defuses formulas and quotes awkward text in what people typed', async () => {
    const [ruth] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'member@example.com'));
    await ctx.database.db.update(users).set({ address: '=HYPERLINK("http://evil.test")', firstName: 'Ruth, "Ruthie"' }).where(eq(users.id, ruth.id));
    try {
      const res = await get('/api/members/export.csv?search=member%40example.com', admin);
      expect(res.body).toContain(`"Ruth, ""Ruthie""","Bello","member@example.com","+2348030000003","female","1994-06-12","'=HYPERLINK(""http://evil.test"")","member","Choir","yes"\r\n`);
    } finally {
      await ctx.database.db.update(users).set({ address: '12 Palm Avenue, Lagos', firstName: 'Ruth' }).where(eq(users.id, ruth.id));
    }
  });

  it('answers a bad filter with the 422 envelope, not a broken file', async () => {
    const res = await get('/api/members/export.csv?unit_id=abc', admin);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ unit_id: ['Unit must be a number'] });
  });

  it('reads the directory in keyset pages without losing or repeating anyone', async () => {
    const emails: (string | null)[] = [];
    for await (const page of membersForExport(ctx.database.db, { scope: 'everyone' }, 3)) emails.push(...page.map((row) => row.email));
    const list = (await get('/api/members?per_page=100', admin)).json();
    expect(list.meta.total).toBeGreaterThan(30);
    expect(emails).toEqual(emailsOf(list));
  });
});

// What a leader may read and do about a person of their unit is the unit's business, never the
// account (docs/decisions/0020-unit-rosters-and-what-a-leader-reaches.md). Samuel (who leads
// Ushering and Prayer Team) and Esther (an admin) are put on the Choir, which Daniel leads.
describe("a leader sees a unit member's unit business only", () => {
  const ids = {} as Record<'samuel' | 'esther' | 'daniel' | 'choir', number>;
  const onChoir = (userId: number, method: 'PUT' | 'DELETE') => ctx.app.inject({ method, url: `/api/units/${ids.choir}/members/${userId}`, headers: auth(admin) });
  beforeAll(async () => {
    for (const [key, email] of [['samuel', 'samuel.eze@example.com'], ['esther', 'admin@example.com'], ['daniel', 'leader@example.com']] as const) {
      const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      ids[key] = row.id;
    }
    const choir = (await get('/api/units', admin)).json().data.find((u: { slug: string }) => u.slug === 'choir');
    ids.choir = choir.id;
    for (const person of [ids.samuel, ids.esther]) expect((await onChoir(person, 'PUT')).statusCode).toBe(201);
  });
  afterAll(async () => {
    for (const person of [ids.samuel, ids.esther]) await onChoir(person, 'DELETE');
  });

  it('GET /api/members/:id: of their units only the ones the leader leads, and of roles what that roster shows', async () => {
    const seen = userSchema.parse((await get(`/api/members/${ids.samuel}`, leader)).json().data);
    expect(seen.units.map((u) => [u.name, u.is_leader])).toEqual([['Choir', false]]);
    expect(seen.roles).toEqual(['member']);
    expect(seen).toMatchObject({ email: 'samuel.eze@example.com', full_name: 'Samuel Eze' });
    // The admin sees the whole account; the leader sees all of their own.
    const whole = userSchema.parse((await get(`/api/members/${ids.samuel}`, admin)).json().data);
    expect(whole.units.map((u) => u.name)).toEqual(['Choir', 'Prayer Team', 'Ushering']);
    expect(whole.roles).toEqual(['leader', 'member']);
    const own = userSchema.parse((await get(`/api/members/${ids.daniel}`, leader)).json().data);
    expect(own.units.map((u) => [u.name, u.is_leader])).toEqual([['Choir', true], ['Media', true]]);
    expect(own.roles).toEqual(['leader', 'member']);
  });

  it('an admin on the roster is out of the leader’s reach: 403 on the person and their attendance, absent from the directory', async () => {
    expect((await get(`/api/members/${ids.esther}`, leader)).statusCode).toBe(403);
    expect((await get(`/api/members/${ids.esther}/attendance`, leader)).statusCode).toBe(403);
    expect((await get('/api/members?search=Esther%20Okafor', leader)).json().meta.total).toBe(0);
    expect((await get(`/api/members?unit_id=${ids.choir}&per_page=100`, leader)).json().data.map((p: { id: number }) => p.id)).not.toContain(ids.esther);
    expect((await get(`/api/members?unit_id=${ids.choir}&per_page=100`, admin)).json().data.map((p: { id: number }) => p.id)).toContain(ids.esther);
  });

  it('GET /api/members and its CSV: the same view, and the role filter reads roles as the leader sees them', async () => {
    const [listed] = (await get('/api/members?search=samuel.eze', leader)).json().data;
    expect(listed.units.map((u: { name: string }) => u.name)).toEqual(['Choir']);
    expect(listed.roles).toEqual(['member']);
    const leaders = emailsOf((await get('/api/members?role=leader&per_page=100', leader)).json());
    expect(leaders).toEqual(['leader@example.com']); // Samuel leads no unit of Daniel's
    expect((await get('/api/members?role=admin', leader)).json().meta.total).toBe(0);
    expect(emailsOf((await get('/api/members?role=member&search=samuel.eze', leader)).json())).toEqual(['samuel.eze@example.com']);
    const csv = parseCsv((await get('/api/members/export.csv?search=samuel.eze', leader)).body);
    expect(csv[1].slice(7)).toEqual(['member', 'Choir', 'yes']);
    expect(parseCsv((await get('/api/members/export.csv?search=samuel.eze', admin)).body)[1].slice(7)).toEqual(['leader; member', 'Choir; Prayer Team (leader); Ushering (leader)', 'yes']);
  });

  it('PATCH /api/members/:id (email, roles, units, active) is the admins’: 403 for the leader, nothing changed', async () => {
    for (const payload of [{ email: 'taken.over@example.com' }, { roles: ['member'] }, { unit_ids: [ids.choir] }, { active: false }]) {
      const res = await ctx.app.inject({ method: 'PATCH', url: `/api/members/${ids.samuel}`, headers: auth(leader), payload });
      expect(res.statusCode).toBe(403);
    }
    const whole = userSchema.parse((await get(`/api/members/${ids.samuel}`, admin)).json().data);
    expect(whole).toMatchObject({ email: 'samuel.eze@example.com', roles: ['leader', 'member'], active: true });
    expect(whole.units).toHaveLength(3);
  });
});
