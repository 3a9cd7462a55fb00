// GET /api/attendance/history: the caller's last twelve months, oldest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MonthSummaryJson } from '@church/contracts/attendance';
import { http } from '@church/platform/http';
import { ATTENDANCE_KEY } from './keys';

export function fetchHistory(signal?: AbortSignal): Promise<MonthSummaryJson[]> {
  return http.get<{ data: MonthSummaryJson[] }>('/attendance/history', { signal }).then((body) => body.data);
}

export const historyQuery = queryOptions({ queryKey: [...ATTENDANCE_KEY, 'history'], queryFn: ({ signal }) => fetchHistory(signal) });

export function useHistory() {
  return useQuery(historyQuery);
}
