// PATCH /api/first-timers/:id (admins): corrects a visitor's details; refreshes the area's first-timer queries.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { FirstTimerDetails, FirstTimerUpdateRequest } from '@church/contracts/first-timers';
import { http } from '@church/platform/http';
import { FIRST_TIMERS_KEY } from './keys';

export function updateFirstTimer(id: number, body: FirstTimerUpdateRequest): Promise<{ data: FirstTimerDetails; message?: string }> {
  return http.patch(`/first-timers/${id}`, body);
}

export const updateFirstTimerMutation = (id: number) =>
  mutationOptions({
    mutationKey: [...FIRST_TIMERS_KEY, 'update', id],
    mutationFn: (body: FirstTimerUpdateRequest) => updateFirstTimer(id, body),
    // The dialog shows a refusal on its fields.
    meta: { silent: true },
    onSuccess: (_result, _body, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: FIRST_TIMERS_KEY }),
  });

export function useUpdateFirstTimer(id: number) {
  return useMutation(updateFirstTimerMutation(id));
}
