// POST /api/services/:id/cancellations: the service is not held that day (201); 422 when it
// is not held that day anyway.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cancellationRequestSchema, cancellationResponseSchema } from '@church/contracts/attendance';
import { http } from '@church/platform/http';
import { refreshAfterScheduleChange, SCHEDULE_KEY } from './keys';

export type CancellationRequest = z.output<typeof cancellationRequestSchema>;
export type CancellationResponse = z.infer<typeof cancellationResponseSchema>;

export function cancelOccurrence({ serviceId, body }: { serviceId: number; body: CancellationRequest }): Promise<CancellationResponse> {
  return http.post(`/services/${serviceId}/cancellations`, body);
}

export const cancelOccurrenceMutation = mutationOptions({
  mutationKey: [...SCHEDULE_KEY, 'cancel'],
  mutationFn: cancelOccurrence,
  // The dialog shows a refusal on its field.
  meta: { silent: true },
  onSuccess: (_result, _body, _onMutateResult, { client }) => refreshAfterScheduleChange(client),
});

export function useCancelOccurrence() {
  return useMutation(cancelOccurrenceMutation);
}
