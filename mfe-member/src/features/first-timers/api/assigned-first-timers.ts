// GET /api/me/assigned-first-timers: the caller's open follow-ups, overdue first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FirstTimerRow } from '@church/contracts/first-timers';
import { http } from '@church/platform/http';
import { FIRST_TIMERS_KEY } from './keys';

export function fetchAssignedFirstTimers(signal?: AbortSignal): Promise<FirstTimerRow[]> {
  return http.get<{ data: FirstTimerRow[] }>('/me/assigned-first-timers', { signal }).then((body) => body.data);
}

export const assignedFirstTimersQuery = queryOptions({
  queryKey: [...FIRST_TIMERS_KEY, 'assigned-to-me'],
  queryFn: ({ signal }) => fetchAssignedFirstTimers(signal),
  // The card shows its own error with Retry.
  meta: { silent: true },
});

export function useAssignedFirstTimers() {
  return useQuery(assignedFirstTimersQuery);
}
