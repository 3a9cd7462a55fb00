// GET /api/analytics/first-timer-funnel?year=: per month of first visit, how far first-timers came.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FunnelRow } from '@church/contracts/analytics';
import { http } from '@church/platform/http';
import { ADMIN_DASHBOARD_KEY } from './keys';

export function fetchFirstTimerFunnel(year: number, signal?: AbortSignal): Promise<FunnelRow[]> {
  return http.get<{ data: FunnelRow[] }>('/analytics/first-timer-funnel', { query: { year }, signal }).then((body) => body.data);
}

export const firstTimerFunnelQuery = (year: number) =>
  queryOptions({ queryKey: [...ADMIN_DASHBOARD_KEY, 'first-timer-funnel', year], queryFn: ({ signal }) => fetchFirstTimerFunnel(year, signal), placeholderData: keepPreviousData });

export function useFirstTimerFunnel(year: number) {
  return useQuery(firstTimerFunnelQuery(year));
}
