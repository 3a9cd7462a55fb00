import type { QueryClient } from '@tanstack/react-query';

// Every query of the schedule page starts with this key (the services and their occurrences).
export const SCHEDULE_KEY = ['admin', 'schedule'] as const;

// The admin attendance page's key: its counts and its service filter come from the schedule, so a
// change here refreshes it too. Spelled again rather than imported: features never import each other.
const ATTENDANCE_KEY = ['admin', 'attendance'] as const;

/** After any change to the schedule: the page's own data and the attendance page's. */
export function refreshAfterScheduleChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY }), queryClient.invalidateQueries({ queryKey: ATTENDANCE_KEY })]);
}
