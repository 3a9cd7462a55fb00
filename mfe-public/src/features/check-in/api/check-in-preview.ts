// GET /api/check-ins/preview?code=: what a scanned code would check the signed-in person in to
// (the service, their choices of category, last time's one, whether they are in already); 422 on
// `code` when it is wrong or expired, with the sentence to show. `made_at`: the scan's moment when
// the person signed in after scanning, so the code is judged as it was then.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckInPreview } from '@church/contracts/check-in-schemas';
import { http } from '@church/platform/http';
import { CHECK_IN_KEY } from './keys';

export type { CheckInOccurrence, CheckInPreview } from '@church/contracts/check-in-schemas';
export function fetchCheckInPreview(code: string, scannedAt: string | undefined, signal?: AbortSignal): Promise<CheckInPreview> {
  return http.get<CheckInPreview>('/check-ins/preview', { query: { code, ...(scannedAt && { made_at: scannedAt }) }, signal });
}

export const checkInPreviewQuery = (code: string, scannedAt?: string) =>
  queryOptions({
    queryKey: [...CHECK_IN_KEY, 'preview', code, scannedAt ?? null],
    queryFn: ({ signal }) => fetchCheckInPreview(code, scannedAt, signal),
    // A refused code stays refused: the page says why at once instead of asking three times.
    retry: false,
    // The page shows what went wrong itself.
    meta: { silent: true },
  });

export function useCheckInPreview(code: string, scannedAt?: string) {
  return useQuery(checkInPreviewQuery(code, scannedAt));
}
