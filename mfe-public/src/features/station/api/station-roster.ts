// GET /api/station/roster: the names (and ids) of everyone a station may check in, kept on the
// tablet for the station (platform's kept-queries) so the search still answers when the
// connection is gone. Names only, as the search answers; asked again every 15 minutes while online.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keptOnStation } from '@church/platform/kept-queries';
import type { NamedPerson } from '../hooks/local-name-search';
import { stationKeys } from './keys';
import { stationGet } from './station-request';

export const ROSTER_REFRESH_MS = 15 * 60_000;

export async function fetchRoster(signal?: AbortSignal): Promise<NamedPerson[]> {
  return (await stationGet<{ data: NamedPerson[] }>('/station/roster', { signal })).data;
}

export const rosterQuery = (stationId: number) =>
  queryOptions({
    queryKey: stationKeys.roster(stationId),
    queryFn: ({ signal }) => fetchRoster(signal),
    staleTime: ROSTER_REFRESH_MS,
    refetchInterval: ROSTER_REFRESH_MS,
    // The copy on the tablet answers at once, offline too, while the list is asked again.
    ...keptOnStation<NamedPerson[]>(),
    retry: false,
    meta: { silent: true },
  });

export function useRoster(stationId: number) {
  return useQuery(rosterQuery(stationId));
}
