import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { FirstTimerRow } from '@church/contracts/first-timers';
import { FOLLOW_UP_STATUSES, type FollowUpStatus, isFollowUpStatus } from '@church/contracts/follow-up';
import { MAX_PER_PAGE } from '@church/contracts/envelope';
import { errorMessage } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { Button } from 'shared_ui/Button';
import { Badge, EmptyState } from 'shared_ui/display';
import { SelectField } from 'shared_ui/fields';
import { VisuallyHidden } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';
import { themeOf } from 'shared_ui/theme';
import { firstTimerLink, STATUS_OPTIONS, StatusBadge } from '../../../shared/follow-up';
import { firstFieldErrors } from '../../../shared/lists';
import { useFirstTimers } from '../api/first-timers';
import type { FirstTimerFilter } from '@church/contracts/first-timers';
import { useUpdateFollowUp } from '../api/update-follow-up';

// A laptop (1200 px and wider) sees every status side by side; narrower, the columns keep 240 px
// and scroll sideways in their own box, positioned so the visually hidden counts clip with it.
const Columns = styled.div`
  position: relative;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(240px, 1fr);
  gap: ${(p) => themeOf(p.theme).spacing.md};
  overflow-x: auto;
  padding-bottom: ${(p) => themeOf(p.theme).spacing.sm};

  @media (min-width: 1200px) {
    grid-auto-columns: minmax(0, 1fr);
    gap: ${(p) => themeOf(p.theme).spacing.sm};
  }
`;

const Column = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => themeOf(p.theme).spacing.sm};
  padding: ${(p) => themeOf(p.theme).spacing.sm};
  border-radius: ${(p) => themeOf(p.theme).radii.lg};
  background: ${(p) => themeOf(p.theme).colors.surfaceAlt};
  border: 1px solid ${(p) => themeOf(p.theme).colors.border};

  h3 {
    margin: 0;
    display: flex;
    justify-content: space-between;
    gap: 8px;
  }
  ul {
    display: grid;
    gap: ${(p) => themeOf(p.theme).spacing.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

// A card is as wide as its column: a long name (in the card and in its "Move … to" label)
// breaks anywhere rather than pushing the card's controls out of it.
const CardItem = styled.li`
  min-width: 0;
  overflow-wrap: anywhere;
  padding: ${(p) => themeOf(p.theme).spacing.sm};
  border: 1px solid ${(p) => themeOf(p.theme).colors.border};
  border-radius: ${(p) => themeOf(p.theme).radii.md};
  background: ${(p) => themeOf(p.theme).colors.surface};

  p {
    margin: 0 0 4px;
  }
`;

const columnHeadingId = (status: FollowUpStatus) => `board-${status.replace(/\W+/g, '-').toLowerCase()}`;

interface Move {
  id: number;
  to: FollowUpStatus;
}

/**
 * The first-timers of the filters, one column per status in the statuses' order. A moved card leaves
 * its column: once the board shows the move, focus goes to the card's name in its new column (or
 * to that column's heading when the filters no longer show the card).
 */
export function FollowUpBoard({ filters }: { filters: FirstTimerFilter }) {
  const list = useFirstTimers({ ...filters, page: 1, per_page: MAX_PER_PAGE });
  const [moving, setMoving] = useState<Move | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!moving || list.isFetching || !list.data) return;
    const row = list.data.data.find((r) => r.id === moving.id);
    // Still in its old column: the board has not refreshed yet.
    if (row && row.follow_up.status !== moving.to) return;
    const target = row
      ? boardRef.current?.querySelector<HTMLElement>(`[data-card="${row.id}"] a`)
      : document.getElementById(columnHeadingId(moving.to));
    target?.focus();
    setMoving(null);
  }, [moving, list.data, list.isFetching]);

  return (
    <QueryState
      query={list}
      loadingLabel="Loading the board"
      isEmpty={(answer) => answer.data.length === 0}
      empty={<EmptyState title="No first-timers match">Change or clear the filters to see more.</EmptyState>}
    >
      {({ data: rows, meta }) => (
        <>
          {meta.total > rows.length && <p>{`The board shows the first ${rows.length} of ${meta.total}; narrow the filters to see the others.`}</p>}
          <Columns ref={boardRef}>
            {FOLLOW_UP_STATUSES.map((status) => {
              const inColumn = rows.filter((r) => r.follow_up.status === status);
              const headingId = columnHeadingId(status);
              return (
                <Column key={status} aria-labelledby={headingId}>
                  <h3 id={headingId} tabIndex={-1}>
                    <span>{status}</span>
                    <span>
                      {inColumn.length}
                      <VisuallyHidden>{` first-timer${inColumn.length === 1 ? '' : 's'}`}</VisuallyHidden>
                    </span>
                  </h3>
                  {inColumn.length === 0 ? (
                    <p>Nobody here.</p>
                  ) : (
                    <ul>
                      {inColumn.map((row) => (
                        <BoardCard key={row.id} row={row} onMove={setMoving} />
                      ))}
                    </ul>
                  )}
                </Column>
              );
            })}
          </Columns>
        </>
      )}
    </QueryState>
  );
}

/** One first-timer on the board; "Move to" changes their status (no drag needed). */
function BoardCard({ row, onMove }: { row: FirstTimerRow; onMove: (move: Move | null) => void }) {
  const update = useUpdateFollowUp();
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string>();

  const move = () => {
    if (!isFollowUpStatus(target)) {
      setError('Choose a status');
      return;
    }
    setError(undefined);
    onMove({ id: row.id, to: target });
    update.mutate(
      { id: row.id, body: { status: target } },
      {
        onSuccess: () => notifier.success(`${row.full_name} moved to ${target}.`),
        onError: (failure) => {
          onMove(null);
          setError(firstFieldErrors(failure).status ?? errorMessage(failure));
        },
      },
    );
  };

  return (
    <CardItem aria-label={row.full_name} data-card={row.id}>
      <p>
        <strong>{firstTimerLink(row.id, row.full_name)}</strong>
      </p>
      <p>{row.visit_label}</p>
      <p>{row.follow_up.assignee ? `Assigned to ${row.follow_up.assignee.full_name}` : 'Unassigned'}</p>
      <p>
        <StatusBadge status={row.follow_up.status} /> {row.follow_up.overdue && <Badge tone="danger">Overdue</Badge>}
      </p>
      <SelectField
        label={`Move ${row.full_name} to`}
        name={`move-${row.id}`}
        value={target}
        placeholder="Move to…"
        onChange={setTarget}
        options={STATUS_OPTIONS.filter((o) => o.value !== row.follow_up.status)}
        error={error}
      />
      <Button size="sm" loading={update.isPending} onClick={move} aria-label={`Move ${row.full_name}`}>
        Move
      </Button>
    </CardItem>
  );
}
