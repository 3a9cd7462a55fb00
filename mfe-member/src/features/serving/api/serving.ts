// GET /api/me/serving: the signed-in person's places on rotas from today (asked, accepted or
// declined; drafts stay the leader's). PUT /api/me/serving/:placeId { answer } accepts or declines
// one of them: 200 { data, message }; 409 with a sentence for a place already declined.
import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { RotaAnswer, ServingPlace } from '@church/contracts/teams';
import { http } from '@church/platform/http';

const SERVING_KEY = ['member', 'serving'] as const;

export const servingQuery = queryOptions({
  queryKey: SERVING_KEY,
  queryFn: ({ signal }) => http.get<{ data: ServingPlace[] }>('/me/serving', { signal }).then((r) => r.data),
  // The card is left out when its list cannot be read: no toast over the dashboard.
  meta: { silent: true },
});

export function useServing() {
  return useQuery(servingQuery);
}

const answerServingMutation = mutationOptions({
  mutationKey: [...SERVING_KEY, 'answer'],
  mutationFn: ({ placeId, answer }: { placeId: number; answer: RotaAnswer }) =>
    http.put<{ data: ServingPlace; message: string }>(`/me/serving/${placeId}`, { answer }),
  // The card says the answer's sentence, or its refusal, itself.
  meta: { silent: true },
  onSettled: (_result, _error, _body, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: SERVING_KEY }),
});

export function useAnswerServing() {
  return useMutation(answerServingMutation);
}
