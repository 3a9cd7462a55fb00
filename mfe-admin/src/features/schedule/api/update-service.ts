// PATCH /api/services/:id: edit a service, or (is_active) deactivate or reactivate it. A
// deactivated service ends today; its past occurrences and their attendance stay.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { scheduleServiceResponseSchema, ServiceUpdate } from '@church/contracts/attendance';
import { http } from '@church/platform/http';
import { refreshAfterScheduleChange, SCHEDULE_KEY } from './keys';

export type ServiceSaved = z.infer<typeof scheduleServiceResponseSchema>;

export interface ServiceChange {
  id: number;
  body: ServiceUpdate;
}

export function updateService({ id, body }: ServiceChange): Promise<ServiceSaved> {
  return http.patch(`/services/${id}`, body);
}

export const updateServiceMutation = mutationOptions({
  mutationKey: [...SCHEDULE_KEY, 'update'],
  mutationFn: updateService,
  // The form shows a refusal on its fields; the confirmations say it in a toast.
  meta: { silent: true },
  onSuccess: (_result, _body, _onMutateResult, { client }) => refreshAfterScheduleChange(client),
});

export function useUpdateService() {
  return useMutation(updateServiceMutation);
}
