import { and, eq } from 'drizzle-orm';
import { addDays, todayInChurch } from '@church/contracts/church-time';
import { hashToken } from '../../auth/tokens';
import { auditLog, firstTimerLinkProposals, firstTimerProposedDetails, firstTimers, firstTimerVisits, followUpFeedback, followUps, notifications, passwordResets, users } from '../../db/schema';
import { followUpDueNotifications } from '../../jobs/follow-up-due';
import { notify } from '../../notifications/notify';
import { auth, createTestApp, loginAs, type TestContext } from '../../test/context';
import { mergedStatus } from './merge';

// A visitor's whole journey: linked to the member account they become, corrected, merged with a
// second record of theirs, or removed when made by mistake.

let ctx: TestContext;
let admin: Record<string, string>;
let adminId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = auth(await loginAs(ctx.app, 'admin'));
  adminId = (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: admin })).json().data.id;
}, 60_000);
afterAll(() => ctx.close());

const today = todayInChurch();
const db = () => ctx.database.db;

let serial = 0;
// Names that share no trigram with each other, so only the pairs a test makes look alike.
const word = (n: number, salt: number) => Array.from({ length: 7 }, (_, i) => String.fromCharCode(97 + ((n * 7919 + i * 104729 + salt * 31) % 26))).join('');
/** A visitor on record with a visit on each of `days` (days ago) and an open follow-up. */
async function visitor(details: Partial<typeof firstTimers.$inferInsert> = {}, days: number[] = [7], followUp: Partial<typeof followUps.$inferInsert> = {}) {
  serial += 1;
  const dates = days.map((d) => addDays(today, -d)).sort();
  const [row] = await db()
    .insert(firstTimers)
    .values({ firstName: word(serial, 1), lastName: word(serial, 2), phone: `+2348095000${String(serial).padStart(3, '0')}`, firstVisitOn: dates[0], lastVisitOn: dates[dates.length - 1], visitCount: dates.length, ...details })
    .returning();
  await db().insert(firstTimerVisits).values(dates.map((visitedOn) => ({ firstTimerId: row.id, visitedOn })));
  const [fu] = await db().insert(followUps).values({ firstTimerId: row.id, ...followUp }).returning();
  return { ...row, followUpId: fu.id };
}
const stored = async (id: number) => (await db().select().from(firstTimers).where(eq(firstTimers.id, id)))[0];
const auditOf = (id: number) => db().select().from(auditLog).where(and(eq(auditLog.entity, 'first_timer'), eq(auditLog.entityId, id)));

describe('a visitor becomes a member', () => {
  it('registering with a visitor’s email links nothing until the email is proven by a used reset link; then the member page shows their visits', async () => {
    const person = await visitor({ email: 'journey.email@example.com' }, [14, 7]);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/register', payload: { first_name: 'Journey', last_name: 'Email', email: 'Journey.Email@example.com', password: 'a long enough pass phrase 42' } });
    expect(res.statusCode).toBe(201);
    const userId = res.json().data.user.id;
    expect((await stored(person.id)).userId).toBeNull();
    const proposed = await ctx.app.inject({ method: 'GET', url: `/api/first-timers/${person.id}/link-proposals`, headers: admin });
    expect(proposed.json().data).toEqual([{ id: expect.any(Number), user_id: userId, full_name: 'Journey Email', matched: 'email' }]);

    // The owner uses a mailed link: the email is theirs, and so is the visitor.
    await db().insert(passwordResets).values({ userId, tokenHash: hashToken('journey-reset-token'), expiresAt: new Date(Date.now() + 3_600_000) });
    const password = 'another long pass phrase 43';
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token: 'journey-reset-token', email: 'journey.email@example.com', password, password_confirmation: password } });
    expect(reset.statusCode).toBe(200);
    expect((await stored(person.id)).userId).toBe(userId);
    expect((await auditOf(person.id)).map((a) => a.action)).toEqual(['link']);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/first-timers/${person.id}/link-proposals`, headers: admin })).json().data).toEqual([]);

    const records = await ctx.app.inject({ method: 'GET', url: `/api/members/${userId}/first-timer-records`, headers: admin });
    expect(records.statusCode).toBe(200);
    expect(records.json().data).toHaveLength(1);
    expect(records.json().data[0]).toMatchObject({ id: person.id, visit_count: 2, member: { id: userId, full_name: 'Journey Email' } });
    expect(records.json().data[0].visits.map((v: { date: string }) => v.date)).toEqual([addDays(today, -14), addDays(today, -7)]);
    // Linking says nothing about the follow-up: the church decides when they are Integrated.
    expect(records.json().data[0].follow_up.status).toBe('Not Contacted');
    // The new member cannot read their visitor record (the follow-up team's notes are in it).
    const signedIn = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'journey.email@example.com', password } });
    const own = await ctx.app.inject({ method: 'GET', url: `/api/members/${userId}/first-timer-records`, headers: auth(signedIn.json().data.token) });
    expect(own.statusCode).toBe(403);
  });

  it('registering with a visitor’s phone (written differently) only proposes the link: an admin dismisses it, or links them', async () => {
    const person = await visitor({ phone: '+2348095111222' });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/register', payload: { first_name: 'Journey', last_name: 'Phone', email: 'journey.phone@example.com', phone: '0809 511 1222', password: 'a long enough pass phrase 42' } });
    expect(res.statusCode).toBe(201);
    const userId = res.json().data.user.id;
    expect((await stored(person.id)).userId).toBeNull();
    const list = async () => (await ctx.app.inject({ method: 'GET', url: `/api/first-timers/${person.id}/link-proposals`, headers: admin })).json().data;
    const [proposal] = await list();
    expect(proposal).toMatchObject({ user_id: userId, full_name: 'Journey Phone', matched: 'phone' });
    const dismissed = await ctx.app.inject({ method: 'DELETE', url: `/api/first-timers/${person.id}/link-proposals/${proposal.id}`, headers: admin });
    expect(dismissed.statusCode).toBe(200);
    expect(await list()).toEqual([]);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/first-timers/${person.id}/link-proposals/${proposal.id}`, headers: admin })).statusCode).toBe(404);
    expect((await stored(person.id)).userId).toBeNull();
  });

  it('an admin creating the account proposes the visitor (the invitation links them once used); a removed visitor or one linked already is left alone', async () => {
    const person = await visitor({ email: 'journey.created@example.com' });
    const taken = await visitor({ phone: '+2348095333444', userId: adminId });
    const removed = await visitor({ email: 'journey.removed@example.com' });
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/first-timers/${removed.id}`, headers: admin })).statusCode).toBe(200);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/members', headers: admin, payload: { first_name: 'Journey', last_name: 'Created', email: 'journey.created@example.com', phone: '08095333444' } });
    expect(res.statusCode).toBe(201);
    const proposals = async (id: number) => db().select().from(firstTimerLinkProposals).where(eq(firstTimerLinkProposals.firstTimerId, id));
    expect((await stored(person.id)).userId).toBeNull();
    expect((await proposals(person.id)).map((p) => [p.userId, p.matched])).toEqual([[res.json().data.id, 'email']]);
    // Linked by the admin from the proposal: it is answered.
    const linked = await ctx.app.inject({ method: 'POST', url: `/api/first-timers/${person.id}/link`, headers: admin, payload: { user_id: res.json().data.id } });
    expect(linked.statusCode).toBe(200);
    expect(await proposals(person.id)).toEqual([]);
    expect((await stored(taken.id)).userId).toBe(adminId);
    expect(await proposals(taken.id)).toEqual([]);
    expect((await stored(removed.id)).userId).toBeNull();
    expect(await proposals(removed.id)).toEqual([]);
  });

  it('an admin links and unlinks by hand, and may mark the follow-up Integrated while linking', async () => {
    const person = await visitor();
    const [member] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'member@example.com'));
    const missing = await ctx.app.inject({ method: 'POST', url: `/api/first-timers/${person.id}/link`, headers: admin, payload: { user_id: 999999 } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.user_id).toEqual(['Choose a member from the list']);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/first-timers/999999/link', headers: admin, payload: { user_id: member.id } })).statusCode).toBe(404);

    const linked = await ctx.app.inject({ method: 'POST', url: `/api/first-timers/${person.id}/link`, headers: admin, payload: { user_id: member.id, mark_integrated: true } });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data.member.id).toBe(member.id);
    expect(linked.json().data.follow_up.status).toBe('Integrated');

    const other = await ctx.app.inject({ method: 'POST', url: `/api/first-timers/${person.id}/link`, headers: admin, payload: { user_id: adminId } });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.user_id[0]).toMatch(/unlink them first/);

    const unlinked = await ctx.app.inject({ method: 'DELETE', url: `/api/first-timers/${person.id}/link`, headers: admin });
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json().data.member).toBeNull();
    expect((await auditOf(person.id)).map((a) => a.action).sort()).toEqual(['link', 'unlink']);
    // The trail names the member as they were then, beside the id.
    const named = { user_id: member.id, user_name: 'Ruth Bello' };
    expect((await auditOf(person.id)).map((a) => [a.action, a.before, a.after]).sort()).toEqual([['link', { user_id: null }, named], ['unlink', named, { user_id: null }]]);
  });
});

describe('PATCH /api/first-timers/:id', () => {
  it('saves corrected details, normalising the phone, and audits what changed', async () => {
    const person = await visitor({ email: 'old@example.com' });
    const res = await ctx.app.inject({ method: 'PATCH', url: `/api/first-timers/${person.id}`, headers: admin, payload: { first_name: 'Corrected', phone: '0809 577 7777', email: 'New@Example.com', consent_to_contact: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ first_name: 'Corrected', phone: '+2348095777777', email: 'new@example.com', consent_to_contact: true });
    const [entry] = await auditOf(person.id);
    expect(entry).toMatchObject({ actorId: adminId, action: 'update', before: { first_name: person.firstName, email: 'old@example.com' }, after: { first_name: 'Corrected', email: 'new@example.com' } });
  });

  it('refuses bad details field by field, and a phone another visitor has as a possible duplicate', async () => {
    const person = await visitor();
    const other = await visitor({ firstName: 'Other', lastName: 'Person' });
    const bad = await ctx.app.inject({ method: 'PATCH', url: `/api/first-timers/${person.id}`, headers: admin, payload: { first_name: '', email: 'not an email', gender: 'x' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'first_name', 'gender']);
    const dup = await ctx.app.inject({ method: 'PATCH', url: `/api/first-timers/${person.id}`, headers: admin, payload: { phone: other.phone } });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.phone[0]).toMatch(/Other Person.*same person.*Merge/);
    expect((await stored(person.id)).phone).toBe(person.phone);
    expect((await ctx.app.inject({ method: 'PATCH', url: '/api/first-timers/999999', headers: admin, payload: { first_name: 'X' } })).statusCode).toBe(404);
  });
});

describe('duplicates and merging', () => {
  it('proposes pairs with why: same email, the same phone written differently, similar names on the same day', async () => {
    const a = await visitor({ email: 'twice@example.com' });
    const b = await visitor({ email: 'twice@example.com' });
    const c = await visitor({ phone: '+23408095666111' });
    const d = await visitor({ phone: '+2348095666111' });
    const e = await visitor({ firstName: 'Chinonso', lastName: 'Okeke' }, [3]);
    const f = await visitor({ firstName: 'Chinonso', lastName: 'Okekeh' }, [3]);
    const g = await visitor({ firstName: 'Chinonso', lastName: 'Okekee' }, [4]);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/first-timers/duplicates', headers: admin });
    expect(res.statusCode).toBe(200);
    const pairs = res.json().data.map((p: { first: { id: number }; second: { id: number }; reasons: string[] }) => [p.first.id, p.second.id, p.reasons]);
    expect(pairs).toContainEqual([a.id, b.id, ['same_email']]);
    expect(pairs).toContainEqual([c.id, d.id, ['same_phone']]);
    expect(pairs).toContainEqual([e.id, f.id, ['similar_name_same_day']]);
    // A similar name on another day is not proposed.
    expect(pairs.some(([x, y]: number[]) => [x, y].includes(g.id))).toBe(false);
  });

  it('a merge keeps every visit (a day both recorded once), every feedback, the proposals, and deletes the other record', async () => {
    const kept = await visitor({ firstName: 'Journey', lastName: 'Merged', email: null, address: null }, [21, 14]);
    const other = await visitor({ email: 'merged@example.com', address: '3 Merge Close', firstName: 'Jorney', lastName: 'Merged' }, [14, 7], { status: 'Contacted', assignedTo: adminId });
    await db().insert(followUpFeedback).values([
      { followUpId: kept.followUpId, contactedAt: new Date(), channel: 'call', outcome: 'no_answer', note: 'Kept note' },
      { followUpId: other.followUpId, contactedAt: new Date(), channel: 'sms', outcome: 'reached', note: 'Other note' },
    ]);
    await db().insert(firstTimerProposedDetails).values({ firstTimerId: other.id, details: { prayer_request: 'Proposed on the other' } });

    const res = await ctx.app.inject({ method: 'POST', url: `/api/first-timers/${kept.id}/merge`, headers: admin, payload: { other_id: other.id } });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.visits.map((v: { date: string }) => v.date)).toEqual([addDays(today, -21), addDays(today, -14), addDays(today, -7)]);
    expect(data).toMatchObject({ visit_count: 3, first_visit_on: addDays(today, -21), last_visit_on: addDays(today, -7), email: 'merged@example.com', address: '3 Merge Close' });
    expect(data.feedback.map((f: { note: string }) => f.note).sort()).toEqual(['Kept note', 'Other note']);
    // Nobody had contacted the kept one: the other's status and assignee carry on.
    expect(data.follow_up).toMatchObject({ status: 'Contacted', assignee: { id: adminId } });
    expect(await stored(other.id)).toBeUndefined();
    const proposals = await db().select().from(firstTimerProposedDetails).where(eq(firstTimerProposedDetails.firstTimerId, kept.id));
    expect(proposals.map((p) => p.details)).toEqual(expect.arrayContaining([{ prayer_request: 'Proposed on the other' }, { first_name: 'Jorney' }]));
    expect((await auditOf(kept.id)).map((a) => a.action)).toEqual(['merge']);
  });

  it('refuses merging a record with itself, with one that is gone, or two linked to different members', async () => {
    const one = await visitor();
    const self = await ctx.app.inject({ method: 'POST', url: `/api/first-timers/${one.id}/merge`, headers: admin, payload: { other_id: one.id } });
    expect(self.statusCode).toBe(422);
    const gone = await ctx.app.inject({ method: 'POST', url: `/api/first-timers/${one.id}/merge`, headers: admin, payload: { other_id: 999999 } });
    expect(gone.statusCode).toBe(422);
    expect(gone.json().errors.other_id).toHaveLength(1);
    const [member] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'member@example.com'));
    const a = await visitor({ userId: adminId });
    const b = await visitor({ userId: member.id });
    const two = await ctx.app.inject({ method: 'POST', url: `/api/first-timers/${a.id}/merge`, headers: admin, payload: { other_id: b.id } });
    expect(two.statusCode).toBe(422);
    expect(await stored(b.id)).toBeDefined();
  });

  it('the merged status: Opt-out wins, otherwise the kept one unless nobody had contacted them', () => {
    expect(mergedStatus('Visiting', 'Opt-out')).toBe('Opt-out');
    expect(mergedStatus('Not Contacted', 'Integrated')).toBe('Integrated');
    expect(mergedStatus('Contacted', 'Integrated')).toBe('Contacted');
  });
});

describe('DELETE /api/first-timers/:id', () => {
  it('erases the details and feedback notes, closes the follow-up, and keeps the visits in the figures', async () => {
    const firstDay = addDays(today, -3);
    const person = await visitor({ email: 'gone@example.com', prayerRequest: 'Private', address: '1 Road', firstVisitOn: firstDay }, [3], { assignedTo: adminId });
    await db().insert(followUpFeedback).values({ followUpId: person.followUpId, contactedAt: new Date(), channel: 'call', outcome: 'reached', note: 'Private note' });
    const year = Number(firstDay.slice(0, 4));
    const month = Number(firstDay.slice(5, 7));
    const figures = async () => (await ctx.app.inject({ method: 'GET', url: `/api/analytics/follow-ups?year=${year}`, headers: admin })).json().data[month - 1].first_timers;
    const before = await figures();

    // An earlier correction on the trail, and a notification naming the visitor.
    const edit = await ctx.app.inject({ method: 'PATCH', url: `/api/first-timers/${person.id}`, headers: admin, payload: { email: 'gone.again@example.com' } });
    expect(edit.statusCode).toBe(200);
    await db().insert(notifications).values({
      userId: adminId, kind: 'visitor_assigned', subject: `follow_up:${person.followUpId}`, day: today, title: 'Gone Person is assigned to you', body: 'x', mailStatus: 'none',
    });

    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/first-timers/${person.id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    const trail = await auditOf(person.id);
    const correction = trail.find((e) => e.action !== 'remove');
    expect(correction).toMatchObject({ before: { email: '(erased)' }, after: { email: '(erased)' } });
    expect(JSON.stringify(trail)).not.toContain('gone');
    expect(await db().select().from(notifications).where(eq(notifications.subject, `follow_up:${person.followUpId}`))).toEqual([]);
    const row = await stored(person.id);
    expect(row).toMatchObject({ firstName: 'Removed', lastName: 'visitor', email: null, prayerRequest: null, address: null, howHeard: null, visitCount: 1 });
    expect(row.phone).not.toBe(person.phone);
    expect(row.erasedAt).not.toBeNull();
    const [followUp] = await db().select().from(followUps).where(eq(followUps.id, person.followUpId));
    expect(followUp).toMatchObject({ assignedTo: null });
    expect(followUp.closedAt).not.toBeNull();
    const [feedback] = await db().select().from(followUpFeedback).where(eq(followUpFeedback.followUpId, person.followUpId));
    expect(feedback.note).toBeNull();
    expect(trail.find((e) => e.action === 'remove')).toMatchObject({ before: null, after: { erased: true } });

    expect(await figures()).toBe(before);
    const list = await ctx.app.inject({ method: 'GET', url: `/api/first-timers?search=${encodeURIComponent('Removed visitor')}&per_page=100`, headers: admin });
    expect(list.json().data.map((p: { id: number }) => p.id)).not.toContain(person.id);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/first-timers/${person.id}`, headers: admin })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/first-timers/${person.id}`, headers: admin })).statusCode).toBe(404);
    // Gone for every route that changes a visitor: their follow-up stays closed, their visits as they were.
    const gone = [
      await ctx.app.inject({ method: 'PATCH', url: `/api/first-timers/${person.id}/follow-up`, headers: admin, payload: { status: 'Contacted', assigned_to: adminId } }),
      await ctx.app.inject({ method: 'POST', url: `/api/first-timers/${person.id}/feedback`, headers: admin, payload: { contacted_at: new Date().toISOString(), channel: 'call', outcome: 'reached', note: 'x' } }),
      await ctx.app.inject({ method: 'POST', url: `/api/first-timers/${person.id}/visits`, headers: admin, payload: { date: today } }),
      await ctx.app.inject({ method: 'GET', url: `/api/first-timers/${person.id}/proposed-details`, headers: admin }),
    ];
    expect(gone.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    const [closed] = await db().select().from(followUps).where(eq(followUps.id, person.followUpId));
    expect(closed).toMatchObject({ assignedTo: null, status: followUp.status });
    expect((await stored(person.id)).visitCount).toBe(1);
    // Its phone is free again: the visitor may register for real.
    const again = await ctx.app.inject({ method: 'POST', url: '/api/first-timers', payload: { first_name: 'Real', last_name: 'Visitor', phone: person.phone, consent_to_contact: false } });
    expect(again.statusCode).toBe(201);
  });

  it('erases the visitor from the daily reminders and assignment notices, and from the trail of a record merged into theirs', async () => {
    const kept = await visitor({ firstName: 'Erasa', lastName: 'Keptperson' }, [7], { assignedTo: adminId });
    const merged = await visitor({ firstName: 'Erasa', lastName: 'Mergedperson', email: 'erasa.merged@example.com' }, [3]);
    const stays = await visitor({ firstName: 'Stays', lastName: 'Named' }, [7], { assignedTo: adminId });
    // The merged record's own trail (a correction of its email), then the merge.
    expect((await ctx.app.inject({ method: 'PATCH', url: `/api/first-timers/${merged.id}`, headers: admin, payload: { email: 'erasa.again@example.com' } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/first-timers/${kept.id}/merge`, headers: admin, payload: { other_id: merged.id } })).statusCode).toBe(200);
    // Reminders as the daily job and an assignment write them: one about the visitor alone, one
    // listing them beside another visitor (and under the merged record's name), a batch assignment.
    const due = (id: number, first: string, last: string) => ({ assignee_id: adminId, first_timer_id: id, first_name: first, last_name: last, next_contact_on: null, overdue: true });
    await notify(db(), [
      ...followUpDueNotifications([due(kept.id, 'Erasa', 'Keptperson')], addDays(today, -2)),
      ...followUpDueNotifications([due(merged.id, 'Erasa', 'Mergedperson'), due(stays.id, 'Stays', 'Named')], addDays(today, -1)),
      ...followUpDueNotifications([due(kept.id, 'Erasa', 'Keptperson'), due(stays.id, 'Stays', 'Named')], today),
      { userId: adminId, kind: 'visitor_assigned', subject: 'follow_ups:erasure-batch', day: today, title: '2 first-time visitors are now yours to follow up', body: 'Stays Named and Erasa Keptperson are now yours to follow up.', link: null },
    ]);

    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/first-timers/${kept.id}`, headers: admin })).statusCode).toBe(200);
    const bell = await db().select().from(notifications).where(eq(notifications.userId, adminId));
    const texts = bell.map((n) => `${n.title}\n${n.body}`);
    expect(texts.filter((t) => /Erasa|Keptperson|Mergedperson/.test(t))).toEqual([]);
    // The other visitor is still named where they were.
    expect(texts.filter((t) => t.includes('- Stays Named: not contacted yet'))).toHaveLength(2);
    expect(texts).toContainEqual(expect.stringContaining('Stays Named and Removed visitor are now yours'));
    const trail = JSON.stringify([...(await auditOf(kept.id)), ...(await auditOf(merged.id))]);
    expect(trail).not.toMatch(/Erasa|Mergedperson|erasa\.|\+2348095/);
  });
});
