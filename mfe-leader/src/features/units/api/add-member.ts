// PUT /api/units/:id/members/:userId: 201 when the person joined, 200 when already there.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '@church/platform/http';
import { LEADERS_UNITS_KEY, refreshRoster } from './keys';

export interface RosterChange {
  unitId: number;
  userId: number;
}

export function addMember({ unitId, userId }: RosterChange): Promise<{ message?: string }> {
  return http.put(`/units/${unitId}/members/${userId}`);
}

export const addMemberMutation = mutationOptions({
  mutationKey: [...LEADERS_UNITS_KEY, 'add-member'],
  mutationFn: addMember,
  // The dialog shows a refusal on its choice.
  meta: { silent: true },
  onSuccess: (_result, { unitId }, _onMutateResult, { client }) => refreshRoster(client, unitId),
});

export function useAddMember() {
  return useMutation(addMemberMutation);
}
