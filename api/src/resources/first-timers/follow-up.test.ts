import { eq } from 'drizzle-orm';
import { addDays, todayInChurch } from '@church/contracts/church-time';
import { DEMO_ACCOUNTS } from '@church/contracts/demo-accounts';
import { FOLLOW_UP_STATUSES } from '@church/contracts/follow-up';
import { firstTimers, followUps, users } from '../../db/schema';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';
import { parseCsv } from '../../test/csv';

let ctx: TestContext;
const token = { admin: '', leader: '', member: '' };
const id = { admin: 0, leader: 0, member: 0 };
type Who = keyof typeof token;
const today = todayInChurch();

beforeAll(async () => {
  ctx = await createTestApp();
  for (const role of ['admin', 'leader', 'member'] as const) {
    token[role] = await loginAs(ctx.app, role);
    const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, `${role}@example.com`));
    id[role] = row.id;
  }
}, 60_000);
afterAll(() => ctx.close());

const send = (who: Who, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(token[who]), ...(payload ? { payload } : {}) });

let serial = 0;
/** A first-timer made for one test: first seen `daysAgo` days ago, with its follow-up. */
async function visitor(options: { daysAgo?: number; firstVisitOn?: string; visits?: number; status?: string; assignee?: number | null; nextContactOn?: string | null; email?: string; address?: string } = {}) {
  serial += 1;
  const firstVisitOn = options.firstVisitOn ?? addDays(today, -(options.daysAgo ?? 1));
  const [person] = await ctx.database.db
    .insert(firstTimers)
    .values({
      firstName: 'Test', lastName: `Visitor ${serial}`, phone: `+2348160000${String(serial).padStart(3, '0')}`, email: options.email ?? null, address: options.address ?? null,
      firstVisitOn, lastVisitOn: firstVisitOn, visitCount: options.visits ?? 1,
    })
    .returning({ id: firstTimers.id });
  await ctx.database.db.insert(followUps).values({
    firstTimerId: person.id, status: options.status ?? 'Not Contacted', assignedTo: options.assignee ?? null,
    assignedBy: options.assignee ? id.admin : null, assignedAt: options.assignee ? new Date() : null, nextContactOn: options.nextContactOn ?? null,
  });
  return person.id;
}

describe('who may see and change a follow-up', () => {
  it('shows the assignee their first-timer, and anyone else a 403 for an existing and a missing id alike', async () => {
    const ft = await visitor({ assignee: id.member });
    const mine = await send('member', 'GET', `/api/first-timers/${ft}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ id: ft, follow_up: { status: 'Not Contacted', assignee: { id: id.member, full_name: 'Ruth Bello' } }, visit_label: 'First Timer' });
    const existing = await send('leader', 'GET', `/api/first-timers/${ft}`);
    const missing = await send('leader', 'GET', '/api/first-timers/99999999');
    expect([existing.statusCode, missing.statusCode]).toEqual([403, 403]);
    expect(existing.json().message).toBe(missing.json().message);
    expect((await send('admin', 'GET', `/api/first-timers/${ft}`)).statusCode).toBe(200);
    expect((await send('admin', 'GET', '/api/first-timers/99999999')).statusCode).toBe(404);
  });

  it('lets the assignee change the status and next contact but not reassign', async () => {
    const ft = await visitor({ assignee: id.member });
    const moved = await send('member', 'PATCH', `/api/first-timers/${ft}/follow-up`, { status: 'Invited Again', next_contact_on: addDays(today, 5) });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.follow_up).toMatchObject({ status: 'Invited Again', next_contact_on: addDays(today, 5), overdue: false });
    const past = await send('member', 'PATCH', `/api/first-timers/${ft}/follow-up`, { next_contact_on: addDays(today, -1) });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.next_contact_on).toEqual(['Next contact cannot be in the past']);
    const reassign = await send('member', 'PATCH', `/api/first-timers/${ft}/follow-up`, { assigned_to: id.leader });
    expect(reassign.statusCode).toBe(403);
    expect((await send('admin', 'GET', `/api/first-timers/${ft}`)).json().data.follow_up.assignee.id).toBe(id.member);
  });

  it('lets an admin reassign to a member or leader only, keeping who assigned it', async () => {
    const ft = await visitor();
    const refused = await send('admin', 'PATCH', `/api/first-timers/${ft}/follow-up`, { assigned_to: 99999999 });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['assigned_to']);
    const res = await send('admin', 'PATCH', `/api/first-timers/${ft}/follow-up`, { assigned_to: id.leader });
    expect(res.json().data.follow_up).toMatchObject({ assignee: { id: id.leader }, assigned_by: { id: id.admin, full_name: 'Esther Okafor' } });
    expect((await send('leader', 'GET', `/api/first-timers/${ft}`)).statusCode).toBe(200);
  });

  it('hides an opted-out person’s phone, email and address from everyone but admins', async () => {
    const ft = await visitor({ assignee: id.member, status: 'Opt-out', email: 'private@example.com', address: '4 Quiet Close' });
    const member = (await send('member', 'GET', `/api/first-timers/${ft}`)).json().data;
    expect(member).toMatchObject({ phone: null, email: null, address: null, contact_hidden: true });
    const admin = (await send('admin', 'GET', `/api/first-timers/${ft}`)).json().data;
    expect(admin).toMatchObject({ email: 'private@example.com', address: '4 Quiet Close', contact_hidden: false });
    expect(admin.phone).toMatch(/^\+234816/);
  });
});

describe('Opt-out is left only by an admin', () => {
  const contact = { contacted_at: new Date().toISOString(), channel: 'call', outcome: 'reached' } as const;
  const seenBy = async (who: Who, ft: number) => (await send(who, 'GET', `/api/first-timers/${ft}`)).json().data;

  it('refuses the assignee a move out of Opt-out, whose contact details stay hidden from them', async () => {
    const ft = await visitor({ assignee: id.member, status: 'Opt-out', email: 'left.alone@example.com', address: '4 Quiet Close' });
    for (const status of ['Contacted', 'Not Contacted', 'Invited Again', 'Visiting', 'Integrated'] as const) {
      const res = await send('member', 'PATCH', `/api/first-timers/${ft}/follow-up`, { status });
      expect({ status, code: res.statusCode, message: res.json().message }).toEqual({ status, code: 403, message: 'Only an admin may move a first-timer out of Opt-out.' });
    }
    expect(await seenBy('member', ft)).toMatchObject({ phone: null, email: null, address: null, contact_hidden: true, follow_up: { status: 'Opt-out' } });
    // Keeping Opt-out is no move out of it.
    expect((await send('member', 'PATCH', `/api/first-timers/${ft}/follow-up`, { status: 'Opt-out' })).statusCode).toBe(200);
  });

  it('refuses the assignee feedback that moves out of Opt-out, recording nothing, and keeps the visitor off their list', async () => {
    const ft = await visitor({ assignee: id.member, status: 'Opt-out', email: 'left.alone.2@example.com' });
    const res = await send('member', 'POST', `/api/first-timers/${ft}/feedback`, { ...contact, status: 'Contacted' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only an admin may move a first-timer out of Opt-out.');
    const seen = await seenBy('member', ft);
    expect(seen).toMatchObject({ phone: null, email: null, contact_hidden: true, follow_up: { status: 'Opt-out' } });
    expect(seen.feedback).toEqual([]);
    // A contact that keeps the status is still recorded.
    expect((await send('member', 'POST', `/api/first-timers/${ft}/feedback`, { ...contact, outcome: 'declined' })).statusCode).toBe(201);
    const mine = (await send('member', 'GET', '/api/me/assigned-first-timers')).json().data as Array<{ id: number }>;
    expect(mine.map((r) => r.id)).not.toContain(ft);
  });

  it('lets the assignee move a visitor into Opt-out at once, and only an admin back out of it', async () => {
    const ft = await visitor({ assignee: id.member, status: 'Contacted', email: 'asked@example.com' });
    const optOut = await send('member', 'POST', `/api/first-timers/${ft}/feedback`, { ...contact, outcome: 'declined', status: 'Opt-out' });
    expect(optOut.json().data).toMatchObject({ status_from: 'Contacted', status_to: 'Opt-out' });
    expect(await seenBy('member', ft)).toMatchObject({ email: null, contact_hidden: true });
    expect((await send('member', 'PATCH', `/api/first-timers/${ft}/follow-up`, { status: 'Contacted' })).statusCode).toBe(403);
    const back = await send('admin', 'POST', `/api/first-timers/${ft}/feedback`, { ...contact, status: 'Contacted' });
    expect(back.json().data).toMatchObject({ status_from: 'Opt-out', status_to: 'Contacted' });
    expect(await seenBy('member', ft)).toMatchObject({ email: 'asked@example.com', contact_hidden: false });
    expect((await send('admin', 'PATCH', `/api/first-timers/${ft}/follow-up`, { status: 'Opt-out' })).statusCode).toBe(200);
    expect((await send('admin', 'PATCH', `/api/first-timers/${ft}/follow-up`, { status: 'Visiting' })).json().data.follow_up.status).toBe('Visiting');
  });
});

describe('feedback', () => {
  it('records a contact that moves the status, as a timeline that keeps every entry', async () => {
    const ft = await visitor({ assignee: id.member, daysAgo: 5 });
    expect((await send('member', 'GET', `/api/first-timers/${ft}`)).json().data.follow_up.overdue).toBe(true);
    const first = await send('member', 'POST', `/api/first-timers/${ft}/feedback`, { contacted_at: new Date(Date.now() - 3_600_000).toISOString(), channel: 'call', outcome: 'no_answer' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ channel: 'call', outcome: 'no_answer', status_from: null, status_to: null, author: { id: id.member } });
    const second = await send('member', 'POST', `/api/first-timers/${ft}/feedback`, {
      contacted_at: new Date().toISOString(), channel: 'whatsapp', outcome: 'reached', note: 'Coming on Sunday', status: 'Contacted', next_contact_on: addDays(today, 7),
    });
    expect(second.json().data).toMatchObject({ status_from: 'Not Contacted', status_to: 'Contacted', note: 'Coming on Sunday', next_contact_on: addDays(today, 7) });
    const details = (await send('member', 'GET', `/api/first-timers/${ft}`)).json().data;
    expect(details.follow_up).toMatchObject({ status: 'Contacted', next_contact_on: addDays(today, 7), overdue: false });
    expect(details.feedback.map((f: { channel: string }) => f.channel)).toEqual(['whatsapp', 'call']); // newest first
  });

  it('refuses a contact in the future, an unknown channel, and anyone but the assignee or an admin', async () => {
    const ft = await visitor({ assignee: id.member });
    const future = await send('member', 'POST', `/api/first-timers/${ft}/feedback`, { contacted_at: new Date(Date.now() + 86_400_000).toISOString(), channel: 'call', outcome: 'reached' });
    expect(future.statusCode).toBe(422);
    expect(Object.keys(future.json().errors)).toEqual(['contacted_at']);
    const channel = await send('member', 'POST', `/api/first-timers/${ft}/feedback`, { contacted_at: new Date().toISOString(), channel: 'pigeon', outcome: 'reached' });
    expect(Object.keys(channel.json().errors)).toEqual(['channel']);
    expect((await send('leader', 'POST', `/api/first-timers/${ft}/feedback`, { contacted_at: new Date().toISOString(), channel: 'call', outcome: 'reached' })).statusCode).toBe(403);
    expect((await send('admin', 'POST', `/api/first-timers/${ft}/feedback`, { contacted_at: new Date().toISOString(), channel: 'email', outcome: 'reached' })).statusCode).toBe(201);
  });

  it('lists every entry for admins with its filters', async () => {
    const all = (await send('admin', 'GET', '/api/follow-up-feedback?per_page=100')).json();
    expect(all.meta.total).toBeGreaterThan(0);
    const whatsapp = (await send('admin', 'GET', `/api/follow-up-feedback?channel=whatsapp&author_id=${id.member}&from=${today}&to=${today}`)).json();
    expect(whatsapp.data.length).toBeGreaterThan(0);
    for (const f of whatsapp.data) expect(f).toMatchObject({ channel: 'whatsapp', author: { id: id.member } });
    const contacted = (await send('admin', 'GET', '/api/follow-up-feedback?status=Contacted&per_page=100')).json();
    for (const f of contacted.data) expect(f.status_to).toBe('Contacted');
    expect((await send('leader', 'GET', '/api/follow-up-feedback')).statusCode).toBe(403);
  });

  it('refuses a From after To, and a next contact in the past, per field', async () => {
    const reversed = await send('admin', 'GET', `/api/follow-up-feedback?from=${today}&to=${addDays(today, -1)}`);
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.to).toEqual(['To must be on or after From']);
    expect((await send('admin', 'GET', `/api/follow-up-feedback/export.csv?from=${today}&to=${addDays(today, -1)}`)).statusCode).toBe(422);
    const ft = await visitor({ assignee: id.member });
    const past = await send('member', 'POST', `/api/first-timers/${ft}/feedback`, { contacted_at: new Date().toISOString(), channel: 'sms', outcome: 'left_message', next_contact_on: addDays(today, -2) });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.next_contact_on).toEqual(['Next contact cannot be in the past']);
  });

  it('offers the authors of feedback and the holders of follow-ups for the filters, by name with their counts', async () => {
    const authors = (await send('admin', 'GET', '/api/first-timers/people?role=author')).json().data as Array<{ id: number; full_name: string; count: number }>;
    const list = (await send('admin', 'GET', `/api/follow-up-feedback?author_id=${id.member}`)).json();
    expect(authors.find((a) => a.id === id.member)).toEqual({ id: id.member, full_name: 'Ruth Bello', count: list.meta.total });
    const holders = (await send('admin', 'GET', '/api/first-timers/people?role=assignee')).json().data as Array<{ id: number; count: number }>;
    const held = (await send('admin', 'GET', `/api/first-timers?assignee=${id.leader}`)).json();
    expect(holders.find((h) => h.id === id.leader)?.count).toBe(held.meta.total);
    expect(holders.map((h) => h.id)).not.toContain(id.admin);
    expect((await send('admin', 'GET', '/api/first-timers/people?role=pastor')).statusCode).toBe(422);
    expect((await send('member', 'GET', '/api/first-timers/people?role=author')).statusCode).toBe(403);
  });

  it('exports the filtered entries as CSV, newest first, the same as the list', async () => {
    const query = `channel=whatsapp&author_id=${id.member}`;
    const list = (await send('admin', 'GET', `/api/follow-up-feedback?${query}&per_page=100`)).json();
    const res = await send('admin', 'GET', `/api/follow-up-feedback/export.csv?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="follow-up-feedback-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(['Contacted on', 'First-timer', 'By', 'Channel', 'Outcome', 'Status from', 'Status to', 'Next contact', 'Note']);
    expect(rows.map((r) => r[1])).toEqual(list.data.map((f: { first_timer_name: string }) => f.first_timer_name));
    expect(new Set(rows.map((r) => `${r[2]}|${r[3]}`))).toEqual(new Set(['Ruth Bello|WhatsApp']));
    expect((await send('admin', 'GET', '/api/follow-up-feedback/export.csv?channel=pigeon')).statusCode).toBe(422);
    expect((await send('member', 'GET', '/api/follow-up-feedback/export.csv')).statusCode).toBe(403);
  });
});

describe('the admin’s assignee picker', () => {
  it('offers members and leaders by name with their open follow-ups, never an admin-only account', async () => {
    const before = (await send('admin', 'GET', '/api/first-timers/assignees?search=ruth%20bello')).json().data;
    // With the email and phone that tell two people of one name apart.
    expect(before).toEqual([expect.objectContaining({ id: id.member, full_name: 'Ruth Bello', email: DEMO_ACCOUNTS.member, phone: '+2348030000003' })]);
    await visitor({ assignee: id.member });
    await visitor({ assignee: id.member, status: 'Integrated' }); // closed: not counted
    const after = (await send('admin', 'GET', '/api/first-timers/assignees?search=ruth%20bello')).json().data;
    expect(after[0].open_follow_ups).toBe(before[0].open_follow_ups + 1);
    const everyone = (await send('admin', 'GET', '/api/first-timers/assignees')).json().data as Array<{ full_name: string }>;
    expect(everyone.length).toBeGreaterThan(1);
    expect(everyone.length).toBeLessThanOrEqual(20);
    expect((await send('leader', 'GET', '/api/first-timers/assignees')).statusCode).toBe(403);
  });
});

describe("the admin's list", () => {
  it('filters by status, assignee, visits, month of first visit and overdue; each row carries them', async () => {
    const overdue = await visitor({ daysAgo: 4 }); // Not Contacted, 4 days after the first visit
    const notYet = await visitor({ daysAgo: 3 }); // exactly 3 days: not yet overdue
    const idsOf = async (query: string) => ((await send('admin', 'GET', `/api/first-timers?per_page=100&${query}`)).json().data as Array<{ id: number }>).map((r) => r.id);
    const overdueIds = await idsOf('overdue=true');
    expect(overdueIds).toContain(overdue);
    expect(overdueIds).not.toContain(notYet);
    expect(await idsOf('overdue=false')).toContain(notYet);
    const unassigned = (await send('admin', 'GET', '/api/first-timers?per_page=100&assignee=none')).json().data;
    for (const row of unassigned) expect(row.follow_up.assignee).toBeNull();
    const members = (await send('admin', 'GET', `/api/first-timers?per_page=100&assignee=${id.member}&status=Contacted`)).json().data;
    for (const row of members) expect(row.follow_up).toMatchObject({ assignee: { id: id.member }, status: 'Contacted' });
    const fourth = await visitor({ visits: 6 });
    const fourthRows = (await send('admin', 'GET', '/api/first-timers?per_page=100&visits=4')).json().data;
    expect(fourthRows.map((r: { id: number }) => r.id)).toContain(fourth);
    for (const row of fourthRows) expect(row.visit_label).toBe('Fourth Timer');
    const march = await visitor({ firstVisitOn: '2024-03-10' });
    expect(await idsOf('month=3&year=2024')).toEqual([march]);
  });

  it('refuses bad filters with a 422 on the field', async () => {
    for (const [query, field] of [['status=Lost', 'status'], ['visits=5', 'visits'], ['month=13&year=2026', 'month'], ['month=3', 'year'], ['overdue=maybe', 'overdue'], ['assignee=someone', 'assignee']]) {
      const res = await send('admin', 'GET', `/api/first-timers?${query}`);
      expect({ query, status: res.statusCode, fields: Object.keys(res.json().errors ?? {}) }).toEqual({ query, status: 422, fields: [field] });
    }
  });

  it('assigns and moves many at once', async () => {
    const a = await visitor();
    const b = await visitor();
    const res = await send('admin', 'POST', '/api/first-timers/follow-ups/bulk', { ids: [a, b, a], assigned_to: id.leader, status: 'Invited Again' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.updated).toBe(2);
    for (const ft of [a, b]) expect((await send('leader', 'GET', `/api/first-timers/${ft}`)).json().data.follow_up).toMatchObject({ status: 'Invited Again', assignee: { id: id.leader } });
    expect((await send('admin', 'POST', '/api/first-timers/follow-ups/bulk', { ids: [a] })).statusCode).toBe(422);
    expect((await send('leader', 'POST', '/api/first-timers/follow-ups/bulk', { ids: [a], status: 'Visiting' })).statusCode).toBe(403);
  });

  it('records a return visit, which moves the visit count', async () => {
    const ft = await visitor({ daysAgo: 14 });
    const res = await send('admin', 'POST', `/api/first-timers/${ft}/visits`, { date: addDays(today, -7) });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ visit_count: 2, visit_label: 'Second Timer', last_visit_on: addDays(today, -7) });
    expect((await send('admin', 'POST', `/api/first-timers/${ft}/visits`, { date: addDays(today, -7) })).statusCode).toBe(200);
    expect((await send('admin', 'POST', `/api/first-timers/${ft}/visits`, { date: addDays(today, 1) })).statusCode).toBe(422);
    expect((await send('admin', 'POST', '/api/first-timers/99999999/visits', { date: today })).statusCode).toBe(404);
  });
});

describe('the monthly follow-up analytics', () => {
  it('counts a hand-built month: each status, and the second, third and fourth timers so far', async () => {
    // May 2024 holds only these (the seed's history is the last twelve months).
    await visitor({ firstVisitOn: '2024-05-02', visits: 1, status: 'Not Contacted' });
    await visitor({ firstVisitOn: '2024-05-09', visits: 2, status: 'Contacted' });
    await visitor({ firstVisitOn: '2024-05-16', visits: 3, status: 'Contacted' });
    await visitor({ firstVisitOn: '2024-05-23', visits: 5, status: 'Integrated' });
    await visitor({ firstVisitOn: '2024-06-01', visits: 4, status: 'Opt-out' });
    const rows = (await send('admin', 'GET', '/api/analytics/follow-ups?year=2024')).json().data;
    expect(rows.map((r: { month: number }) => r.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(rows[4]).toEqual({
      month: 5, first_timers: 4,
      by_status: { 'Invited Again': 0, Contacted: 2, 'Not Contacted': 1, Integrated: 1, Visiting: 0, 'Opt-out': 0 },
      second_timer: 3, third_timer: 2, fourth_timer: 1,
    });
    expect(rows[5]).toMatchObject({ first_timers: 1, by_status: { 'Opt-out': 1 }, fourth_timer: 1 });
    expect(Object.keys(rows[4].by_status)).toEqual([...FOLLOW_UP_STATUSES]);
    const csv = parseCsv((await send('admin', 'GET', '/api/analytics/follow-ups/export.csv?year=2024')).body);
    expect(csv[0]).toEqual(['Month', 'First-timers', ...FOLLOW_UP_STATUSES, 'Second Timer', 'Third Timer', 'Fourth Timer']);
    expect(csv).toHaveLength(14);
    expect(csv[5]).toEqual(['May', '4', '0', '2', '1', '1', '0', '0', '3', '2', '1']);
    // The last row is the year's total, column by column.
    const months = csv.slice(1, 13).map((row) => row.slice(1).map(Number));
    expect(csv[13]).toEqual(['Total', ...months.reduce((sum, row) => sum.map((n, i) => n + row[i])).map(String)]);
    expect(csv[13][1]).toBe('6');
  });

  it("sums each month's statuses to that month's first-timers, as the list counts them", async () => {
    const year = Number(today.slice(0, 4));
    const rows = (await send('admin', 'GET', `/api/analytics/follow-ups?year=${year}`)).json().data;
    for (const row of rows) {
      const statuses = Object.values(row.by_status as Record<string, number>).reduce((a, b) => a + b, 0);
      const listed = (await send('admin', 'GET', `/api/first-timers?month=${row.month}&year=${year}&per_page=1`)).json().meta.total;
      expect({ month: row.month, statuses, listed }).toEqual({ month: row.month, statuses: row.first_timers, listed: row.first_timers });
    }
    expect((await send('admin', 'GET', '/api/analytics/follow-ups?year=2036')).statusCode).toBe(422);
    expect((await send('leader', 'GET', `/api/analytics/follow-ups?year=${year}`)).statusCode).toBe(403);
  });
});

describe('my assigned first-timers', () => {
  it('lists the caller’s open follow-ups, overdue first, never closed ones or someone else’s', async () => {
    const closed = await visitor({ assignee: id.leader, status: 'Integrated' });
    const late = await visitor({ assignee: id.leader, status: 'Contacted', nextContactOn: addDays(today, -1) });
    const rows = (await send('leader', 'GET', '/api/me/assigned-first-timers')).json().data as Array<{ id: number; follow_up: { overdue: boolean; assignee: { id: number }; status: string } }>;
    expect(rows.map((r) => r.id)).toContain(late);
    expect(rows.map((r) => r.id)).not.toContain(closed);
    for (const row of rows) expect(row.follow_up.assignee.id).toBe(id.leader);
    const flags = rows.map((r) => r.follow_up.overdue);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    expect(flags[0]).toBe(true);
  });

  it('gives the demo member some of the seeded follow-ups, one of them overdue', async () => {
    const rows = (await send('member', 'GET', '/api/me/assigned-first-timers')).json().data as Array<{ follow_up: { overdue: boolean } }>;
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.some((r) => r.follow_up.overdue)).toBe(true);
  });
});
