// DELETE /api/attendance/:id: remove a wrong record.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@church/platform/http';
import { ADMIN_ATTENDANCE_KEY } from './keys';

export function removeAttendance(id: number): Promise<{ message: string }> {
  return http.delete(`/attendance/${id}`);
}

export function useRemoveAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...ADMIN_ATTENDANCE_KEY, 'remove'],
    mutationFn: removeAttendance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_ATTENDANCE_KEY }),
  });
}
