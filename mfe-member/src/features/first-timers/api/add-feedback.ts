// POST /api/first-timers/:id/feedback: report a contact (and optionally a new status and next
// contact); refreshes every first-timer query of the area so the new status shows at once.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { FeedbackJson, FeedbackRequest } from '@church/contracts/first-timers';
import { http } from '@church/platform/http';
import { FIRST_TIMERS_KEY } from './keys';

export function addFeedback(id: number, body: FeedbackRequest): Promise<{ data: FeedbackJson; message?: string }> {
  return http.post(`/first-timers/${id}/feedback`, body);
}

export const addFeedbackMutation = (id: number) =>
  mutationOptions({
    mutationKey: [...FIRST_TIMERS_KEY, 'feedback', id],
    mutationFn: (body: FeedbackRequest) => addFeedback(id, body),
    // The form shows a refusal on its fields.
    meta: { silent: true },
    onSuccess: (_result, _body, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: FIRST_TIMERS_KEY }),
  });

export function useAddFeedback(id: number) {
  return useMutation(addFeedbackMutation(id));
}
