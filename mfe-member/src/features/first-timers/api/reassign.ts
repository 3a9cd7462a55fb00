// PATCH /api/first-timers/:id/follow-up { assigned_to }: an admin hands the follow-up to someone
// else (not a contact, so no feedback entry); refreshes the area's first-timer queries.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { FollowUpJson } from '@church/contracts/first-timers';
import { http } from '@church/platform/http';
import { FIRST_TIMERS_KEY } from './keys';

export function reassignFollowUp(id: number, assignedTo: number | null): Promise<{ data: FollowUpJson; message?: string }> {
  return http.patch(`/first-timers/${id}/follow-up`, { assigned_to: assignedTo });
}

export const reassignMutation = (id: number) =>
  mutationOptions({
    mutationKey: [...FIRST_TIMERS_KEY, 'reassign', id],
    mutationFn: (assignedTo: number | null) => reassignFollowUp(id, assignedTo),
    meta: { silent: true },
    onSuccess: (_result, _assignedTo, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: FIRST_TIMERS_KEY }),
  });

export function useReassign(id: number) {
  return useMutation(reassignMutation(id));
}
