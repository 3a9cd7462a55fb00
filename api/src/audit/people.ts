import { sql } from 'drizzle-orm';
import type { RosterChangeKind } from '@church/contracts/units';
import type { Db } from '../db/client';
import { intArray, rawRows } from '../db/sql-helpers';
import { type AuditEntry, changedFields, recordAudits } from './record';

// What the audit trail keeps of a person: the fields whose changes an admin must be able to
// trace (sign-in email, whether the account is active, roles, the units they are in and those
// they lead). Read before and after a change, in its transaction; only what differs is written.

export type PersonState = {
  email: string;
  active: boolean;
  /** By increasing reach: member, leader, admin. */
  roles: string[];
  /** Unit names, alphabetical. */
  units: string[];
  leads: string[];
};

interface StateRow {
  id: number;
  email: string;
  active: boolean;
  roles: string[];
  units: string[];
  leads: string[];
}

/** Each person's state by id (a person who does not exist is absent from the map). */
export async function personStates(db: Db, userIds: readonly number[]): Promise<Map<number, PersonState>> {
  if (userIds.length === 0) return new Map();
  const rows = await rawRows<StateRow>(db, sql`
    select u.id, u.email, u.deactivated_at is null as active,
      coalesce((select array_agg(r.name order by r.id desc) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id), '{}') as roles,
      coalesce((select array_agg(un.name order by un.name) from unit_members um join units un on un.id = um.unit_id where um.user_id = u.id), '{}') as units,
      coalesce((select array_agg(un.name order by un.name) from unit_members um join units un on un.id = um.unit_id where um.user_id = u.id and um.is_leader), '{}') as leads
    from users u where u.id = any(${intArray(userIds)})`);
  return new Map(rows.map((row) => [row.id, { email: row.email, active: Boolean(row.active), roles: row.roles, units: row.units, leads: row.leads }]));
}

export async function personState(db: Db, userId: number): Promise<PersonState | null> {
  return (await personStates(db, [userId])).get(userId) ?? null;
}

/**
 * Writes one 'updated' row per person whose state differs from `before` (read earlier in the same
 * transaction). People with no change get no row.
 */
export async function auditPeopleChanges(db: Db, actorId: number | null, before: Map<number, PersonState>, action = 'updated'): Promise<void> {
  const after = await personStates(db, [...before.keys()]);
  const entries: AuditEntry[] = [];
  for (const [userId, was] of before) {
    const now = after.get(userId);
    const changes = now ? changedFields(was, now) : null;
    if (changes) entries.push({ actorId, entity: 'person', entityId: userId, action, before: changes.before, after: changes.after });
  }
  await recordAudits(db, entries);
}

/** Runs `change` and audits what it did to the people named, all in the caller's transaction. */
export async function auditingPeople<T>(db: Db, actorId: number | null, userIds: readonly number[], change: () => Promise<T>): Promise<T> {
  const before = await personStates(db, userIds);
  const result = await change();
  await auditPeopleChanges(db, actorId, before, 'updated');
  return result;
}

/** A person created with these roles and units: every field is new. */
export async function auditPersonCreated(db: Db, actorId: number | null, userId: number): Promise<void> {
  const state = await personState(db, userId);
  if (state) await recordAudits(db, [{ actorId, entity: 'person', entityId: userId, action: 'created', after: state }]);
}

// A unit's side of a roster change: who joined or left it, who was made or unmade its leader.
const ROSTER_FIELD: Record<RosterChangeKind, { field: 'member' | 'leader'; joins: boolean }> = {
  added: { field: 'member', joins: true },
  removed: { field: 'member', joins: false },
  left: { field: 'member', joins: false },
  made_leader: { field: 'leader', joins: true },
  leader_removed: { field: 'leader', joins: false },
};

export interface RosterAuditEntry {
  unitId: number;
  userId: number;
  actorId: number | null;
  change: RosterChangeKind;
}

export async function auditRosterChanges(db: Db, entries: readonly RosterAuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const names = await rawRows<{ id: number; name: string }>(db, sql`
    select id, first_name || ' ' || last_name as name from users where id = any(${intArray(entries.map((entry) => entry.userId))})`);
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  await recordAudits(db, entries.map((entry) => {
    const { field, joins } = ROSTER_FIELD[entry.change];
    const side = { [field]: nameOf.get(entry.userId) ?? `#${entry.userId}` };
    return { actorId: entry.actorId, entity: 'unit', entityId: entry.unitId, action: entry.change, before: joins ? null : side, after: joins ? side : null };
  }));
}
