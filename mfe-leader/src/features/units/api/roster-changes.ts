// GET /api/units/:id/roster-changes?per_page=N: the unit's latest roster changes, newest first,
// with who made each (admins and the unit's leaders).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope } from '@church/contracts/envelope';
import type { RosterChange } from '@church/contracts/units';
import { http } from '@church/platform/http';
import { unitKey } from './keys';

export function fetchRosterChanges(unitId: number, perPage: number, signal?: AbortSignal): Promise<ListEnvelope<RosterChange>> {
  return http.get<ListEnvelope<RosterChange>>(`/units/${unitId}/roster-changes`, { query: { per_page: perPage }, signal });
}

// Under the unit's key: every roster change made from the page refreshes it (keys.ts refreshRoster).
export const rosterChangesQuery = (unitId: number, perPage: number) =>
  queryOptions({
    queryKey: [...unitKey(unitId), 'changes', perPage],
    queryFn: ({ signal }) => fetchRosterChanges(unitId, perPage, signal),
    // The shorter list stays in sight while the longer one loads.
    placeholderData: keepPreviousData,
    // The card shows its own failure.
    meta: { silent: true },
  });

export function useRosterChanges(unitId: number, perPage: number) {
  return useQuery(rosterChangesQuery(unitId, perPage));
}
