import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { formatChurchDate, todayInChurch } from '@church/contracts/church-time';
import { CLOSED_FOLLOW_UP_STATUSES } from '@church/contracts/follow-up';
import { pathTo } from '@church/contracts/site-map';
import { fullName } from '@church/contracts/user';
import type { Db } from '../../db/client';
import { firstTimers, followUps } from '../../db/schema';
import { type NewNotification, notify } from '../../notifications/notify';
import { countOf, nameList } from '../../jobs/wording';

// What the assignee is told when follow-ups are given to them. One notification per assignment
// request, so an admin handing thirty visitors to one person at once sends one mail, not thirty.
// Only a change of assignee counts (saving the same assignee again says nothing), only open
// follow-ups (an Integrated or Opt-out visitor is not to be contacted), and never to the person
// who assigned it to themself.

/** The first-timers (of `firstTimerIds`) whose follow-up is not held by `assigneeId` yet: read before the change. */
export async function notYetAssignedTo(db: Db, firstTimerIds: readonly number[], assigneeId: number): Promise<number[]> {
  if (firstTimerIds.length === 0) return [];
  const rows = await db
    .select({ id: followUps.firstTimerId })
    .from(followUps)
    .where(and(inArray(followUps.firstTimerId, [...firstTimerIds]), or(isNull(followUps.assignedTo), sql`${followUps.assignedTo} <> ${assigneeId}`)));
  return rows.map((row) => row.id);
}

/** The notification for newly assigned follow-ups, as stored (open and held by the assignee now); null when there is nothing to say. */
export async function assignmentNotification(
  db: Db,
  { firstTimerIds, assigneeId, actorId, today }: { firstTimerIds: readonly number[]; assigneeId: number; actorId: number; today: string },
): Promise<NewNotification | null> {
  if (firstTimerIds.length === 0 || assigneeId === actorId) return null;
  const rows = await db
    .select({ followUpId: followUps.id, firstTimerId: firstTimers.id, firstName: firstTimers.firstName, lastName: firstTimers.lastName, firstVisitOn: firstTimers.firstVisitOn })
    .from(followUps)
    .innerJoin(firstTimers, eq(firstTimers.id, followUps.firstTimerId))
    .where(and(
      inArray(followUps.firstTimerId, [...firstTimerIds]),
      eq(followUps.assignedTo, assigneeId),
      notInArray(followUps.status, [...CLOSED_FOLLOW_UP_STATUSES]),
      isNull(firstTimers.erasedAt),
    ))
    .orderBy(asc(firstTimers.firstVisitOn), asc(firstTimers.id));
  if (rows.length === 0) return null;
  const names = rows.map((row) => fullName(row.firstName, row.lastName));
  if (rows.length === 1) {
    const [row] = rows;
    return {
      userId: assigneeId,
      kind: 'visitor_assigned',
      subject: `follow_up:${row.followUpId}`,
      day: today,
      title: `${names[0]} is now yours to follow up`,
      body: `${names[0]} first visited on ${formatChurchDate(row.firstVisitOn)}. A call or a message this week helps them feel welcome. Their page has their details; record there how each contact went.`,
      link: pathTo('members', 'firstTimer', { id: row.firstTimerId }),
    };
  }
  // The same batch assigned twice in a day is one notification; the ids make the subject, hashed to keep it short.
  const batch = createHash('sha256').update(rows.map((row) => row.followUpId).join(',')).digest('hex').slice(0, 16);
  return {
    userId: assigneeId,
    kind: 'visitor_assigned',
    subject: `follow_ups:${batch}`,
    day: today,
    title: `${countOf(rows.length, 'first-time visitor')} are now yours to follow up`,
    body: `${nameList(names, 10)} are now yours to follow up. A call or a message this week helps them feel welcome. Your dashboard lists them, with their details; record there how each contact went.`,
    link: pathTo('members', 'dashboard'),
  };
}

/**
 * Tells the assignee, once the change is stored, about the first-timers newly given to them
 * (`firstTimerIds`, read before the change with notYetAssignedTo): made in the request, so their
 * bell shows it at once; its mail is sent in the background.
 */
export async function announceAssignment(app: FastifyInstance, firstTimerIds: readonly number[], assigneeId: number | null | undefined, actorId: number): Promise<void> {
  if (assigneeId == null) return;
  const notification = await assignmentNotification(app.db, { firstTimerIds, assigneeId, actorId, today: todayInChurch(app.settings.now()) });
  if (notification && (await notify(app.db, [notification])).length > 0) await app.kickMail();
}
