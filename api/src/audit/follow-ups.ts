import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { intArray, rawRows } from '../db/sql-helpers';
import { type AuditEntry, changedFields, recordAudits } from './record';

// What the audit trail keeps of a follow-up: its status and who holds it (id and name, as the
// name was then). Read before and after a change in its transaction; only what differs is written.

export type FollowUpState = {
  status: string;
  assignee: { id: number; name: string } | null;
};

interface StateRow {
  id: number;
  status: string;
  assignee_id: number | null;
  assignee_name: string | null;
}

/** The state of the follow-ups of these first-timers, by follow-up id, locked until the transaction ends. */
export async function followUpStates(db: Db, firstTimerIds: readonly number[]): Promise<Map<number, FollowUpState>> {
  if (firstTimerIds.length === 0) return new Map();
  const rows = await rawRows<StateRow>(db, sql`
    select f.id, f.status, u.id as assignee_id, u.first_name || ' ' || u.last_name as assignee_name
    from follow_ups f left join users u on u.id = f.assigned_to
    where f.first_timer_id = any(${intArray(firstTimerIds)})
    order by f.id
    for update of f`);
  return new Map(rows.map((row) => [row.id, {
    status: row.status,
    assignee: row.assignee_id === null ? null : { id: row.assignee_id, name: row.assignee_name ?? '' },
  }]));
}

/** One row per follow-up whose status or assignee differs from `before`; `firstTimerIds` as read then. */
export async function auditFollowUpChanges(db: Db, actorId: number | null, firstTimerIds: readonly number[], before: Map<number, FollowUpState>, action = 'updated'): Promise<void> {
  const after = await followUpStates(db, firstTimerIds);
  const entries: AuditEntry[] = [];
  for (const [id, was] of before) {
    const now = after.get(id);
    const changes = now ? changedFields(was, now) : null;
    if (changes) entries.push({ actorId, entity: 'follow_up', entityId: id, action, before: changes.before, after: changes.after });
  }
  await recordAudits(db, entries);
}
