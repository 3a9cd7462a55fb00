// GET /api/units: every unit, by name (the unit filter's choices and the form's unit checkboxes).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Unit } from '@church/contracts/units';
import { http } from '@church/platform/http';
import { ADMIN_UNITS_KEY } from './keys';

export function fetchUnits(signal?: AbortSignal): Promise<Unit[]> {
  return http.get<{ data: Unit[] }>('/units', { signal }).then((body) => body.data);
}

// Under the area's units key, so a change on the units page refreshes these choices too.
export const unitChoicesQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_UNITS_KEY, 'member-choices'],
    queryFn: ({ signal }) => fetchUnits(signal),
  });

export function useUnitChoices() {
  return useQuery(unitChoicesQuery());
}
