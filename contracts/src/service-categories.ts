import { roleFlags } from './roles';

// Service-category choices per role: admins six, leaders four, members three.
export const SERVICE_CATEGORIES = ['Pre-Service', 'Post-Service', 'Admin', 'Pastor', 'Unit-Leader', 'Others'] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

const BY_ROLE = {
  admin: ['Pre-Service', 'Post-Service', 'Admin', 'Pastor', 'Unit-Leader', 'Others'],
  leader: ['Pre-Service', 'Post-Service', 'Unit-Leader', 'Others'],
  member: ['Pre-Service', 'Post-Service', 'Others'],
} as const satisfies Record<string, readonly ServiceCategory[]>;

/**
 * The category of a person who simply attended (they served neither before nor after the service,
 * nor in a role of their own): every role's list has it, so it is the choice offered first.
 */
export const ATTENDED_CATEGORY = 'Others' satisfies ServiceCategory;

/** A category as the person chose it: "I attended" for Others, else its own name. Lists show the same words. */
export function categoryLabel(category: ServiceCategory): string {
  return category === ATTENDED_CATEGORY ? 'I attended' : category;
}

/**
 * A person's own choices when marking attendance: "I attended" (Others) first, then the ways of
 * serving their roles allow.
 */
export function ownAttendanceChoices(roles: readonly string[] | null | undefined): Array<{ value: ServiceCategory; label: string }> {
  const categories = serviceCategoriesFor(roles);
  if (!categories.includes(ATTENDED_CATEGORY)) return [];
  const ordered: ServiceCategory[] = [ATTENDED_CATEGORY, ...categories.filter((c) => c !== ATTENDED_CATEGORY)];
  return ordered.map((c) => ({ value: c, label: categoryLabel(c) }));
}

// A user with several roles gets the widest list their strongest role allows.
export function serviceCategoriesFor(roles: readonly string[] | null | undefined): readonly ServiceCategory[] {
  const flags = roleFlags(roles);
  if (flags.isAdmin) return BY_ROLE.admin;
  if (flags.isLeader) return BY_ROLE.leader;
  if (flags.isMember) return BY_ROLE.member;
  return [];
}
