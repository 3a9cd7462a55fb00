import {
  churchConfig,
  describeMeetingTime,
  firstTimerWelcomeMessage,
  firstTimerWelcomeSubject,
  formatClock,
  meetingTimesFromServices,
  meetingTimesOrFallback,
} from './church-config';

const SEEDED_SERVICES = [
  { is_recurring: true, day_of_week: 'Sunday' as const, start_time: '08:00' },
  { is_recurring: true, day_of_week: 'Friday' as const, start_time: '17:30' },
  { is_recurring: true, day_of_week: 'Tuesday' as const, start_time: '17:30' },
  { is_recurring: false, day_of_week: null, start_time: '10:00' },
];

describe('meeting times', () => {
  it('formats 24-hour times on a 12-hour clock', () => {
    expect(formatClock('17:30')).toBe('5:30 pm');
    expect(formatClock('08:00')).toBe('8:00 am');
    expect(formatClock('12:00')).toBe('12:00 pm');
    expect(formatClock('00:15')).toBe('12:15 am');
    expect(formatClock('soon')).toBe('soon');
  });

  it('reads the schedule from the seeded recurring services, one line per start time', () => {
    expect(meetingTimesFromServices(SEEDED_SERVICES).map(describeMeetingTime)).toEqual(['5:30 pm on Tuesdays and Fridays', '8:00 am on Sundays']);
  });

  it('joins three days with commas and "and"', () => {
    expect(describeMeetingTime({ days: ['Monday', 'Wednesday', 'Friday'], time: '06:00' })).toBe('6:00 am on Mondays, Wednesdays and Fridays');
  });

  it('falls back to the configured times (Tuesdays and Fridays 5:30 pm, Sundays 8:00 am) when no weekly service is known', () => {
    expect(meetingTimesOrFallback(undefined).map(describeMeetingTime)).toEqual(['5:30 pm on Tuesdays and Fridays', '8:00 am on Sundays']);
    expect(meetingTimesOrFallback([{ is_recurring: false, day_of_week: null, start_time: '10:00' }])).toEqual(churchConfig.fallbackMeetingTimes);
    expect(meetingTimesOrFallback([{ is_recurring: true, day_of_week: 'Saturday', start_time: '07:00' }]).map(describeMeetingTime)).toEqual(['7:00 am on Saturdays']);
  });
});

describe('the first-timer welcome message', () => {
  it('greets the visitor by name, states the meeting times and lists every social channel', () => {
    const message = firstTimerWelcomeMessage({ firstName: 'Ada', meetingTimes: meetingTimesFromServices(SEEDED_SERVICES) });
    expect(message).toBe(
      [
        'Hello Ada, thank you for worshipping with us at Community Church! We are glad you came and would love to see you again.',
        '',
        'We meet at 5:30 pm on Tuesdays and Fridays and 8:00 am on Sundays.',
        '',
        'Stay in touch with us:',
        '- Facebook (Community Church): https://www.facebook.com/communitychurch',
        '- Instagram (@communitychurch): https://www.instagram.com/communitychurch',
        '- YouTube (@communitychurch): https://www.youtube.com/@communitychurch',
        '- X (@communitychurch): https://x.com/communitychurch',
        '',
        'God bless you!',
      ].join('\n'),
    );
  });

  it('uses the configured times and channels by default, and greets without a name when none is known', () => {
    const message = firstTimerWelcomeMessage({ firstName: '  ' });
    expect(message.startsWith('Hello, thank you')).toBe(true);
    expect(message).toContain('We meet at 5:30 pm on Tuesdays and Fridays and 8:00 am on Sundays.');
    for (const channel of churchConfig.socialChannels) expect(message).toContain(channel.url);
  });

  it('leaves out the channels section when there are none, and never states an empty schedule', () => {
    const message = firstTimerWelcomeMessage({ firstName: 'Ben', meetingTimes: [], socialChannels: [], churchName: 'Grace Chapel' });
    expect(message).toContain('at Grace Chapel!');
    expect(message).toContain('We meet at 5:30 pm on Tuesdays and Fridays and 8:00 am on Sundays.');
    expect(message).not.toContain('Stay in touch');
    expect(firstTimerWelcomeSubject('Grace Chapel')).toBe('Welcome to Grace Chapel');
  });
});
