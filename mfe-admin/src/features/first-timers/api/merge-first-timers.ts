// POST /api/first-timers/:id/merge { other_id }: the other record's visits, follow-up and feedback
// move to :id and it is deleted; refreshes every first-timers query of the area.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '@church/platform/http';
import { ADMIN_FIRST_TIMERS_KEY } from './keys';

export function mergeFirstTimers(keptId: number, otherId: number): Promise<{ message?: string }> {
  return http.post(`/first-timers/${keptId}/merge`, { other_id: otherId });
}

export const mergeFirstTimersMutation = mutationOptions({
  mutationKey: [...ADMIN_FIRST_TIMERS_KEY, 'merge'],
  mutationFn: ({ keptId, otherId }: { keptId: number; otherId: number }) => mergeFirstTimers(keptId, otherId),
  onSuccess: (_result, _pair, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: ADMIN_FIRST_TIMERS_KEY }),
});

export function useMergeFirstTimers() {
  return useMutation(mergeFirstTimersMutation);
}
