import styled from 'styled-components';
import type { ChurchEvent, EventWhen } from '@church/contracts/events';
import { Button } from 'shared_ui/Button';
import { EmptyState } from 'shared_ui/display';
import { Pagination } from 'shared_ui/Pagination';
import { QueryState } from 'shared_ui/QueryState';
import { themeOf } from 'shared_ui/theme';
import { useEvents } from '../api/events';
import { EventCard } from './EventCard';

export const EVENTS_PER_PAGE = 10;

const Cards = styled.ul`
  display: grid;
  gap: ${(p) => themeOf(p.theme).spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface EventListProps {
  when: EventWhen;
  page: number;
  onPageChange: (page: number) => void;
  /** Admins only: the empty upcoming list offers to create one. */
  onCreate?: () => void;
  onEdit?: (event: ChurchEvent) => void;
  onDelete?: (event: ChurchEvent) => void;
}

/** A page of upcoming or past events as cards, with its loading, empty and error states. */
export function EventList({ when, page, onPageChange, onCreate, onEdit, onDelete }: EventListProps) {
  const events = useEvents({ when, page, perPage: EVENTS_PER_PAGE });
  // A link to a page past the end (or the last event of a page deleted) is not "no events".
  const empty =
    page > 1 ? (
      <EmptyState title="No events on this page." action={<Button onClick={() => onPageChange(1)}>Go to the first page</Button>} />
    ) : when === 'upcoming' ? (
      <EmptyState title="No upcoming events yet." action={onCreate && <Button onClick={onCreate}>Create event</Button>} />
    ) : (
      <EmptyState title="No past events yet." />
    );
  return (
    <QueryState
      query={events}
      loadingLabel={when === 'upcoming' ? 'Loading the upcoming events' : 'Loading the past events'}
      isEmpty={(answer) => answer.data.length === 0}
      empty={empty}
    >
      {({ data, meta }) => (
        <>
          <Cards aria-label={when === 'upcoming' ? 'Upcoming events' : 'Past events'}>
            {data.map((event) => (
              <li key={event.id}>
                <EventCard event={event} upcoming={when === 'upcoming'} onEdit={onEdit} onDelete={onDelete} />
              </li>
            ))}
          </Cards>
          <Pagination meta={meta} onPageChange={onPageChange} label="Pages of events" />
        </>
      )}
    </QueryState>
  );
}
