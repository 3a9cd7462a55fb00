// Every query of the leaders area starts with 'leaders'. Units: the list under
// ['leaders', 'units', 'list'], each unit's roster and absences under ['leaders', 'units', id];
// the people a roster can take under ['leaders', 'people'].
import type { QueryClient } from '@tanstack/react-query';

export const LEADERS_UNITS_KEY = ['leaders', 'units'] as const;
export const UNITS_LIST_KEY = [...LEADERS_UNITS_KEY, 'list'] as const;
export const unitKey = (unitId: number) => [...LEADERS_UNITS_KEY, unitId] as const;
export const LEADERS_PEOPLE_KEY = ['leaders', 'people'] as const;

/** After a unit's name or description changed: the list shows it. */
export function refreshUnitList(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: UNITS_LIST_KEY });
}

/**
 * After a roster changed (someone joined, left, or became or stopped being a leader): the unit's
 * roster and absences, the list's member counts and rates, and the people's units.
 */
export function refreshRoster(queryClient: QueryClient, unitId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: unitKey(unitId) }),
    queryClient.invalidateQueries({ queryKey: UNITS_LIST_KEY }),
    queryClient.invalidateQueries({ queryKey: LEADERS_PEOPLE_KEY }),
  ]);
}
