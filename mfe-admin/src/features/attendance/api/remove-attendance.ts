// DELETE /api/attendance/:id: remove a wrong record.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '@church/platform/http';
import { ADMIN_ATTENDANCE_KEY } from './keys';

export function removeAttendance(id: number): Promise<{ message: string }> {
  return http.delete(`/attendance/${id}`);
}

export const removeAttendanceMutation = mutationOptions({
  mutationKey: [...ADMIN_ATTENDANCE_KEY, 'remove'],
  mutationFn: removeAttendance,
  onSuccess: (_result, _id, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: ADMIN_ATTENDANCE_KEY }),
});

export function useRemoveAttendance() {
  return useMutation(removeAttendanceMutation);
}
