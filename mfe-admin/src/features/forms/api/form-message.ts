// GET /api/forms/:id: one message in full with its replies, oldest first. Reading it does not mark
// it read: the message view sends PATCH { read: true } itself.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormDetails } from '@church/contracts/forms';
import { http } from '@church/platform/http';
import { ADMIN_FORMS_KEY } from './keys';

export function fetchFormMessage(id: number, signal?: AbortSignal): Promise<FormDetails> {
  return http.get<{ data: FormDetails }>(`/forms/${id}`, { signal }).then((body) => body.data);
}

export const formMessageQuery = (id: number) =>
  queryOptions({ queryKey: [...ADMIN_FORMS_KEY, 'message', id], queryFn: ({ signal }) => fetchFormMessage(id, signal) });

export function useFormMessage(id: number) {
  return useQuery(formMessageQuery(id));
}
