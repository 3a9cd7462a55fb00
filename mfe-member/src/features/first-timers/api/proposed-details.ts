// Details a returning visitor typed differently on the welcome form (admins only):
// GET /api/first-timers/:id/proposed-details, then POST …/:proposalId/apply writes one onto the
// record, DELETE …/:proposalId dismisses it. Either refreshes every first-timer query of the area.
import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { FirstTimerDetails, ProposedDetailsJson } from '@church/contracts/first-timers';
import { http } from '@church/platform/http';
import { FIRST_TIMERS_KEY } from './keys';

export function fetchProposedDetails(firstTimerId: number, signal?: AbortSignal): Promise<ProposedDetailsJson[]> {
  return http.get<{ data: ProposedDetailsJson[] }>(`/first-timers/${firstTimerId}/proposed-details`, { signal }).then((body) => body.data);
}

export const proposedDetailsQuery = (firstTimerId: number) =>
  queryOptions({
    queryKey: [...FIRST_TIMERS_KEY, 'proposed-details', firstTimerId],
    queryFn: ({ signal }) => fetchProposedDetails(firstTimerId, signal),
    // The card shows its own error with Retry.
    meta: { silent: true },
  });

export function useProposedDetails(firstTimerId: number) {
  return useQuery(proposedDetailsQuery(firstTimerId));
}

export type ProposalDecision = 'apply' | 'dismiss';

export function decideProposal(firstTimerId: number, proposalId: number, decision: ProposalDecision): Promise<{ data?: FirstTimerDetails; message?: string }> {
  const path = `/first-timers/${firstTimerId}/proposed-details/${proposalId}`;
  return decision === 'apply' ? http.post(`${path}/apply`) : http.delete(path);
}

export const decideProposalMutation = (firstTimerId: number) =>
  mutationOptions({
    mutationKey: [...FIRST_TIMERS_KEY, 'proposed-details', firstTimerId],
    mutationFn: ({ proposalId, decision }: { proposalId: number; decision: ProposalDecision }) => decideProposal(firstTimerId, proposalId, decision),
    // The card says what went wrong beside the proposal.
    meta: { silent: true },
    onSuccess: (_result, _decision, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: FIRST_TIMERS_KEY }),
  });

export function useDecideProposal(firstTimerId: number) {
  return useMutation(decideProposalMutation(firstTimerId));
}
