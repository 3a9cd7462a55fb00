// DELETE /api/services/:id/cancellations/:date: a cancelled service is held that day again.
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MessageEnvelope } from '@church/contracts/envelope';
import { http } from '@church/platform/http';
import { refreshAfterScheduleChange, SCHEDULE_KEY } from './keys';

export function restoreOccurrence({ serviceId, date }: { serviceId: number; date: string }): Promise<MessageEnvelope> {
  return http.delete(`/services/${serviceId}/cancellations/${encodeURIComponent(date)}`);
}

export const restoreOccurrenceMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...SCHEDULE_KEY, 'restore'],
    mutationFn: restoreOccurrence,
    // The confirmation says a refusal in a toast.
    meta: { silent: true },
    onSuccess: () => refreshAfterScheduleChange(queryClient),
  });

export function useRestoreOccurrence() {
  return useMutation(restoreOccurrenceMutation(useQueryClient()));
}
