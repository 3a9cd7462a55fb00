import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RosterChange, RosterChangeKind } from '@church/contracts/units';
import { fullName } from '@church/contracts/user';
import type { Db } from '../db/client';
import { unitRosterChanges, users } from '../db/schema';
import type { Page } from '../db/sql-helpers';
import { auditRosterChanges } from '../audit/people';

// Every change to a unit's roster or leaders is written beside it, in the same transaction, and
// kept when the person leaves: an addition followed by a removal still leaves its trace. The
// audit trail gets the same changes, as the unit's rows.

export interface RosterChangeEntry {
  unitId: number;
  userId: number;
  /** Who made the change (the person themself when they leave). */
  actorId: number;
  change: RosterChangeKind;
}

export async function recordRosterChanges(db: Db, entries: readonly RosterChangeEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(unitRosterChanges).values([...entries]);
  await auditRosterChanges(db, entries);
}

const person = alias(users, 'person');
const actor = alias(users, 'actor');

/** A page of a unit's changes, newest first, with the names of the person and of whoever made it. */
export async function listRosterChanges(db: Db, unitId: number, page: Page): Promise<{ rows: RosterChange[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: unitRosterChanges.id, change: unitRosterChanges.change, changedAt: unitRosterChanges.changedAt,
        personId: person.id, personFirst: person.firstName, personLast: person.lastName,
        actorId: actor.id, actorFirst: actor.firstName, actorLast: actor.lastName,
      })
      .from(unitRosterChanges)
      .innerJoin(person, eq(person.id, unitRosterChanges.userId))
      .leftJoin(actor, eq(actor.id, unitRosterChanges.actorId))
      .where(eq(unitRosterChanges.unitId, unitId))
      .orderBy(desc(unitRosterChanges.changedAt), desc(unitRosterChanges.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(unitRosterChanges).where(eq(unitRosterChanges.unitId, unitId)),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      change: row.change as RosterChangeKind, // the table's check allows these only
      changed_at: row.changedAt.toISOString(),
      person: { id: row.personId, full_name: fullName(row.personFirst, row.personLast) },
      actor: row.actorId === null ? null : { id: row.actorId, full_name: fullName(row.actorFirst ?? '', row.actorLast ?? '') },
    })),
    total: Number(total),
  };
}
