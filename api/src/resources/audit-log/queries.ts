import { type SQL, sql } from 'drizzle-orm';
import type { AuditActor, AuditEntry, AuditLogQuery } from '@church/contracts/audit';
import { AUDIT_ENTITIES, AUDIT_ENTITY_LABELS, type AuditEntity } from '@church/contracts/audit-words';
import { addDays, churchInstant } from '@church/contracts/church-time';
import type { Db } from '../../db/client';
import { type Page, rawRows } from '../../db/sql-helpers';

// The audit trail as admins read it: newest first, each row with who made it and the record's
// name. The filters follow the table's indexes: (entity, entity_id, at), (actor_id, at), (at).

export type AuditFilter = Omit<AuditLogQuery, 'page' | 'per_page'>;

// A person's trail: the changes to them, and each follow-up handed to them or taken from them
// (the assignee is stored with its id and name as they were).
const personTrail = (id: number) => sql`((l.entity = 'person' and l.entity_id = ${id})
  or (l.entity = 'follow_up' and (l.before -> 'assignee' ->> 'id' = ${String(id)} or l.after -> 'assignee' ->> 'id' = ${String(id)})))`;

function whereOf(filter: AuditFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.entity === 'person' && filter.entity_id !== undefined) conditions.push(personTrail(filter.entity_id));
  else {
    if (filter.entity) conditions.push(sql`l.entity = ${filter.entity}`);
    if (filter.entity_id !== undefined) conditions.push(sql`l.entity_id = ${filter.entity_id}`);
  }
  if (filter.actor_id !== undefined) conditions.push(sql`l.actor_id = ${filter.actor_id}`);
  // From and To are the church's days, both included.
  if (filter.from) conditions.push(sql`l.at >= ${churchInstant(filter.from, '00:00').toISOString()}::timestamptz`);
  if (filter.to) conditions.push(sql`l.at < ${churchInstant(addDays(filter.to, 1), '00:00').toISOString()}::timestamptz`);
  return sql.join(conditions, sql` and `);
}

// The record's name now; a removed first-timer's name is gone with their details.
const ENTITY_LABEL = sql`case l.entity
  when 'person' then (select u.first_name || ' ' || u.last_name from users u where u.id = l.entity_id)
  when 'unit' then (select un.name from units un where un.id = l.entity_id)
  when 'service' then (select s.name from services s where s.id = l.entity_id)
  when 'follow_up' then (select case when ft.erased_at is null then ft.first_name || ' ' || ft.last_name else 'A removed record' end
    from follow_ups f join first_timers ft on ft.id = f.first_timer_id where f.id = l.entity_id)
  when 'first_timer' then (select case when ft.erased_at is null then ft.first_name || ' ' || ft.last_name else 'A removed record' end
    from first_timers ft where ft.id = l.entity_id)
  when 'import' then (select i.file_name from imports i where i.id = l.entity_id)
  when 'station' then (select st.name from check_in_stations st where st.id = l.entity_id)
  when 'church_settings' then 'Church settings'
  when 'team' then (select t.name from teams t where t.id = l.entity_id)
  when 'household' then (select h.name from households h where h.id = l.entity_id)
end`;

interface EntryRow {
  id: number;
  at: Date | string;
  actor_id: number | null;
  actor_name: string | null;
  entity: string;
  entity_id: number;
  entity_label: string | null;
  action: string;
  before: unknown;
  after: unknown;
}

const asEntity = (value: string): AuditEntity => AUDIT_ENTITIES.find((entity) => entity === value) ?? 'person';

// Callers store objects of fields; anything else is kept readable rather than refused.
function fieldsOf(side: unknown): Record<string, unknown> | null {
  if (side === null || side === undefined) return null;
  if (typeof side === 'object' && !Array.isArray(side)) return side as Record<string, unknown>;
  return { value: side };
}

/** A deleted record keeps the name it had, from its last stored side. */
function fallbackLabel(row: EntryRow): string {
  const named = [row.before, row.after].map((side) => (side as { name?: unknown } | null)?.name).find((name) => typeof name === 'string');
  return typeof named === 'string' ? named : `${AUDIT_ENTITY_LABELS[asEntity(row.entity)]} #${row.entity_id}`;
}

function toEntryJson(row: EntryRow): AuditEntry {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name ?? '' },
    entity: asEntity(row.entity),
    entity_id: row.entity_id,
    entity_label: row.entity_label ?? fallbackLabel(row),
    action: row.action,
    before: fieldsOf(row.before),
    after: fieldsOf(row.after),
  };
}

export async function listAuditLog(db: Db, filter: AuditFilter, page: Page): Promise<{ rows: AuditEntry[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [{ total }]] = await Promise.all([
    rawRows<EntryRow>(db, sql`
      select l.id, l.at, l.actor_id, a.first_name || ' ' || a.last_name as actor_name, l.entity, l.entity_id,
        ${ENTITY_LABEL} as entity_label, l.action, l.before, l.after
      from audit_log l left join users a on a.id = l.actor_id
      where ${where}
      order by l.at desc, l.id desc
      limit ${page.limit} offset ${page.offset}`),
    rawRows<{ total: number | string }>(db, sql`select count(*) as total from audit_log l where ${where}`),
  ]);
  return { rows: rows.map(toEntryJson), total: Number(total) };
}

/** Everyone who made a change on the trail, by name, with how many (the index on actor_id answers it). */
export async function auditActors(db: Db): Promise<AuditActor[]> {
  const rows = await rawRows<{ id: number; name: string; count: number | string }>(db, sql`
    select u.id, u.first_name || ' ' || u.last_name as name, c.count
    from (select actor_id, count(*) as count from audit_log where actor_id is not null group by actor_id) c
    join users u on u.id = c.actor_id
    order by u.last_name, u.first_name, u.id`);
  return rows.map((row) => ({ id: row.id, name: row.name, count: Number(row.count) }));
}
