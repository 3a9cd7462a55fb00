// Every attendance query of the member area starts with this key, so one invalidation after a
// mark or a new goal refreshes the card, the calendar and the history together.
export const ATTENDANCE_KEY = ['member', 'attendance'] as const;
