import { useState } from 'react';
import styled from 'styled-components';
import { formatChurchDate } from '@church/contracts/church-time';
import { DUPLICATE_REASON_LABELS, type DuplicatePair, type DuplicateVisitor } from '@church/contracts/first-timers';
import { notifier } from '@church/platform/notifier';
import { Button } from 'shared_ui/Button';
import { ConfirmDialog } from 'shared_ui/Dialog';
import { Card } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';
import { themeOf } from 'shared_ui/theme';
import { firstTimerLink, StatusBadge } from '../../../shared/follow-up';
import { useDuplicates } from '../api/duplicates';
import { useMergeFirstTimers } from '../api/merge-first-timers';

const Pairs = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Pair = styled.li`
  display: grid;
  gap: 8px;
  padding: 12px;
  border: 1px solid ${(p) => themeOf(p.theme).colors.border};
  border-radius: 8px;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const visitsLabel = (n: number) => `${n} ${n === 1 ? 'visit' : 'visits'}`;

/** What a merge does, said before it is confirmed. */
export function mergeExplanation(kept: DuplicateVisitor, other: DuplicateVisitor): string {
  return `${other.full_name}'s ${visitsLabel(other.visit_count)}, follow-up feedback and details move to ${kept.full_name}'s record (a day both recorded counts once); details that differ wait on ${kept.full_name}'s page to be applied or dismissed. ${other.full_name}'s record is then deleted. This cannot be undone.`;
}

function Visitor({ person }: { person: DuplicateVisitor }) {
  return (
    <div>
      {firstTimerLink(person.id, person.full_name)} · {person.phone}
      {person.email ? ` · ${person.email}` : ''} · {visitsLabel(person.visit_count)}, first {formatChurchDate(person.first_visit_on)} · <StatusBadge status={person.status} />
    </div>
  );
}

/** Admins: records that may be one visitor, each pair with why, merged after a confirmation. */
export function PossibleDuplicates() {
  const duplicates = useDuplicates();
  const merge = useMergeFirstTimers();
  const [chosen, setChosen] = useState<{ kept: DuplicateVisitor; other: DuplicateVisitor } | null>(null);
  const confirm = () => {
    if (!chosen) return;
    merge.mutate(
      { keptId: chosen.kept.id, otherId: chosen.other.id },
      {
        onSuccess: (result) => {
          notifier.success(result.message ?? 'The two records are now one.');
          setChosen(null);
        },
        onError: () => setChosen(null),
      },
    );
  };
  return (
    <Card aria-labelledby="duplicates-title">
      <h2 id="duplicates-title">Possible duplicates</h2>
      <p>Records that may be one visitor: the same email, the same phone once written alike, or similar names with a visit on the same day.</p>
      <QueryState query={duplicates} loadingLabel="Looking for duplicates" isEmpty={(pairs) => pairs.length === 0} empty={<p>No likely duplicates.</p>}>
        {(pairs: DuplicatePair[]) => (
          <Pairs>
            {pairs.map((pair) => (
              <Pair key={`${pair.first.id}-${pair.second.id}`} aria-label={`${pair.first.full_name} and ${pair.second.full_name}`}>
                <Visitor person={pair.first} />
                <Visitor person={pair.second} />
                <div>Why: {pair.reasons.map((reason) => DUPLICATE_REASON_LABELS[reason]).join('; ')}</div>
                <Actions>
                  <Button variant="outline-primary" onClick={() => setChosen({ kept: pair.first, other: pair.second })}>
                    Merge into {pair.first.full_name} (first seen {formatChurchDate(pair.first.first_visit_on)})
                  </Button>
                  <Button variant="outline-primary" onClick={() => setChosen({ kept: pair.second, other: pair.first })}>
                    Merge into {pair.second.full_name} (first seen {formatChurchDate(pair.second.first_visit_on)})
                  </Button>
                </Actions>
              </Pair>
            ))}
          </Pairs>
        )}
      </QueryState>
      <ConfirmDialog
        open={chosen !== null}
        title={chosen ? `Merge into ${chosen.kept.full_name}?` : 'Merge'}
        message={chosen ? mergeExplanation(chosen.kept, chosen.other) : ''}
        confirmLabel="Merge the records"
        busy={merge.isPending}
        onConfirm={confirm}
        onCancel={() => setChosen(null)}
      />
    </Card>
  );
}
