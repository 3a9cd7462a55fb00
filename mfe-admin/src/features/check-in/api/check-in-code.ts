// GET /api/check-in/code: the code of the service open for check-in now, its address (what the QR
// code holds) and when it expires; 404 when no service is open, answered here as null.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, HttpError } from '@church/platform/http';
import { CHECK_IN_KEY } from './keys';

export interface CheckInCode {
  occurrence: { service_id: number; date: string; name: string; starts_at: string };
  code: string;
  url: string;
  expires_at: string;
}

export function fetchCheckInCode(signal?: AbortSignal): Promise<CheckInCode | null> {
  return http.get<CheckInCode>('/check-in/code', { signal }).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  });
}

export const checkInCodeQuery = () =>
  queryOptions({
    queryKey: [...CHECK_IN_KEY, 'code'],
    queryFn: ({ signal }) => fetchCheckInCode(signal),
    // The display schedules its own refresh from the code's expiry (shared-ui's useCodeRefresh).
    staleTime: Infinity,
    // A screen at the door has nobody to press Retry: the refresh keeps asking.
    meta: { silent: true },
  });

export function useCheckInCode() {
  return useQuery(checkInCodeQuery());
}
