import { WEEKDAYS, type Service } from '@church/contracts/services';
import type { MeetingTime } from './church-config';

// Turns the recurring services into "5:30 pm on Tuesdays and Fridays" lines, one per start time,
// in the order the week runs from Sunday.

/** '17:30' -> '5:30 pm', '08:00' -> '8:00 am', '12:00' -> '12:00 pm'. */
export function formatClock(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'pm' : 'am';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${match[2]} ${suffix}`;
}

function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

export function describeMeetingTime({ days, time }: MeetingTime): string {
  return `${formatClock(time)} on ${joinWords(days.map((day) => `${day}s`))}`;
}

const dayIndex = (day: string) => WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number]);

/** Groups the recurring services by start time; one-off services are not part of the weekly rhythm. */
export function meetingTimesFromServices(services: readonly Pick<Service, 'is_recurring' | 'day_of_week' | 'start_time'>[]): MeetingTime[] {
  const byTime = new Map<string, string[]>();
  for (const service of services) {
    if (!service.is_recurring || !service.day_of_week) continue;
    const days = byTime.get(service.start_time) ?? [];
    if (!days.includes(service.day_of_week)) days.push(service.day_of_week);
    byTime.set(service.start_time, days);
  }
  const times = [...byTime.entries()].map(([time, days]) => ({ time, days: days.sort((a, b) => dayIndex(a) - dayIndex(b)) }));
  // Weekday services first in the week's order, Sunday last, so the list reads like the spec.
  const order = (entry: MeetingTime) => Math.min(...entry.days.map((day) => (dayIndex(day) === 0 ? 7 : dayIndex(day))));
  return times.sort((a, b) => order(a) - order(b) || a.time.localeCompare(b.time));
}
