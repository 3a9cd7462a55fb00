// GET /api/attendance: the records of the filters (here: the people present at one occurrence).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttendanceRecord } from '@church/contracts/attendance';
import type { ListEnvelope } from '@church/contracts/envelope';
import { http } from '@church/platform/http';
import { ADMIN_ATTENDANCE_KEY, type AttendanceFilters } from './keys';

export interface RecordsQuery extends AttendanceFilters {
  date?: string;
  page?: number;
  per_page?: number;
}

export function fetchRecords(query: RecordsQuery, signal?: AbortSignal): Promise<ListEnvelope<AttendanceRecord>> {
  return http.get<ListEnvelope<AttendanceRecord>>('/attendance', { query: { ...query }, signal });
}

export const recordsQuery = (query: RecordsQuery) =>
  queryOptions({ queryKey: [...ADMIN_ATTENDANCE_KEY, 'records', query], queryFn: ({ signal }) => fetchRecords(query, signal) });

export function useRecords(query: RecordsQuery, enabled = true) {
  return useQuery({ ...recordsQuery(query), enabled });
}
