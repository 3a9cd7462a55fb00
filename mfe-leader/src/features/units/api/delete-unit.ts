// DELETE /api/units/:id[?force=true] (admin): a unit with members answers 409 (its message says
// how many) unless forced; forcing takes them off its roster, the people stay.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '@church/platform/http';
import { LEADERS_PEOPLE_KEY, refreshUnitList, unitKey, UNITS_LIST_KEY } from './keys';

export interface DeleteUnitRequest {
  id: number;
  force?: boolean;
}

export function deleteUnit({ id, force }: DeleteUnitRequest): Promise<{ message: string }> {
  return http.delete(`/units/${id}`, { query: { force: force ? 'true' : undefined } });
}

export const deleteUnitMutation = mutationOptions({
  mutationKey: [...UNITS_LIST_KEY, 'delete'],
  mutationFn: deleteUnit,
  // The dialog shows the 409 and offers to delete anyway.
  meta: { silent: true },
  onSuccess: (_result, { id }, _onMutateResult, { client }) => {
    client.removeQueries({ queryKey: unitKey(id) });
    return Promise.all([refreshUnitList(client), client.invalidateQueries({ queryKey: LEADERS_PEOPLE_KEY })]);
  },
});

export function useDeleteUnit() {
  return useMutation(deleteUnitMutation);
}
