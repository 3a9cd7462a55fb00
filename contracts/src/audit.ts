import { z } from 'zod';
import { AUDIT_ENTITIES } from './audit-words';
import { listEnvelope, paginationQuerySchema } from './envelope';
import { dateField, idField } from './fields';

// GET /api/audit-log (admins): who changed what, when, with the changed fields before and after.
// The trail is written by the changes themselves; no route edits or deletes it.

export { AUDIT_ENTITIES, type AuditEntity } from './audit-words';

const auditFilterShape = {
  entity: z.enum(AUDIT_ENTITIES, { error: `Kind of record must be one of: ${AUDIT_ENTITIES.join(', ')}` }).optional(),
  entity_id: idField('Record').optional(),
  actor_id: idField('Who').optional(),
  from: dateField('From').optional(),
  to: dateField('To').optional(),
};

export const auditLogQuerySchema = paginationQuerySchema.extend(auditFilterShape).superRefine((value, ctx) => {
  if (value.from && value.to && value.from > value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From' });
  // An id means nothing without its kind: person 12 and unit 12 are different records.
  if (value.entity_id !== undefined && value.entity === undefined) ctx.addIssue({ code: 'custom', path: ['entity'], message: 'Choose the kind of record for this id' });
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601 instant. */
  at: z.string(),
  /** Who made the change; null for the system or an account since removed. */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  entity: z.enum(AUDIT_ENTITIES),
  entity_id: z.number().int(),
  /** The record's name now (a person's or a unit's), or as it was when the record is gone. */
  entity_label: z.string(),
  action: z.string(),
  /** Only the fields that changed, as they were (null when the record was created). */
  before: z.record(z.string(), z.unknown()).nullable(),
  /** Only the fields that changed, as they became (null when the record was deleted). */
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Newest first. */
export const auditLogResponseSchema = listEnvelope(auditEntrySchema);

/** Everyone who made a change on the trail, by name, with how many (the "who" filter). */
export const auditActorSchema = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });
export type AuditActor = z.infer<typeof auditActorSchema>;
export const auditActorsResponseSchema = z.object({ data: z.array(auditActorSchema) });
