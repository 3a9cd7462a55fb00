// Every first-timer query of the member area starts with this key, so one invalidation after a
// feedback or a reassignment refreshes the details page and the dashboard card together.
export const FIRST_TIMERS_KEY = ['member', 'first-timers'] as const;
