// DELETE /api/first-timers/:id (admins): removes a record made by mistake (details erased, visits still counted).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '@church/platform/http';
import { FIRST_TIMERS_KEY } from './keys';

export function removeFirstTimer(id: number): Promise<{ message?: string }> {
  return http.delete(`/first-timers/${id}`);
}

export const removeFirstTimerMutation = (id: number) =>
  mutationOptions({
    mutationKey: [...FIRST_TIMERS_KEY, 'remove', id],
    mutationFn: () => removeFirstTimer(id),
    onSuccess: (_result, _none, _onMutateResult, { client }) => client.removeQueries({ queryKey: [...FIRST_TIMERS_KEY, 'details', String(id)] }),
  });

export function useRemoveFirstTimer(id: number) {
  return useMutation(removeFirstTimerMutation(id));
}
