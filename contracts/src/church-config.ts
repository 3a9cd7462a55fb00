// The church's own details, one source for every app: the public welcome and home pages, and the
// member area's follow-up messages. Wording, channels and fallbacks change here and never inside
// a component. Meeting times come from the API's GET /api/services (the services admins manage)
// through `meetingTimesFromServices`; `fallbackMeetingTimes` is used only while that call fails
// (or lists no weekly service), so a visitor still learns when to come.
import type { Service } from './services';
import { WEEKDAYS } from './weekdays';

export interface SocialChannel {
  /** The network's name, also the link's accessible name prefix. */
  network: string;
  handle: string;
  url: string;
}

export interface MeetingTime {
  /** e.g. ['Tuesday', 'Friday'] */
  days: string[];
  /** 24-hour HH:MM */
  time: string;
}

export const churchConfig = {
  name: 'Community Church',
  welcomeMessage:
    'Thank you for worshipping with us. Whether this is your first visit or you are coming back, you are part of the family here. Tell us a little about yourself below so that we can welcome you properly and pray with you.',
  contribution:
    'Give towards the work of the church at any service, in the offering, or ask an usher about bank transfers and other ways to give.',
  // Placeholder channels: replace with the church's real accounts before going live.
  socialChannels: [
    { network: 'Facebook', handle: 'Community Church', url: 'https://www.facebook.com/communitychurch' },
    { network: 'Instagram', handle: '@communitychurch', url: 'https://www.instagram.com/communitychurch' },
    { network: 'YouTube', handle: '@communitychurch', url: 'https://www.youtube.com/@communitychurch' },
    { network: 'X', handle: '@communitychurch', url: 'https://x.com/communitychurch' },
  ] satisfies SocialChannel[],
  // The church's times: 5:30 pm on Tuesdays and Fridays, and 8:00 am on Sundays.
  fallbackMeetingTimes: [
    { days: ['Tuesday', 'Friday'], time: '17:30' },
    { days: ['Sunday'], time: '08:00' },
  ] satisfies MeetingTime[],
} as const;

// --- Meeting times: the recurring services as "5:30 pm on Tuesdays and Fridays" lines ---------

/** '17:30' -> '5:30 pm', '08:00' -> '8:00 am', '12:00' -> '12:00 pm'. */
export function formatClock(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'pm' : 'am';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${match[2]} ${suffix}`;
}

/** ['a', 'b', 'c'] -> 'a, b and c'. */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

export function describeMeetingTime({ days, time }: MeetingTime): string {
  return `${formatClock(time)} on ${joinWords(days.map((day) => `${day}s`))}`;
}

const dayIndex = (day: string) => WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number]);

/** Groups the recurring services by start time, one line per time, weekdays first and Sunday last. */
export function meetingTimesFromServices(services: readonly Pick<Service, 'is_recurring' | 'day_of_week' | 'start_time'>[]): MeetingTime[] {
  const byTime = new Map<string, string[]>();
  for (const service of services) {
    // One-off services are not part of the weekly rhythm.
    if (!service.is_recurring || !service.day_of_week) continue;
    const days = byTime.get(service.start_time) ?? [];
    if (!days.includes(service.day_of_week)) days.push(service.day_of_week);
    byTime.set(service.start_time, days);
  }
  const times = [...byTime.entries()].map(([time, days]) => ({ time, days: days.sort((a, b) => dayIndex(a) - dayIndex(b)) }));
  // Weekday services first in the week's order, Sunday last: "Tuesdays and Fridays, then Sundays".
  const order = (entry: MeetingTime) => Math.min(...entry.days.map((day) => (dayIndex(day) === 0 ? 7 : dayIndex(day))));
  return times.sort((a, b) => order(a) - order(b) || a.time.localeCompare(b.time));
}

/** The weekly times from the services when there are any, otherwise the configured ones. */
export function meetingTimesOrFallback(services: readonly Pick<Service, 'is_recurring' | 'day_of_week' | 'start_time'>[] | undefined | null): MeetingTime[] {
  const fromServices = services ? meetingTimesFromServices(services) : [];
  return fromServices.length ? fromServices : [...churchConfig.fallbackMeetingTimes];
}

// --- The welcome message a follow-up sends a first-time visitor: meeting times, social channels --

export interface WelcomeMessageInput {
  /** The visitor's first name; blank gives a greeting without a name. */
  firstName: string | null | undefined;
  meetingTimes?: readonly MeetingTime[];
  socialChannels?: readonly SocialChannel[];
  churchName?: string;
}

/** The subject of the welcome email. */
export function firstTimerWelcomeSubject(churchName: string = churchConfig.name): string {
  return `Welcome to ${churchName}`;
}

/**
 * The welcome message template for a first-time visitor: it thanks them, states the meeting
 * times and lists the church's social channels. Plain text, for WhatsApp, SMS and email alike.
 */
export function firstTimerWelcomeMessage({
  firstName,
  meetingTimes = churchConfig.fallbackMeetingTimes,
  socialChannels = churchConfig.socialChannels,
  churchName = churchConfig.name,
}: WelcomeMessageInput): string {
  const name = firstName?.trim();
  const times = meetingTimes.length ? meetingTimes : churchConfig.fallbackMeetingTimes;
  const lines = [
    `Hello${name ? ` ${name}` : ''}, thank you for worshipping with us at ${churchName}! We are glad you came and would love to see you again.`,
    '',
    `We meet at ${joinWords(times.map(describeMeetingTime))}.`,
  ];
  if (socialChannels.length) {
    lines.push('', 'Stay in touch with us:', ...socialChannels.map((channel) => `- ${channel.network} (${channel.handle}): ${channel.url}`));
  }
  lines.push('', 'God bless you!');
  return lines.join('\n');
}
