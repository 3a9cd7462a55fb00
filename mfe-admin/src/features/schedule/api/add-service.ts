// POST /api/services: a new weekly or one-off service (201); 422 with per-field errors.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { scheduleServiceResponseSchema, ServiceCreate } from '@church/contracts/attendance';
import { http } from '@church/platform/http';
import { refreshAfterScheduleChange, SCHEDULE_KEY } from './keys';

export type ServiceSaved = z.infer<typeof scheduleServiceResponseSchema>;

export function addService(body: ServiceCreate): Promise<ServiceSaved> {
  return http.post('/services', body);
}

export const addServiceMutation = mutationOptions({
  mutationKey: [...SCHEDULE_KEY, 'add'],
  mutationFn: addService,
  // The form shows a refusal on its fields.
  meta: { silent: true },
  onSuccess: (_result, _body, _onMutateResult, { client }) => refreshAfterScheduleChange(client),
});

export function useAddService() {
  return useMutation(addServiceMutation);
}
