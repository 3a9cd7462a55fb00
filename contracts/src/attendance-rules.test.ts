import {
  ATTENDANCE_RATE_DEFINITION, attendancePercentage, attendanceRate, effectiveGoal, expectedOccurrences, heldSoFar, isOpenForMarking, joinedOn, occurrenceKey,
  occurrencesBetween, PERCENTAGE_DEFINITION, summarizeMonth, THEIR_PERCENTAGE_DEFINITION, type ScheduledService,
} from './attendance-rules';
import { levelFor } from './progress';
import { serviceCategoriesFor } from './service-categories';

const LAGOS = 'Africa/Lagos';
const weekly = (id: number, name: string, day: ScheduledService['day_of_week'], time: string): ScheduledService => ({
  id, name, is_recurring: true, day_of_week: day, service_date: null, start_time: time, active_from: '2023-01-01', active_until: null,
});
const SCHEDULE: ScheduledService[] = [
  weekly(1, 'Sunday Service', 'Sunday', '08:00'),
  weekly(2, 'Bible Study', 'Tuesday', '17:30'),
  weekly(3, 'Prayer Meeting', 'Friday', '17:30'),
  { id: 4, name: 'Carol Night', is_recurring: false, day_of_week: null, service_date: '2026-12-24', start_time: '19:00', active_from: '2023-01-01', active_until: null },
];

describe('occurrences', () => {
  it('holds recurring services on their weekday and a one-off on its day, across a whole month', () => {
    const december = occurrencesBetween(SCHEDULE, [], '2026-12-01', '2026-12-31', LAGOS);
    // December 2026: 4 Sundays, 5 Tuesdays, 4 Fridays, and Christmas Eve's carol night.
    expect(december.filter((o) => o.service_id === 1).map((o) => o.date)).toEqual(['2026-12-06', '2026-12-13', '2026-12-20', '2026-12-27']);
    expect(december.filter((o) => o.service_id === 2)).toHaveLength(5);
    expect(december.filter((o) => o.service_id === 3)).toHaveLength(4);
    expect(december.filter((o) => o.service_id === 4).map((o) => o.date)).toEqual(['2026-12-24']);
    expect(december).toHaveLength(14);
  });

  it("starts each occurrence at the church's wall-clock time, in date order", () => {
    const [first] = occurrencesBetween(SCHEDULE, [], '2026-11-01', '2026-11-01', LAGOS);
    expect(first.starts_at.toISOString()).toBe('2026-11-01T07:00:00.000Z'); // 08:00 in Lagos (UTC+1)
    const week = occurrencesBetween(SCHEDULE, [], '2026-11-01', '2026-11-07', LAGOS).map((o) => `${o.date} ${o.service_name}`);
    expect(week).toEqual(['2026-11-01 Sunday Service', '2026-11-03 Bible Study', '2026-11-06 Prayer Meeting']);
  });

  it('takes a cancelled occurrence out of the expected ones and keeps its reason', () => {
    const cancellations = [{ service_id: 1, date: '2026-12-27', reason: 'Holiday' }];
    const all = occurrencesBetween(SCHEDULE, cancellations, '2026-12-27', '2026-12-27', LAGOS);
    expect(all).toEqual([expect.objectContaining({ service_id: 1, cancelled: true, cancel_reason: 'Holiday' })]);
    expect(expectedOccurrences(SCHEDULE, cancellations, 2026, 12, LAGOS)).toHaveLength(13);
  });

  it('holds a service only between its first and last day', () => {
    const ended = { ...weekly(5, 'Old Vigil', 'Friday', '22:00'), active_from: '2026-11-10', active_until: '2026-11-20' };
    expect(occurrencesBetween([ended], [], '2026-11-01', '2026-11-30', LAGOS).map((o) => o.date)).toEqual(['2026-11-13', '2026-11-20']);
  });

  it("keeps a month's edges in the church's calendar: the 1st and the last day both count", () => {
    // March 2026 begins on a Sunday and ends on a Tuesday.
    const march = expectedOccurrences(SCHEDULE, [], 2026, 3, LAGOS);
    expect(march[0].date).toBe('2026-03-01');
    expect(march[march.length - 1].date).toBe('2026-03-31');
    // The Sunday 1 March service starts at 07:00 UTC on 1 March, inside the month in Lagos.
    expect(march[0].starts_at.toISOString()).toBe('2026-03-01T07:00:00.000Z');
  });

  it('counts a service just after midnight in Lagos in its Lagos month, though it is still the previous month in UTC', () => {
    // A watch-night service at 00:30 on Wednesdays; 1 April 2026 is a Wednesday.
    const watchNight = [weekly(9, 'Watch Night', 'Wednesday', '00:30')];
    const april = expectedOccurrences(watchNight, [], 2026, 4, LAGOS);
    expect(april[0]).toMatchObject({ date: '2026-04-01' });
    expect(april[0].starts_at.toISOString()).toBe('2026-03-31T23:30:00.000Z');
    const march = expectedOccurrences(watchNight, [], 2026, 3, LAGOS);
    expect(march.map((o) => o.date)).not.toContain('2026-04-01');
    expect(march[march.length - 1].date).toBe('2026-03-25');
  });
});

describe('the marking window', () => {
  const occurrence = { starts_at: new Date('2026-11-22T07:00:00Z'), cancelled: false };
  const at = (iso: string) => isOpenForMarking(occurrence, new Date(iso));

  it('opens 60 minutes before the start and closes 3 hours after it', () => {
    expect(at('2026-11-22T05:59:59Z')).toBe(false);
    expect(at('2026-11-22T06:00:00Z')).toBe(true);
    expect(at('2026-11-22T10:00:00Z')).toBe(true);
    expect(at('2026-11-22T10:00:01Z')).toBe(false);
  });

  it('never opens a cancelled occurrence', () => {
    expect(isOpenForMarking({ ...occurrence, cancelled: true }, new Date('2026-11-22T07:00:00Z'))).toBe(false);
  });
});

describe('the goal and the percentage', () => {
  it('defaults to every expected occurrence and keeps an own goal between 1 and that number', () => {
    expect(effectiveGoal(13, null)).toBe(13);
    expect(effectiveGoal(13, 8)).toBe(8);
    expect(effectiveGoal(13, 20)).toBe(13);
    expect(effectiveGoal(13, 0)).toBe(1);
    expect(effectiveGoal(0, 5)).toBe(0);
  });

  it.each([
    [0, 100, 0, "The Sower's Seed"],
    [25, 100, 25, "The Sower's Seed"],
    [26, 100, 26, "Faith's Foundation"],
    [50, 100, 50, "Faith's Foundation"],
    [51, 100, 51, 'The Shining Lamp'],
    [75, 100, 75, 'The Shining Lamp'],
    [76, 100, 76, 'Finishing the Race'],
    [99, 100, 99, 'Finishing the Race'],
    [100, 100, 100, 'The Good Steward'],
    [12, 10, 100, 'The Good Steward'], // attending more than the goal is capped at 100
    [2, 3, 66, 'The Shining Lamp'], // 66.7 rounds down
  ])('%i attended of a goal of %i is %i%%: %s', (attended, goal, percentage, level) => {
    expect(attendancePercentage(attended, goal)).toBe(percentage);
    const expected = Array.from({ length: Math.max(goal, attended) }, (_, i) => ({
      service_id: 1, service_name: 'S', date: `2026-01-${String(i + 1).padStart(2, '0')}`, starts_at: new Date(0), cancelled: false, cancel_reason: null,
    }));
    const attendedKeys = new Set(expected.slice(0, attended).map((o) => occurrenceKey(o.service_id, o.date)));
    const summary = summarizeMonth({ year: 2026, month: 1, expected, attendedKeys, ownGoal: goal }, () => 0);
    expect(summary).toMatchObject({ attended, goal, percentage, level });
  });

  it('is 0% with no expected occurrence (nothing to attend is not an error)', () => {
    expect(attendancePercentage(0, 0)).toBe(0);
  });
});

describe('a person who joins during the month', () => {
  // November 2026 under SCHEDULE: Sundays 1 8 15 22 29, Tuesdays 3 10 17 24, Fridays 6 13 20 27: 13.
  const november = expectedOccurrences(SCHEDULE, [], 2026, 11, LAGOS);
  const keys = (...days: string[]) => new Set(november.filter((o) => days.includes(o.date)).map((o) => occurrenceKey(o.service_id, o.date)));

  it('joined on the account’s creation day, or on their first record when that is earlier', () => {
    expect(joinedOn('2026-11-25', null)).toBe('2026-11-25');
    expect(joinedOn('2026-11-25', '2026-11-20')).toBe('2026-11-20');
    expect(joinedOn('2026-11-25', '2026-11-27')).toBe('2026-11-25');
  });

  it('is given by default the services from the day they joined to the month’s end; a goal of their own stays', () => {
    expect(november).toHaveLength(13);
    // Created on the 25th: Friday 27 and Sunday 29 are left, not all 13.
    const newcomer = summarizeMonth({ year: 2026, month: 11, expected: november, attendedKeys: keys(), ownGoal: null, joined: '2026-11-25', now: new Date('2026-11-25T12:00:00Z') }, () => 0);
    expect(newcomer).toMatchObject({ expected: 13, goal: 2, attended: 0, percentage: 0, held: 0, so_far_percentage: null });
    expect(effectiveGoal(13, null, 2)).toBe(2);
    expect(effectiveGoal(13, 8, 2)).toBe(8);
    const ownGoal = summarizeMonth({ year: 2026, month: 11, expected: november, attendedKeys: keys('2026-11-27'), ownGoal: 5, joined: '2026-11-25', now: new Date('2026-11-30T00:00:00Z') });
    expect(ownGoal).toMatchObject({ goal: 5, attended: 1, percentage: 20, held: 2, attended_so_far: 1, so_far_percentage: 50 });
  });
});

describe('the month so far and the month’s goal', () => {
  const november = expectedOccurrences(SCHEDULE, [], 2026, 11, LAGOS);
  const attendedKeys = new Set(november.filter((o) => o.date <= '2026-11-10').map((o) => occurrenceKey(o.service_id, o.date)));

  it('counts as held the services that have begun (none cancelled), from the day the person joined', () => {
    const now = new Date('2026-11-10T17:00:00Z'); // Tuesday the 10th at 18:00 in Lagos: its 17:30 Bible Study has begun
    expect(heldSoFar(november, now).map((o) => o.date)).toEqual(['2026-11-01', '2026-11-03', '2026-11-06', '2026-11-08', '2026-11-10']);
    expect(heldSoFar(november, now, '2026-11-05').map((o) => o.date)).toEqual(['2026-11-06', '2026-11-08', '2026-11-10']);
    expect(heldSoFar(november, new Date('2026-11-10T16:00:00Z')).map((o) => o.date)).not.toContain('2026-11-10');
  });

  it('gives the rate over the services held so far and the percentage of the goal, the level following from the percentage', () => {
    const summary = summarizeMonth({ year: 2026, month: 11, expected: november, attendedKeys, ownGoal: null, now: new Date('2026-11-10T17:00:00Z') });
    // 5 of the 5 held: 100% so far; 5 of a goal of 13: 38%, Faith's Foundation.
    expect(summary).toMatchObject({ held: 5, attended_so_far: 5, so_far_percentage: 100, goal: 13, attended: 5, percentage: 38, level: levelFor(38) });
    expect(levelFor(38)).toBe("Faith's Foundation");
  });

  it('rounds the rate down and has none before anything was held', () => {
    expect(attendanceRate(5, 12)).toBe(41);
    expect(attendanceRate(0, 0)).toBeNull();
  });

  it('names each rule in one sentence', () => {
    expect(PERCENTAGE_DEFINITION).toMatch(/divided by your goal, rounded down; .*from the day you joined/);
    expect(THEIR_PERCENTAGE_DEFINITION).toMatch(/divided by their goal, rounded down; .*from the day they joined/);
    expect(ATTENDANCE_RATE_DEFINITION).toMatch(/divided by the services held .* since they joined .*rounded down; so far this month is from the 1st to now\.$/);
    for (const sentence of [PERCENTAGE_DEFINITION, THEIR_PERCENTAGE_DEFINITION, ATTENDANCE_RATE_DEFINITION]) expect(sentence.split('. ')).toHaveLength(1);
  });
});

describe('service categories per role', () => {
  it('gives admins six, leaders four and members three', () => {
    expect(serviceCategoriesFor(['admin', 'member'])).toHaveLength(6);
    expect(serviceCategoriesFor(['leader', 'member'])).toEqual(['Pre-Service', 'Post-Service', 'Unit-Leader', 'Others']);
    expect(serviceCategoriesFor(['member'])).toEqual(['Pre-Service', 'Post-Service', 'Others']);
  });
});
