// GET /api/check-in/code as the station: the code of the service open now (or of the chosen one),
// the address its QR code holds, when it expires and every service open now; 404 (no service, or
// not the chosen one, open) answered as null.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckInCodeResponse } from '@church/contracts/check-in-schemas';
import { checkInCodePath } from '@church/platform/check-in-service-choice';
import { HttpError } from '@church/platform/http';
import { stationKeys } from './keys';
import { stationGet } from './station-request';

export type StationCheckInCode = CheckInCodeResponse;

export function fetchStationCheckInCode(serviceId: number | undefined, signal?: AbortSignal): Promise<StationCheckInCode | null> {
  return stationGet<StationCheckInCode>(checkInCodePath(serviceId), { signal }).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  });
}

export const stationCheckInCodeQuery = (stationId: number, serviceId: number | undefined) =>
  queryOptions({
    queryKey: [...stationKeys.code(stationId), serviceId ?? 'nearest'],
    queryFn: ({ signal }) => fetchStationCheckInCode(serviceId, signal),
    // The view schedules its own refresh from the code's expiry (shared-ui's useCodeRefresh).
    staleTime: Infinity,
    meta: { silent: true },
  });

export function useStationCheckInCode(stationId: number, serviceId: number | undefined) {
  return useQuery(stationCheckInCodeQuery(stationId, serviceId));
}
