// POST /api/units (admin): a new unit; 422 on `name` for a name taken (by its slug).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUnit, Unit } from '@church/contracts/units';
import { http } from '@church/platform/http';
import { refreshUnitList, UNITS_LIST_KEY } from './keys';

export function createUnit(body: CreateUnit): Promise<{ data: Unit; message?: string }> {
  return http.post('/units', body);
}

export function useCreateUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...UNITS_LIST_KEY, 'create'],
    mutationFn: createUnit,
    // The dialog shows a refusal on its fields.
    meta: { silent: true },
    onSuccess: () => refreshUnitList(queryClient),
  });
}
