// GET /api/units?include=attendance: the units the caller leads (admins: every unit), each with
// its member count and this month's attendance rate.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Unit } from '@church/contracts/units';
import { http } from '@church/platform/http';
import { UNITS_LIST_KEY } from './keys';

export function fetchUnits(signal?: AbortSignal): Promise<Unit[]> {
  return http.get<{ data: Unit[] }>('/units', { query: { include: 'attendance' }, signal }).then((body) => body.data);
}

export const unitsQuery = () => queryOptions({ queryKey: UNITS_LIST_KEY, queryFn: ({ signal }) => fetchUnits(signal) });

export function useUnits() {
  return useQuery(unitsQuery());
}
