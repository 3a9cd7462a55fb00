// GET /api/analytics/follow-ups?year=: twelve rows, one per month of first visits.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsRow } from '@church/contracts/first-timers';
import { http } from '@church/platform/http';
import { ADMIN_FIRST_TIMERS_KEY } from '../keys';

export function fetchFollowUpAnalytics(year: number, signal?: AbortSignal): Promise<AnalyticsRow[]> {
  return http.get<{ data: AnalyticsRow[] }>('/analytics/follow-ups', { query: { year }, signal }).then((body) => body.data);
}

export const followUpAnalyticsQuery = (year: number) =>
  queryOptions({
    queryKey: [...ADMIN_FIRST_TIMERS_KEY, 'analytics', year],
    queryFn: ({ signal }) => fetchFollowUpAnalytics(year, signal),
    placeholderData: keepPreviousData,
  });

export function useFollowUpAnalytics(year: number) {
  return useQuery(followUpAnalyticsQuery(year));
}
