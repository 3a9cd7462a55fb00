// GET /api/stations (admins): the welcome-team tablets, paired or waiting, with when each was last seen.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Station } from '@church/contracts/stations';
import { http } from '@church/platform/http';
import { CHECK_IN_KEY } from './keys';

export type { Station } from '@church/contracts/stations';

export const STATIONS_KEY = [...CHECK_IN_KEY, 'stations'] as const;

export function fetchStations(signal?: AbortSignal): Promise<Station[]> {
  return http.get<{ data: Station[] }>('/stations', { signal }).then((body) => body.data);
}

export const stationsQuery = () => queryOptions({ queryKey: STATIONS_KEY, queryFn: ({ signal }) => fetchStations(signal) });

export function useStations() {
  return useQuery(stationsQuery());
}
