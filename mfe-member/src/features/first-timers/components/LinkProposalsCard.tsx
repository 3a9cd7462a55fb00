import { useState } from 'react';
import type { LinkProposalJson } from '@church/contracts/first-timers';
import { errorMessage } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { Button } from 'shared_ui/Button';
import { Card, VisuallyHidden } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';
import { useDismissLinkProposal, useLinkProposals } from '../api/link-proposals';
import { useMemberLink } from '../api/member-link';

/** The sentence for one proposed link: who registered with what of the visitor's. */
export const linkProposalText = (p: LinkProposalJson) => `${p.full_name} registered with this visitor’s ${p.matched}: link?`;

/**
 * For admins: accounts registered with this visitor's email or phone. Anyone can type those, so
 * the account is linked only when an admin says so (or once its owner proves the email by a
 * mailed link). Nothing is shown while they load or when there is none; a failure is said.
 */
export function LinkProposalsCard({ firstTimerId }: { firstTimerId: number }) {
  const proposals = useLinkProposals(firstTimerId);
  if (!proposals.isError && !proposals.data?.length) return null;
  return (
    <Card aria-labelledby="link-proposals-title" data-testid="link-proposals">
      <h2 id="link-proposals-title">Member accounts to review</h2>
      <QueryState query={proposals}>
        {(list) => (
          <ul>
            {list.map((proposal) => (
              <LinkProposal key={proposal.id} firstTimerId={firstTimerId} proposal={proposal} />
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}

function LinkProposal({ firstTimerId, proposal }: { firstTimerId: number; proposal: LinkProposalJson }) {
  const { link } = useMemberLink(firstTimerId);
  const dismiss = useDismissLinkProposal(firstTimerId);
  const [refusal, setRefusal] = useState<string | undefined>();
  const busy = link.isPending || dismiss.isPending;
  const onError = (failure: unknown) => setRefusal(errorMessage(failure));
  return (
    <li>
      {linkProposalText(proposal)}{' '}
      <Button
        size="sm"
        variant="primary"
        loading={link.isPending}
        disabled={busy}
        onClick={() => link.mutate({ user_id: proposal.user_id }, { onSuccess: (r) => notifier.success(r.message ?? 'The visitor is linked to the member.'), onError })}
      >
        Link<VisuallyHidden> to {proposal.full_name}</VisuallyHidden>
      </Button>{' '}
      <Button
        size="sm"
        variant="outline-primary"
        loading={dismiss.isPending}
        disabled={busy}
        onClick={() => dismiss.mutate(proposal.id, { onSuccess: (r) => notifier.success(r.message ?? 'The proposed link has been dismissed.'), onError })}
      >
        Dismiss<VisuallyHidden> {proposal.full_name}</VisuallyHidden>
      </Button>
      {refusal && <p role="alert">{refusal}</p>}
    </li>
  );
}
