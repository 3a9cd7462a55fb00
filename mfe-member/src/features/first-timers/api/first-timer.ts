// GET /api/first-timers/:id: a first-timer's details, visits, follow-up and feedback (newest
// first), for admins and the assignee; 403 for anyone else (and for a missing id), 404 for admins.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FirstTimerDetails } from '@church/contracts/first-timers';
import { http } from '@church/platform/http';
import { FIRST_TIMERS_KEY } from './keys';

export function fetchFirstTimer(id: string, signal?: AbortSignal): Promise<FirstTimerDetails> {
  return http.get<{ data: FirstTimerDetails }>(`/first-timers/${encodeURIComponent(id)}`, { signal }).then((body) => body.data);
}

export const firstTimerQuery = (id: string) =>
  queryOptions({
    queryKey: [...FIRST_TIMERS_KEY, 'details', id],
    queryFn: ({ signal }) => fetchFirstTimer(id, signal),
    // The page says "no access" itself rather than toasting it.
    meta: { silent: true },
  });

export function useFirstTimer(id: string) {
  return useQuery(firstTimerQuery(id));
}
