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
    expect(ruth).toEqual(['Ruth', 'Bello', 'member@example.com', "'+2348030000003", 'female', '1994-06-12', '12 Palm Avenue, Lagos', 'member', 'Choir', 'yes']);
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
    expect(otherUnit.body).toBe('\uFEFFFirst name,Last name,Email,Phone,Gender,Birthday,Address,Roles,Units,Active\r\n');
  });

  it('defuses formulas and quotes awkward text in what people typed', async () => {
    const [ruth] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'member@example.com'));
    await ctx.database.db.update(users).set({ address: '=HYPERLINK("http://evil.test")', firstName: 'Ruth, "Ruthie"' }).where(eq(users.id, ruth.id));
    try {
      const res = await get('/api/members/export.csv?search=member%40example.com', admin);
      expect(res.body).toContain(`"Ruth, ""Ruthie""",Bello,member@example.com,'+2348030000003,female,1994-06-12,"'=HYPERLINK(""http://evil.test"")",member,Choir,yes\r\n`);
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
    const emails: string[] = [];
    for await (const page of membersForExport(ctx.database.db, { scope: 'everyone' }, 3)) emails.push(...page.map((row) => row.email));
    const list = (await get('/api/members?per_page=100', admin)).json();
    expect(list.meta.total).toBeGreaterThan(30);
    expect(emails).toEqual(emailsOf(list));
  });
});
