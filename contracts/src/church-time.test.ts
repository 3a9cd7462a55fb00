import {
  addDays, churchClockFace, churchDateOf, churchInstant, churchTimeZone, DEFAULT_CHURCH_TIMEZONE, formatChurchDate, formatChurchTime, isoWithOffset,
  churchLocalInput, isoFromChurchLocalInput, monthBounds, setChurchTimeZone, setChurchTimeZoneOnFirstUse, thisMonthInChurch,
  todayInChurch, weekdayOf,
} from './church-time';

afterEach(() => {
  setChurchTimeZone(DEFAULT_CHURCH_TIMEZONE);
});

describe('the church zone', () => {
  it('is Africa/Lagos unless set, and can be set to another IANA zone', () => {
    expect(churchTimeZone()).toBe('Africa/Lagos');
    setChurchTimeZone('Europe/London');
    expect(churchTimeZone()).toBe('Europe/London');
    expect(todayInChurch(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-22');
  });

  it('refuses an unknown zone with a clear message and keeps the previous one', () => {
    expect(() => setChurchTimeZone('Mars/Olympus_Mons')).toThrow('Unknown time zone "Mars/Olympus_Mons"');
    expect(() => setChurchTimeZone('')).toThrow(/Unknown time zone/);
    expect(churchTimeZone()).toBe('Africa/Lagos');
  });

  it('set for its first use, is checked then: a known zone is taken, an unknown one keeps the current zone', () => {
    setChurchTimeZoneOnFirstUse('Europe/London');
    expect(churchTimeZone()).toBe('Europe/London');
    setChurchTimeZoneOnFirstUse('Mars/Olympus_Mons');
    expect(churchTimeZone()).toBe('Europe/London');
  });
});

describe('datetime-local inputs on the church clock', () => {
  it('reads and writes the church wall clock, whatever the machine zone', () => {
    expect(churchLocalInput(new Date('2026-11-22T16:30:00Z'))).toBe('2026-11-22T17:30');
    expect(isoFromChurchLocalInput('2026-11-22T17:30')).toBe('2026-11-22T17:30:00+01:00');
    expect(isoFromChurchLocalInput('not a time')).toBeNull();
  });
});

describe('thisMonthInChurch', () => {
  it('is already December in Lagos late on 30 November UTC', () => {
    expect(thisMonthInChurch(new Date('2026-11-30T23:30:00Z'))).toEqual({ year: 2026, month: 12 });
    expect(thisMonthInChurch(new Date('2026-11-30T22:30:00Z'))).toEqual({ year: 2026, month: 11 });
  });
});

describe('todayInChurch and churchDateOf', () => {
  it('is already tomorrow in Lagos late in the UTC evening', () => {
    const lateUtc = new Date('2026-11-22T23:30:00Z');
    expect(lateUtc.toISOString().slice(0, 10)).toBe('2026-11-22');
    expect(todayInChurch(lateUtc)).toBe('2026-11-23');
    expect(churchDateOf(new Date('2026-11-22T22:59:59Z'))).toBe('2026-11-22');
    expect(churchDateOf(new Date('2026-11-22T23:00:00Z'))).toBe('2026-11-23');
  });

  it('takes an explicit zone without touching the default', () => {
    const instant = new Date('2026-11-23T03:00:00Z');
    expect(churchDateOf(instant, 'America/New_York')).toBe('2026-11-22');
    expect(churchDateOf(instant, 'Pacific/Kiritimati')).toBe('2026-11-23');
    expect(churchTimeZone()).toBe('Africa/Lagos');
  });

  it('crosses a year boundary', () => {
    expect(todayInChurch(new Date('2026-12-31T23:15:00Z'))).toBe('2027-01-01');
  });

  it('refuses an invalid date instead of answering NaN-NaN-NaN', () => {
    expect(() => churchDateOf(new Date('nope'))).toThrow(RangeError);
  });
});

describe('calendar arithmetic', () => {
  it('gives the first and last day of a month, leap years included', () => {
    expect(monthBounds(2026, 11)).toEqual({ first: '2026-11-01', last: '2026-11-30' });
    expect(monthBounds(2026, 12)).toEqual({ first: '2026-12-01', last: '2026-12-31' });
    expect(monthBounds(2026, 2)).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthBounds(2028, 2)).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(() => monthBounds(2026, 13)).toThrow(RangeError);
    expect(() => monthBounds(2026, 0)).toThrow(RangeError);
  });

  it('adds days across month, year and leap-day edges', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22');
    expect(addDays('2026-11-22', -365)).toBe('2025-11-22');
    // A DST change in the server's zone must not shift a calendar day.
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-11-22', 0.5)).toThrow(RangeError);
  });

  it('names the weekday the way the services schedule does', () => {
    expect(weekdayOf('2026-11-22')).toBe('Sunday');
    expect(weekdayOf('2026-11-24')).toBe('Tuesday');
    expect(weekdayOf('2026-11-27')).toBe('Friday');
    expect(weekdayOf('2028-02-29')).toBe('Tuesday');
    expect(() => weekdayOf('22/11/2026')).toThrow(RangeError);
  });
});

describe('churchInstant and isoWithOffset', () => {
  it('turns a Lagos wall-clock time into its UTC instant', () => {
    expect(churchInstant('2026-11-22', '17:30').toISOString()).toBe('2026-11-22T16:30:00.000Z');
    expect(churchInstant('2026-11-22', '00:30').toISOString()).toBe('2026-11-21T23:30:00.000Z');
    expect(churchInstant('2026-11-22', '17:30:00').toISOString()).toBe('2026-11-22T16:30:00.000Z');
  });

  it('follows daylight saving time in a zone that has it (Europe/London)', () => {
    expect(churchInstant('2026-01-15', '17:30', 'Europe/London').toISOString()).toBe('2026-01-15T17:30:00.000Z');
    expect(churchInstant('2026-07-15', '17:30', 'Europe/London').toISOString()).toBe('2026-07-15T16:30:00.000Z');
    // Clocks go forward at 01:00 on 29 March 2026: the day of the change is already summer time.
    expect(churchInstant('2026-03-29', '08:00', 'Europe/London').toISOString()).toBe('2026-03-29T07:00:00.000Z');
    // 01:30 never happens that night: moved forward by the gap (02:30 BST).
    expect(churchInstant('2026-03-29', '01:30', 'Europe/London').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // Clocks go back at 02:00 on 25 October 2026: 01:30 happens twice, the first one wins.
    expect(churchInstant('2026-10-25', '01:30', 'Europe/London').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(churchInstant('2026-10-25', '08:00', 'Europe/London').toISOString()).toBe('2026-10-25T08:00:00.000Z');
  });

  it('works west of Greenwich too', () => {
    expect(churchInstant('2026-11-22', '17:30', 'America/New_York').toISOString()).toBe('2026-11-22T22:30:00.000Z');
  });

  it('refuses malformed days and times', () => {
    expect(() => churchInstant('2026-11-31', '17:30')).toThrow(RangeError);
    expect(() => churchInstant('2026-11-22', '24:00')).toThrow(RangeError);
    expect(() => churchInstant('2026-11-22', '5:30 PM')).toThrow(RangeError);
  });

  it('writes an instant with the zone offset of that moment', () => {
    expect(isoWithOffset(new Date('2026-11-22T16:30:00Z'))).toBe('2026-11-22T17:30:00+01:00');
    expect(isoWithOffset(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23T00:30:00+01:00');
    expect(isoWithOffset(new Date('2026-07-15T16:30:00Z'), 'Europe/London')).toBe('2026-07-15T17:30:00+01:00');
    expect(isoWithOffset(new Date('2026-01-15T17:30:00Z'), 'Europe/London')).toBe('2026-01-15T17:30:00+00:00');
    expect(isoWithOffset(new Date('2026-11-22T22:30:00Z'), 'America/New_York')).toBe('2026-11-22T17:30:00-05:00');
    expect(isoWithOffset(new Date('2026-11-22T16:30:00Z'), 'Asia/Kolkata')).toBe('2026-11-22T22:00:00+05:30');
  });

  it('round-trips: the instant of a wall-clock time reads back as that time', () => {
    const instant = churchInstant('2026-11-22', '17:30');
    expect(isoWithOffset(instant)).toBe('2026-11-22T17:30:00+01:00');
    expect(new Date(isoWithOffset(instant)).getTime()).toBe(instant.getTime());
  });
});

describe('display', () => {
  it('formats days as "Nov 22, 2026": an instant as the church day, a calendar day as written', () => {
    expect(formatChurchDate('2026-11-22')).toBe('Nov 22, 2026');
    expect(formatChurchDate('2026-01-05')).toBe('Jan 5, 2026');
    expect(formatChurchDate(new Date('2026-11-22T23:30:00Z'))).toBe('Nov 23, 2026');
    expect(formatChurchDate(new Date('2026-11-22T23:30:00Z'), 'Europe/London')).toBe('Nov 22, 2026');
  });

  it('formats times as "5:30 PM" on the church clock', () => {
    expect(formatChurchTime(new Date('2026-11-22T16:30:00Z'))).toBe('5:30 PM');
    expect(formatChurchTime(new Date('2026-11-22T23:05:00Z'))).toBe('12:05 AM');
    expect(formatChurchTime(new Date('2026-11-22T11:00:00Z'))).toBe('12:00 PM');
    expect(formatChurchTime('08:00')).toBe('8:00 AM');
    expect(formatChurchTime('17:30:00')).toBe('5:30 PM');
    expect(formatChurchTime(new Date('2026-07-15T16:30:00Z'), 'Europe/London')).toBe('5:30 PM');
  });
});

describe('churchClockFace', () => {
  it('shows the church clock with seconds and the short weekday, 12 at midnight and noon', () => {
    // 23:00 UTC is midnight the next day in Lagos (UTC+1).
    expect(churchClockFace(new Date('2025-03-08T23:00:05Z'))).toEqual({ time: '12:00:05 AM', date: 'Sun, Mar 9, 2025' });
    expect(churchClockFace(new Date('2025-03-09T11:07:09Z'))).toEqual({ time: '12:07:09 PM', date: 'Sun, Mar 9, 2025' });
    expect(churchClockFace(new Date('2025-03-09T08:05:00Z'), 'Europe/London')).toEqual({ time: '08:05:00 AM', date: 'Sun, Mar 9, 2025' });
  });
});
