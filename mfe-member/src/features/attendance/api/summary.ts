// GET /api/attendance/summary?month&year: the caller's month against their goal.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MonthSummaryJson } from '@church/contracts/attendance';
import { http } from '@church/platform/http';
import { keptOnDevice } from '@church/platform/kept-queries';
import { ATTENDANCE_KEY } from './keys';

export function fetchSummary(year: number, month: number, signal?: AbortSignal): Promise<MonthSummaryJson> {
  return http.get<{ data: MonthSummaryJson }>('/attendance/summary', { query: { year, month }, signal }).then((body) => body.data);
}

export const summaryQuery = (year: number, month: number) =>
  queryOptions({
    queryKey: [...ATTENDANCE_KEY, 'summary', year, month],
    queryFn: ({ signal }) => fetchSummary(year, month, signal),
    // The caller's own month: a returning member's dashboard paints it from the device.
    ...keptOnDevice<MonthSummaryJson>(),
  });

export function useSummary(year: number, month: number) {
  return useQuery(summaryQuery(year, month));
}
