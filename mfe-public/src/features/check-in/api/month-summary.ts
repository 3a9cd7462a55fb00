// GET /api/attendance/summary?year&month: the signed-in person's month against their goal, shown
// once they are checked in.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MonthSummaryJson } from '@church/contracts/attendance';
import { thisMonthInChurch } from '@church/contracts/church-time';
import { http } from '@church/platform/http';
import { CHECK_IN_KEY } from './keys';

export function fetchMonthSummary(year: number, month: number, signal?: AbortSignal): Promise<MonthSummaryJson> {
  return http.get<{ data: MonthSummaryJson }>('/attendance/summary', { query: { year, month }, signal }).then((body) => body.data);
}

export const monthSummaryQuery = (year: number, month: number) =>
  queryOptions({ queryKey: [...CHECK_IN_KEY, 'summary', year, month], queryFn: ({ signal }) => fetchMonthSummary(year, month, signal) });

export function useMonthSummary() {
  const { year, month } = thisMonthInChurch();
  return useQuery(monthSummaryQuery(year, month));
}
