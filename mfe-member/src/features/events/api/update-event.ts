// PATCH /api/events/:id (admin): the changed fields; 200 { data, message }; 422 per field.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { updateEventSchema } from '@church/contracts/events';
import { http } from '@church/platform/http';
import type { EventSaved } from './create-event';
import { EVENTS_KEY, refreshEventLists } from './keys';

export type UpdateEventBody = z.output<typeof updateEventSchema>;

export function updateEvent({ id, body }: { id: number; body: UpdateEventBody }): Promise<EventSaved> {
  return http.patch(`/events/${id}`, body);
}

export const updateEventMutation = mutationOptions({
  mutationKey: [...EVENTS_KEY, 'update'],
  mutationFn: updateEvent,
  // The form shows a refusal on its fields.
  meta: { silent: true },
  onSuccess: (_result, _body, _onMutateResult, { client }) => refreshEventLists(client),
});

export function useUpdateEvent() {
  return useMutation(updateEventMutation);
}
