import styled from 'styled-components';
import { type Absence, absenceDays, absenceText } from '@church/contracts/absences';
import { Button } from 'shared_ui/Button';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  justify-content: space-between;
  overflow-wrap: anywhere;
`;

interface AbsenceListProps {
  /** The list's accessible name. */
  label: string;
  absences: readonly Absence[];
  today: string;
  /** The "Take back" button's accessible name for an absence's days, e.g. "the absence of 1 to 7 May". */
  takeBackLabel: (days: string) => string;
  onTakeBack: (absence: Absence) => void;
}

/** Absences as lines of text, each not yet over with its "Take back" (the member's own card and a member's page). */
export function AbsenceList({ label, absences, today, takeBackLabel, onTakeBack }: AbsenceListProps) {
  return (
    <List aria-label={label}>
      {absences.map((absence) => (
        <Row key={absence.id}>
          <span>{absenceText(absence, today)}</span>
          {absence.to >= today && (
            <Button variant="outline-danger" size="sm" onClick={() => onTakeBack(absence)} aria-label={takeBackLabel(absenceDays(absence))}>
              Take back
            </Button>
          )}
        </Row>
      ))}
    </List>
  );
}
