import { and, eq, type SQL, sql } from 'drizzle-orm';
import { THIS_DEVICE_MESSAGE } from '@church/contracts/auth';
import { NOT_YOUR_HOUSEHOLD_MESSAGE } from '@church/contracts/households';
import { type FollowUpStatus, mayChangeFollowUpStatus, OPT_OUT_IS_ADMINS_MESSAGE } from '@church/contracts/follow-up';
import { ROLE_IDS } from '@church/contracts/roles';
import { LEADER_CANNOT_ADD_MESSAGE } from '@church/contracts/units';
import { liveSession } from '../auth/sessions';
import type { Db } from '../db/client';
import { householdPeople, sessions, unitMembers } from '../db/schema';
import { intArray, rawRows } from '../db/sql-helpers';
import type { Actor } from './access-control';
import { HttpError } from './errors';

// Per-record rules, all in one place (the route-level rule is `config.access`, see
// access-control.ts). Admins reach everyone; leaders reach the people of the units they lead
// (`unit_members.is_leader`) who are active members and not admins; everyone reaches themselves;
// a first-timer's follow-up is for admins and its assignee, and only admins take it out of
// Opt-out; a leader puts on and takes off the rosters of their units only the people they reach,
// and takes off no leader of the unit; a person signs out their own devices only. Routes call
// these and never spell a rule out themselves, so one change here changes every route
// (docs/decisions/0020-unit-rosters-and-what-a-leader-reaches.md).

export const isAdmin = (actor: Actor) => actor.roles.includes('admin');

/** The units a person leads. */
export async function ledUnitIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ unitId: unitMembers.unitId })
    .from(unitMembers)
    .where(and(eq(unitMembers.userId, userId), eq(unitMembers.isLeader, true)));
  return rows.map((r) => r.unitId);
}

/**
 * The people a leader may ever reach through a unit, as a subquery of user ids: active accounts
 * holding the member role, admins excepted. A roster row is trusted for them only, so an admin, a
 * deactivated account or an account without the member role stays out of every leader's reach,
 * whoever put it on a roster and whenever.
 */
export function leaderReachableIds(): SQL {
  return sql`select reach.user_id from user_roles reach join users reach_user on reach_user.id = reach.user_id
    where reach.role_id = ${ROLE_IDS.member} and reach_user.deactivated_at is null
      and not exists (select 1 from user_roles reach_admin where reach_admin.user_id = reach.user_id and reach_admin.role_id = ${ROLE_IDS.admin})`;
}

/** The rule of `leaderReachableIds` for a person already read: whether a leader may reach them through a unit. */
export function leaderMayReach(person: { active: boolean; isMember: boolean; isAdmin: boolean }): boolean {
  return person.active && person.isMember && !person.isAdmin;
}

export async function canReachUser(db: Db, actor: Actor, userId: number): Promise<boolean> {
  if (actor.id === userId || isAdmin(actor)) return true;
  if (!actor.roles.includes('leader')) return false;
  const rows = await rawRows<{ hit: number }>(db, sql`
    select 1 as hit from unit_members um
    where um.user_id = ${userId}
      and um.unit_id in (select led.unit_id from unit_members led where led.user_id = ${actor.id} and led.is_leader)
      and um.user_id in (${leaderReachableIds()})
    limit 1`);
  return rows.length > 0;
}

const CANNOT_SEE_PERSON = 'You do not have permission to see this person.';

/** 403 whether or not the person exists, so a caller cannot probe for ids (admins get a 404 later). */
export async function assertCanReachUser(db: Db, actor: Actor, userId: number): Promise<void> {
  if (!(await canReachUser(db, actor, userId))) throw new HttpError(403, CANNOT_SEE_PERSON);
}

/**
 * A record about a person, by its owner (null: no such record). Admins reach every record;
 * anyone else a reachable person's only, and gets the same 403 for a missing record, so they
 * learn nothing about records outside their reach, not even whether they exist (admins get a
 * 404 later).
 */
export async function assertCanReachRecordOf(db: Db, actor: Actor, ownerId: number | null): Promise<void> {
  if (ownerId === null ? !isAdmin(actor) : !(await canReachUser(db, actor, ownerId))) throw new HttpError(403, CANNOT_SEE_PERSON);
}

/** Marking someone else's attendance: admins anyone, leaders the people they reach, members nobody. */
export async function assertMayMarkFor(db: Db, actor: Actor, userId: number): Promise<void> {
  if (!isAdmin(actor) && !actor.roles.includes('leader')) throw new HttpError(403, 'You may only mark your own attendance.');
  await assertCanReachUser(db, actor, userId);
}

/** A first-timer's follow-up is for admins and the person it is assigned to (nobody else, and nobody for a missing one). */
export function canFollowUp(actor: Actor, assignedTo: number | null | undefined): boolean {
  return isAdmin(actor) || (assignedTo != null && assignedTo === actor.id);
}

/** 403 unless the caller may follow this first-timer up, whether or not it exists (admins get a 404 later). */
export function assertCanFollowUp(actor: Actor, assignedTo: number | null | undefined): void {
  if (!canFollowUp(actor, assignedTo)) throw new HttpError(403, 'Only an admin or the person following this first-timer up may see them.');
}

/**
 * What may change on a follow-up the caller reaches: admins anything; the assignee the status
 * and the next contact, never the assignee, and never out of Opt-out.
 */
export function assertMayChangeFollowUp(actor: Actor, status: FollowUpStatus, change: { assigned_to?: unknown; status?: FollowUpStatus }): void {
  const admin = isAdmin(actor);
  if (!admin && change.assigned_to !== undefined) throw new HttpError(403, 'Only an admin may reassign a first-timer.');
  if (change.status !== undefined && !mayChangeFollowUpStatus(status, change.status, admin)) throw new HttpError(403, OPT_OUT_IS_ADMINS_MESSAGE);
}

/**
 * The Opt-out rule once more where a follow-up is written, as the status may have changed since
 * it was read: a write that wrote nothing (null, false) was a move out of Opt-out by someone who
 * is not an admin.
 */
export function assertNotKeptInOptOut<T>(written: T | null | false): asserts written is T {
  if (written === null || written === false) throw new HttpError(403, OPT_OUT_IS_ADMINS_MESSAGE);
}

/**
 * Whose people a caller may list, narrowed to `unitId` when asked: `'everyone'` (admins without
 * a unit filter) or the people of `unitIds` (empty: nobody). With `leaderReach` only those a
 * leader may reach there (`leaderReachableIds`); an admin's unit filter keeps the whole roster.
 * A leader asking for a unit they do not lead gets nobody, not a 403: the list simply has no one
 * they may see.
 */
export type PeopleScope = 'everyone' | { unitIds: number[]; leaderReach: boolean };

export async function peopleScope(db: Db, actor: Actor, unitId?: number): Promise<PeopleScope> {
  if (isAdmin(actor)) return unitId ? { unitIds: [unitId], leaderReach: false } : 'everyone';
  const led = actor.roles.includes('leader') ? await ledUnitIds(db, actor.id) : [];
  return { unitIds: unitId ? led.filter((id) => id === unitId) : led, leaderReach: true };
}

/** Whether a scope lists nobody (no query needed). */
export const reachesNobody = (scope: PeopleScope): boolean => scope !== 'everyone' && scope.unitIds.length === 0;

/** The user ids of a scope narrower than everyone, as a subquery (`user_id in (...)`). */
export function peopleIn(scope: Exclude<PeopleScope, 'everyone'>): SQL {
  const reachable = scope.leaderReach ? sql` and scoped.user_id in (${leaderReachableIds()})` : sql``;
  return sql`select scoped.user_id from unit_members scoped where scoped.unit_id = any(${intArray(scope.unitIds)})${reachable}`;
}

/**
 * Whose rows a unit's roster, sheet or absence list shows a caller who manages the unit: an admin
 * the whole roster, a leader only the people they reach (`leaderReachableIds`).
 */
export interface RosterView {
  leaderReach: boolean;
}

export const rosterView = (actor: Actor): RosterView => ({ leaderReach: !isAdmin(actor) });

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

/**
 * Putting a person on a roster the caller manages: a leader adds only the people they would then
 * reach (`leaderMayReach`), and gets the same 404 for every refusal as for an unknown id, so ids
 * cannot be probed. An admin may try anyone (a missing or unfit person is the route's 404 or 422).
 */
export function assertMayAddToRoster(actor: Actor, person: Parameters<typeof leaderMayReach>[0] | null): void {
  if (!isAdmin(actor) && (!person || !leaderMayReach(person))) throw new HttpError(404, LEADER_CANNOT_ADD_MESSAGE);
}

/** Taking a person off a roster the caller manages: a leader removes members, only an admin a leader of the unit. */
export function assertMayRemoveFromRoster(actor: Actor, onRoster: { isLeader: boolean }): void {
  if (onRoster.isLeader && !isAdmin(actor)) throw new HttpError(403, 'Only an admin can remove a leader of the unit.');
}

/**
 * Signing out one device: a live session of the caller's own, found by id, never this request's
 * (that is Sign out in the account menu, 422). Another person's session, an ended one and a
 * missing id are the same 404, so session ids cannot be probed. Answers the device's user agent.
 */
export async function assertOwnOtherSession(db: Db, actor: Actor, sessionId: number): Promise<{ userAgent: string | null }> {
  const [row] = await db
    .select({ userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, actor.id), liveSession()))
    .limit(1);
  if (!row) throw new HttpError(404, 'No device of yours is signed in with that session.');
  if (sessionId === actor.sessionId) throw new HttpError(422, THIS_DEVICE_MESSAGE);
  return row;
}

/** Admins reach every household; anyone else only those they are an adult of (403 whether or not it exists). */
export async function assertCanReachHousehold(db: Db, actor: Actor, householdId: number): Promise<void> {
  if (isAdmin(actor)) return;
  const [adult] = await db
    .select({ userId: householdPeople.userId })
    .from(householdPeople)
    .where(and(eq(householdPeople.householdId, householdId), eq(householdPeople.userId, actor.id), eq(householdPeople.role, 'adult')))
    .limit(1);
  if (!adult) throw new HttpError(403, NOT_YOUR_HOUSEHOLD_MESSAGE);
}

/**
 * Of these children, the ones whose care details (allergies, care notes, school grade) the actor
 * reads: all of them for an admin, else those sharing a household the actor is an adult of. A
 * children's worker's reason (the children checked into their classroom) joins here.
 */
export async function childCareReadable(db: Db, actor: Actor, childIds: number[]): Promise<Set<number>> {
  if (childIds.length === 0) return new Set();
  if (isAdmin(actor)) return new Set(childIds);
  const rows = await rawRows<{ user_id: number }>(db, sql`
    select distinct child.user_id from household_people child
    join household_people adult on adult.household_id = child.household_id and adult.user_id = ${actor.id} and adult.role = 'adult'
    where child.user_id = any(${intArray(childIds)})`);
  return new Set(rows.map((row) => row.user_id));
}
