// DELETE /api/services/:id/cancellations/:date: a cancelled service is held that day again.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { MessageEnvelope } from '@church/contracts/envelope';
import { http } from '@church/platform/http';
import { refreshAfterScheduleChange, SCHEDULE_KEY } from './keys';

export function restoreOccurrence({ serviceId, date }: { serviceId: number; date: string }): Promise<MessageEnvelope> {
  return http.delete(`/services/${serviceId}/cancellations/${encodeURIComponent(date)}`);
}

export const restoreOccurrenceMutation = mutationOptions({
  mutationKey: [...SCHEDULE_KEY, 'restore'],
  mutationFn: restoreOccurrence,
  // The confirmation says a refusal in a toast.
  meta: { silent: true },
  onSuccess: (_result, _body, _onMutateResult, { client }) => refreshAfterScheduleChange(client),
});

export function useRestoreOccurrence() {
  return useMutation(restoreOccurrenceMutation);
}
