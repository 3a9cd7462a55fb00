// GET /api/first-timers: the first-timers of the filters, with their follow-up, a page at a time.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope } from '@church/contracts/envelope';
import type { FirstTimerRow } from '@church/contracts/first-timers';
import { http } from '@church/platform/http';
import type { FirstTimerFilter } from '@church/contracts/first-timers';
import { ADMIN_FIRST_TIMERS_KEY } from './keys';

export interface FirstTimersQuery extends FirstTimerFilter {
  page?: number;
  per_page?: number;
}

export function fetchFirstTimers(query: FirstTimersQuery, signal?: AbortSignal): Promise<ListEnvelope<FirstTimerRow>> {
  return http.get<ListEnvelope<FirstTimerRow>>('/first-timers', { query: { ...query }, signal });
}

export const firstTimersQuery = (query: FirstTimersQuery) =>
  queryOptions({
    queryKey: [...ADMIN_FIRST_TIMERS_KEY, 'list', query],
    queryFn: ({ signal }) => fetchFirstTimers(query, signal),
    placeholderData: keepPreviousData,
  });

export function useFirstTimers(query: FirstTimersQuery) {
  return useQuery(firstTimersQuery(query));
}
