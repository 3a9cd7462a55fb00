// POST /api/attendance with user_id: an admin records someone's attendance at a past occurrence.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceRecord, MarkAttendance } from '@church/contracts/attendance';
import { http } from '@church/platform/http';
import { ADMIN_ATTENDANCE_KEY } from './keys';

export function recordAttendance(body: MarkAttendance): Promise<{ data: AttendanceRecord; message?: string }> {
  return http.post('/attendance', body);
}

export function useRecordAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...ADMIN_ATTENDANCE_KEY, 'record'],
    mutationFn: recordAttendance,
    // The form shows a refusal on its field.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_ATTENDANCE_KEY }),
  });
}
