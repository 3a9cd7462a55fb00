// GET /api/station/occurrence: the occurrence open now at this church, its named check-ins (all,
// and this station's) and the headcounts (this station's own count and every door's total).
// 404 when no service is open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StationOccurrenceResponse } from '@church/contracts/stations';
import { HttpError } from '@church/platform/http';
import { stationKeys } from './keys';
import { stationGet } from './station-request';

export type StationOccurrence = StationOccurrenceResponse['data'];

/** The open occurrence, or null when none is open. */
export async function fetchStationOccurrence(signal?: AbortSignal): Promise<StationOccurrence | null> {
  try {
    return (await stationGet<StationOccurrenceResponse>('/station/occurrence', { signal })).data;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

// Asked again every minute, so a service that opens while the tablet waits appears by itself.
export const REFRESH_MS = 60_000;

export const stationOccurrenceQuery = (stationId: number) =>
  queryOptions({
    queryKey: stationKeys.occurrence(stationId),
    queryFn: ({ signal }) => fetchStationOccurrence(signal),
    refetchInterval: REFRESH_MS,
    meta: { silent: true },
  });

export function useStationOccurrence(stationId: number) {
  return useQuery(stationOccurrenceQuery(stationId));
}
