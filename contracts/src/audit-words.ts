// The audit trail in words: the kinds of record, what was done, each field's name, and a change
// as "Roles: member → member, leader". Used by the admin's pages; no zod, so pages stay light.

export const AUDIT_ENTITIES = ['person', 'follow_up', 'unit', 'service', 'import', 'first_timer', 'attendance', 'station', 'church_settings'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ENTITY_LABELS: Readonly<Record<AuditEntity, string>> = {
  person: 'Person',
  follow_up: 'Follow-up',
  unit: 'Unit',
  service: 'Service',
  import: 'Import',
  first_timer: 'First-timer',
  attendance: 'Attendance record',
  station: 'Welcome station',
  church_settings: 'Church settings',
};

const ACTION_LABELS: Readonly<Record<string, string>> = {
  created: 'Created',
  updated: 'Changed',
  deleted: 'Deleted',
  deactivated: 'Deactivated',
  feedback: 'Feedback moved the status',
  added: 'Added to the roster',
  removed: 'Taken off the roster',
  left: 'Left the roster',
  made_leader: 'Made a leader',
  leader_removed: 'No longer a leader',
  occurrence_cancelled: 'Cancelled on a day',
  occurrence_restored: 'Held again on a day',
  revoked: 'Revoked',
};

const FIELD_LABELS: Readonly<Record<string, string>> = {
  email: 'Email',
  active: 'Active',
  roles: 'Roles',
  units: 'Units',
  leads: 'Leads',
  status: 'Status',
  assignee: 'Assigned to',
  name: 'Name',
  description: 'Description',
  member: 'Member',
  leader: 'Leader',
  members: 'Members',
  is_recurring: 'Weekly',
  day_of_week: 'Day',
  service_date: 'Date',
  start_time: 'Starts at',
  is_active: 'Active',
  active_from: 'Held from',
  active_until: 'Held until',
  cancelled_on: 'Cancelled on',
  reason: 'Reason',
  self_marking_without_code: 'Members mark themselves without a code',
};

/** "made_leader" → "Made leader": the words of a key nobody named yet. */
function humanize(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const auditActionLabel = (action: string): string => ACTION_LABELS[action] ?? humanize(action);
export const auditFieldLabel = (field: string): string => FIELD_LABELS[field] ?? humanize(field);

/** A stored value in words: nothing is "—", a list is joined, a person or unit is its name. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(auditValueText).join(', ');
  if (typeof value === 'object') {
    const named = value as { name?: unknown; full_name?: unknown };
    if (typeof named.name === 'string') return named.name;
    if (typeof named.full_name === 'string') return named.full_name;
    return Object.entries(value).map(([key, inner]) => `${auditFieldLabel(key)}: ${auditValueText(inner)}`).join('; ');
  }
  return String(value);
}

export interface AuditFieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

const fieldsOf = (side: unknown): Record<string, unknown> =>
  side !== null && typeof side === 'object' && !Array.isArray(side) ? (side as Record<string, unknown>) : {};

/** Each field that changed, in the order stored, with both sides in words. */
export function auditChanges(before: unknown, after: unknown): AuditFieldChange[] {
  const was = fieldsOf(before);
  const now = fieldsOf(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields.map((field) => ({ field, label: auditFieldLabel(field), before: auditValueText(was[field]), after: auditValueText(now[field]) }));
}

/** One line per field: "Roles: member → member, leader". */
export function auditChangeLines(before: unknown, after: unknown): string[] {
  return auditChanges(before, after).map((change) => `${change.label}: ${change.before} → ${change.after}`);
}
