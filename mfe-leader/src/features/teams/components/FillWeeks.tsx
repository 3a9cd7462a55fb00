// A leader's two steps for the next 8 weeks: "Fill the next 8 weeks" shows the scheduler's
// proposal (who, and why; which places stay open), which the leader saves as drafts or discards;
// "Publish" asks the people of every draft in those weeks. Nothing is written before a press.
import styled from 'styled-components';
import { servingDay } from '@church/contracts/rota-words';
import type { PlanOccurrence, TeamPosition } from '@church/contracts/teams';
import { Button } from 'shared_ui/Button';
import { themeOf } from 'shared_ui/theme';
import { type Proposal, usePropose, usePublish, useSaveProposal } from '../api/teams';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p.theme).spacing.sm};
  margin: ${(p) => themeOf(p.theme).spacing.md} 0;
`;

const Proposed = styled.section`
  margin-bottom: ${(p) => themeOf(p.theme).spacing.md};
  overflow-wrap: anywhere;

  h3 {
    margin: 0 0 ${(p) => themeOf(p.theme).spacing.sm};
    font-size: 1rem;
  }
  ul {
    margin: 0 0 ${(p) => themeOf(p.theme).spacing.sm};
    padding-left: 1.1rem;
  }
  .muted {
    color: ${(p) => themeOf(p.theme).colors.textMuted};
  }
`;

const Said = styled.p`
  margin: 0 0 ${(p) => themeOf(p.theme).spacing.md};
  overflow-wrap: anywhere;
`;

interface FillWeeksProps {
  teamId: number;
  from: string;
  to: string;
  plan: PlanOccurrence[];
  positions: TeamPosition[];
}

function ProposalList({ proposal, positions }: { proposal: Proposal; positions: TeamPosition[] }) {
  const positionName = (id: number) => positions.find((p) => p.id === id)?.name ?? 'A position';
  return (
    <>
      {proposal.proposed.length === 0 ? (
        <p>Nobody new to propose: every place is filled or nobody is free.</p>
      ) : (
        <ul aria-label="Proposed">
          {proposal.proposed.map((p) => (
            <li key={`${p.service_id}/${p.date}/${p.position_id}/${p.person_id}`}>
              {servingDay(p.date)}, {p.service_name}: <strong>{p.full_name}</strong> as {positionName(p.position_id)} <span className="muted">({p.why})</span>
            </li>
          ))}
        </ul>
      )}
      {proposal.unfilled.length > 0 && (
        <ul aria-label="Still open">
          {proposal.unfilled.map((u) => (
            <li key={`${u.service_id}/${u.date}/${u.position_id}`}>
              {servingDay(u.date)}, {u.service_name}: {positionName(u.position_id)}, {u.missing} open <span className="muted">({u.why})</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function FillWeeks({ teamId, from, to, plan, positions }: FillWeeksProps) {
  const propose = usePropose();
  const save = useSaveProposal();
  const publish = usePublish();
  const busy = propose.isPending || save.isPending || publish.isPending;
  const proposal = propose.isSuccess && !save.isSuccess ? propose.data : null;

  return (
    <>
      <Actions>
        <Button
          variant="outline-primary"
          loading={propose.isPending}
          disabled={busy}
          onClick={() => {
            save.reset();
            publish.reset();
            propose.mutate({ teamId, from, to });
          }}
        >
          Fill the next 8 weeks
        </Button>
        <Button
          loading={publish.isPending}
          disabled={busy}
          onClick={() => {
            propose.reset();
            save.reset();
            publish.mutate({ teamId, from, to });
          }}
        >
          Publish
        </Button>
      </Actions>
      {publish.isSuccess && <Said role="status">{publish.data.message}</Said>}
      {save.isSuccess && (
        <Said role="status">
          {save.data === 1 ? 'One service was' : `${save.data} services were`} saved as a draft. Nobody is asked until you publish.
        </Said>
      )}
      {proposal && (
        <Proposed aria-labelledby="proposal-title">
          <h3 id="proposal-title">Proposal for the next 8 weeks (nothing is saved yet)</h3>
          <ProposalList proposal={proposal} positions={positions} />
          <Actions>
            <Button loading={save.isPending} disabled={busy || proposal.proposed.length === 0} onClick={() => save.mutate({ teamId, plan, proposal })}>
              Save as draft
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => propose.reset()}>
              Discard
            </Button>
          </Actions>
        </Proposed>
      )}
    </>
  );
}
