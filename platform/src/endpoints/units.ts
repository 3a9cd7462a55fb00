// GET /api/units: the units the caller may see (admins: every unit; leaders: the ones they lead),
// by name; with `include: 'attendance'`, each with its member count and this month's attendance
// rate. The admin's filters and member form, the event form's choices and the leaders' units list
// all read it here, each under its own area's key, so that area's refresh after a change reaches it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Unit } from '@church/contracts/units';
import { http } from '@church/platform/http';

export interface UnitsOptions {
  include?: 'attendance';
  /** The page says a failure in place of the choices, so the query client's toast stays quiet. */
  silent?: boolean;
}

export function fetchUnits(include?: UnitsOptions['include'], signal?: AbortSignal): Promise<Unit[]> {
  return http.get<{ data: Unit[] }>('/units', { query: { include }, signal }).then((body) => body.data);
}

export const unitsQuery = (queryKey: readonly unknown[], { include, silent = false }: UnitsOptions = {}) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetchUnits(include, signal),
    ...(silent && { meta: { silent: true } }),
  });

export function useUnits(queryKey: readonly unknown[], options?: UnitsOptions) {
  return useQuery(unitsQuery(queryKey, options));
}
