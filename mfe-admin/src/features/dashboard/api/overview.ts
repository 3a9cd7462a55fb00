// GET /api/analytics/overview: the tiles, this month's levels and the follow-up statuses.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Overview } from '@church/contracts/analytics';
import { http } from '@church/platform/http';
import { ADMIN_DASHBOARD_KEY } from './keys';

export function fetchOverview(signal?: AbortSignal): Promise<Overview> {
  return http.get<{ data: Overview }>('/analytics/overview', { signal }).then((body) => body.data);
}

export const overviewQuery = () => queryOptions({ queryKey: [...ADMIN_DASHBOARD_KEY, 'overview'], queryFn: ({ signal }) => fetchOverview(signal) });

export function useOverview() {
  return useQuery(overviewQuery());
}
