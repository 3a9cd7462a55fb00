import type { ChurchEvent } from '@church/contracts/events';

// One event as an iCalendar file (RFC 5545) for "Add to calendar": times in UTC, text escaped,
// lines folded at 75 octets. An event without an end lasts an hour in the calendar.

const utc = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

// TEXT values (RFC 5545 3.3.11): a backslash, ';' and ',' escaped, every line break (CRLF, or a
// lone CR or LF) as \n, since a bare CR or LF would end the content line and let the text add
// properties of its own; other control characters but the tab are not allowed, so they are dropped.
function text(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/(?!\t)\p{Cc}/gu, '');
}

// Folds a content line into pieces of at most 75 octets (never splitting a UTF-8 character).
function fold(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  for (const char of line) {
    const limit = pieces.length === 0 ? 75 : 74; // continuation lines start with a space
    if (Buffer.byteLength(piece + char) > limit) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

export function eventIcs(event: ChurchEvent, { siteUrl, churchName, now = new Date() }: { siteUrl: string; churchName: string; now?: Date }): string {
  const host = new URL(siteUrl).host;
  const end = event.ends_at ?? new Date(Date.parse(event.starts_at) + 60 * 60 * 1000).toISOString();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(churchName)}//Church app//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${host}`,
    `DTSTAMP:${utc(now.toISOString())}`,
    `DTSTART:${utc(event.starts_at)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${text(event.title)}`,
    ...(event.location ? [`LOCATION:${text(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${text(event.description)}`] : []),
    `URL:${siteUrl}/dashboard/events`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
