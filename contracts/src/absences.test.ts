import { absenceDayErrors, absenceText, awayNow, awayText, coversDay } from './absences';
import { absenceRequestSchema } from './absence-schemas';
import { expectedOccurrences, occurrenceKey, type ScheduledService, summarizeMonth } from './attendance-rules';
import { todayInChurch } from './church-time';

const weekly = (id: number, day: ScheduledService['day_of_week'], time: string): ScheduledService => ({
  id, name: `S${id}`, is_recurring: true, day_of_week: day, service_date: null, start_time: time, active_from: '2023-01-01', active_until: null,
});
// November 2026: Sundays 1 8 15 22 29, Tuesdays 3 10 17 24, Fridays 6 13 20 27: 13 services.
const november = expectedOccurrences([weekly(1, 'Sunday', '08:00'), weekly(2, 'Tuesday', '17:30'), weekly(3, 'Friday', '17:30')], [], 2026, 11, 'Africa/Lagos');
const keys = (...days: string[]) => new Set(november.filter((o) => days.includes(o.date)).map((o) => occurrenceKey(o.service_id, o.date)));
const END = new Date('2026-12-01T00:00:00Z');

describe('the goal with an announced absence', () => {
  it('leaves the services held while away out of the month’s expected count and the default goal', () => {
    // Away 9 to 15 November: Tuesday 10, Friday 13 and Sunday 15 are not expected of them.
    const summary = summarizeMonth({ year: 2026, month: 11, expected: november, attendedKeys: keys('2026-11-01'), ownGoal: null, now: END, absences: [{ from: '2026-11-09', to: '2026-11-15' }] });
    expect(summary).toMatchObject({ expected: 10, excused: 3, goal: 10, attended: 1, percentage: 10, held: 10 });
  });

  it('caps a goal of their own at the services left, and counts a service they came to anyway', () => {
    const away = [{ from: '2026-11-01', to: '2026-11-22' }];
    // 10 services between the 1st and the 22nd; they came to Sunday 8 anyway: 4 expected, not 3.
    const summary = summarizeMonth({ year: 2026, month: 11, expected: november, attendedKeys: keys('2026-11-08', '2026-11-24'), ownGoal: 8, now: END, absences: away });
    expect(summary).toMatchObject({ expected: 4, excused: 9, goal: 4, attended: 2, percentage: 50 });
    expect(summarizeMonth({ year: 2026, month: 11, expected: november, attendedKeys: keys(), ownGoal: 8, now: END })).toMatchObject({ expected: 13, excused: 0, goal: 8 });
  });

  it('away for the whole month: nothing is expected, the goal is 0', () => {
    const summary = summarizeMonth({ year: 2026, month: 11, expected: november, attendedKeys: keys(), ownGoal: 5, now: END, absences: [{ from: '2026-10-20', to: '2026-12-10' }] });
    expect(summary).toMatchObject({ expected: 0, excused: 13, goal: 0, percentage: 0, held: 0, so_far_percentage: null });
  });
});

describe('an absence’s days', () => {
  const today = '2026-11-20';

  it('may start up to 31 days ago and at most a year ahead, last at most 366 days, and end on or after it starts', () => {
    expect(absenceDayErrors('2026-11-15', '2026-11-15', today)).toEqual({});
    expect(absenceDayErrors('2026-10-20', '2026-10-25', today)).toEqual({});
    expect(absenceDayErrors('2026-10-19', '2026-10-25', today).from).toEqual(['From may be at most 31 days ago (Oct 20, 2026 or later)']);
    expect(absenceDayErrors('2027-11-22', '2027-11-23', today).from?.[0]).toMatch(/^From may be at most a year ahead/);
    expect(absenceDayErrors('2026-11-22', '2026-11-21', today).to).toEqual(['To must be on or after From']);
    expect(absenceDayErrors('2026-11-22', '2027-11-22', today)).toEqual({});
    expect(absenceDayErrors('2026-11-22', '2027-11-23', today).to).toEqual(['An absence lasts at most 366 days']);
  });

  it('is covered from its first day to its last, both included', () => {
    const away = [{ from: '2026-11-09', to: '2026-11-15' }];
    expect(['2026-11-08', '2026-11-09', '2026-11-15', '2026-11-16'].map((d) => coversDay(away, d))).toEqual([false, true, true, false]);
  });

  it('shows on the roster while it lasts or when it starts within two weeks', () => {
    const current = { from: '2026-11-18', to: '2026-11-25', reason: 'illness' as const };
    const later = { from: '2026-11-30', to: '2026-12-05', reason: null };
    const far = { from: '2026-12-10', to: '2026-12-12', reason: null };
    expect(awayNow([later, current], today)).toBe(current);
    expect(awayNow([far, later], today)).toBe(later);
    expect(awayNow([far], today)).toBeNull();
    expect(awayText(current, today)).toBe('Away until Nov 25, 2026 (illness)');
    expect(awayText(later, today)).toBe('Away from Nov 30, 2026 to Dec 5, 2026');
  });

  it('is one line of a list: over, under way or coming, its reason, and who recorded it for the person', () => {
    const line = (from: string, to: string, over: { reason?: 'work' | null; recorded_by_name?: string | null } = {}) =>
      absenceText({ from, to, reason: null, recorded_by_name: null, ...over }, today);
    expect(line('2026-11-01', '2026-11-03')).toBe('Nov 1, 2026 to Nov 3, 2026 (over)');
    expect(line('2026-11-18', '2026-11-25', { reason: 'work', recorded_by_name: 'Grace Okafor' })).toBe('Away until Nov 25, 2026 · Work · recorded by Grace Okafor');
    expect(line('2026-12-01', '2026-12-01')).toBe('Dec 1, 2026');
  });

  it('is checked by the API’s schema with a message per field, and an empty reason is none', () => {
    const backwards = absenceRequestSchema.safeParse({ from: todayInChurch(), to: '2000-01-01' });
    expect(backwards.error!.flatten().fieldErrors).toEqual({ to: ['To must be on or after From'] });
    const reason = absenceRequestSchema.safeParse({ from: todayInChurch(), to: todayInChurch(), reason: 'holiday' });
    expect(reason.error!.flatten().fieldErrors).toEqual({ reason: ['Reason must be travel, illness, work or other'] });
    expect(absenceRequestSchema.parse({ from: todayInChurch(), to: todayInChurch(), reason: '' })).toMatchObject({ reason: null });
  });
});
