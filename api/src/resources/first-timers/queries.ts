import { count, desc, eq, sql } from 'drizzle-orm';
import type { FirstTimer, FirstTimerRegistration } from '@church/contracts/first-timers';
import { DEFAULT_FOLLOW_UP_STATUS } from '@church/contracts/follow-up';
import { fullName } from '@church/contracts/user';
import type { Db } from '../../db/client';
import { firstTimers, firstTimerVisits, followUps } from '../../db/schema';
import { type Page, searchPredicate } from '../../db/sql-helpers';

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
 * Records a visit; true when this phone had already registered on that day (nothing is written
 * then). Two first registrations of one phone racing make the loser throw a unique violation.
 */
export async function registerVisit(db: Db, body: FirstTimerRegistration): Promise<boolean> {
  return db.transaction(async (tx) => {
    const email = body.email?.toLowerCase() ?? null;
    const [existing] = await tx.select().from(firstTimers).where(eq(firstTimers.phone, body.phone)).limit(1);
    if (!existing) {
      const [created] = await tx
        .insert(firstTimers)
        .values({
          firstName: body.first_name, lastName: body.last_name, phone: body.phone, email,
          gender: body.gender ?? null, address: body.address, howHeard: body.how_heard ?? null, prayerRequest: body.prayer_request,
          consentToContact: body.consent_to_contact, firstVisitOn: body.visit_date, lastVisitOn: body.visit_date, visitCount: 1,
        })
        .returning({ id: firstTimers.id });
      await tx.insert(firstTimerVisits).values({ firstTimerId: created.id, visitedOn: body.visit_date, serviceId: body.service_id ?? null });
      await tx.insert(followUps).values({ firstTimerId: created.id, status: DEFAULT_FOLLOW_UP_STATUS });
      return false;
    }
    const inserted = await tx
      .insert(firstTimerVisits)
      .values({ firstTimerId: existing.id, visitedOn: body.visit_date, serviceId: body.service_id ?? null })
      .onConflictDoNothing()
      .returning({ id: firstTimerVisits.id });
    if (inserted.length === 0) return true;
    // A returning visitor: count the visit. The form is anonymous and anyone may know a phone
    // number, so what is on record (contact details, consent) is never overwritten: new details
    // only fill blanks, and the follow-up team confirms changes in person.
    await tx
      .update(firstTimers)
      .set({
        visitCount: sql`${firstTimers.visitCount} + 1`,
        firstVisitOn: sql`least(${firstTimers.firstVisitOn}, ${body.visit_date}::date)`,
        lastVisitOn: sql`greatest(${firstTimers.lastVisitOn}, ${body.visit_date}::date)`,
        email: existing.email ?? email,
        address: existing.address ?? body.address,
        prayerRequest: existing.prayerRequest ?? body.prayer_request,
      })
      .where(eq(firstTimers.id, existing.id));
    return false;
  });
}

export async function listFirstTimers(db: Db, filter: { search?: string }, page: Page): Promise<{ rows: FirstTimer[]; total: number }> {
  const where = searchPredicate(filter.search, {
    text: [firstTimers.firstName, firstTimers.lastName, firstTimers.email],
    fullName: [firstTimers.firstName, firstTimers.lastName],
    phone: firstTimers.phone,
  });
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(firstTimers).where(where).orderBy(desc(firstTimers.lastVisitOn), desc(firstTimers.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(firstTimers).where(where),
  ]);
  return { rows: rows.map(toFirstTimerJson), total };
}
