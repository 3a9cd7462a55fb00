import { describeMeetingTime, formatClock, meetingTimesFromServices } from './meeting-times';

describe('meeting times', () => {
  it('formats 24-hour times on a 12-hour clock', () => {
    expect(formatClock('17:30')).toBe('5:30 pm');
    expect(formatClock('08:00')).toBe('8:00 am');
    expect(formatClock('12:00')).toBe('12:00 pm');
    expect(formatClock('00:15')).toBe('12:15 am');
    expect(formatClock('soon')).toBe('soon');
  });

  it('reads the spec schedule from the seeded recurring services, one line per start time', () => {
    const services = [
      { is_recurring: true, day_of_week: 'Sunday' as const, start_time: '08:00' },
      { is_recurring: true, day_of_week: 'Friday' as const, start_time: '17:30' },
      { is_recurring: true, day_of_week: 'Tuesday' as const, start_time: '17:30' },
      { is_recurring: false, day_of_week: null, start_time: '10:00' },
    ];
    expect(meetingTimesFromServices(services).map(describeMeetingTime)).toEqual(['5:30 pm on Tuesdays and Fridays', '8:00 am on Sundays']);
  });

  it('joins three days with commas and "and"', () => {
    expect(describeMeetingTime({ days: ['Monday', 'Wednesday', 'Friday'], time: '06:00' })).toBe('6:00 am on Mondays, Wednesdays and Fridays');
  });
});
