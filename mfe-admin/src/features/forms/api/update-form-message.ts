// PATCH /api/forms/:id { read?, archived? }: mark a message read or unread, archive or restore it.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { FormMessage, UpdateForm } from '@church/contracts/forms';
import { http } from '@church/platform/http';
import { ADMIN_FORMS_KEY } from './keys';

export interface UpdateFormMessage {
  id: number;
  body: UpdateForm;
}

export function updateFormMessage({ id, body }: UpdateFormMessage): Promise<{ data: FormMessage; message: string }> {
  return http.patch(`/forms/${id}`, body);
}

export const updateFormMessageMutation = mutationOptions({
  mutationKey: [...ADMIN_FORMS_KEY, 'update'],
  mutationFn: updateFormMessage,
  // Each caller toasts a refusal itself (and only once).
  meta: { silent: true },
  // The list, the tabs' unread counts and the open message all change.
  onSuccess: (_result, _body, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: ADMIN_FORMS_KEY }),
});

export function useUpdateFormMessage() {
  return useMutation(updateFormMessageMutation);
}
