// GET /api/attendance/by-occurrence: each occurrence of the month with how many came, by category.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OccurrenceCount } from '@church/contracts/attendance';
import { http } from '@church/platform/http';
import { ADMIN_ATTENDANCE_KEY, type AttendanceFilters } from './keys';

export function fetchCountsByOccurrence(filters: AttendanceFilters, signal?: AbortSignal): Promise<OccurrenceCount[]> {
  return http.get<{ data: OccurrenceCount[] }>('/attendance/by-occurrence', { query: { ...filters }, signal }).then((body) => body.data);
}

export const countsByOccurrenceQuery = (filters: AttendanceFilters) =>
  queryOptions({
    queryKey: [...ADMIN_ATTENDANCE_KEY, 'by-occurrence', filters],
    queryFn: ({ signal }) => fetchCountsByOccurrence(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useCountsByOccurrence(filters: AttendanceFilters) {
  return useQuery(countsByOccurrenceQuery(filters));
}
