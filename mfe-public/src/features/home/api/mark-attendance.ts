// POST /api/attendance: the person marks themselves present at an open service (201, or 200 when
// already marked). Every cached figure may count it (the dashboards' progress, calendars), so all
// are marked stale; only this page's queries are read again now.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceRecord, MarkAttendance } from '@church/contracts/attendance';
import { http } from '@church/platform/http';
import { HOME_KEY } from './keys';

export function markAttendance(body: MarkAttendance): Promise<{ data: AttendanceRecord; message?: string }> {
  return http.post('/attendance', body);
}

export function useMarkAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...HOME_KEY, 'mark-attendance'],
    mutationFn: markAttendance,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
