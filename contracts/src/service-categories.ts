import { roleFlags } from './roles';

// Service-category choices per role: admins six, leaders four, members three.
export const SERVICE_CATEGORIES = ['Pre-Service', 'Post-Service', 'Admin', 'Pastor', 'Unit-Leader', 'Others'] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

const BY_ROLE = {
  admin: ['Pre-Service', 'Post-Service', 'Admin', 'Pastor', 'Unit-Leader', 'Others'],
  leader: ['Pre-Service', 'Post-Service', 'Unit-Leader', 'Others'],
  member: ['Pre-Service', 'Post-Service', 'Others'],
} as const satisfies Record<string, readonly ServiceCategory[]>;

// A user with several roles gets the widest list their strongest role allows.
export function serviceCategoriesFor(roles: readonly string[] | null | undefined): readonly ServiceCategory[] {
  const flags = roleFlags(roles);
  if (flags.isAdmin) return BY_ROLE.admin;
  if (flags.isLeader) return BY_ROLE.leader;
  if (flags.isMember) return BY_ROLE.member;
  return [];
}
