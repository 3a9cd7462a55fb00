// DELETE /api/events/:id (admin): 200 { message }.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { MessageEnvelope } from '@church/contracts/envelope';
import { http } from '@church/platform/http';
import { EVENTS_KEY, refreshEventLists } from './keys';

export function deleteEvent(id: number): Promise<MessageEnvelope> {
  return http.delete(`/events/${id}`);
}

// No `silent`: a refusal is the platform's toast with the API's message.
export const deleteEventMutation = mutationOptions({
  mutationKey: [...EVENTS_KEY, 'delete'],
  mutationFn: deleteEvent,
  onSuccess: (_result, _body, _onMutateResult, { client }) => refreshEventLists(client),
});

export function useDeleteEvent() {
  return useMutation(deleteEventMutation);
}
