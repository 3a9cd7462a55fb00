// DELETE /api/me/units/:id: the signed-in person leaves a unit (and stops leading it); 204, or 404
// when they are no longer in it. Their account (GET /me) then shows it.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { UserUnit } from '@church/contracts/user';
import { CURRENT_USER_QUERY_KEY } from '@church/platform/current-user';
import { http } from '@church/platform/http';
import { PROFILE_KEY } from './keys';

export function leaveUnit(unit: Pick<UserUnit, 'id'>): Promise<null> {
  return http.delete<null>(`/me/units/${unit.id}`);
}

export const leaveUnitMutation = mutationOptions({
  mutationKey: [...PROFILE_KEY, 'leave-unit'],
  mutationFn: leaveUnit,
  // Refreshed on a refusal too: a 404 means they had already left (elsewhere, or an admin took them off).
  onSettled: (_answer, _error, _unit, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
});

export function useLeaveUnit() {
  return useMutation(leaveUnitMutation);
}
