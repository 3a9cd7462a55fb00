// GET /api/station/roster: the names (and ids) of everyone a station may check in, kept on the
// tablet (IndexedDB) so the search still answers when the connection is gone. Names only, as the
// search answers; asked again every 15 minutes while online.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get, set } from 'idb-keyval';
import type { NamedPerson } from '../hooks/local-name-search';
import { stationKeys } from './keys';
import { rosterStore } from './roster-store';
import { stationGet } from './station-request';

export const ROSTER_REFRESH_MS = 15 * 60_000;

export async function fetchRoster(stationId: number, signal?: AbortSignal): Promise<NamedPerson[]> {
  try {
    const { data } = await stationGet<{ data: NamedPerson[] }>('/station/roster', { signal });
    await set(stationId, data, rosterStore()).catch(() => undefined);
    return data;
  } catch (error) {
    // No connection (or no answer): the copy kept from the last time, when there is one.
    const kept = await get<NamedPerson[]>(stationId, rosterStore()).catch(() => undefined);
    if (kept) return kept;
    throw error;
  }
}

export const rosterQuery = (stationId: number) =>
  queryOptions({
    queryKey: stationKeys.roster(stationId),
    queryFn: ({ signal }) => fetchRoster(stationId, signal),
    staleTime: ROSTER_REFRESH_MS,
    refetchInterval: ROSTER_REFRESH_MS,
    // Asked even without a connection: the answer is then the copy on the tablet.
    networkMode: 'always',
    retry: false,
    meta: { silent: true },
  });

export function useRoster(stationId: number) {
  return useQuery(rosterQuery(stationId));
}
