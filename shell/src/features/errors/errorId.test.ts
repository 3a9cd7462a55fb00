import { createErrorId, ERROR_ID_PATTERN } from './errorId';

it('has the form ERR-{timestamp}-{random}', () => {
  expect(createErrorId(1732170000000, () => 0.123456789)).toMatch(/^ERR-1732170000000-[A-Z0-9]{9}$/);
  expect(createErrorId()).toMatch(ERROR_ID_PATTERN);
  expect(Number(createErrorId().split('-')[1])).toBeGreaterThan(1_700_000_000_000);
});

it('differs from one error to the next', () => {
  const ids = new Set(Array.from({ length: 50 }, () => createErrorId(1)));
  expect(ids.size).toBe(50);
});

it('keeps nine characters even for a short random draw', () => {
  expect(createErrorId(5, () => 0.5)).toBe('ERR-5-I00000000');
});
