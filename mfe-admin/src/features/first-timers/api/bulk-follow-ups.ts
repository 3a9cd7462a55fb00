// POST /api/first-timers/follow-ups/bulk: assign, or set the status of, up to 100 first-timers.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { FollowUpStatus } from '@church/contracts/follow-up';
import { http } from '@church/platform/http';
import { ADMIN_FIRST_TIMERS_KEY } from './keys';

export interface BulkFollowUps {
  ids: number[];
  assigned_to?: number | null;
  status?: FollowUpStatus;
}

export function bulkFollowUps(body: BulkFollowUps): Promise<{ data: { updated: number }; message: string }> {
  return http.post('/first-timers/follow-ups/bulk', body);
}

export const bulkFollowUpsMutation = mutationOptions({
  mutationKey: [...ADMIN_FIRST_TIMERS_KEY, 'bulk'],
  mutationFn: bulkFollowUps,
  meta: { silent: true },
  onSuccess: (_result, _body, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: ADMIN_FIRST_TIMERS_KEY }),
});

export function useBulkFollowUps() {
  return useMutation(bulkFollowUpsMutation);
}
