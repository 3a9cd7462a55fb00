// GET /api/units: the units an admin may filter by.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Unit } from '@church/contracts/units';
import { http } from '@church/platform/http';

export function fetchUnits(signal?: AbortSignal): Promise<Unit[]> {
  return http.get<{ data: Unit[] }>('/units', { signal }).then((body) => body.data);
}

export const unitsQuery = queryOptions({ queryKey: ['admin', 'units'], queryFn: ({ signal }) => fetchUnits(signal), staleTime: 5 * 60_000 });

export function useUnits() {
  return useQuery(unitsQuery);
}
