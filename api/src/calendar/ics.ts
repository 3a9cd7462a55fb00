import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

// Calendar files (iCalendar, RFC 5545): an event's "Add to calendar" and a person's serving feed.
// ical-generator writes them: text escaped (a line break inside a value cannot end its content
// line), lines folded at 75 octets, times in UTC.

export interface CalendarEntry {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string;
  /** An invitation not yet answered is tentative. */
  tentative?: boolean;
}

// Control characters other than the tab and line breaks have no place in a TEXT value; the
// library escapes line breaks and leaves these, so they are dropped here.
const clean = (value: string) => value.replace(/(?![\t\r\n])\p{Cc}/gu, '');

export function calendarFile({ publisher, name, now }: { publisher: string; name?: string; now: Date }, entries: readonly CalendarEntry[]): string {
  const calendar = ical({ prodId: { company: publisher, product: 'Church app' }, method: ICalCalendarMethod.PUBLISH, name: name ?? null });
  for (const entry of entries) {
    calendar.createEvent({
      id: entry.uid, stamp: now, start: entry.start, end: entry.end, summary: clean(entry.summary),
      description: entry.description ? clean(entry.description) : null, location: entry.location ? clean(entry.location) : null, url: entry.url ?? null,
      status: entry.tentative === undefined ? null : entry.tentative ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  }
  // Every content line ends with CRLF, the last one too.
  return `${calendar.toString()}\r\n`;
}
