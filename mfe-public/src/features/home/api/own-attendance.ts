// GET /api/me/attendance?year&month: the person's own records of a month, to tell whether they
// are marked present at a service already.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttendanceRecord } from '@church/contracts/attendance';
import { http } from '@church/platform/http';
import { HOME_KEY } from './keys';

export function fetchOwnRecords(year: number, month: number, signal?: AbortSignal): Promise<AttendanceRecord[]> {
  return http.get<{ data: AttendanceRecord[] }>('/me/attendance', { query: { year, month }, signal }).then((body) => body.data);
}

export const ownRecordsQuery = (year: number, month: number) =>
  queryOptions({
    queryKey: [...HOME_KEY, 'own-records', year, month],
    queryFn: ({ signal }) => fetchOwnRecords(year, month, signal),
    meta: { silent: true },
  });

export function useOwnRecords(year: number, month: number) {
  return useQuery(ownRecordsQuery(year, month));
}
