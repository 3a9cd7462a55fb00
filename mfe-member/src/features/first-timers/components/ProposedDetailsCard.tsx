import { useState } from 'react';
import styled from 'styled-components';
import { PROPOSED_DETAIL_LABELS } from '@church/contracts/first-timer-choices';
import type { ProposedChange, ProposedDetailsJson } from '@church/contracts/first-timers';
import { errorMessage } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { Button } from 'shared_ui/Button';
import { DescriptionList } from 'shared_ui/display';
import { Card, VisuallyHidden } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';
import { type ProposalDecision, useDecideProposal, useProposedDetails } from '../api/proposed-details';
import { churchDateTime } from './FeedbackTimeline';

const Proposals = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  > li + li {
    margin-top: ${(p) => p.theme.spacing.lg};
    padding-top: ${(p) => p.theme.spacing.lg};
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
  h3 {
    margin: 0 0 ${(p) => p.theme.spacing.sm};
    font-size: ${(p) => p.theme.fontSizes.md};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.sm};
`;

const Muted = styled.p`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const Refusal = styled.p`
  color: ${(p) => p.theme.colors.danger};
  font-weight: 600;
`;

const GENDER_LABELS: Record<string, string> = { male: 'Male', female: 'Female' };

function shown(field: ProposedChange['field'], value: ProposedChange['current']): string {
  if (value === null || value === '') return 'Not given';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return field === 'gender' ? (GENDER_LABELS[value] ?? value) : value;
}

function Change({ change }: { change: ProposedChange }) {
  return (
    <span data-testid={`change-${change.field}`}>
      <VisuallyHidden>On record: </VisuallyHidden>
      {shown(change.field, change.current)}
      <span aria-hidden="true"> → </span>
      <VisuallyHidden>, proposed: </VisuallyHidden>
      <strong>{shown(change.field, change.proposed)}</strong>
    </span>
  );
}

/**
 * For admins: what returning visitors typed on the welcome form that differs from the record,
 * field by field (on record → proposed). The form never changes a visitor on record; an admin
 * applies or dismisses each proposal here. Nothing is shown while they load or when there is
 * none; a failure is said.
 */
export function ProposedDetailsCard({ firstTimerId }: { firstTimerId: number }) {
  const proposals = useProposedDetails(firstTimerId);
  if (!proposals.isError && !proposals.data?.length) return null;
  return (
    <Card aria-labelledby="proposed-title" data-testid="proposed-details">
      <h2 id="proposed-title">Details to review</h2>
      <QueryState query={proposals}>
        {(list) => (
          <>
            <Muted>Sent on the welcome form with this phone number. The record keeps its details until you apply these.</Muted>
            <Proposals>
              {list.map((proposal) => (
                <Proposal key={proposal.id} firstTimerId={firstTimerId} proposal={proposal} />
              ))}
            </Proposals>
          </>
        )}
      </QueryState>
    </Card>
  );
}

const DONE: Record<ProposalDecision, string> = { apply: 'The proposed details have been applied.', dismiss: 'The proposed details have been dismissed.' };

function Proposal({ firstTimerId, proposal }: { firstTimerId: number; proposal: ProposedDetailsJson }) {
  const decide = useDecideProposal(firstTimerId);
  const [refusal, setRefusal] = useState<string | undefined>();
  const sent = churchDateTime(proposal.submitted_at);
  const titleId = `proposal-${proposal.id}`;
  const choose = (decision: ProposalDecision) => {
    setRefusal(undefined);
    decide.mutate(
      { proposalId: proposal.id, decision },
      {
        onSuccess: (result) => notifier.success(result.message ?? DONE[decision]),
        onError: (failure) => setRefusal(errorMessage(failure)),
      },
    );
  };
  const pending = decide.isPending ? decide.variables?.decision : undefined;
  return (
    <li aria-labelledby={titleId}>
      <h3 id={titleId}>Sent {sent}</h3>
      <DescriptionList items={proposal.changes.map((change) => ({ label: PROPOSED_DETAIL_LABELS[change.field], value: <Change change={change} /> }))} />
      {refusal && <Refusal role="alert">{refusal}</Refusal>}
      <Actions>
        <Button variant="primary" onClick={() => choose('apply')} loading={pending === 'apply'} disabled={decide.isPending}>
          Apply<VisuallyHidden> the details sent {sent}</VisuallyHidden>
        </Button>
        <Button variant="outline-primary" onClick={() => choose('dismiss')} loading={pending === 'dismiss'} disabled={decide.isPending}>
          Dismiss<VisuallyHidden> the details sent {sent}</VisuallyHidden>
        </Button>
      </Actions>
    </li>
  );
}
