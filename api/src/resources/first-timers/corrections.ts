import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { firstTimerUpdateSchema } from '@church/contracts/first-timers';
import { changedFields, recordAudit } from '../../audit/record';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { fullName } from '@church/contracts/user';
import { firstTimerProposedDetails, firstTimers, followUpFeedback, followUps } from '../../db/schema';
import { intArray, rawRows } from '../../db/sql-helpers';
import { validationFailed } from '../../http/errors';
import { eraseVisitorFromNotifications } from '../../notifications/erase-visitor';

// An admin corrects a visitor's details, or removes a record made by mistake. Both are audited
// in the same transaction.

type Update = z.output<typeof firstTimerUpdateSchema>;

const COLUMNS = {
  first_name: 'firstName',
  last_name: 'lastName',
  phone: 'phone',
  email: 'email',
  gender: 'gender',
  address: 'address',
  how_heard: 'howHeard',
  prayer_request: 'prayerRequest',
  consent_to_contact: 'consentToContact',
} as const satisfies Record<keyof Update, keyof typeof firstTimers.$inferSelect>;

/** The phone is how the welcome form finds a visitor again, so two records cannot share one: the second is likely the same person. */
export const duplicatePhoneMessage = (otherName: string) =>
  `Another visitor, ${otherName}, has this phone number: they may be the same person. Merge the two records (Possible duplicates on the First Timers page) instead.`;

async function assertPhoneFree(db: Pick<Db, 'select'>, firstTimerId: number, phone: string): Promise<void> {
  const [other] = await db
    .select({ firstName: firstTimers.firstName, lastName: firstTimers.lastName })
    .from(firstTimers)
    .where(and(eq(firstTimers.phone, phone), ne(firstTimers.id, firstTimerId)))
    .limit(1);
  if (other) throw validationFailed({ phone: [duplicatePhoneMessage(`${other.firstName} ${other.lastName}`)] });
}

/** Writes an admin's corrections; false when there is no such visitor (or it was removed). 422 on `phone` when another visitor has it. */
export async function updateFirstTimer(db: Db, actorId: number, firstTimerId: number, body: Update): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select().from(firstTimers).where(and(eq(firstTimers.id, firstTimerId), isNull(firstTimers.erasedAt))).for('update');
      if (!current) return false;
      if (body.phone !== undefined && body.phone !== current.phone) await assertPhoneFree(tx, firstTimerId, body.phone);
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const [field, column] of Object.entries(COLUMNS) as [keyof Update, (typeof COLUMNS)[keyof Update]][]) {
        if (body[field] === undefined) continue;
        before[field] = current[column];
        after[field] = body[field];
      }
      const changes = changedFields(before, after);
      if (!changes) return true;
      const columns = Object.fromEntries(Object.keys(changes.after).map((field) => [COLUMNS[field as keyof Update], changes.after[field]]));
      await tx.update(firstTimers).set(columns).where(eq(firstTimers.id, firstTimerId));
      await recordAudit(tx, { actorId, entity: 'first_timer', entityId: firstTimerId, action: 'update', ...changes });
      return true;
    });
  } catch (err) {
    // The same phone saved for another visitor at the same moment.
    if (isUniqueViolation(err) && body.phone) await assertPhoneFree(db, firstTimerId, body.phone);
    throw err;
  }
}

/** What a removed visitor's names become: their visits still count, under no one's name. */
export const REMOVED_VISITOR_NAME = { firstName: 'Removed', lastName: 'visitor' } as const;
/** A jsonb object's values replaced by "(erased)", its keys kept; anything else unchanged. */
const erasedValues = (column: SQL): SQL => sql`case when jsonb_typeof(${column}) = 'object'
  then (select coalesce(jsonb_object_agg(k, '"(erased)"'::jsonb), '{}'::jsonb) from jsonb_object_keys(${column}) k) else ${column} end`;

/**
 * The record and every record merged into it (and into those), with the name each had: a merge's
 * audit row keeps the other's id and name. Read before the erasure blanks those rows.
 */
async function recordsMergedInto(db: Db, firstTimerId: number): Promise<{ id: number; name: string }[]> {
  return rawRows<{ id: number; name: string }>(db, sql`
    with recursive merged(id, name) as (
      select id, first_name || ' ' || last_name from first_timers where id = ${firstTimerId}
      union
      select (a.before->>'merged_id')::int, a.before->>'merged_name'
      from audit_log a join merged m on a.entity = 'first_timer' and a.entity_id = m.id and a.action = 'merge'
      where jsonb_typeof(a.before->'merged_id') = 'number'
    )
    select id, name from merged`);
}

// Unique (the phone column is), and no phone anyone can type, so the welcome form never finds it.
const removedPhone = (firstTimerId: number) => `removed-${firstTimerId}`;

/**
 * Removes a record made by mistake: the details are erased, the follow-up closed and unassigned
 * (its status kept, so the month's figures stay) and its feedback notes erased; the visits stay
 * counted. False when there is no such visitor or it was removed already. The audit row says
 * that it was removed and by whom, and holds none of the erased details.
 */
export async function removeFirstTimer(db: Db, actorId: number, firstTimerId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const named = await recordsMergedInto(tx, firstTimerId);
    const [erased] = await tx
      .update(firstTimers)
      .set({
        ...REMOVED_VISITOR_NAME, phone: removedPhone(firstTimerId), email: null, gender: null, address: null, howHeard: null,
        prayerRequest: null, consentToContact: false, userId: null, erasedAt: now,
      })
      .where(and(eq(firstTimers.id, firstTimerId), isNull(firstTimers.erasedAt)))
      .returning({ id: firstTimers.id });
    if (!erased) return false;
    const [followUp] = await tx
      .update(followUps)
      .set({ closedAt: sql`coalesce(${followUps.closedAt}, ${now.toISOString()}::timestamptz)`, assignedTo: null, assignedBy: null, assignedAt: null, nextContactOn: null, updatedAt: now })
      .where(eq(followUps.firstTimerId, firstTimerId))
      .returning({ id: followUps.id });
    if (followUp) await tx.update(followUpFeedback).set({ note: null }).where(eq(followUpFeedback.followUpId, followUp.id));
    await tx.delete(firstTimerProposedDetails).where(eq(firstTimerProposedDetails.firstTimerId, firstTimerId));
    // Erasure reaches the trail and the bells too: the record's earlier audit rows keep who
    // changed which field and when, not the values; notifications about the visitor go.
    // The records merged into this one are the same person: their trail goes with it.
    const ids = named.map((r) => r.id);
    await tx.execute(sql`
      update audit_log set before = ${erasedValues(sql`before`)}, after = ${erasedValues(sql`after`)}
      where entity = 'first_timer' and entity_id = any(${intArray(ids)})`);
    await eraseVisitorFromNotifications(tx, {
      firstTimerIds: ids, followUpIds: followUp ? [followUp.id] : [], names: named.map((r) => r.name), replacement: fullName(REMOVED_VISITOR_NAME.firstName, REMOVED_VISITOR_NAME.lastName),
    });
    await recordAudit(tx, { actorId, entity: 'first_timer', entityId: firstTimerId, action: 'remove', after: { erased: true } });
    return true;
  });
}
