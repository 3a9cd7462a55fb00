// GET /api/check-in/code: the code of the service open for check-in now (or of the chosen one),
// its address (what the QR code holds), when it expires and every service open now; 404 when no
// service (or not the chosen one) is open, answered here as null.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckInCodeResponse } from '@church/contracts/check-in-schemas';
import { checkInCodePath } from '@church/platform/check-in-service-choice';
import { http, HttpError } from '@church/platform/http';
import { CHECK_IN_KEY } from './keys';

export type CheckInCode = CheckInCodeResponse;

export function fetchCheckInCode(serviceId: number | undefined, signal?: AbortSignal): Promise<CheckInCode | null> {
  return http.get<CheckInCode>(checkInCodePath(serviceId), { signal }).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  });
}

export const checkInCodeQuery = (serviceId: number | undefined) =>
  queryOptions({
    queryKey: [...CHECK_IN_KEY, 'code', serviceId ?? 'nearest'],
    queryFn: ({ signal }) => fetchCheckInCode(serviceId, signal),
    // The display schedules its own refresh from the code's expiry (shared-ui's useCodeRefresh).
    staleTime: Infinity,
    // A screen at the door has nobody to press Retry: the refresh keeps asking.
    meta: { silent: true },
  });

export function useCheckInCode(serviceId: number | undefined) {
  return useQuery(checkInCodeQuery(serviceId));
}
