// GET /api/events/:id/calendar.ics: the event as an iCalendar file, saved as event-<id>.ics.
import type { ChurchEvent } from '@church/contracts/events';
import { downloadFile } from '@church/platform/download';

export const calendarFileName = (event: Pick<ChurchEvent, 'id'>) => `event-${event.id}.ics`;

export const downloadEventCalendar = (event: Pick<ChurchEvent, 'id'>) =>
  downloadFile(`/events/${event.id}/calendar.ics`, calendarFileName(event), { type: 'text/calendar' });
