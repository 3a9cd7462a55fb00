import { looksLikePhone, searchNames } from './local-name-search';

const people = [
  { id: 1, first_name: 'John', last_name: 'Zimuzo' },
  { id: 2, first_name: 'Joy', last_name: 'Zimuzo' },
  { id: 3, first_name: 'Ruth', last_name: 'Bello' },
  { id: 4, first_name: 'Chiamaka', last_name: 'Ọkafọ́r' },
];
const ids = (typed: string) => searchNames(people, typed, 10).map((p) => p.id);

it('finds the start of any name word, every typed word needed, best matches first', () => {
  expect(ids('jo')).toEqual([1, 2]);
  expect(ids('zim joy')).toEqual([2, 1]); // Joy exactly, then John one letter off
  expect(ids('bel')).toEqual([3]);
  expect(ids('ruth zim')).toEqual([]);
});

it('forgives one slip in a word of three letters or more, and accents', () => {
  expect(ids('Jonh')).toEqual([1]);
  expect(ids('Rtuh')).toEqual([3]);
  expect(ids('okafor')).toEqual([4]);
  expect(ids('Jx')).toEqual([]);
});

it('stops at the limit and tells a phone number from a name', () => {
  expect(searchNames(people, 'zimuzo', 1)).toHaveLength(1);
  expect(looksLikePhone('0803 123 4567')).toBe(true);
  expect(looksLikePhone('Ruth')).toBe(false);
});
