// GET /api/units (admin): every unit, by name: the event form's "For units" choices.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Unit } from '@church/contracts/units';
import { http } from '@church/platform/http';
import { EVENTS_KEY } from './keys';

export function fetchUnitChoices(signal?: AbortSignal): Promise<Unit[]> {
  return http.get<{ data: Unit[] }>('/units', { signal }).then((body) => body.data);
}

export const unitChoicesQuery = () =>
  queryOptions({
    queryKey: [...EVENTS_KEY, 'unit-choices'],
    queryFn: ({ signal }) => fetchUnitChoices(signal),
    // The form says so in place of the boxes.
    meta: { silent: true },
  });

/** Only the admin's event form asks: the route answers 403 to everyone else. */
export function useUnitChoices() {
  return useQuery(unitChoicesQuery());
}
