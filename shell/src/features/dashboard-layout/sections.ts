import type { RoleName } from '@church/contracts/roles';

export interface NavItem {
  label: string;
  to: string;
}

export interface NavSection {
  key: 'admin' | 'leaders' | 'members';
  title: string;
  /** Any of these roles shows the section. */
  roles: readonly RoleName[];
  items: NavItem[];
}

// Spec section 2, dashboard layout: the sidebar's sections by role.
export const NAV_SECTIONS: NavSection[] = [
  {
    key: 'admin',
    title: 'Admin',
    roles: ['admin'],
    items: [
      { label: 'Dashboard', to: '/dashboard/admin' },
      { label: 'Attendance', to: '/dashboard/admin/attendance' },
      { label: 'First Timers', to: '/dashboard/admin/first-timers' },
      { label: 'Members', to: '/dashboard/admin/members' },
      { label: 'Forms', to: '/dashboard/admin/forms' },
      { label: 'Follow-Up Feedbacks', to: '/dashboard/admin/followup-feedbacks' },
    ],
  },
  {
    key: 'leaders',
    title: 'Leaders',
    roles: ['admin', 'leader'],
    items: [
      { label: 'Dashboard', to: '/dashboard/leaders' },
      { label: 'Units', to: '/dashboard/leaders/units' },
    ],
  },
  {
    key: 'members',
    title: 'Members',
    roles: ['admin', 'leader', 'member'],
    items: [
      { label: 'Dashboard', to: '/dashboard' },
      { label: 'Attendance', to: '/dashboard/attendance' },
      { label: 'Events', to: '/dashboard/events' },
      { label: 'Profile', to: '/dashboard/profile' },
    ],
  },
];

export function sectionsFor(roles: readonly string[]): NavSection[] {
  return NAV_SECTIONS.filter((section) => section.roles.some((role) => roles.includes(role)));
}

/** The item the path belongs to: the longest item path that is the path or a parent of it. */
export function activeItem(pathname: string, sections: NavSection[]): { section: NavSection; item: NavItem } | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: { section: NavSection; item: NavItem } | null = null;
  for (const section of sections) {
    for (const item of section.items) {
      const matches = path === item.to || path.startsWith(`${item.to}/`);
      if (matches && (!best || item.to.length > best.item.to.length)) best = { section, item };
    }
  }
  return best;
}
