// DELETE /api/me/absences/:id: take back an absence I announced (or someone recorded for me).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@church/platform/http';
import { ATTENDANCE_KEY } from './keys';

export function takeBackAbsence(id: number): Promise<{ message: string }> {
  return http.delete(`/me/absences/${id}`);
}

export function useTakeBackAbsence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...ATTENDANCE_KEY, 'absences', 'take-back'],
    mutationFn: takeBackAbsence,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ATTENDANCE_KEY }),
  });
}
