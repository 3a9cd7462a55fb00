// Every first-timers query of the admin area starts with this key: an assignment or a status
// change refreshes the list, the board, the assignees' counts and the analytics (on the
// first-timers page and the dashboard) together.
export const ADMIN_FIRST_TIMERS_KEY = ['admin', 'first-timers'] as const;
