import { and, asc, between, count, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, notExists, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addDays, churchInstant, monthBounds } from '@church/contracts/church-time';
import type { AnalyticsRow, AssigneeCandidate, FeedbackFilter, FirstTimerFilter, FollowUpPerson, FeedbackJson, FirstTimerDetails, FirstTimerRow, FollowUpUpdate, PersonRef } from '@church/contracts/first-timers';
import {
  CLOSED_FOLLOW_UP_STATUSES, FOLLOW_UP_CHANNELS, FOLLOW_UP_OUTCOMES, FOLLOW_UP_STATUSES, type FollowUpStatus, isClosedFollowUpStatus, isOverdue, mayChangeFollowUpStatus, visitCountLabel,
} from '@church/contracts/follow-up';
import { fullName } from '@church/contracts/user';
import type { Db } from '../db/client';
import { firstTimers, firstTimerVisits, followUpFeedback, followUps, services, userRoles, users } from '../db/schema';
import { type Page, searchPredicate } from '../db/sql-helpers';
import { ROLE_IDS } from '@church/contracts/roles';
import { toFirstTimerJson } from './visitors';
import { userSearchText } from '../users/search';
import { auditFollowUpChanges, followUpStates } from '../audit/follow-ups';
import { recordAudit } from '../audit/record';

// The follow-up of first-timers (docs/decisions/0007-follow-up.md): the admin's list and its
// filters, one person's page, assignment, feedback, and the monthly analytics. The overdue rule
// is contracts' `isOverdue`; `overdueSql` is the same rule for filters and orderings.

const assignee = alias(users, 'assignee');
const assigner = alias(users, 'assigner');

const personRef = (id: number | null, first: string | null, last: string | null): PersonRef | null =>
  id !== null && first !== null && last !== null ? { id, full_name: fullName(first, last) } : null;

const asStatus = (value: string): FollowUpStatus => FOLLOW_UP_STATUSES.find((s) => s === value) ?? 'Not Contacted';

export interface Settings {
  today: string;
  overdueDays: number;
}

/** The overdue rule in SQL (contracts' `isOverdue`), true or false, never null (NOT and ORDER BY rely on it). */
export function overdueSql({ today, overdueDays }: Settings): SQL {
  return sql`(${followUps.status} not in ('Integrated', 'Opt-out') and (
    coalesce(${followUps.nextContactOn} < ${today}::date, false)
    or (${followUps.status} = 'Not Contacted' and ${firstTimers.firstVisitOn} < ${addDays(today, -overdueDays)}::date)))`;
}

function selectRows(db: Db) {
  return db
    .select({
      person: firstTimers,
      status: followUps.status,
      nextContactOn: followUps.nextContactOn,
      assignedAt: followUps.assignedAt,
      closedAt: followUps.closedAt,
      assigneeId: assignee.id,
      assigneeFirst: assignee.firstName,
      assigneeLast: assignee.lastName,
      assignerId: assigner.id,
      assignerFirst: assigner.firstName,
      assignerLast: assigner.lastName,
    })
    .from(firstTimers)
    .innerJoin(followUps, eq(followUps.firstTimerId, firstTimers.id))
    .leftJoin(assignee, eq(assignee.id, followUps.assignedTo))
    .leftJoin(assigner, eq(assigner.id, followUps.assignedBy));
}
type Row = Awaited<ReturnType<typeof selectRows>>[number];

/** A row as the caller may see it: Opt-out hides how to reach the person (phone, email, address) from everyone but admins. */
function toRowJson(row: Row, settings: Settings, viewerIsAdmin: boolean): FirstTimerRow {
  const status = asStatus(row.status);
  const hidden = status === 'Opt-out' && !viewerIsAdmin;
  const person = toFirstTimerJson(row.person);
  return {
    ...person,
    phone: hidden ? null : person.phone,
    email: hidden ? null : person.email,
    address: hidden ? null : person.address,
    visit_label: visitCountLabel(row.person.visitCount) ?? 'First Timer',
    contact_hidden: hidden,
    follow_up: {
      status,
      assignee: personRef(row.assigneeId, row.assigneeFirst, row.assigneeLast),
      assigned_by: personRef(row.assignerId, row.assignerFirst, row.assignerLast),
      assigned_at: row.assignedAt?.toISOString() ?? null,
      next_contact_on: row.nextContactOn,
      overdue: isOverdue({ status, first_visit_on: row.person.firstVisitOn, next_contact_on: row.nextContactOn }, settings.today, settings.overdueDays),
      closed_at: row.closedAt?.toISOString() ?? null,
    },
  };
}

function listWhere(filter: FirstTimerFilter, settings: Settings): SQL | undefined {
  const firstVisit = (() => {
    if (filter.year === undefined) return undefined;
    const from = monthBounds(filter.year, filter.month ?? 1).first;
    const to = monthBounds(filter.year, filter.month ?? 12).last;
    return between(firstTimers.firstVisitOn, from, to);
  })();
  return and(
    // A removed record (made by mistake) leaves the lists and the search; its visits stay in the figures.
    isNull(firstTimers.erasedAt),
    searchPredicate(filter.search, { text: [firstTimers.firstName, firstTimers.lastName, firstTimers.email], fullName: [firstTimers.firstName, firstTimers.lastName], phone: firstTimers.phone }),
    filter.status ? eq(followUps.status, filter.status) : undefined,
    filter.assignee === 'none' ? sql`${followUps.assignedTo} is null` : filter.assignee ? eq(followUps.assignedTo, filter.assignee) : undefined,
    filter.visits === undefined ? undefined : filter.visits >= 4 ? gte(firstTimers.visitCount, 4) : eq(firstTimers.visitCount, filter.visits),
    firstVisit,
    filter.overdue === undefined ? undefined : filter.overdue ? overdueSql(settings) : sql`not ${overdueSql(settings)}`,
  );
}

export async function listFollowUps(db: Db, filter: FirstTimerFilter, settings: Settings, page: Page): Promise<{ rows: FirstTimerRow[]; total: number }> {
  const where = listWhere(filter, settings);
  const [rows, [{ total }]] = await Promise.all([
    selectRows(db).where(where).orderBy(desc(firstTimers.lastVisitOn), desc(firstTimers.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(firstTimers).innerJoin(followUps, eq(followUps.firstTimerId, firstTimers.id)).where(where),
  ]);
  return { rows: rows.map((r) => toRowJson(r, settings, true)), total: Number(total) };
}

/** The caller's open follow-ups, overdue first, then by next contact and first visit. */
export async function assignedTo(db: Db, userId: number, settings: Settings): Promise<FirstTimerRow[]> {
  const rows = await selectRows(db)
    .where(and(eq(followUps.assignedTo, userId), notInArray(followUps.status, [...CLOSED_FOLLOW_UP_STATUSES]), isNull(firstTimers.erasedAt)))
    .orderBy(desc(overdueSql(settings)), sql`${followUps.nextContactOn} asc nulls last`, asc(firstTimers.firstVisitOn), asc(firstTimers.id))
    .limit(100);
  return rows.map((r) => toRowJson(r, settings, false));
}

/** Who follows a first-timer up: null when there is no such first-timer, or it was removed. */
export async function followUpOf(db: Db, firstTimerId: number): Promise<{ id: number; assignedTo: number | null; status: FollowUpStatus } | null> {
  const [row] = await db
    .select({ id: followUps.id, assignedTo: followUps.assignedTo, status: followUps.status })
    .from(followUps)
    .innerJoin(firstTimers, eq(firstTimers.id, followUps.firstTimerId))
    .where(and(eq(followUps.firstTimerId, firstTimerId), isNull(firstTimers.erasedAt)))
    .limit(1);
  return row ? { ...row, status: asStatus(row.status) } : null;
}

// --- Feedback -------------------------------------------------------------------------------

const author = alias(users, 'author');

function selectFeedback(db: Db) {
  return db
    .select({
      feedback: followUpFeedback,
      firstTimerId: firstTimers.id,
      firstTimerFirst: firstTimers.firstName,
      firstTimerLast: firstTimers.lastName,
      authorFirst: author.firstName,
      authorLast: author.lastName,
    })
    .from(followUpFeedback)
    .innerJoin(followUps, eq(followUps.id, followUpFeedback.followUpId))
    .innerJoin(firstTimers, eq(firstTimers.id, followUps.firstTimerId))
    .leftJoin(author, eq(author.id, followUpFeedback.authorId));
}
type FeedbackRow = Awaited<ReturnType<typeof selectFeedback>>[number];

function toFeedbackJson(row: FeedbackRow): FeedbackJson {
  const f = row.feedback;
  return {
    id: f.id,
    first_timer_id: row.firstTimerId,
    first_timer_name: fullName(row.firstTimerFirst, row.firstTimerLast),
    author: personRef(f.authorId, row.authorFirst, row.authorLast),
    contacted_at: f.contactedAt.toISOString(),
    channel: FOLLOW_UP_CHANNELS.find((c) => c === f.channel) ?? 'in_person',
    outcome: FOLLOW_UP_OUTCOMES.find((o) => o === f.outcome) ?? null,
    note: f.note,
    status_from: f.statusFrom === null ? null : asStatus(f.statusFrom),
    status_to: f.statusTo === null ? null : asStatus(f.statusTo),
    next_contact_on: f.nextContactOn,
    created_at: f.createdAt.toISOString(),
  };
}

const feedbackOrder = [desc(followUpFeedback.contactedAt), desc(followUpFeedback.id)];

const member = alias(users, 'member');

/** One visitor's page: null when there is no such visitor or it was removed. Only an admin sees the member account it became. */
export async function firstTimerDetails(db: Db, firstTimerId: number, settings: Settings, viewerIsAdmin: boolean): Promise<FirstTimerDetails | null> {
  const [[row], visits, feedback, [account]] = await Promise.all([
    selectRows(db).where(and(eq(firstTimers.id, firstTimerId), isNull(firstTimers.erasedAt))).limit(1),
    db
      .select({ date: firstTimerVisits.visitedOn, serviceName: services.name })
      .from(firstTimerVisits)
      .leftJoin(services, eq(services.id, firstTimerVisits.serviceId))
      .where(eq(firstTimerVisits.firstTimerId, firstTimerId))
      .orderBy(asc(firstTimerVisits.visitedOn)),
    selectFeedback(db).where(eq(firstTimers.id, firstTimerId)).orderBy(...feedbackOrder),
    viewerIsAdmin
      ? db.select({ id: member.id, first: member.firstName, last: member.lastName }).from(firstTimers).innerJoin(member, eq(member.id, firstTimers.userId)).where(eq(firstTimers.id, firstTimerId))
      : [],
  ]);
  if (!row) return null;
  return {
    ...toRowJson(row, settings, viewerIsAdmin),
    visits: visits.map((v) => ({ date: v.date, service_name: v.serviceName })),
    feedback: feedback.map(toFeedbackJson),
    member: account ? personRef(account.id, account.first, account.last) : null,
  };
}

function feedbackWhere(filter: FeedbackFilter): SQL | undefined {
  return and(
    filter.from ? gte(followUpFeedback.contactedAt, churchInstant(filter.from, '00:00')) : undefined,
    filter.to ? lt(followUpFeedback.contactedAt, churchInstant(addDays(filter.to, 1), '00:00')) : undefined,
    filter.author_id ? eq(followUpFeedback.authorId, filter.author_id) : undefined,
    filter.channel ? eq(followUpFeedback.channel, filter.channel) : undefined,
    filter.outcome ? eq(followUpFeedback.outcome, filter.outcome) : undefined,
    filter.status ? eq(followUpFeedback.statusTo, filter.status) : undefined,
  );
}

export async function listFeedback(db: Db, filter: FeedbackFilter, page: Page): Promise<{ rows: FeedbackJson[]; total: number }> {
  const where = feedbackWhere(filter);
  const [rows, [{ total }]] = await Promise.all([
    selectFeedback(db).where(where).orderBy(...feedbackOrder).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(followUpFeedback).where(where),
  ]);
  return { rows: rows.map(toFeedbackJson), total: Number(total) };
}

/**
 * The feedback of the filter, newest first, in keyset pages (the CSV). The filter is read at the
 * call, before the download starts: one that cannot be read is an error answer, not a cut file.
 */
export function feedbackForExport(db: Db, filter: FeedbackFilter, batchSize = 1000): AsyncGenerator<FeedbackJson[]> {
  return feedbackPages(db, feedbackWhere(filter), batchSize);
}

async function* feedbackPages(db: Db, where: SQL | undefined, batchSize: number): AsyncGenerator<FeedbackJson[]> {
  let after: { contactedAt: Date; id: number } | null = null;
  for (;;) {
    const keyset: SQL | undefined = after
      ? sql`(${followUpFeedback.contactedAt}, ${followUpFeedback.id}) < (${after.contactedAt.toISOString()}::timestamptz, ${after.id})`
      : undefined;
    const rows: FeedbackRow[] = await selectFeedback(db).where(and(where, keyset)).orderBy(...feedbackOrder).limit(batchSize);
    yield rows.map(toFeedbackJson);
    if (rows.length < batchSize) return;
    const last: FeedbackRow = rows[rows.length - 1];
    after = { contactedAt: last.feedback.contactedAt, id: last.feedback.id };
  }
}

/** Everyone holding a follow-up, or who has written feedback, by name, with how many. */
export async function followUpPeople(db: Db, role: 'assignee' | 'author'): Promise<FollowUpPerson[]> {
  const [column, table] = role === 'assignee' ? [followUps.assignedTo, followUps] : [followUpFeedback.authorId, followUpFeedback];
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, n: count() })
    .from(table)
    .innerJoin(users, eq(users.id, column))
    .groupBy(users.id)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map((r) => ({ id: r.id, full_name: fullName(r.firstName, r.lastName), count: Number(r.n) }));
}

/** Members and leaders matching `search` (name or email), with their contacts and open follow-ups, by name. */
export async function assigneeCandidates(db: Db, search: string | undefined, limit: number): Promise<AssigneeCandidate[]> {
  const open = db
    .select({ n: count() })
    .from(followUps)
    .where(and(eq(followUps.assignedTo, users.id), notInArray(followUps.status, [...CLOSED_FOLLOW_UP_STATUSES])));
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone, open: sql<number>`(${open})` })
    .from(users)
    .where(and(
      inArray(users.id, db.select({ id: userRoles.userId }).from(userRoles).where(inArray(userRoles.roleId, [ROLE_IDS.member, ROLE_IDS.leader]))),
      searchPredicate(search, { text: [userSearchText] }),
    ))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, full_name: fullName(r.firstName, r.lastName), email: r.email, phone: r.phone, open_follow_ups: Number(r.open) }));
}

// --- Changes --------------------------------------------------------------------------------

/** Whether a person may be given follow-ups: a member or a leader. */
export async function isAssignable(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, [ROLE_IDS.member, ROLE_IDS.leader])))
    .limit(1);
  return Boolean(row);
}

// The columns a change of status, assignee or next contact writes (closed_at follows the status).
function changeSet(change: FollowUpUpdate, actorId: number, now: Date) {
  return {
    ...(change.status !== undefined
      ? { status: change.status, closedAt: isClosedFollowUpStatus(change.status) ? sql`coalesce(${followUps.closedAt}, ${now.toISOString()}::timestamptz)` : null }
      : {}),
    ...(change.assigned_to !== undefined ? { assignedTo: change.assigned_to, assignedBy: change.assigned_to === null ? null : actorId, assignedAt: change.assigned_to === null ? null : now } : {}),
    ...(change.next_contact_on !== undefined ? { nextContactOn: change.next_contact_on } : {}),
    updatedAt: now,
  };
}

// Only an admin moves a follow-up out of Opt-out: checked in the statement itself, so a move to
// Opt-out made a moment earlier by someone else is never undone.
const leavesOptOut = (change: FollowUpUpdate, byAdmin: boolean): boolean => change.status !== undefined && !mayChangeFollowUpStatus('Opt-out', change.status, byAdmin);

/**
 * The number of follow-ups changed; one in Opt-out is left as it is when the change would move a
 * non-admin's out of it. Changes of status and assignee go on the audit trail in the same transaction.
 */
export async function updateFollowUps(db: Db, firstTimerIds: number[], change: FollowUpUpdate, actor: { id: number; isAdmin: boolean }): Promise<number> {
  return db.transaction(async (tx) => {
    const before = await followUpStates(tx, firstTimerIds);
    const updated = await tx
      .update(followUps)
      .set(changeSet(change, actor.id, new Date()))
      .where(and(
        inArray(followUps.firstTimerId, firstTimerIds),
        // A removed visitor's follow-up stays closed and unassigned.
        notExists(tx.select({ id: firstTimers.id }).from(firstTimers).where(and(eq(firstTimers.id, followUps.firstTimerId), isNotNull(firstTimers.erasedAt)))),
        leavesOptOut(change, actor.isAdmin) ? ne(followUps.status, 'Opt-out') : undefined,
      ))
      .returning({ id: followUps.id });
    await auditFollowUpChanges(tx, actor.id, firstTimerIds, before);
    return updated.length;
  });
}

export interface NewFeedback {
  contacted_at: string;
  channel: FeedbackJson['channel'];
  outcome: NonNullable<FeedbackJson['outcome']>;
  note: string | null;
  status?: FollowUpStatus;
  next_contact_on?: string | null;
}

/**
 * Adds a feedback entry and applies the status and next contact it brings, in one transaction;
 * null (nothing written) when its status would move a non-admin's follow-up out of Opt-out.
 */
export async function addFeedback(db: Db, followUpId: number, body: NewFeedback, author: { id: number; isAdmin: boolean }): Promise<FeedbackJson | null> {
  const authorId = author.id;
  const id = await db.transaction(async (tx) => {
    // The status as it is now (locked), not as the caller last saw it.
    const [followUp] = await tx.select({ id: followUps.id, status: followUps.status }).from(followUps).where(eq(followUps.id, followUpId)).for('update');
    const current = asStatus(followUp.status);
    if (body.status !== undefined && !mayChangeFollowUpStatus(current, body.status, author.isAdmin)) return null;
    const changesStatus = body.status !== undefined && body.status !== current;
    const [created] = await tx
      .insert(followUpFeedback)
      .values({
        followUpId: followUp.id,
        authorId,
        contactedAt: new Date(body.contacted_at),
        channel: body.channel,
        outcome: body.outcome,
        note: body.note,
        statusFrom: changesStatus ? current : null,
        statusTo: changesStatus ? (body.status ?? null) : null,
        nextContactOn: body.next_contact_on ?? null,
      })
      .returning({ id: followUpFeedback.id });
    const change: FollowUpUpdate = { ...(changesStatus ? { status: body.status } : {}), ...(body.next_contact_on !== undefined ? { next_contact_on: body.next_contact_on } : {}) };
    await tx.update(followUps).set(changeSet(change, authorId, new Date())).where(eq(followUps.id, followUp.id));
    if (changesStatus) await recordAudit(tx, { actorId: authorId, entity: 'follow_up', entityId: followUp.id, action: 'feedback', before: { status: current }, after: { status: body.status } });
    return created.id;
  });
  if (id === null) return null;
  const [row] = await selectFeedback(db).where(eq(followUpFeedback.id, id));
  return toFeedbackJson(row);
}

// --- Analytics ------------------------------------------------------------------------------

/**
 * Per month of first visit in `year`: the first-timers first seen that month, how many are in
 * each status now, and how many of them have come a second, third and fourth time so far.
 */
export async function followUpAnalytics(db: Db, year: number): Promise<AnalyticsRow[]> {
  const month = sql<number>`extract(month from ${firstTimers.firstVisitOn})::int`;
  const rows = await db
    .select({
      month,
      status: followUps.status,
      n: count(),
      second: sql<number>`count(*) filter (where ${firstTimers.visitCount} >= 2)`,
      third: sql<number>`count(*) filter (where ${firstTimers.visitCount} >= 3)`,
      fourth: sql<number>`count(*) filter (where ${firstTimers.visitCount} >= 4)`,
    })
    .from(firstTimers)
    .innerJoin(followUps, eq(followUps.firstTimerId, firstTimers.id))
    .where(between(firstTimers.firstVisitOn, `${year}-01-01`, `${year}-12-31`))
    .groupBy(month, followUps.status);
  return Array.from({ length: 12 }, (_, i) => {
    const ofMonth = rows.filter((r) => Number(r.month) === i + 1);
    const sum = (pick: (r: (typeof rows)[number]) => number) => ofMonth.reduce((total, r) => total + Number(pick(r)), 0);
    const byStatus = Object.fromEntries(FOLLOW_UP_STATUSES.map((s) => [s, sum((r) => (r.status === s ? r.n : 0))])) as AnalyticsRow['by_status'];
    return { month: i + 1, first_timers: sum((r) => r.n), by_status: byStatus, second_timer: sum((r) => r.second), third_timer: sum((r) => r.third), fourth_timer: sum((r) => r.fourth) };
  });
}
