// GET /api/station/occurrence?service_id=: the occurrence of the service the tablet chose (else the
// one the door shows) with every service open now, its named check-ins (all, and this station's)
// and the headcounts (this station's own count and every door's total). 404 when it is not open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StationOccurrenceResponse } from '@church/contracts/stations';
import { HttpError } from '@church/platform/http';
import { keptOnStation } from '@church/platform/kept-queries';
import { stationKeys } from './keys';
import { stationGet } from './station-request';

export type StationOccurrence = StationOccurrenceResponse['data'];

/**
 * The chosen service's open occurrence; when it is not open (yet, or any more), the one the door
 * shows, so the desk keeps working; null when none is open.
 */
export async function fetchStationOccurrence(serviceId: number | undefined, signal?: AbortSignal): Promise<StationOccurrence | null> {
  try {
    return (await stationGet<StationOccurrenceResponse>('/station/occurrence', { query: serviceId === undefined ? {} : { service_id: serviceId }, signal })).data;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return serviceId === undefined ? null : fetchStationOccurrence(undefined, signal);
    throw error;
  }
}

// Asked again every minute, so a service that opens while the tablet waits appears by itself.
export const REFRESH_MS = 60_000;

export const stationOccurrenceQuery = (stationId: number, serviceId: number | undefined) =>
  queryOptions({
    queryKey: [...stationKeys.occurrence(stationId), serviceId ?? 'nearest'],
    queryFn: ({ signal }) => fetchStationOccurrence(serviceId, signal),
    refetchInterval: REFRESH_MS,
    // Kept on the tablet with the names: reloaded offline, the desk opens on the service it had.
    ...keptOnStation<StationOccurrence | null>(),
    meta: { silent: true },
  });

export function useStationOccurrence(stationId: number, serviceId: number | undefined) {
  return useQuery(stationOccurrenceQuery(stationId, serviceId));
}
