import { DEFAULT_COUNTRY_CODE, normalizePhone } from './phone';

describe('normalizePhone', () => {
  it('gives null for empty, blank, missing and digit-less input', () => {
    expect(normalizePhone('')).toBeNull();
    expect(normalizePhone('   ')).toBeNull();
    expect(normalizePhone(null)).toBeNull();
    expect(normalizePhone(undefined)).toBeNull();
    expect(normalizePhone('abc-()')).toBeNull();
  });

  it('drops a single leading 0 and prepends the default country code', () => {
    expect(normalizePhone('08031234567')).toBe('+2348031234567');
  });

  it('turns a leading 00 into a + prefix (the longer prefix wins over the single 0)', () => {
    expect(normalizePhone('00447911123456')).toBe('+447911123456');
  });

  it('prepends +234 to any other digits', () => {
    expect(normalizePhone('8031234567')).toBe(`${DEFAULT_COUNTRY_CODE}8031234567`);
  });

  it('strips spaces, dashes, brackets and dots before deciding', () => {
    expect(normalizePhone(' 0803-123 (4567) ')).toBe('+2348031234567');
    expect(normalizePhone('00 44.7911.123456')).toBe('+447911123456');
  });

  it('keeps an input that is already international with +', () => {
    expect(normalizePhone('+44 7911 123456')).toBe('+447911123456');
    expect(normalizePhone('+234 803 123 4567')).toBe('+2348031234567');
  });

  it('gives null when only the prefix is present', () => {
    expect(normalizePhone('0')).toBeNull();
    expect(normalizePhone('00')).toBeNull();
  });
});
