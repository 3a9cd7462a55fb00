// The member form's values and how they become a request. Values are named after the API's
// fields, so a refusal's messages land on their fields; the roles and units are kept as
// comma-separated text because the form hook holds text and switches only.
import type { RoleName } from '@church/contracts/roles';
import type { User } from '@church/contracts/user';

export type MemberFormValues = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** '' (not given), 'male' or 'female'. */
  gender: string;
  /** 'YYYY-MM-DD' or ''. */
  birthday: string;
  address: string;
  /** The roles ticked, e.g. 'admin,member'. */
  roles: string;
  /** The unit ids ticked, e.g. '3,7'. */
  unit_ids: string;
};

/** A new person: a member of no unit until one is ticked. */
export const NEW_MEMBER: MemberFormValues = {
  first_name: '', last_name: '', email: '', phone: '', gender: '', birthday: '', address: '', roles: 'member', unit_ids: '',
};

export function valuesOf(user: User): MemberFormValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email ?? '',
    phone: user.phone ?? '',
    gender: user.gender ?? '',
    birthday: user.birthday ?? '',
    address: user.address ?? '',
    roles: user.roles.join(','),
    unit_ids: user.units.map((unit) => unit.id).join(','),
  };
}

/** The items of a comma-separated list. */
export const listOf = (text: string): string[] => text.split(',').filter(Boolean);

/** The list with `item` ticked or unticked. */
export function withItem(text: string, item: string, ticked: boolean): string {
  const items = listOf(text).filter((existing) => existing !== item);
  return (ticked ? [...items, item] : items).join(',');
}

function detailsOf(values: MemberFormValues, empty: null | undefined) {
  const orEmpty = (value: string) => (value.trim() === '' ? empty : value);
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    // Empty: no sign-in on create; on edit an email is never taken away here (it is how they sign in).
    email: values.email.trim() === '' ? undefined : values.email,
    phone: orEmpty(values.phone),
    gender: orEmpty(values.gender),
    birthday: orEmpty(values.birthday),
    address: orEmpty(values.address),
    roles: listOf(values.roles) as RoleName[],
  };
}

/** POST /api/members: optional details left out when empty, units only when some are ticked. */
export function createInput(values: MemberFormValues) {
  const unitIds = listOf(values.unit_ids).map(Number);
  return { ...detailsOf(values, undefined), unit_ids: unitIds.length ? unitIds : undefined };
}

/** PATCH /api/members/:id before picking the changes: every field, an emptied one as null (to clear it). */
export function editInput(values: MemberFormValues) {
  return { ...detailsOf(values, null), unit_ids: listOf(values.unit_ids).map(Number) };
}

// Sets compare whatever their order; text compares as the API will store it (trimmed).
function comparable(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).sort().join(',');
  if (typeof value === 'string') return value.trim();
  return value === null || value === undefined ? '' : String(value);
}

/** The fields of `next` (the checked request) that differ from the person as they were. */
export function changedFields<T extends Record<string, unknown>>(next: T, before: MemberFormValues): Partial<T> {
  const was: Record<string, unknown> = editInput(before);
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => value !== undefined && comparable(value) !== comparable(was[key]))) as Partial<T>;
}
