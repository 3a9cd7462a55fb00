import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FirstTimer, FirstTimerRegistration } from '@church/contracts/first-timers';
import { DEFAULT_FOLLOW_UP_STATUS, type FollowUpStatus } from '@church/contracts/follow-up';
import { fullName } from '@church/contracts/user';
import type { Db } from '../db/client';
import { firstTimers, firstTimerVisits, followUps } from '../db/schema';
import { proposeDetails } from './proposed-details';

export function toFirstTimerJson(row: typeof firstTimers.$inferSelect): FirstTimer {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: fullName(row.firstName, row.lastName),
    phone: row.phone,
    email: row.email,
    gender: row.gender === 'male' || row.gender === 'female' ? row.gender : null,
    address: row.address,
    how_heard: row.howHeard,
    prayer_request: row.prayerRequest,
    consent_to_contact: row.consentToContact,
    first_visit_on: row.firstVisitOn,
    last_visit_on: row.lastVisitOn,
    visit_count: row.visitCount,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The follow-up only starts with consent: a visitor who did not agree to be contacted is kept
 * (their visits count) with the follow-up closed as Opt-out, so nobody is assigned to call them,
 * told to, or reminded of them. An admin who learns they agree opens it again.
 */
const startingState = (consent: boolean): { status: FollowUpStatus; closedAt: Date | null } =>
  consent ? { status: DEFAULT_FOLLOW_UP_STATUS, closedAt: null } : { status: 'Opt-out', closedAt: new Date() };

/**
 * Records today's visit of the phone on the welcome form. A new phone makes a visitor with an open
 * follow-up. A known one gets today's visit (once a day) and keeps its details: the form is
 * anonymous and anyone may know a phone number, so what differs waits for an admin as a proposal.
 * Two first registrations of one phone racing make the loser throw a unique violation.
 */
export async function registerVisit(db: Db, body: FirstTimerRegistration, today: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(firstTimers).where(eq(firstTimers.phone, body.phone)).limit(1);
    if (!existing) {
      const [created] = await tx
        .insert(firstTimers)
        .values({
          firstName: body.first_name, lastName: body.last_name, phone: body.phone, email: body.email?.toLowerCase() ?? null,
          gender: body.gender ?? null, address: body.address, howHeard: body.how_heard ?? null, prayerRequest: body.prayer_request,
          consentToContact: body.consent_to_contact, firstVisitOn: today, lastVisitOn: today, visitCount: 1,
        })
        .returning({ id: firstTimers.id });
      await tx.insert(firstTimerVisits).values({ firstTimerId: created.id, visitedOn: today, serviceId: body.service_id ?? null });
      await tx.insert(followUps).values({ firstTimerId: created.id, ...startingState(body.consent_to_contact) });
      return;
    }
    await countVisit(tx, existing.id, today, body.service_id ?? null);
    await proposeDetails(tx, existing, body);
  });
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// Adds a visit day and moves the count and the first and last visit; false when that day was
// already recorded (nothing changes then).
async function countVisit(tx: Tx, firstTimerId: number, date: string, serviceId: number | null): Promise<boolean> {
  const inserted = await tx
    .insert(firstTimerVisits)
    .values({ firstTimerId, visitedOn: date, serviceId })
    .onConflictDoNothing()
    .returning({ id: firstTimerVisits.id });
  if (inserted.length === 0) return false;
  await tx
    .update(firstTimers)
    .set({
      visitCount: sql`${firstTimers.visitCount} + 1`,
      firstVisitOn: sql`least(${firstTimers.firstVisitOn}, ${date}::date)`,
      lastVisitOn: sql`greatest(${firstTimers.lastVisitOn}, ${date}::date)`,
    })
    .where(eq(firstTimers.id, firstTimerId));
  return true;
}

/** An admin records a return visit: true when added, false when that day was recorded, null when there is no such first-timer. */
export async function addVisit(db: Db, firstTimerId: number, date: string, serviceId: number | null): Promise<boolean | null> {
  return db.transaction(async (tx) => {
    // A removed visitor is gone for every route: its visits stay as they were.
    const [existing] = await tx.select({ id: firstTimers.id }).from(firstTimers).where(and(eq(firstTimers.id, firstTimerId), isNull(firstTimers.erasedAt))).for('update');
    if (!existing) return null;
    return countVisit(tx, firstTimerId, date, serviceId);
  });
}
