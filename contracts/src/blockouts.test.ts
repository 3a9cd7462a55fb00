import fc from 'fast-check';
import { blockedStretches, blockoutRequestSchema, type BlockoutDays } from './blockouts';
import { addDays, weekdayOf, weekOfMonth } from '@church/contracts/church-time';

const once = (from: string, to = from): BlockoutDays => ({ from, to, repeat: null, until: null });

describe('blockedStretches', () => {
  it('gives a single stretch only where it meets the window', () => {
    expect(blockedStretches(once('2027-03-05', '2027-03-07'), '2027-03-01', '2027-03-31')).toEqual([{ from: '2027-03-05', to: '2027-03-07' }]);
    expect(blockedStretches(once('2027-03-05', '2027-03-07'), '2027-03-07', '2027-03-10')).toEqual([{ from: '2027-03-05', to: '2027-03-07' }]);
    expect(blockedStretches(once('2027-03-05', '2027-03-07'), '2027-03-08', '2027-03-31')).toEqual([]);
  });

  it('repeats every week or every other week until its last day', () => {
    const weekly: BlockoutDays = { from: '2027-03-07', to: '2027-03-07', repeat: 'weekly', until: '2027-03-28' };
    expect(blockedStretches(weekly, '2027-03-10', '2027-04-30').map((s) => s.from)).toEqual(['2027-03-14', '2027-03-21', '2027-03-28']);
    const fortnightly: BlockoutDays = { from: '2027-03-06', to: '2027-03-07', repeat: 'every_other_week', until: null };
    expect(blockedStretches(fortnightly, '2027-03-21', '2027-04-30')).toEqual([
      { from: '2027-03-20', to: '2027-03-21' }, { from: '2027-04-03', to: '2027-04-04' }, { from: '2027-04-17', to: '2027-04-18' },
    ]);
  });

  it('repeats monthly on the same week and weekday, skipping a month without it', () => {
    // Sunday 7 March 2027 is the first Sunday; 31 May 2027 is a fifth Monday (June and July have none).
    const firstSunday: BlockoutDays = { from: '2027-03-07', to: '2027-03-07', repeat: 'monthly', until: null };
    expect(blockedStretches(firstSunday, '2027-03-01', '2027-06-30').map((s) => s.from)).toEqual(['2027-03-07', '2027-04-04', '2027-05-02', '2027-06-06']);
    const fifthMonday: BlockoutDays = { from: '2027-05-31', to: '2027-05-31', repeat: 'monthly', until: null };
    expect(blockedStretches(fifthMonday, '2027-05-01', '2027-09-30').map((s) => s.from)).toEqual(['2027-05-31', '2027-08-30']);
  });

  it('every stretch has the blockout’s length, weekday and week, lies in the window, and none is left out', () => {
    const day = fc.integer({ min: 0, max: 700 }).map((n) => addDays('2027-01-01', n));
    fc.assert(fc.property(day, fc.integer({ min: 0, max: 6 }), fc.constantFrom('weekly', 'every_other_week', 'monthly') as fc.Arbitrary<BlockoutDays['repeat']>,
      fc.option(fc.integer({ min: 0, max: 400 }), { nil: null }), day, fc.integer({ min: 0, max: 120 }), (from, length, repeat, untilAfter, windowFrom, windowLength) => {
        const blockout: BlockoutDays = { from, to: addDays(from, length), repeat, until: untilAfter === null ? null : addDays(from, untilAfter) };
        const windowTo = addDays(windowFrom, windowLength);
        const stretches = blockedStretches(blockout, windowFrom, windowTo);
        for (const stretch of stretches) {
          expect(stretch.to).toBe(addDays(stretch.from, length));
          expect(weekdayOf(stretch.from)).toBe(weekdayOf(from));
          if (repeat === 'monthly') expect(weekOfMonth(stretch.from)).toBe(weekOfMonth(from));
          expect(stretch.from >= from && (blockout.until === null || stretch.from <= blockout.until)).toBe(true);
          expect(stretch.to >= windowFrom && stretch.from <= windowTo).toBe(true);
        }
        // Walking the days one by one finds the same starts.
        const expected: string[] = [];
        for (let start = addDays(windowFrom, -length); start <= windowTo; start = addDays(start, 1)) {
          if (start < from || (blockout.until !== null && start > blockout.until) || weekdayOf(start) !== weekdayOf(from)) continue;
          const weeks = Math.round((Date.parse(start) - Date.parse(from)) / 604_800_000);
          if (repeat === 'weekly' || (repeat === 'every_other_week' && weeks % 2 === 0) || (repeat === 'monthly' && weekOfMonth(start) === weekOfMonth(from))) expected.push(start);
        }
        expect(stretches.map((s) => s.from)).toEqual(expected);
      }), { numRuns: 500 });
  });
});

describe('blockoutRequestSchema', () => {
  const errors = (body: object) => {
    const parsed = blockoutRequestSchema.safeParse(body);
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('takes one day, a stretch, or a repeating blockout', () => {
    expect(errors({ from: '2027-03-07' })).toEqual({});
    expect(errors({ from: '2027-03-07', to: '2027-03-10', note: 'Conference' })).toEqual({});
    expect(errors({ from: '2027-03-07', repeat: 'monthly', until: '2027-12-31' })).toEqual({});
  });

  it('says which field is wrong', () => {
    expect(errors({ from: '2027-03-07', to: '2027-03-06' })).toEqual({ to: 'To must be on or after from' });
    expect(errors({ from: '2027-03-01', to: '2027-03-20' })).toEqual({ to: 'A blockout lasts at most 14 days; announce a longer time away as an absence' });
    expect(errors({ from: '2027-03-01', to: '2027-03-08', repeat: 'weekly' })).toEqual({ to: 'A repeating blockout must end before it starts again' });
    expect(errors({ from: '2027-03-07', until: '2027-04-01' })).toEqual({ until: 'Until is for a repeating blockout' });
    expect(errors({ from: '2027-03-07', repeat: 'weekly', until: '2027-03-01' })).toEqual({ until: 'Until must be on or after from' });
    expect(errors({ from: '2027-03-07', repeat: 'daily' })).toEqual({ repeat: 'Repeat must be weekly, every_other_week or monthly' });
  });
});
