// DELETE /api/me/absences/:id: take back an absence I announced (or someone recorded for me).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '@church/platform/http';
import { ATTENDANCE_KEY } from './keys';

export function takeBackAbsence(id: number): Promise<{ message: string }> {
  return http.delete(`/me/absences/${id}`);
}

export const takeBackAbsenceMutation = mutationOptions({
  mutationKey: [...ATTENDANCE_KEY, 'absences', 'take-back'],
  mutationFn: takeBackAbsence,
  onSuccess: (_result, _id, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: ATTENDANCE_KEY }),
});

export function useTakeBackAbsence() {
  return useMutation(takeBackAbsenceMutation);
}
