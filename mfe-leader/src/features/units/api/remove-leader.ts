// DELETE /api/units/:id/leaders/:userId (admin): the person stops leading the unit and stays on
// its roster (and loses the leader role once they lead no unit).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '@church/platform/http';
import type { RosterChange } from './add-member';
import { LEADERS_UNITS_KEY, refreshRoster } from './keys';

export function removeLeader({ unitId, userId }: RosterChange): Promise<{ message: string }> {
  return http.delete(`/units/${unitId}/leaders/${userId}`);
}

export const removeLeaderMutation = mutationOptions({
  mutationKey: [...LEADERS_UNITS_KEY, 'remove-leader'],
  mutationFn: removeLeader,
  // A refusal is the platform's toast with the API's message.
  onSuccess: (_result, { unitId }, _onMutateResult, { client }) => refreshRoster(client, unitId),
});

export function useRemoveLeader() {
  return useMutation(removeLeaderMutation);
}
