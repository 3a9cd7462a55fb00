// GET /api/analytics/retention?year=: per month of first visit, who came back within 30, 60 and 90 days.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RetentionRow } from '@church/contracts/analytics';
import { http } from '@church/platform/http';
import { ADMIN_DASHBOARD_KEY } from './keys';

export function fetchRetention(year: number, signal?: AbortSignal): Promise<RetentionRow[]> {
  return http.get<{ data: RetentionRow[] }>('/analytics/retention', { query: { year }, signal }).then((body) => body.data);
}

export const retentionQuery = (year: number) =>
  queryOptions({ queryKey: [...ADMIN_DASHBOARD_KEY, 'retention', year], queryFn: ({ signal }) => fetchRetention(year, signal), placeholderData: keepPreviousData });

export function useRetention(year: number) {
  return useQuery(retentionQuery(year));
}
