// Every first-timers query of the admin area starts with this key: an assignment or a status
// change refreshes the list, the board, the assignees' counts and the analytics (on the
// first-timers page and the dashboard) together.
export const ADMIN_FIRST_TIMERS_KEY = ['admin', 'first-timers'] as const;

// The admin area's units (GET /api/units, one cache entry): the choices of the attendance and
// directory filters and of the member form. A change to a person refreshes them, since a unit's
// member count changes with its members.
export const ADMIN_UNITS_KEY = ['admin', 'units'] as const;
