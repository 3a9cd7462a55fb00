// GET /api/check-in/code as the station: the code of the service open now, the address its QR
// code holds and when it expires; 404 (no service open) answered as null.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HttpError } from '@church/platform/http';
import { stationKeys } from './keys';
import { stationGet } from './station-request';

export interface StationCheckInCode {
  occurrence: { service_id: number; date: string; name: string; starts_at: string };
  code: string;
  url: string;
  expires_at: string;
}

export function fetchStationCheckInCode(signal?: AbortSignal): Promise<StationCheckInCode | null> {
  return stationGet<StationCheckInCode>('/check-in/code', { signal }).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  });
}

export const stationCheckInCodeQuery = (stationId: number) =>
  queryOptions({
    queryKey: stationKeys.code(stationId),
    queryFn: ({ signal }) => fetchStationCheckInCode(signal),
    // The view schedules its own refresh from the code's expiry (shared-ui's useCodeRefresh).
    staleTime: Infinity,
    meta: { silent: true },
  });

export function useStationCheckInCode(stationId: number) {
  return useQuery(stationCheckInCodeQuery(stationId));
}
