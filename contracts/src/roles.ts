// Role ids and names are fixed, the API and stored data rely on them: 1 admin, 2 leader, 3 member.
export const ROLE_NAMES = ['admin', 'leader', 'member'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export const ROLE_IDS: Readonly<Record<RoleName, number>> = { admin: 1, leader: 2, member: 3 };

export function roleNameFromId(id: number): RoleName | null {
  const found = ROLE_NAMES.find((name) => ROLE_IDS[name] === id);
  return found ?? null;
}

export interface RoleFlags {
  isAdmin: boolean;
  isLeader: boolean;
  isMember: boolean;
}

export function roleFlags(roles: readonly string[] | null | undefined): RoleFlags {
  const list = roles ?? [];
  return {
    isAdmin: list.includes('admin'),
    isLeader: list.includes('leader'),
    isMember: list.includes('member'),
  };
}

// Shown next to a user's name: the most powerful role wins.
export function primaryRoleLabel(roles: readonly string[] | null | undefined): 'Admin' | 'Leader' | 'Member' | null {
  const flags = roleFlags(roles);
  if (flags.isAdmin) return 'Admin';
  if (flags.isLeader) return 'Leader';
  if (flags.isMember) return 'Member';
  return null;
}
