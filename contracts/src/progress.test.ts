import { INVALID_PERCENTAGE_MESSAGE, levelFor, PROGRESS_LEVELS, progressLevel } from './progress';

const first = () => 0;
const second = () => 1;

describe('progressLevel', () => {
  it.each([
    [0, "The Sower's Seed"],
    [25, "The Sower's Seed"],
    [25.5, "Faith's Foundation"],
    [26, "Faith's Foundation"],
    [50, "Faith's Foundation"],
    [51, 'The Shining Lamp'],
    [75, 'The Shining Lamp'],
    [76, 'Finishing the Race'],
    [99, 'Finishing the Race'],
    [99.9, 'Finishing the Race'],
    [100, 'The Good Steward'],
  ])('%p%% is %s', (pct, level) => {
    expect(progressLevel(pct, first).level).toBe(level);
    // One mapping: the level a page shows beside a percentage is the same function's.
    expect(levelFor(pct)).toBe(level);
  });

  it('gives Error for values outside 0..100 and non-numbers', () => {
    for (const bad of [-1, 100.1, NaN, Infinity, '50', null, undefined]) {
      const result = progressLevel(bad, first);
      expect(result.level).toBe('Error');
      expect(result.message).toBe(INVALID_PERCENTAGE_MESSAGE);
      expect(levelFor(bad)).toBe('Error');
    }
  });

  it('picks one of the two messages of the level with the injected picker', () => {
    const level = PROGRESS_LEVELS[2];
    expect(progressLevel(60, first).message).toBe(level.messages[0]);
    expect(progressLevel(60, second).message).toBe(level.messages[1]);
    expect(progressLevel(60, first).gradient).toEqual(level.gradient);
  });

  it('every level has two distinct messages and a gradient pair', () => {
    for (const level of PROGRESS_LEVELS) {
      expect(level.messages[0]).not.toBe(level.messages[1]);
      expect(level.gradient).toHaveLength(2);
    }
  });

  it('uses Math.random by default and stays within the two messages', () => {
    const messages = new Set(Array.from({ length: 40 }, () => progressLevel(10).message));
    for (const m of messages) expect(PROGRESS_LEVELS[0].messages).toContain(m);
  });
});
