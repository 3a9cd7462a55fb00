// PATCH /api/first-timers/:id/follow-up { status }: an admin marks the follow-up (Integrated once
// the visitor is a member); refreshes the area's first-timer queries.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { FollowUpStatus } from '@church/contracts/follow-up';
import { http } from '@church/platform/http';
import { FIRST_TIMERS_KEY } from './keys';

export function updateFollowUpStatus(id: number, status: FollowUpStatus): Promise<{ message?: string }> {
  return http.patch(`/first-timers/${id}/follow-up`, { status });
}

export const updateFollowUpStatusMutation = (id: number) =>
  mutationOptions({
    mutationKey: [...FIRST_TIMERS_KEY, 'status', id],
    mutationFn: (status: FollowUpStatus) => updateFollowUpStatus(id, status),
    meta: { silent: true },
    onSuccess: (_result, _status, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: FIRST_TIMERS_KEY }),
  });

export function useUpdateFollowUpStatus(id: number) {
  return useMutation(updateFollowUpStatusMutation(id));
}
