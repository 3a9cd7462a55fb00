import { formatShortDate, relativeTime } from './relative-time';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeTime', () => {
  it('reads just now under a minute and for future times', () => {
    expect(relativeTime(ago(0), now)).toBe('just now');
    expect(relativeTime(ago(59), now)).toBe('just now');
    expect(relativeTime(ago(-600), now)).toBe('just now');
  });
  it('uses singular and plural units', () => {
    expect(relativeTime(ago(60), now)).toBe('1 minute ago');
    expect(relativeTime(ago(150), now)).toBe('2 minutes ago');
    expect(relativeTime(ago(3600), now)).toBe('1 hour ago');
    expect(relativeTime(ago(5 * 86400), now)).toBe('5 days ago');
    expect(relativeTime(ago(14 * 86400), now)).toBe('2 weeks ago');
    expect(relativeTime(ago(60 * 86400), now)).toBe('2 months ago');
    expect(relativeTime(ago(800 * 86400), now)).toBe('2 years ago');
  });
  it('accepts ISO strings and gives an empty string for invalid dates', () => {
    expect(relativeTime('2026-03-10T11:00:00Z', now)).toBe('1 hour ago');
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe('formatShortDate', () => {
  it('formats calendar-day strings without a time-zone shift', () => {
    expect(formatShortDate('2026-01-05')).toBe('Jan 5, 2026');
    expect(formatShortDate('2025-12-31')).toBe('Dec 31, 2025');
  });
  it('formats Date objects in local time', () => {
    expect(formatShortDate(new Date(2026, 6, 4, 10))).toBe('Jul 4, 2026');
  });
  it('gives an empty string for invalid input', () => {
    expect(formatShortDate('nope')).toBe('');
  });
});
