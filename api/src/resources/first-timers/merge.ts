import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type FirstTimerRegistration, HOW_HEARD_OPTIONS } from '@church/contracts/first-timers';
import { type FollowUpStatus, isClosedFollowUpStatus } from '@church/contracts/follow-up';
import { recordAudit } from '../../audit/record';
import type { Db } from '../../db/client';
import { firstTimerProposedDetails, firstTimers, firstTimerVisits, followUpFeedback, followUps } from '../../db/schema';
import { proposeDetails } from '../../follow-ups/proposed-details';

// Two records of one visitor become one, in one transaction: the kept record (:id) takes the
// other's visits (one a day: a day both recorded counts once), its feedback, its proposed details
// and what it knows that the kept one does not; then the other is deleted.

type Row = typeof firstTimers.$inferSelect;
type FollowUp = typeof followUps.$inferSelect;

export type MergeOutcome = 'merged' | 'no_visitor' | 'no_other' | 'two_members';

/**
 * The merged follow-up's status: Opt-out if either visitor asked not to be contacted; otherwise
 * the kept one's, unless nobody had contacted them yet (Not Contacted), then the other's.
 */
export function mergedStatus(kept: FollowUpStatus, other: FollowUpStatus): FollowUpStatus {
  if (kept === 'Opt-out' || other === 'Opt-out') return 'Opt-out';
  return kept === 'Not Contacted' ? other : kept;
}

const asStatus = (value: string) => value as FollowUpStatus;

// The kept follow-up takes the merged status, and the other's assignee and next contact where it had none.
function mergedFollowUp(kept: FollowUp, other: FollowUp, now: Date): Partial<FollowUp> {
  const status = mergedStatus(asStatus(kept.status), asStatus(other.status));
  const closed = isClosedFollowUpStatus(status);
  const assignment = kept.assignedTo !== null ? kept : other;
  return {
    status,
    assignedTo: assignment.assignedTo,
    assignedBy: assignment.assignedBy,
    assignedAt: assignment.assignedAt,
    nextContactOn: closed ? null : (kept.nextContactOn ?? other.nextContactOn),
    closedAt: closed ? (kept.closedAt ?? other.closedAt ?? now) : null,
    updatedAt: now,
  };
}

// What the welcome form would have sent for the other record: its details that differ from the
// kept one's become a proposal an admin applies or dismisses, as a returning visitor's would.
const asRegistration = (other: Row): FirstTimerRegistration => ({
  first_name: other.firstName, last_name: other.lastName, phone: other.phone, email: other.email, gender: other.gender === 'male' || other.gender === 'female' ? other.gender : null,
  address: other.address, how_heard: HOW_HEARD_OPTIONS.find((option) => option === other.howHeard) ?? null, prayer_request: other.prayerRequest,
  consent_to_contact: other.consentToContact, service_id: null,
});

export async function mergeFirstTimers(db: Db, actorId: number, keptId: number, otherId: number): Promise<MergeOutcome> {
  return db.transaction(async (tx) => {
    // Locked in id order, so two merges of the same pair wait for each other instead of deadlocking.
    const rows = await tx.select().from(firstTimers).where(and(inArray(firstTimers.id, [keptId, otherId]), isNull(firstTimers.erasedAt))).orderBy(firstTimers.id).for('update');
    const kept = rows.find((r) => r.id === keptId);
    const other = rows.find((r) => r.id === otherId);
    if (!kept) return 'no_visitor';
    if (!other) return 'no_other';
    if (kept.userId !== null && other.userId !== null && kept.userId !== other.userId) return 'two_members';
    const now = new Date();

    await tx.execute(sql`
      insert into ${firstTimerVisits} (first_timer_id, visited_on, service_id, created_at)
      select ${keptId}, visited_on, service_id, created_at from ${firstTimerVisits} where first_timer_id = ${otherId}
      on conflict do nothing`);
    const ofKept = sql`from ${firstTimerVisits} where ${firstTimerVisits.firstTimerId} = ${keptId}`;
    const filled = {
      email: kept.email ?? other.email,
      gender: kept.gender ?? other.gender,
      address: kept.address ?? other.address,
      howHeard: kept.howHeard ?? other.howHeard,
      prayerRequest: kept.prayerRequest ?? other.prayerRequest,
      userId: kept.userId ?? other.userId,
    };
    await tx
      .update(firstTimers)
      .set({
        ...filled,
        // From the visit rows; a record without any (entered before visits were rows) keeps its own days.
        visitCount: sql`greatest((select count(*)::int ${ofKept}), 1)`,
        firstVisitOn: sql`coalesce((select min(${firstTimerVisits.visitedOn}) ${ofKept}), least(${kept.firstVisitOn}::date, ${other.firstVisitOn}::date))`,
        lastVisitOn: sql`coalesce((select max(${firstTimerVisits.visitedOn}) ${ofKept}), greatest(${kept.lastVisitOn}::date, ${other.lastVisitOn}::date))`,
      })
      .where(eq(firstTimers.id, keptId));

    const followUpRows = await tx.select().from(followUps).where(inArray(followUps.firstTimerId, [keptId, otherId])).orderBy(followUps.id).for('update');
    const keptFollowUp = followUpRows.find((f) => f.firstTimerId === keptId);
    const otherFollowUp = followUpRows.find((f) => f.firstTimerId === otherId);
    if (keptFollowUp && otherFollowUp) {
      await tx.update(followUpFeedback).set({ followUpId: keptFollowUp.id }).where(eq(followUpFeedback.followUpId, otherFollowUp.id));
      await tx.update(followUps).set(mergedFollowUp(keptFollowUp, otherFollowUp, now)).where(eq(followUps.id, keptFollowUp.id));
    } else if (otherFollowUp) {
      await tx.update(followUps).set({ firstTimerId: keptId }).where(eq(followUps.id, otherFollowUp.id));
    }

    await tx.update(firstTimerProposedDetails).set({ firstTimerId: keptId }).where(eq(firstTimerProposedDetails.firstTimerId, otherId));
    // The other's phone is freed first, so nothing about it collides while the kept record is compared.
    await tx.delete(firstTimers).where(eq(firstTimers.id, otherId));
    await proposeDetails(tx, { ...kept, ...filled }, asRegistration(other));

    await recordAudit(tx, {
      actorId, entity: 'first_timer', entityId: keptId, action: 'merge',
      before: { merged_id: otherId, merged_name: `${other.firstName} ${other.lastName}`, merged_phone: other.phone, visit_count: kept.visitCount, merged_visit_count: other.visitCount },
      after: { visit_count: Number((await tx.select({ n: firstTimers.visitCount }).from(firstTimers).where(eq(firstTimers.id, keptId)))[0].n) },
    });
    return 'merged';
  });
}
