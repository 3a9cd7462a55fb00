// An event's day and times as the church's clock shows them, whatever the phone's zone.
import { churchDateOf, formatChurchDate, formatChurchTime, weekdayOf } from '@church/contracts/church-time';
import type { ChurchEvent } from '@church/contracts/events';

const dayOf = (instant: Date) => `${weekdayOf(churchDateOf(instant))}, ${formatChurchDate(instant)}`;

/**
 * "Wednesday, Dec 24, 2026, 6:00 PM – 8:00 PM"; the end's day is repeated only when it is
 * another day ("… 10:00 PM – Thursday, Dec 25, 2026, 2:00 AM"), and left out with no end.
 */
export function describeEventTime(event: Pick<ChurchEvent, 'starts_at' | 'ends_at'>): string {
  const start = new Date(event.starts_at);
  const startText = `${dayOf(start)}, ${formatChurchTime(start)}`;
  if (!event.ends_at) return startText;
  const end = new Date(event.ends_at);
  const endDay = churchDateOf(end) === churchDateOf(start) ? '' : `${dayOf(end)}, `;
  return `${startText} – ${endDay}${formatChurchTime(end)}`;
}
