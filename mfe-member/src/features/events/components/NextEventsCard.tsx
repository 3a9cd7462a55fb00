import styled from 'styled-components';
import { pathTo } from '@church/contracts/site-map';
import { Link } from '@church/platform/router';
import { EmptyState } from 'shared_ui/display';
import { Card } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';
import { themeOf } from 'shared_ui/theme';
import { NEXT_EVENTS, useEvents } from '../api/events';
import { describeEventTime } from './event-time';
import { CardRows } from '../../../shared/cards/CardRows';

const AllEvents = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: ${(p) => themeOf(p.theme).spacing.sm};
  font-weight: 600;
  color: ${(p) => themeOf(p.theme).colors.primary};

  &:focus-visible {
    outline: 3px solid ${(p) => themeOf(p.theme).colors.focusRing};
    outline-offset: 2px;
  }
`;

/** The member dashboard's "Next events": the three soonest, and the way to all of them. */
export function NextEventsCard() {
  const events = useEvents(NEXT_EVENTS);
  return (
    <Card aria-labelledby="next-events-title" data-testid="next-events">
      <h2 id="next-events-title">Next events</h2>
      <QueryState
        query={events}
        loadingLabel="Loading the next events"
        isEmpty={(page) => page.data.length === 0}
        empty={<EmptyState title="No upcoming events yet." />}
      >
        {(page) => (
          <CardRows>
            {page.data.map((event) => (
              <li key={event.id}>
                <strong>{event.title}</strong>
                <time dateTime={event.starts_at}>{describeEventTime(event)}</time>
                {event.location && <span className="muted">{event.location}</span>}
              </li>
            ))}
          </CardRows>
        )}
      </QueryState>
      <AllEvents to={pathTo('members', 'events')}>See all events</AllEvents>
    </Card>
  );
}
