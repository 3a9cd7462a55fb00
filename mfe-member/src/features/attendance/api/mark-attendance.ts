// POST /api/attendance: mark one's own attendance at an open occurrence (201, or 200 when it
// was already marked); refreshes every attendance query of the area.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceRecord, MarkAttendance } from '@church/contracts/attendance';
import { http } from '@church/platform/http';
import { ATTENDANCE_KEY } from './keys';

export function markAttendance(body: MarkAttendance): Promise<{ data: AttendanceRecord; message?: string }> {
  return http.post('/attendance', body);
}

export function useMarkAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...ATTENDANCE_KEY, 'mark'],
    mutationFn: markAttendance,
    // The card shows a refusal on its field.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ATTENDANCE_KEY }),
  });
}
