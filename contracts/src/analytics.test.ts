import { formatCount } from './analytics';

test('a count is written with thousands separators, as English writes it', () => {
  for (const n of [0, 7, 999, 1000, 12_345, 1_000_000, -4_321, 123_456_789]) expect(formatCount(n)).toBe(n.toLocaleString('en'));
  expect(formatCount(12_345)).toBe('12,345');
  expect(formatCount(1.5)).toBe('1.5');
});
