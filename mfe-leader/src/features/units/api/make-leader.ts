// PUT /api/units/:id/leaders/:userId (admin): the person leads the unit (joining its roster if
// needed, and holding the leader role); 422 for an admin, who leads every unit already.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '@church/platform/http';
import type { RosterChange } from './add-member';
import { LEADERS_UNITS_KEY, refreshRoster } from './keys';

export function makeLeader({ unitId, userId }: RosterChange): Promise<{ message?: string }> {
  return http.put(`/units/${unitId}/leaders/${userId}`);
}

export const makeLeaderMutation = mutationOptions({
  mutationKey: [...LEADERS_UNITS_KEY, 'make-leader'],
  mutationFn: makeLeader,
  // A refusal is the platform's toast with the API's message.
  onSuccess: (_result, { unitId }, _onMutateResult, { client }) => refreshRoster(client, unitId),
});

export function useMakeLeader() {
  return useMutation(makeLeaderMutation);
}
