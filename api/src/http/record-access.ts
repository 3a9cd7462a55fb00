import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { unitMembers } from '../db/schema';
import type { Actor } from './access-control';
import { HttpError } from './errors';

// Per-record rules, all in one place (the route-level rule is `config.access`, see
// access-control.ts). Admins reach everyone; leaders reach the people of the units they lead
// (`unit_members.is_leader`); everyone reaches themselves; a first-timer's follow-up is for admins
// and its assignee. Routes call these and never spell a
// rule out themselves, so one change here changes every route.

export const isAdmin = (actor: Actor) => actor.roles.includes('admin');

/** The units a person leads. */
export async function ledUnitIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ unitId: unitMembers.unitId })
    .from(unitMembers)
    .where(and(eq(unitMembers.userId, userId), eq(unitMembers.isLeader, true)));
  return rows.map((r) => r.unitId);
}

export async function canReachUser(db: Db, actor: Actor, userId: number): Promise<boolean> {
  if (actor.id === userId || isAdmin(actor)) return true;
  if (!actor.roles.includes('leader')) return false;
  const unitIds = await ledUnitIds(db, actor.id);
  if (unitIds.length === 0) return false;
  const [row] = await db
    .select({ userId: unitMembers.userId })
    .from(unitMembers)
    .where(and(eq(unitMembers.userId, userId), inArray(unitMembers.unitId, unitIds)))
    .limit(1);
  return Boolean(row);
}

/** 403 whether or not the person exists, so a caller cannot probe for ids (admins get a 404 later). */
export async function assertCanReachUser(db: Db, actor: Actor, userId: number): Promise<void> {
  if (!(await canReachUser(db, actor, userId))) throw new HttpError(403, 'You do not have permission to see this person.');
}

/** A first-timer's follow-up is for admins and the person it is assigned to (nobody else, and nobody for a missing one). */
export function canFollowUp(actor: Actor, assignedTo: number | null | undefined): boolean {
  return isAdmin(actor) || (assignedTo != null && assignedTo === actor.id);
}

/**
 * Whose people a caller may list, narrowed to `unitId` when asked: `'everyone'` (admins without
 * a unit filter) or the unit ids to keep (empty: nobody). A leader asking for a unit they do not
 * lead gets nobody, not a 403: the list simply has no one they may see.
 */
export type PeopleScope = 'everyone' | number[];

export async function peopleScope(db: Db, actor: Actor, unitId?: number): Promise<PeopleScope> {
  if (isAdmin(actor)) return unitId ? [unitId] : 'everyone';
  const led = actor.roles.includes('leader') ? await ledUnitIds(db, actor.id) : [];
  return unitId ? led.filter((id) => id === unitId) : led;
}

/** Whether the caller manages a unit: admins every unit (they lead all), leaders the units they lead. */
export async function canManageUnit(db: Db, actor: Actor, unitId: number): Promise<boolean> {
  if (isAdmin(actor)) return true;
  if (!actor.roles.includes('leader')) return false;
  const [row] = await db
    .select({ unitId: unitMembers.unitId })
    .from(unitMembers)
    .where(and(eq(unitMembers.unitId, unitId), eq(unitMembers.userId, actor.id), eq(unitMembers.isLeader, true)))
    .limit(1);
  return Boolean(row);
}

/** 403 for a unit the caller does not lead, whether or not it exists (admins get a 404 later). */
export async function assertCanManageUnit(db: Db, actor: Actor, unitId: number): Promise<void> {
  if (!(await canManageUnit(db, actor, unitId))) throw new HttpError(403, 'You can only manage the units you lead.');
}
