import { rosterMatches } from './roster-search';

const ada = { full_name: 'Ada Obi', email: 'ada@example.org', phone: '0803 123 4567' };

it('matches the name and the email, whatever the case', () => {
  expect(rosterMatches(ada, 'obi')).toBe(true);
  expect(rosterMatches(ada, 'ADA@EXAMPLE')).toBe(true);
  expect(rosterMatches(ada, 'ben')).toBe(false);
  expect(rosterMatches(ada, '  ')).toBe(true);
});

it('matches a phone typed in any form, and no phone for someone without one', () => {
  expect(rosterMatches(ada, '0803 123')).toBe(true);
  expect(rosterMatches(ada, '+234 803 123 4567')).toBe(true);
  expect(rosterMatches(ada, '1234567')).toBe(true);
  expect(rosterMatches(ada, '0805')).toBe(false);
  expect(rosterMatches({ ...ada, phone: null }, '0803')).toBe(false);
});

it('finds a person without an account (no email) by name, and matches no email for them', () => {
  const child = { full_name: 'Tobi Obi', email: null, phone: null };
  expect(rosterMatches(child, 'tobi')).toBe(true);
  expect(rosterMatches(child, 'example')).toBe(false);
});
