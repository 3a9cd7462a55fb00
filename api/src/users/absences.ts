import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Absence, ABSENCE_PAST_DAYS, ABSENCE_REASONS, type AbsenceReason } from '@church/contracts/absences';
import { addDays } from '@church/contracts/church-time';
import { fullName } from '@church/contracts/user';
import type { Db } from '../db/client';
import { absences, users } from '../db/schema';

// A person's announced absences, read and written for GET/POST/DELETE /api/me/absences and the
// same under /api/members/:id/absences. What an absence changes (the goal, the absent and
// slipping lists) is read from the table by those figures' own queries.

const recorder = alias(users, 'absence_recorder');

const asReason = (value: string | null): AbsenceReason | null => ABSENCE_REASONS.find((r) => r === value) ?? null;

function selectAbsences(db: Db) {
  return db
    .select({
      id: absences.id, userId: absences.userId, from: absences.fromOn, to: absences.toOn, reason: absences.reason,
      recordedBy: absences.recordedBy, recorderFirst: recorder.firstName, recorderLast: recorder.lastName, createdAt: absences.createdAt,
    })
    .from(absences)
    .leftJoin(recorder, eq(recorder.id, absences.recordedBy));
}

type AbsenceRow = Awaited<ReturnType<typeof selectAbsences>>[number];

function toAbsenceJson(row: AbsenceRow): Absence {
  return {
    id: row.id,
    user_id: row.userId,
    from: row.from,
    to: row.to,
    reason: asReason(row.reason),
    recorded_by: row.recordedBy,
    // Named only when someone else recorded it for the person.
    recorded_by_name: row.recordedBy !== row.userId && row.recorderFirst !== null && row.recorderLast !== null ? fullName(row.recorderFirst, row.recorderLast) : null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * A person's absences: those not over by `today` first, soonest first, then those ended within
 * ABSENCE_PAST_DAYS, latest first (older ones are history nobody acts on).
 */
export async function listAbsences(db: Db, userId: number, today: string): Promise<Absence[]> {
  const rows = await selectAbsences(db)
    .where(and(eq(absences.userId, userId), sql`${absences.toOn} >= ${addDays(today, -ABSENCE_PAST_DAYS)}`))
    .orderBy(
      sql`case when ${absences.toOn} >= ${today} then 0 else 1 end`,
      sql`case when ${absences.toOn} >= ${today} then ${absences.fromOn} end asc`,
      sql`${absences.toOn} desc`,
      absences.id,
    );
  return rows.map(toAbsenceJson);
}

export interface NewAbsence {
  userId: number;
  from: string;
  to: string;
  reason: AbsenceReason | null;
  recordedBy: number;
}

export async function createAbsence(db: Db, absence: NewAbsence): Promise<Absence> {
  const [{ id }] = await db
    .insert(absences)
    .values({ userId: absence.userId, fromOn: absence.from, toOn: absence.to, reason: absence.reason, recordedBy: absence.recordedBy })
    .returning({ id: absences.id });
  const [row] = await selectAbsences(db).where(eq(absences.id, id));
  return toAbsenceJson(row);
}

/** Takes back one of the person's absences; false when they have none with this id. */
export async function deleteAbsence(db: Db, userId: number, id: number): Promise<boolean> {
  const deleted = await db.delete(absences).where(and(eq(absences.id, id), eq(absences.userId, userId))).returning({ id: absences.id });
  return deleted.length > 0;
}
