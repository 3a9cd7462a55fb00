import { activeItem, sectionsFor } from './sections';

const titles = (roles: string[]) => sectionsFor(roles).map((s) => `${s.title}: ${s.items.map((i) => i.label).join(', ')}`);

it('shows each role its sections', () => {
  expect(titles(['admin'])).toEqual([
    'Admin: Dashboard, Attendance, First Timers, Members, Forms, Follow-Up Feedbacks',
    'Leaders: Dashboard, Units',
    'Members: Dashboard, Attendance, Events, Profile',
  ]);
  expect(titles(['leader', 'member'])).toEqual(['Leaders: Dashboard, Units', 'Members: Dashboard, Attendance, Events, Profile']);
  expect(titles(['member'])).toEqual(['Members: Dashboard, Attendance, Events, Profile']);
});

it('links every item to its route', () => {
  expect(sectionsFor(['admin']).flatMap((s) => s.items.map((i) => i.to))).toEqual([
    '/dashboard/admin',
    '/dashboard/admin/attendance',
    '/dashboard/admin/first-timers',
    '/dashboard/admin/members',
    '/dashboard/admin/forms',
    '/dashboard/admin/followup-feedbacks',
    '/dashboard/leaders',
    '/dashboard/leaders/units',
    '/dashboard',
    '/dashboard/attendance',
    '/dashboard/events',
    '/dashboard/profile',
  ]);
});

it('finds the item holding the path by the longest match', () => {
  const all = sectionsFor(['admin']);
  const at = (path: string) => {
    const found = activeItem(path, all);
    return found && `${found.section.key}/${found.item.label}`;
  };
  expect(at('/dashboard/admin')).toBe('admin/Dashboard');
  expect(at('/dashboard/admin/members/')).toBe('admin/Members');
  expect(at('/dashboard/admin/first-timers/12')).toBe('admin/First Timers');
  expect(at('/dashboard/leaders/units')).toBe('leaders/Units');
  expect(at('/dashboard/attendance')).toBe('members/Attendance');
  expect(at('/dashboard/members/7')).toBe('members/Dashboard');
  expect(at('/forms')).toBeNull();
});
