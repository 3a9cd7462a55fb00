// GET /api/units/:id/absent-members?misses=N: the last N services counted, and the roster
// members who attended none of them.
import { keepPreviousData, queryOptions, useQueries } from '@tanstack/react-query';
import type { z } from 'zod';
import type { absentMembersResponseSchema } from '@church/contracts/units';
import { http } from '@church/platform/http';
import { unitKey } from './keys';

export type Absences = z.infer<typeof absentMembersResponseSchema>['data'];

export function fetchAbsentMembers(unitId: number, misses: number, signal?: AbortSignal): Promise<Absences> {
  return http.get<{ data: Absences }>(`/units/${unitId}/absent-members`, { query: { misses }, signal }).then((body) => body.data);
}

export const absentMembersQuery = (unitId: number, misses: number) =>
  queryOptions({
    queryKey: [...unitKey(unitId), 'absent', misses],
    queryFn: ({ signal }) => fetchAbsentMembers(unitId, misses, signal),
    // The previous answer stays in sight while another N loads.
    placeholderData: keepPreviousData,
    // Each unit's section shows its own failure.
    meta: { silent: true },
  });

/** One query per unit, in the units' order. */
export function useAbsentMembers(unitIds: readonly number[], misses: number) {
  return useQueries({ queries: unitIds.map((id) => absentMembersQuery(id, misses)) });
}
