import { useId, useState } from 'react';
import styled from 'styled-components';
import { MAX_PER_PAGE } from '@church/contracts/envelope';
import { formatShortDate, relativeTime } from '@church/contracts/relative-time';
import type { RosterChange, Unit } from '@church/contracts/units';
import { Button } from 'shared_ui/Button';
import { Card } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';
import { themeOf } from 'shared_ui/theme';
import { useRosterChanges } from '../api/roster-changes';

/** Changes shown at first, and how many more each "Show more" adds. */
export const ROSTER_CHANGES_FIRST = 5;
const ROSTER_CHANGES_MORE = 20;

const Changes = styled.ul`
  margin: 0 0 ${(p) => themeOf(p.theme).spacing.sm};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 ${(p) => themeOf(p.theme).spacing.sm};
    padding: ${(p) => themeOf(p.theme).spacing.xs} 0;
    border-bottom: 1px solid ${(p) => themeOf(p.theme).colors.border};
    overflow-wrap: anywhere;
  }
  time {
    color: ${(p) => themeOf(p.theme).colors.textMuted};
    font-size: ${(p) => themeOf(p.theme).fontSizes.sm};
  }
`;

/** One change as a sentence: who did what to whom ("Daniel Mensah added Ada Obi", "Ada Obi left"). */
export function rosterChangeText({ change, person, actor }: Pick<RosterChange, 'change' | 'person' | 'actor'>): string {
  const who = person.full_name;
  if (change === 'left') return `${who} left`;
  const done = { added: ['added', ''], removed: ['removed', ''], made_leader: ['made', ' a leader'], leader_removed: ['removed', ' as a leader'] }[change];
  if (!actor) return `${who} was ${done[0]}${done[1]}`;
  return `${actor.full_name} ${done[0]} ${who}${done[1]}`;
}

/** A unit's latest roster changes (who joined, was removed, left, was made or unmade leader, by whom): compact, newest first. */
export function RosterChanges({ unit }: { unit: Pick<Unit, 'id' | 'name'> }) {
  const titleId = useId();
  const [perPage, setPerPage] = useState(ROSTER_CHANGES_FIRST);
  const changes = useRosterChanges(unit.id, perPage);
  return (
    <Card aria-labelledby={titleId} data-testid="roster-changes">
      <h2 id={titleId}>Recent changes</h2>
      <QueryState
        query={changes}
        loadingLabel={`Loading the changes to ${unit.name}`}
        spinnerSize="sm"
        isEmpty={(answer) => answer.data.length === 0}
        empty={<p>No changes to {unit.name}&apos;s roster yet.</p>}
      >
        {({ data: shown, meta }) => (
          <>
            <Changes aria-labelledby={titleId}>
              {shown.map((change) => (
                <li key={change.id}>
                  <span>{rosterChangeText(change)}</span>
                  <time dateTime={change.changed_at} title={formatShortDate(change.changed_at)}>
                    {relativeTime(change.changed_at)}
                  </time>
                </li>
              ))}
            </Changes>
            {meta.total > shown.length && perPage < MAX_PER_PAGE && (
              <Button size="sm" variant="ghost" loading={changes.isFetching} onClick={() => setPerPage(Math.min(perPage + ROSTER_CHANGES_MORE, MAX_PER_PAGE))}>
                Show more changes
              </Button>
            )}
          </>
        )}
      </QueryState>
    </Card>
  );
}
