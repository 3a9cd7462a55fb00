// GET /api/attendance/report: per person over a date range, lowest attendance first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AttendanceReportRow } from '@church/contracts/attendance';
import type { ListEnvelope } from '@church/contracts/envelope';
import { http } from '@church/platform/http';
import { ADMIN_ATTENDANCE_KEY } from './keys';

export interface ReportQuery {
  from: string;
  to: string;
  unit_id?: number;
  page: number;
  per_page?: number;
}

export function fetchReport(query: ReportQuery, signal?: AbortSignal): Promise<ListEnvelope<AttendanceReportRow>> {
  return http.get<ListEnvelope<AttendanceReportRow>>('/attendance/report', { query: { ...query }, signal });
}

export const reportQuery = (query: ReportQuery) =>
  queryOptions({ queryKey: [...ADMIN_ATTENDANCE_KEY, 'report', query], queryFn: ({ signal }) => fetchReport(query, signal), placeholderData: keepPreviousData });

export function useReport(query: ReportQuery) {
  return useQuery(reportQuery(query));
}
