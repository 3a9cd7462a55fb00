import { and, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type Absence, ABSENCE_CAP_MESSAGE, ABSENCE_MAX_CURRENT, ABSENCE_MAX_DAYS, ABSENCE_PAST_DAYS, ABSENCE_REASONS, type AbsenceReason, absenceDays,
  absenceJoinedTooLongMessage, daysInclusive,
} from '@church/contracts/absences';
import { addDays } from '@church/contracts/church-time';
import { fullName } from '@church/contracts/user';
import { recordAudit } from '../audit/record';
import type { Db } from '../db/client';
import { absences, users } from '../db/schema';
import { validationFailed } from '../http/errors';

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

/** The absence now covering the days, and whether it joined ones already recorded. */
export interface RecordedAbsence {
  absence: Absence;
  joined: boolean;
}

/**
 * Records an absence. One that overlaps or touches (the next day) some of the person's own
 * becomes one absence with them: the oldest of them now covers all their days, with the new
 * reason when one is given, recorded by the new recorder. A new one is refused (422) when the
 * person already has ABSENCE_MAX_CURRENT not yet over by `today`, or when the joined days would be
 * longer than ABSENCE_MAX_DAYS. So stored absences never overlap and stay few, whatever a client
 * sends. On the audit trail under the person, whoever recorded it: their History shows it.
 */
export async function recordAbsence(db: Db, absence: NewAbsence, today: string): Promise<RecordedAbsence> {
  const { id, joined } = await db.transaction(async (tx) => {
    // One writer per person at a time, so two requests cannot both pass the cap or both join.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, absence.userId)).for('update');
    const met = await tx
      .select({ id: absences.id, from: absences.fromOn, to: absences.toOn, reason: absences.reason })
      .from(absences)
      .where(and(eq(absences.userId, absence.userId), lte(absences.fromOn, addDays(absence.to, 1)), gte(absences.toOn, addDays(absence.from, -1))))
      .orderBy(absences.id);
    const from = [absence.from, ...met.map((m) => m.from)].sort()[0];
    const to = [absence.to, ...met.map((m) => m.to)].sort().at(-1)!;
    if (daysInclusive(from, to) > ABSENCE_MAX_DAYS) throw validationFailed({ to: [absenceJoinedTooLongMessage({ from, to })] });
    let kept: number;
    if (met.length === 0) {
      if (absence.to >= today && (await countNotOver(tx, absence.userId, today)) >= ABSENCE_MAX_CURRENT) throw validationFailed({ from: [ABSENCE_CAP_MESSAGE] });
      [{ id: kept }] = await tx
        .insert(absences)
        .values({ userId: absence.userId, fromOn: from, toOn: to, reason: absence.reason, recordedBy: absence.recordedBy })
        .returning({ id: absences.id });
    } else {
      kept = met[0].id;
      await tx.update(absences)
        .set({ fromOn: from, toOn: to, reason: absence.reason ?? asReason(met[0].reason), recordedBy: absence.recordedBy })
        .where(eq(absences.id, kept));
      const others = met.slice(1).map((m) => m.id);
      if (others.length > 0) await tx.delete(absences).where(inArray(absences.id, others));
    }
    await recordAudit(tx, {
      actorId: absence.recordedBy, entity: 'person', entityId: absence.userId, action: 'absence_recorded',
      ...(met.length > 0 && { before: { joined: met.map((m) => absenceDays(m)) } }),
      after: { from, to, reason: absence.reason },
    });
    return { id: kept, joined: met.length > 0 };
  });
  const [row] = await selectAbsences(db).where(eq(absences.id, id));
  return { absence: toAbsenceJson(row), joined };
}

async function countNotOver(db: Db, userId: number, today: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(absences).where(and(eq(absences.userId, userId), gte(absences.toOn, today)));
  return Number(n);
}

/**
 * Takes back one of the person's absences, by `actorId`; false when they have none with this id.
 * On the audit trail under the person, whoever took it back.
 */
export async function deleteAbsence(db: Db, userId: number, id: number, actorId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx.delete(absences).where(and(eq(absences.id, id), eq(absences.userId, userId)))
      .returning({ from: absences.fromOn, to: absences.toOn, reason: absences.reason });
    if (deleted) {
      await recordAudit(tx, { actorId, entity: 'person', entityId: userId, action: 'absence_taken_back', before: { from: deleted.from, to: deleted.to, reason: deleted.reason } });
    }
    return deleted !== undefined;
  });
}
