import type { WholeSchedule } from './cache';
import { expectedIn } from './occurrences';

const sundays = (cancelled: string[] = []): WholeSchedule => ({
  services: [{ id: 1, name: 'Sunday Service', is_recurring: true, day_of_week: 'Sunday', service_date: null, start_time: '08:00', active_from: '2026-01-01', active_until: null }],
  cancellations: cancelled.map((date) => ({ service_id: 1, date, reason: 'Holiday' })),
});

describe("a month's expected occurrences", () => {
  it('are computed once per schedule read, and afresh from a new read', () => {
    const schedule = sundays();
    const march = expectedIn(schedule, 2026, 3);
    expect(march.map((o) => o.date)).toEqual(['2026-03-01', '2026-03-08', '2026-03-15', '2026-03-22', '2026-03-29']);
    expect(expectedIn(schedule, 2026, 3)).toBe(march);
    expect(expectedIn(schedule, 2026, 4)).toHaveLength(4);
    // After a change the schedule is read again: a new object, so the cancellation counts.
    expect(expectedIn(sundays(['2026-03-08']), 2026, 3).map((o) => o.date)).toEqual(['2026-03-01', '2026-03-15', '2026-03-22', '2026-03-29']);
  });
});
