// The audit trail in words: the kinds of record, what was done, each field's name, and a change
// as "Roles: member → member, leader", a creation as "Created Choir with Description: …", a
// removal as "Removed Member: Ada Obi". A record is named as it was named then: new rows store
// the name beside an id; an old row's bare id reads "record no. 52". Used by the admin's pages;
// no zod, so pages stay light.

export const AUDIT_ENTITIES = ['person', 'follow_up', 'unit', 'service', 'import', 'first_timer', 'attendance', 'station', 'church_settings', 'team', 'household'] as const;
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
  team: 'Serving team',
  household: 'Household',
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
  commit: 'Imported',
  merge: 'Merged a duplicate record in',
  link: 'Linked to a member',
  unlink: 'Unlinked from a member',
  update: 'Changed',
  remove: 'Removed',
  absence_recorded: 'Absence recorded',
  absence_taken_back: 'Absence taken back',
  position_added: 'Position added',
  person_added: 'Person added',
  person_removed: 'Person taken out',
  care_updated: 'Care details changed',
};

const FIELD_LABELS: Readonly<Record<string, string>> = {
  email: 'Email',
  allergies: 'Allergies',
  care_notes: 'Care notes',
  school_grade: 'School grade',
  person: 'Person',
  role: 'Role',
  address: 'Address',
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
  kind: 'Kind',
  file_name: 'File',
  existing: 'People already known',
  created: 'Records created',
  updated: 'Records updated',
  skipped: 'Rows skipped',
  merged_name: 'Merged record',
  merged_phone: "Merged record's phone",
  merged_visit_count: "Merged record's visits",
  visit_count: 'Visits',
  user_id: 'Member',
  user_name: 'Member',
  matched: 'Matched by',
  erased: 'Details erased',
  from: 'From',
  to: 'To',
  joined: 'Joined absences',
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
  if (isNothing(value)) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.map(auditValueText).join(', ');
  if (typeof value === 'object') {
    const named = value as { name?: unknown; full_name?: unknown };
    if (typeof named.name === 'string') return named.name;
    if (typeof named.full_name === 'string') return named.full_name;
    return Object.entries(value as object).map(([key, inner]) => `${auditFieldLabel(key)}: ${auditValueText(inner)}`).join('; ');
  }
  return String(value);
}

const isNothing = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

export interface AuditFieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
  /** A value where there was none, none where there was one, or one value for another. */
  kind: 'set' | 'removed' | 'changed';
}

const fieldsOf = (side: unknown): Record<string, unknown> =>
  side !== null && typeof side === 'object' && !Array.isArray(side) ? (side as Record<string, unknown>) : {};

// "merged_id" beside "merged_name" is said by the name; a bare id (an old row) by its number.
const ID_FIELD = /^(.*)_id$/;
const namedElsewhere = (field: string, sides: Array<Record<string, unknown>>) => {
  const prefix = ID_FIELD.exec(field)?.[1];
  return prefix !== undefined && sides.some((side) => `${prefix}_name` in side);
};
const valueText = (field: string, value: unknown) =>
  ID_FIELD.test(field) && typeof value === 'number' ? `record no. ${value}` : auditValueText(value);

/** Each field that changed, in the order stored, with both sides in words. */
export function auditChanges(before: unknown, after: unknown): AuditFieldChange[] {
  const was = fieldsOf(before);
  const now = fieldsOf(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter((field) => !namedElsewhere(field, [was, now]));
  return fields
    .filter((field) => !(isNothing(was[field]) && isNothing(now[field])))
    .map((field) => ({
      field,
      label: auditFieldLabel(field),
      before: valueText(field, was[field]),
      after: valueText(field, now[field]),
      kind: isNothing(was[field]) ? 'set' : isNothing(now[field]) ? 'removed' : 'changed',
    }));
}

const CREATIONS = new Set(['created']);
const NAME_FIELDS = new Set(['name', 'full_name']);

/**
 * An entry in lines of words: a creation is one sentence ("Created Choir with Description: The
 * Choir unit"), a removal too ("Removed Member: Ada Obi"); otherwise a line per field, a value
 * given ("Reason: travel"), taken away ("Assigned to: removed (was Ada Obi)") or changed
 * ("Roles: member → member, leader", the arrow read as "to").
 */
export function auditChangeLines(action: string, before: unknown, after: unknown): string[] {
  const changes = auditChanges(before, after);
  const listed = (list: AuditFieldChange[], side: 'before' | 'after') => list.map((change) => `${change.label}: ${change[side]}`).join('; ');
  if (changes.length > 0 && CREATIONS.has(action) && changes.every((change) => change.kind === 'set')) {
    const name = changes.find((change) => NAME_FIELDS.has(change.field));
    const rest = changes.filter((change) => change !== name);
    return [`Created${name ? ` ${name.after}` : ''}${rest.length > 0 ? ` with ${listed(rest, 'after')}` : ''}`];
  }
  if (changes.length > 0 && changes.every((change) => change.kind === 'removed')) return [`Removed ${listed(changes, 'before')}`];
  return changes.map((change) => {
    if (change.kind === 'set') return `${change.label}: ${change.after}`;
    if (change.kind === 'removed') return `${change.label}: removed (was ${change.before})`;
    return `${change.label}: ${change.before} → ${change.after}`;
  });
}
