import { useState } from 'react';
import styled from 'styled-components';
import { AWAY_CARD_ID, awayText } from '@church/contracts/absences';
import { ATTENDANCE_RATE_DEFINITION, THEIR_PERCENTAGE_DEFINITION } from '@church/contracts/attendance-rules';
import { todayInChurch } from '@church/contracts/church-time';
import type { Unit, UnitMember } from '@church/contracts/units';
import { notifier } from '@church/platform/notifier';
import { LinkFromHere, renderLinkFromHere } from '@church/platform/return-path';
import { useListParams } from '@church/platform/use-list-params';
import { Button } from 'shared_ui/Button';
import { type Column, DataTable } from 'shared_ui/DataTable';
import { Badge, EmptyState, HowCounted } from 'shared_ui/display';
import { SearchField } from 'shared_ui/filters';
import { VisuallyHidden } from 'shared_ui/Page';
import { themeOf } from 'shared_ui/theme';
import { useMakeLeader } from '../api/make-leader';
import { useRemoveLeader } from '../api/remove-leader';
import { useRoster } from '../api/roster';
import { AddMemberDialog } from './AddMemberDialog';
import { lastCame } from './dates';
import { memberPath } from './paths';
import { RecordAbsenceDialog } from './RecordAbsenceDialog';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { rosterMatches } from './roster-search';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${(p) => themeOf(p.theme).spacing.md};
  margin-bottom: ${(p) => themeOf(p.theme).spacing.md};
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p.theme).spacing.xs};
`;

const KEYS = ['search'] as const;

export interface RosterTableProps {
  unit: Pick<Unit, 'id' | 'name'>;
  isAdmin: boolean;
}

/**
 * The unit's roster with this month's attendance, searched in the page (the search is kept in the
 * URL); add a person, take one off, and (admins) make or unmake a leader.
 */
export function RosterTable({ unit, isAdmin }: RosterTableProps) {
  const { values, update } = useListParams(KEYS);
  const roster = useRoster(unit.id);
  const makeLeader = useMakeLeader();
  const removeLeader = useRemoveLeader();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<UnitMember | null>(null);
  const [recordingFor, setRecordingFor] = useState<UnitMember | null>(null);
  const today = todayInChurch();
  const everyone = roster.data?.data;
  const rows = everyone?.filter((person) => rosterMatches(person, values.search));
  // The row whose leadership is changing shows a spinner on its button.
  const changing = makeLeader.isPending ? makeLeader.variables?.userId : removeLeader.isPending ? removeLeader.variables?.userId : undefined;

  const columns: Column<UnitMember>[] = [
    {
      key: 'name',
      header: 'Name',
      breakAnywhere: true,
      render: (p) => (
        <>
          {renderLinkFromHere(memberPath(p.id), p.full_name)}
          {/* An absence the person announced (or someone recorded): covering today or starting within two weeks.
              It links to the person's page, where it can be seen in full and taken back. */}
          {p.away && (
            <>
              {' '}
              <LinkFromHere to={memberPath(p.id)} hash={AWAY_CARD_ID}>
                <Badge tone="warning">{awayText(p.away, today)}</Badge>
                <VisuallyHidden> (see or take back on {p.full_name}’s page)</VisuallyHidden>
              </LinkFromHere>
            </>
          )}
        </>
      ),
    },
    { key: 'role', header: 'Role', phone: 'inline-plain', render: (p) => (p.is_leader ? <Badge tone="info">Leader</Badge> : 'Member') },
    { key: 'phone', header: 'Phone', phone: 'inline-plain', render: (p) => p.phone ?? '—' },
    // The month's goal with the level that follows from it, as the person sees them on their own
    // page; then the attendance rate over the services held so far.
    {
      key: 'goal',
      header: 'Goal this month',
      phone: 'inline',
      align: 'end',
      render: (p) => (
        <>
          {p.percentage}%<VisuallyHidden> ({p.attended} of their goal of {p.goal})</VisuallyHidden>
        </>
      ),
    },
    { key: 'level', header: 'Level', phone: 'inline-plain', render: (p) => p.level },
    {
      key: 'so-far',
      header: 'Rate so far',
      phone: 'inline',
      align: 'end',
      render: (p) =>
        p.so_far_percentage === null ? (
          '—'
        ) : (
          <>
            {p.so_far_percentage}%<VisuallyHidden> ({p.attended_so_far} of {p.held} services held)</VisuallyHidden>
          </>
        ),
    },
    { key: 'last', header: 'Last attended', phone: 'inline', render: (p) => lastCame(p.last_attended) },
    {
      key: 'actions',
      header: 'Actions',
      phone: 'plain',
      render: (p) => (
        <RowActions>
          {isAdmin &&
            (p.is_leader ? (
              <Button size="sm" variant="outline-primary" loading={changing === p.id} onClick={() => removeLeader.mutate({ unitId: unit.id, userId: p.id }, { onSuccess: (result) => notifier.success(result.message) })}>
                Remove as leader<VisuallyHidden> ({p.full_name})</VisuallyHidden>
              </Button>
            ) : (
              <Button size="sm" variant="outline-primary" loading={changing === p.id} onClick={() => makeLeader.mutate({ unitId: unit.id, userId: p.id }, { onSuccess: (result) => notifier.success(result.message ?? `${p.full_name} now leads ${unit.name}.`) })}>
                Make leader<VisuallyHidden> ({p.full_name})</VisuallyHidden>
              </Button>
            ))}
          <Button size="sm" variant="outline-primary" onClick={() => setRecordingFor(p)}>
            Record absence<VisuallyHidden> for {p.full_name}</VisuallyHidden>
          </Button>
          {/* Only an admin takes a leader off a roster (the API answers 403 to a leader). */}
          {(isAdmin || !p.is_leader) && (
            <Button size="sm" variant="outline-danger" onClick={() => setRemoving(p)}>
              Remove<VisuallyHidden> {p.full_name}</VisuallyHidden>
            </Button>
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <Toolbar>
        <SearchField label="Search the roster" value={values.search} onSearch={(search) => update({ search })} placeholder="Name, email or phone" />
        <Button onClick={() => setAdding(true)} disabled={!everyone}>
          Add member
        </Button>
      </Toolbar>
      <DataTable
        caption={`${unit.name} roster`}
        columns={columns}
        rows={rows}
        rowKey={(p) => p.id}
        error={roster.error}
        onRetry={() => roster.refetch()}
        emptyState={
          everyone?.length ? (
            <EmptyState title="Nobody matches">Change or clear the search to see everyone.</EmptyState>
          ) : (
            <EmptyState title={`Nobody is in ${unit.name} yet`}>Add the unit&apos;s first member.</EmptyState>
          )
        }
      />
      <HowCounted>
        <p>{THEIR_PERCENTAGE_DEFINITION}</p>
        <p>{ATTENDANCE_RATE_DEFINITION}</p>
      </HowCounted>
      {adding && everyone && <AddMemberDialog unit={unit} roster={everyone} isAdmin={isAdmin} onClose={() => setAdding(false)} />}
      {removing && <RemoveMemberDialog unit={unit} person={removing} onClose={() => setRemoving(null)} />}
      {recordingFor && <RecordAbsenceDialog unit={unit} person={recordingFor} onClose={() => setRecordingFor(null)} />}
    </>
  );
}
