// POST /api/forms/:id/replies { message }: email an answer to the sender (201, "Your reply has been
// sent to <email>."); 422 for an empty or too long reply, or a sender who left no email address.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { FormReply, ReplyRequest } from '@church/contracts/forms';
import { http } from '@church/platform/http';
import { ADMIN_FORMS_KEY } from './keys';

export interface SendReply {
  id: number;
  body: ReplyRequest;
}

export function sendReply({ id, body }: SendReply): Promise<{ data: FormReply; message: string }> {
  return http.post(`/forms/${id}/replies`, body);
}

export const sendReplyMutation = mutationOptions({
  mutationKey: [...ADMIN_FORMS_KEY, 'reply'],
  mutationFn: sendReply,
  // The reply form shows a refusal on its field.
  meta: { silent: true },
  // The reply joins the history, and the message is now answered in the list.
  onSuccess: (_result, _body, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: ADMIN_FORMS_KEY }),
});

export function useSendReply() {
  return useMutation(sendReplyMutation);
}
