import { useRef, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@church/platform/http';
import { Button } from 'shared_ui/Button';
import { Badge } from 'shared_ui/display';
import { FormAlert, TextField } from 'shared_ui/fields';
import { Spinner } from 'shared_ui/Loader';
import { MIN_SEARCH_LENGTH, type StationPerson } from '../api/find-people';
import { useCheckInPerson } from '../api/station-writes';
import { usePeopleSearch } from '../hooks/usePeopleSearch';
import type { StationLedger } from '../hooks/useStationLedger';
import type { Said } from './StationConfirmation';

const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.spacing.sm};
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.spacing.sm};
  padding: ${(p) => p.theme.spacing.sm} ${(p) => p.theme.spacing.md};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  min-height: 56px;
`;

const Name = styled.span`
  font-size: 1.125rem;
  font-weight: 600;
  overflow-wrap: anywhere;
  min-width: 0;
`;

const Note = styled.p`
  margin: 0 0 ${(p) => p.theme.spacing.sm};
  overflow-wrap: anywhere;
`;

const fullName = (person: StationPerson) => `${person.first_name} ${person.last_name}`;

/**
 * Find a person as the volunteer types (name or phone) and check them in with one tap at the
 * service on the desk; what happened is said through `onSaid` (with Undo for a check-in made now).
 */
export function PersonSearch({ stationId, serviceId, ledger, onSaid }: { stationId: number; serviceId: number; ledger: StationLedger; onSaid: (said: Said) => void }) {
  const [text, setText] = useState('');
  const search = usePeopleSearch(stationId, serviceId, text);
  const checkInPerson = useCheckInPerson();
  const boxRef = useRef<HTMLDivElement>(null);

  const checkIn = async (person: StationPerson) => {
    // Shown at once (the ledger holds it while it is sent); the next person is typed meanwhile.
    setText('');
    boxRef.current?.querySelector('input')?.focus();
    try {
      const result = await checkInPerson.mutateAsync({ stationId, serviceId, person: { id: person.id, first_name: person.first_name, last_name: person.last_name } });
      if (result.status === 'queued') return onSaid({ tone: 'success', text: `${fullName(person)} is checked in on this tablet; it will be sent.` });
      const { data: record, undoable } = result.response;
      onSaid({
        tone: 'success',
        text: undoable ? `${fullName(person)} is checked in.` : `${fullName(person)} was already checked in.`,
        undo: undoable ? { recordId: record.id, serviceId, personId: person.id } : undefined,
      });
    } catch (error) {
      onSaid({ tone: 'alert', text: `${fullName(person)} was not checked in: ${errorMessage(error)}` });
    }
  };

  const short = text.trim().length < MIN_SEARCH_LENGTH;
  return (
    <section aria-labelledby="find-title">
      <h2 id="find-title">Find a person</h2>
      <div ref={boxRef}>
        <TextField label="Name or phone" name="q" autoComplete="off" value={text} onChange={setText} hint="Start typing a name (close spellings are found too), or type the whole phone number." />
      </div>
      {!short && search.isPending && <Spinner size="sm" label="Searching" />}
      {!short && search.notice && <Note>{search.notice}</Note>}
      {!short && search.people && search.people.length === 0 && <Note>Nobody matches “{text.trim()}”. A first-time visitor? Add them with New visitor.</Note>}
      {!short && search.people && search.people.length > 0 && (
        <Results aria-label="People found">
          {search.people.map((person) => {
            const checkedIn = person.checked_in || ledger.isCheckedInHere(serviceId, person.id);
            return (
              <Row key={person.id}>
                <Name>{fullName(person)}</Name>
                {checkedIn ? (
                  <Badge tone="success">Checked in</Badge>
                ) : (
                  <Button size="lg" onClick={() => void checkIn(person)} aria-label={`Check in ${fullName(person)}`}>
                    Check in
                  </Button>
                )}
              </Row>
            );
          })}
        </Results>
      )}
      {search.error && <FormAlert role="alert">{search.error}</FormAlert>}
    </section>
  );
}
