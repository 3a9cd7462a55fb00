// GET /api/analytics/attendance-trend?weeks=: records per service per week.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AttendanceTrend, TREND_DEFAULT_WEEKS } from '@church/contracts/analytics';
import { http } from '@church/platform/http';
import { ADMIN_DASHBOARD_KEY } from './keys';

export function fetchAttendanceTrend(weeks: number, signal?: AbortSignal): Promise<AttendanceTrend> {
  return http.get<{ data: AttendanceTrend }>('/analytics/attendance-trend', { query: { weeks }, signal }).then((body) => body.data);
}

export const attendanceTrendQuery = (weeks = TREND_DEFAULT_WEEKS) =>
  queryOptions({ queryKey: [...ADMIN_DASHBOARD_KEY, 'attendance-trend', weeks], queryFn: ({ signal }) => fetchAttendanceTrend(weeks, signal) });

export function useAttendanceTrend(weeks = TREND_DEFAULT_WEEKS) {
  return useQuery(attendanceTrendQuery(weeks));
}
