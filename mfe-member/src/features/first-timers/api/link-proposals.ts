// Accounts registered with a visitor's email or phone, unproven (admins only):
// GET /api/first-timers/:id/link-proposals; DELETE …/:proposalId dismisses one. Linking is
// member-link.ts's POST …/link, which answers the visitor's proposals too.
import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { LinkProposalJson } from '@church/contracts/first-timers';
import { http } from '@church/platform/http';
import { FIRST_TIMERS_KEY } from './keys';

export function fetchLinkProposals(firstTimerId: number, signal?: AbortSignal): Promise<LinkProposalJson[]> {
  return http.get<{ data: LinkProposalJson[] }>(`/first-timers/${firstTimerId}/link-proposals`, { signal }).then((body) => body.data);
}

export const linkProposalsQuery = (firstTimerId: number) =>
  queryOptions({
    queryKey: [...FIRST_TIMERS_KEY, 'link-proposals', firstTimerId],
    queryFn: ({ signal }) => fetchLinkProposals(firstTimerId, signal),
    // The card shows its own error with Retry.
    meta: { silent: true },
  });

export function useLinkProposals(firstTimerId: number) {
  return useQuery(linkProposalsQuery(firstTimerId));
}

export const dismissLinkProposalMutation = (firstTimerId: number) =>
  mutationOptions({
    mutationKey: [...FIRST_TIMERS_KEY, 'link-proposals', firstTimerId],
    mutationFn: (proposalId: number) => http.delete<{ message?: string }>(`/first-timers/${firstTimerId}/link-proposals/${proposalId}`),
    meta: { silent: true },
    onSuccess: (_result, _proposalId, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: FIRST_TIMERS_KEY }),
  });

export function useDismissLinkProposal(firstTimerId: number) {
  return useMutation(dismissLinkProposalMutation(firstTimerId));
}
