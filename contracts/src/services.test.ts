import { serviceMatchesDate, servicesOn, weekdayOf } from './services';

const tuesday = { is_recurring: true, day_of_week: 'Tuesday' as const, service_date: null };
const sunday = { is_recurring: true, day_of_week: 'Sunday' as const, service_date: null };
const easter = { is_recurring: false, day_of_week: null, service_date: '2026-04-05' };

describe('services', () => {
  it('finds the weekday of a calendar day', () => {
    expect(weekdayOf('2026-04-05')).toBe('Sunday');
    expect(weekdayOf('2026-04-07')).toBe('Tuesday');
    expect(weekdayOf('garbage')).toBeNull();
  });
  it('matches a recurring service by weekday name', () => {
    expect(serviceMatchesDate(tuesday, '2026-04-07')).toBe(true);
    expect(serviceMatchesDate(tuesday, '2026-04-08')).toBe(false);
    expect(serviceMatchesDate(tuesday, new Date(2026, 3, 14, 18))).toBe(true);
  });
  it('matches a one-off service only on the same calendar day', () => {
    expect(serviceMatchesDate(easter, '2026-04-05')).toBe(true);
    expect(serviceMatchesDate(easter, new Date(2026, 3, 5, 23, 59))).toBe(true);
    expect(serviceMatchesDate(easter, '2026-04-12')).toBe(false);
  });
  it('does not match a recurring service without a weekday or a one-off without a date', () => {
    expect(serviceMatchesDate({ is_recurring: true, day_of_week: null, service_date: null }, '2026-04-07')).toBe(false);
    expect(serviceMatchesDate({ is_recurring: false, day_of_week: null, service_date: null }, '2026-04-07')).toBe(false);
  });
  it('lists every service on a day', () => {
    expect(servicesOn([tuesday, sunday, easter], '2026-04-05')).toEqual([sunday, easter]);
  });
});
