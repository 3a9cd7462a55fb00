// DELETE /api/units/:id[?force=true] (admin): a unit with members answers 409 (its message says
// how many) unless forced; forcing takes them off its roster, the people stay.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@church/platform/http';
import { LEADERS_PEOPLE_KEY, refreshUnitList, unitKey, UNITS_LIST_KEY } from './keys';

export interface DeleteUnitRequest {
  id: number;
  force?: boolean;
}

export function deleteUnit({ id, force }: DeleteUnitRequest): Promise<{ message: string }> {
  return http.delete(`/units/${id}`, { query: { force: force ? 'true' : undefined } });
}

export function useDeleteUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...UNITS_LIST_KEY, 'delete'],
    mutationFn: deleteUnit,
    // The dialog shows the 409 and offers to delete anyway.
    meta: { silent: true },
    onSuccess: (_result, { id }) => {
      queryClient.removeQueries({ queryKey: unitKey(id) });
      return Promise.all([refreshUnitList(queryClient), queryClient.invalidateQueries({ queryKey: LEADERS_PEOPLE_KEY })]);
    },
  });
}
