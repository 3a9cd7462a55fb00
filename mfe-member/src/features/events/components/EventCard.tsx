import { Fragment, useId, useState } from 'react';
import styled from 'styled-components';
import type { ChurchEvent } from '@church/contracts/events';
import { errorMessage } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { Button } from 'shared_ui/Button';
import { Badge } from 'shared_ui/display';
import { Card, VisuallyHidden } from 'shared_ui/Page';
import { themeOf } from 'shared_ui/theme';
import { downloadEventCalendar } from '../api/calendar-file';
import { describeEventTime } from './event-time';

const Article = styled(Card).attrs({ as: 'article' })`
  display: grid;
  gap: ${(p) => themeOf(p.theme).spacing.sm};

  h2 {
    margin: 0;
    font-size: ${(p) => themeOf(p.theme).fontSizes.lg};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;

const When = styled.p`
  font-weight: 600;
`;

const Muted = styled.p`
  color: ${(p) => themeOf(p.theme).colors.textMuted};
  overflow-wrap: anywhere;
`;

// Descriptions keep the admin's line breaks.
const Description = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Units = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p.theme).spacing.sm};
  margin-top: ${(p) => themeOf(p.theme).spacing.xs};
`;

export interface EventCardProps {
  event: ChurchEvent;
  /** An upcoming event offers "Add to calendar"; a past one has no use for it. */
  upcoming: boolean;
  /** Given to admins only: the card then offers Edit and Delete. */
  onEdit?: (event: ChurchEvent) => void;
  onDelete?: (event: ChurchEvent) => void;
}

/** One event: title, when (the church's clock), where, what, for whom, and its actions. */
export function EventCard({ event, upcoming, onEdit, onDelete }: EventCardProps) {
  const titleId = useId();
  const [downloading, setDownloading] = useState(false);

  const addToCalendar = async () => {
    setDownloading(true);
    try {
      await downloadEventCalendar(event);
    } catch (error) {
      notifier.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  // The buttons' visible words are the same on every card; their names say which event.
  const which = <VisuallyHidden> {event.title}</VisuallyHidden>;
  return (
    <Article aria-labelledby={titleId} data-testid="event-card">
      <h2 id={titleId}>{event.title}</h2>
      <When>
        <time dateTime={event.starts_at}>{describeEventTime(event)}</time>
      </When>
      {event.location && <Muted>{event.location}</Muted>}
      {event.description && <Description>{event.description}</Description>}
      <Units>
        {event.units.length === 0 ? (
          'For the whole church'
        ) : (
          <>
            For:{' '}
            {event.units.map((unit, index) => (
              <Fragment key={unit.id}>
                <Badge tone="info">{unit.name}</Badge>
                {/* Heard as a list; the pills' gap shows it. */}
                {index < event.units.length - 1 && <VisuallyHidden>, </VisuallyHidden>}
              </Fragment>
            ))}
          </>
        )}
      </Units>
      {(upcoming || onEdit || onDelete) && (
        <Actions>
          {upcoming && (
            <Button variant="outline-primary" onClick={addToCalendar} loading={downloading}>
              Add to calendar{which}
            </Button>
          )}
          {onEdit && (
            <Button variant="outline-primary" onClick={() => onEdit(event)}>
              Edit{which}
            </Button>
          )}
          {onDelete && (
            <Button variant="outline-danger" onClick={() => onDelete(event)}>
              Delete{which}
            </Button>
          )}
        </Actions>
      )}
    </Article>
  );
}
