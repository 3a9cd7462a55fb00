// POST /api/units (admin): a new unit; 422 on `name` for a name taken (by its slug).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CreateUnit, Unit } from '@church/contracts/units';
import { http } from '@church/platform/http';
import { refreshUnitList, UNITS_LIST_KEY } from './keys';

export function createUnit(body: CreateUnit): Promise<{ data: Unit; message?: string }> {
  return http.post('/units', body);
}

export const createUnitMutation = mutationOptions({
  mutationKey: [...UNITS_LIST_KEY, 'create'],
  mutationFn: createUnit,
  // The dialog shows a refusal on its fields.
  meta: { silent: true },
  onSuccess: (_result, _body, _onMutateResult, { client }) => refreshUnitList(client),
});

export function useCreateUnit() {
  return useMutation(createUnitMutation);
}
