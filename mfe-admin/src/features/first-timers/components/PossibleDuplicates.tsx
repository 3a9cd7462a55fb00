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

// The two records side by side when there is room, one above the other on a phone.
const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: 8px;
`;

const Choice = styled.div`
  display: grid;
  gap: 4px;
  align-content: start;
  justify-items: start;
  padding: 8px;
  border: 1px solid ${(p) => themeOf(p.theme).colors.border};
  border-radius: 6px;
`;

const visitsLabel = (n: number) => `${n} ${n === 1 ? 'visit' : 'visits'}`;

/** One record told apart from a same-named one: its phone, email and visits. */
export function recordSummary(person: DuplicateVisitor): string {
  return `${person.full_name}, ${person.phone}, ${person.email ?? 'no email'}, ${visitsLabel(person.visit_count)}`;
}

/** What a merge does, said before it is confirmed: which record stays, which goes, what moves. */
export function mergeExplanation(kept: DuplicateVisitor, other: DuplicateVisitor): string {
  return `Kept: ${recordSummary(kept)}. Removed: ${recordSummary(other)}. The removed record's visits, follow-up feedback and details move to the kept one (a day both recorded counts once); details that differ wait on the kept record's page to be applied or dismissed. This cannot be undone.`;
}

function Visitor({ person, onKeep }: { person: DuplicateVisitor; onKeep: () => void }) {
  return (
    <Choice>
      <div>{firstTimerLink(person.id, person.full_name)} · <StatusBadge status={person.status} /></div>
      <div>{person.phone} · {person.email ?? 'no email'}</div>
      <div>{visitsLabel(person.visit_count)}, first {formatChurchDate(person.first_visit_on)}, last {formatChurchDate(person.last_visit_on)}</div>
      <Button variant="outline-primary" onClick={onKeep} aria-label={`Keep this record: ${recordSummary(person)}`}>
        Keep this record
      </Button>
    </Choice>
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
                <Choices>
                  <Visitor person={pair.first} onKeep={() => setChosen({ kept: pair.first, other: pair.second })} />
                  <Visitor person={pair.second} onKeep={() => setChosen({ kept: pair.second, other: pair.first })} />
                </Choices>
                <div>Why: {pair.reasons.map((reason) => DUPLICATE_REASON_LABELS[reason]).join('; ')}</div>
              </Pair>
            ))}
          </Pairs>
        )}
      </QueryState>
      <ConfirmDialog
        open={chosen !== null}
        title="Merge the two records into one?"
        message={chosen ? mergeExplanation(chosen.kept, chosen.other) : ''}
        confirmLabel="Merge the records"
        busy={merge.isPending}
        onConfirm={confirm}
        onCancel={() => setChosen(null)}
      />
    </Card>
  );
}
