// GET /api/me/attendance?month&year: the caller's own records of a month.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttendanceRecord } from '@church/contracts/attendance';
import { http } from '@church/platform/http';
import { keptOnDevice } from '@church/platform/kept-queries';
import { ATTENDANCE_KEY } from './keys';

export function fetchOwnRecords(year: number, month: number, signal?: AbortSignal): Promise<AttendanceRecord[]> {
  return http.get<{ data: AttendanceRecord[] }>('/me/attendance', { query: { year, month }, signal }).then((body) => body.data);
}

export const ownRecordsQuery = (year: number, month: number) =>
  queryOptions({
    queryKey: [...ATTENDANCE_KEY, 'records', year, month],
    queryFn: ({ signal }) => fetchOwnRecords(year, month, signal),
    // The caller's own records: a returning member's dashboard paints them from the device.
    ...keptOnDevice<AttendanceRecord[]>(),
  });

export function useOwnRecords(year: number, month: number) {
  return useQuery(ownRecordsQuery(year, month));
}
