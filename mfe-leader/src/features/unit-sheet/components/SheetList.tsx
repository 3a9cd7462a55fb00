import { memo, useRef } from 'react';
import styled from 'styled-components';
import { sentLateLabel } from '@church/contracts/check-in';
import type { SheetPerson } from '@church/contracts/unit-sheet';
import { Button } from 'shared_ui/Button';
import { themeOf } from 'shared_ui/theme';
import type { SheetAction, SheetMarks } from '../hooks/useSheetMarks';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => themeOf(p.theme).spacing.sm} ${(p) => themeOf(p.theme).spacing.md};
  margin-bottom: ${(p) => themeOf(p.theme).spacing.md};

  p {
    margin: 0;
    flex: 1 1 12rem;
    font-weight: 600;
  }
`;

// One column on phones; as many as fit on wider screens. Each row is a large target.
const Rows = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${(p) => themeOf(p.theme).spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const RowLabel = styled.label<{ $present: boolean }>`
  display: flex;
  align-items: center;
  gap: ${(p) => themeOf(p.theme).spacing.md};
  min-height: 56px;
  padding: ${(p) => themeOf(p.theme).spacing.sm} ${(p) => themeOf(p.theme).spacing.md};
  border: 1px solid ${(p) => (p.$present ? themeOf(p.theme).colors.success : themeOf(p.theme).colors.border)};
  border-radius: ${(p) => themeOf(p.theme).radii.md};
  background: ${(p) => (p.$present ? themeOf(p.theme).badge.success.bg : themeOf(p.theme).colors.surface)};
  color: ${(p) => (p.$present ? themeOf(p.theme).badge.success.fg : themeOf(p.theme).colors.text)};
  cursor: pointer;

  input {
    flex: none;
    width: 28px;
    height: 28px;
    margin: 0;
    accent-color: ${(p) => themeOf(p.theme).colors.success};
  }
  &:focus-within {
    outline: 2px solid ${(p) => themeOf(p.theme).colors.primary};
    outline-offset: 2px;
  }
`;

const Who = styled.span`
  display: grid;
  min-width: 0;

  strong {
    overflow-wrap: anywhere;
  }
  small {
    overflow-wrap: anywhere;
  }
`;

/** How a present person's record was made, in the words the sheet shows. */
export function recordWords(person: SheetPerson, changedHere: boolean): string {
  if (changedHere || !person.record) return 'Marked by you';
  const late = person.record.sent_late_minutes == null ? '' : `, ${sentLateLabel(person.record.sent_late_minutes)}`;
  if (person.record.source === 'self') return `Marked it themself${late}`;
  if (person.record.source === 'station') return `Checked in at the door${late}`;
  if (person.record.source === 'rota') return `Served on the rota (${person.record.rota_team_name})`;
  return `${person.record.recorded_by_name ? `Recorded by ${person.record.recorded_by_name}` : 'Recorded'}${late}`;
}

interface RowProps {
  person: SheetPerson;
  present: boolean;
  changedHere: boolean;
  onToggle: (person: SheetPerson) => void;
}

// Memoised: a tick re-renders its own row, not the 500 others.
const Row = memo(function Row({ person, present, changedHere, onToggle }: RowProps) {
  return (
    <li>
      <RowLabel $present={present}>
        <input type="checkbox" checked={present} onChange={() => onToggle(person)} />
        <Who>
          <strong>{person.full_name}</strong>
          {present && <small>{recordWords(person, changedHere)}</small>}
        </Who>
      </RowLabel>
    </li>
  );
});

export function SheetList({ people, marks }: { people: readonly SheetPerson[]; marks: SheetMarks }) {
  // One callback for every row, so memoised rows stay put while the marks change.
  const latest = useRef(marks);
  latest.current = marks;
  const onToggle = useRef((person: SheetPerson) => latest.current.toggle(person)).current;
  return (
    <Rows aria-label="Roster">
      {people.map((person) => (
        <Row key={person.id} person={person} present={marks.isPresent(person)} changedHere={marks.changedHere(person.id)} onToggle={onToggle} />
      ))}
    </Rows>
  );
}

export interface SheetToolbarProps {
  presentCount: number;
  total: number;
  shownCount: number;
  searching: boolean;
  unmarkedShown: number;
  onMarkAll: () => void;
  lastAction: SheetAction | undefined;
  onUndo: () => void;
}

/** The count present, "Mark all shown" and "Undo" (the last change, a "Mark all" included). */
export function SheetToolbar({ presentCount, total, shownCount, searching, unmarkedShown, onMarkAll, lastAction, onUndo }: SheetToolbarProps) {
  return (
    <Bar>
      <p role="status">
        {presentCount} of {total} present{searching ? ` · ${shownCount} shown` : ''}
      </p>
      <Button onClick={onMarkAll} disabled={unmarkedShown === 0}>
        Mark all shown ({unmarkedShown})
      </Button>
      <Button variant="outline-primary" onClick={onUndo} disabled={!lastAction} aria-label={lastAction ? `Undo: ${lastAction.summary}` : 'Undo'}>
        Undo
      </Button>
    </Bar>
  );
}
