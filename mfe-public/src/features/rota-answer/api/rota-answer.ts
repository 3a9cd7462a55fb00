// The rota mail's answer link (no sign-in): POST /api/rota/answers/preview { token } reads the
// place it asks about without using the link; POST /api/rota/answers { token, answer } answers it,
// once. Both refuse a link unknown (404), used (409) or of a service held (410) with a sentence.
import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { RotaAnswer, ServingPlace } from '@church/contracts/teams';
import { HttpError, http } from '@church/platform/http';

interface Answered {
  data: ServingPlace;
  message: string;
}

/** The link's refusals: the page says their sentence and offers no retry. */
export const isRefusal = (error: unknown) => error instanceof HttpError && [404, 409, 410].includes(error.status);

export const answerPreviewQuery = (token: string) =>
  queryOptions({
    queryKey: ['public', 'rota-answer', token],
    queryFn: ({ signal }) => http.post<{ data: ServingPlace }>('/rota/answers/preview', { token }, { signal }).then((r) => r.data),
    retry: (failures, error) => !isRefusal(error) && failures < 2,
    // The page says what went wrong itself: no toast over it.
    meta: { silent: true },
  });

export function useAnswerPreview(token: string) {
  return useQuery({ ...answerPreviewQuery(token), enabled: token !== '' });
}

const answerMutation = mutationOptions({
  mutationKey: ['public', 'rota-answer', 'answer'],
  mutationFn: ({ token, answer }: { token: string; answer: RotaAnswer }) => http.post<Answered>('/rota/answers', { token, answer }),
  meta: { silent: true },
});

export function useAnswerRota() {
  return useMutation(answerMutation);
}
