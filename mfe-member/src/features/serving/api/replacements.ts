// GET /api/me/serving/:placeId/replacements: who of the team could take the person's accepted
// place, best first (as stand-ins are ranked). POST /api/me/serving/:placeId/swap { person_id }
// asks one of them: 200 { data: the place with its swap, message }; 409 with a sentence when a
// request is already open or the place is no longer accepted; 422 for someone who cannot take it.
import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ServingPlace } from '@church/contracts/teams';
import { http } from '@church/platform/http';

export interface Replacement {
  person_id: number;
  full_name: string;
}

export const replacementsQuery = (placeId: number) => queryOptions({
  queryKey: ['member', 'serving', placeId, 'replacements'],
  queryFn: ({ signal }) => http.get<{ data: Replacement[] }>(`/me/serving/${placeId}/replacements`, { signal }).then((r) => r.data),
  // Who is free changes as others answer: read afresh each time the list opens.
  staleTime: 0,
});

export function useReplacements(placeId: number) {
  return useQuery(replacementsQuery(placeId));
}

const askReplacementMutation = mutationOptions({
  mutationKey: ['member', 'serving', 'swap'],
  mutationFn: ({ placeId, personId }: { placeId: number; personId: number }) =>
    http.post<{ data: ServingPlace; message: string }>(`/me/serving/${placeId}/swap`, { person_id: personId }),
  // The card says the answer's sentence, or its refusal, itself.
  meta: { silent: true },
  onSettled: (_result, _error, _body, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: ['member', 'serving'] }),
});

export function useAskReplacement() {
  return useMutation(askReplacementMutation);
}
