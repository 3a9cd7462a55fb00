import { ROLE_NAMES, type RoleName } from '@church/contracts/roles';

/** How a role reads on the page. */
export const ROLE_LABELS: Record<RoleName, string> = { admin: 'Admin', leader: 'Leader', member: 'Member' };

/** The roles as choices: Admin, Leader, Member. */
export const ROLE_OPTIONS = ROLE_NAMES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
