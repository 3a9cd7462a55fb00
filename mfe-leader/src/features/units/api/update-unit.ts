// PATCH /api/units/:id (admin): rename a unit (its slug follows) or change its description.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Unit, UpdateUnit } from '@church/contracts/units';
import { http } from '@church/platform/http';
import { refreshUnitList, UNITS_LIST_KEY } from './keys';

export interface UpdateUnitRequest {
  id: number;
  body: UpdateUnit;
}

export function updateUnit({ id, body }: UpdateUnitRequest): Promise<{ data: Unit; message?: string }> {
  return http.patch(`/units/${id}`, body);
}

export const updateUnitMutation = mutationOptions({
  mutationKey: [...UNITS_LIST_KEY, 'update'],
  mutationFn: updateUnit,
  // The dialog shows a refusal on its fields.
  meta: { silent: true },
  onSuccess: (_result, _body, _onMutateResult, { client }) => refreshUnitList(client),
});

export function useUpdateUnit() {
  return useMutation(updateUnitMutation);
}
