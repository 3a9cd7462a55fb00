// POST /api/events (admin): 201 { data, message }; 422 per field (e.g. ends_at before starts_at).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createEventSchema, eventResponseSchema } from '@church/contracts/events';
import { http } from '@church/platform/http';
import { EVENTS_KEY, refreshEventLists } from './keys';

export type CreateEventBody = z.output<typeof createEventSchema>;
export type EventSaved = z.infer<typeof eventResponseSchema>;

export function createEvent(body: CreateEventBody): Promise<EventSaved> {
  return http.post('/events', body);
}

export const createEventMutation = mutationOptions({
  mutationKey: [...EVENTS_KEY, 'create'],
  mutationFn: createEvent,
  // The form shows a refusal on its fields.
  meta: { silent: true },
  onSuccess: (_result, _body, _onMutateResult, { client }) => refreshEventLists(client),
});

export function useCreateEvent() {
  return useMutation(createEventMutation);
}
