// "Find a replacement" on an accepted place: who of the team could take it, best first, each
// with one press to ask them. The person keeps the place until the one asked accepts.
import styled from 'styled-components';
import { servingWhen } from '@church/contracts/rota-words';
import type { ServingPlace } from '@church/contracts/teams';
import { Button } from 'shared_ui/Button';
import { QueryState } from 'shared_ui/QueryState';
import { themeOf } from 'shared_ui/theme';
import { useReplacements } from '../api/replacements';

const People = styled.ul`
  display: grid;
  gap: ${(p) => themeOf(p.theme).spacing.xs};
  margin: ${(p) => themeOf(p.theme).spacing.xs} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => themeOf(p.theme).spacing.sm};
  }
`;

export const NO_REPLACEMENT = 'Nobody else in the team is free to take this place. You can still decline it.';

interface Props {
  place: ServingPlace;
  /** Who is being asked now, if anyone. */
  asking: number | null;
  onAsk: (personId: number) => void;
}

export function ReplacementList({ place, asking, onAsk }: Props) {
  const replacements = useReplacements(place.id);
  return (
    <QueryState query={replacements} loadingLabel="Loading who could take your place" spinnerSize="sm" isEmpty={(people) => people.length === 0} empty={<p>{NO_REPLACEMENT}</p>}>
      {(people) => (
        <People aria-label={`Who could take your place: ${place.position_name} on ${servingWhen(place)}`}>
          {people.map((person) => (
            <li key={person.person_id}>
              <span>{person.full_name}</span>
              <Button
                size="sm"
                variant="outline-primary"
                aria-label={`Ask ${person.full_name} to take your place`}
                loading={asking === person.person_id}
                disabled={asking !== null}
                onClick={() => onAsk(person.person_id)}
              >
                Ask
              </Button>
            </li>
          ))}
        </People>
      )}
    </QueryState>
  );
}
