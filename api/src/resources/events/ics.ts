import type { ChurchEvent } from '@church/contracts/events';
import { calendarFile } from '../../calendar/ics';

// One event as a calendar file for "Add to calendar". An event without an end lasts an hour there.
export function eventIcs(event: ChurchEvent, { siteUrl, churchName, now = new Date() }: { siteUrl: string; churchName: string; now?: Date }): string {
  const end = event.ends_at ?? new Date(Date.parse(event.starts_at) + 60 * 60 * 1000).toISOString();
  return calendarFile({ publisher: churchName, now }, [{
    uid: `event-${event.id}@${new URL(siteUrl).host}`, start: new Date(event.starts_at), end: new Date(end),
    summary: event.title, location: event.location, description: event.description, url: `${siteUrl}/dashboard/events`,
  }]);
}
