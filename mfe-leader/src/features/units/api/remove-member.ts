// DELETE /api/units/:id/members/:userId: off the roster (a leader removing a leader gets 403).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '@church/platform/http';
import type { RosterChange } from './add-member';
import { LEADERS_UNITS_KEY, refreshRoster } from './keys';

export function removeMember({ unitId, userId }: RosterChange): Promise<{ message: string }> {
  return http.delete(`/units/${unitId}/members/${userId}`);
}

export const removeMemberMutation = mutationOptions({
  mutationKey: [...LEADERS_UNITS_KEY, 'remove-member'],
  mutationFn: removeMember,
  // A refusal (403) is the platform's toast with the API's message.
  onSuccess: (_result, { unitId }, _onMutateResult, { client }) => refreshRoster(client, unitId),
});

export function useRemoveMember() {
  return useMutation(removeMemberMutation);
}
