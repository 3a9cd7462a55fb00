import { slugify } from './slug';

describe('slugify', () => {
  it('lowercases', () => expect(slugify('Choir')).toBe('choir'));
  it('turns spaces and underscores into hyphens', () => {
    expect(slugify('Media team')).toBe('media-team');
    expect(slugify('ushering_unit')).toBe('ushering-unit');
  });
  it('removes other non-alphanumerics', () => expect(slugify("Children's Church!")).toBe('childrens-church'));
  it('collapses repeated hyphens and trims edge hyphens', () => {
    expect(slugify('--Prayer   --  Team__')).toBe('prayer-team');
    expect(slugify('a - b')).toBe('a-b');
  });
  it('collapses repeated hyphens and trims edge hyphens, each on its own', () => {
    expect(slugify('a---b')).toBe('a-b');
    expect(slugify('-choir-')).toBe('choir');
    expect(slugify('_ choir _')).toBe('choir');
  });
  it('keeps digits', () => expect(slugify('Unit 42')).toBe('unit-42'));
  it('gives an empty string for empty or symbol-only input', () => {
    expect(slugify('')).toBe('');
    expect(slugify('!!!')).toBe('');
    expect(slugify(null)).toBe('');
  });
});
