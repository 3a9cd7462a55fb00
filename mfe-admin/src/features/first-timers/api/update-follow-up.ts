// PATCH /api/first-timers/:id/follow-up: assign one first-timer, or move them to a status.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { FollowUpUpdate } from '@church/contracts/first-timers';
import { http } from '@church/platform/http';
import { ADMIN_FIRST_TIMERS_KEY } from './keys';

export interface UpdateFollowUp {
  id: number;
  body: FollowUpUpdate;
}

export function updateFollowUp({ id, body }: UpdateFollowUp): Promise<{ data: unknown; message?: string }> {
  return http.patch(`/first-timers/${id}/follow-up`, body);
}

export const updateFollowUpMutation = mutationOptions({
  mutationKey: [...ADMIN_FIRST_TIMERS_KEY, 'update-follow-up'],
  mutationFn: updateFollowUp,
  // The dialog or the card shows a refusal itself.
  meta: { silent: true },
  onSuccess: (_result, _update, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: ADMIN_FIRST_TIMERS_KEY }),
});

export function useUpdateFollowUp() {
  return useMutation(updateFollowUpMutation);
}
