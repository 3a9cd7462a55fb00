import type { AuditEntity } from '@church/contracts/audit-words';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export type { AuditEntity };

// A transaction is a Db too (drizzle's transaction extends the database), so callers pass `tx`
// and the audit row commits or rolls back with the change it describes.
type Writer = Pick<Db, 'insert'>;

export interface AuditEntry {
  actorId: number | null;
  entity: AuditEntity;
  entityId: number;
  action: string;
  /** Only the fields that changed, as they were. */
  before?: unknown;
  /** Only the fields that changed, as they became. */
  after?: unknown;
}

export async function recordAudit(db: Writer, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** Several entries in one statement (a bulk change). */
export async function recordAudits(db: Writer, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(entries.map((entry) => ({
    actorId: entry.actorId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  })));
}

export interface FieldChanges {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  // Arrays and objects (roles, settings) compare by content.
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) {
    return JSON.stringify(a) === JSON.stringify(b);
  }
  return false;
}

/**
 * The fields of `after` whose value differs from `before`, each side holding only those fields;
 * null when nothing changed (so a save that changes nothing leaves no audit row).
 */
export function changedFields<T extends Record<string, unknown>>(
  before: Partial<T>,
  after: Partial<T>,
): FieldChanges | null {
  const changes: FieldChanges = { before: {}, after: {} };
  for (const key of Object.keys(after)) {
    const next = after[key];
    if (next === undefined) continue;
    const previous = before[key];
    if (sameValue(previous, next)) continue;
    changes.before[key] = previous ?? null;
    changes.after[key] = next;
  }
  return Object.keys(changes.after).length === 0 ? null : changes;
}
