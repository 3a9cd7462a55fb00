import { MONTH_NAMES, monthName, selectableYears, toMonthNumber, toSelectableYear } from './months';

describe('months', () => {
  it('accepts 1..12 as numbers or numeric strings', () => {
    expect(toMonthNumber(1)).toBe(1);
    expect(toMonthNumber(12)).toBe(12);
    expect(toMonthNumber('7')).toBe(7);
  });
  it('gives null outside 1..12 or for non-integers', () => {
    for (const bad of [0, 13, -1, 1.5, NaN, '', 'x', null, undefined, {}]) expect(toMonthNumber(bad)).toBeNull();
  });
  it('names months January to December', () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect(monthName(1)).toBe('January');
    expect(monthName(12)).toBe('December');
    expect(monthName(13)).toBeNull();
  });
  it('offers the years 2023 to 2035', () => {
    const years = selectableYears();
    expect(years[0]).toBe(2023);
    expect(years[years.length - 1]).toBe(2035);
    expect(years).toHaveLength(13);
  });
});

describe('toSelectableYear', () => {
  it('accepts the selectable years only', () => {
    expect(toSelectableYear('2023')).toBe(2023);
    expect(toSelectableYear(2035)).toBe(2035);
    for (const value of ['2022', '2036', '2024.5', '', 'abc', null, undefined]) expect(toSelectableYear(value)).toBeNull();
  });
});
