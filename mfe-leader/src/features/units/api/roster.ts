// GET /api/units/:id/members: the unit's roster by surname, each with this month's attendance.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnitMember } from '@church/contracts/units';
import { http } from '@church/platform/http';
import { unitKey } from './keys';

export interface Roster {
  data: UnitMember[];
  meta: { year: number; month: number };
}

export function fetchRoster(unitId: number, signal?: AbortSignal): Promise<Roster> {
  return http.get<Roster>(`/units/${unitId}/members`, { signal });
}

export const rosterQuery = (unitId: number) => queryOptions({ queryKey: [...unitKey(unitId), 'roster'], queryFn: ({ signal }) => fetchRoster(unitId, signal) });

export function useRoster(unitId: number) {
  return useQuery(rosterQuery(unitId));
}
