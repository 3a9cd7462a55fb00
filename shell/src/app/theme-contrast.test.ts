import { contrastRatio, darkTheme, lightTheme, type ThemeColors } from 'shared_ui/theme';

// The colour pairs the shell's screens put together: text at AA (4.5:1), focus rings and
// input borders as non-text contrast (3:1).
const TEXT_PAIRS: [keyof ThemeColors, keyof ThemeColors][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceAlt'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['primary', 'background'],
  ['primary', 'surface'],
  ['primaryContrast', 'primary'],
  ['danger', 'background'],
  ['danger', 'surface'],
  ['topBarText', 'topBar'],
  ['sidebarText', 'sidebar'],
  ['sidebarActiveText', 'sidebarActive'],
];
const NON_TEXT_PAIRS: [keyof ThemeColors, keyof ThemeColors][] = [
  ['focusRing', 'background'],
  ['focusRing', 'surface'],
  ['focusRing', 'sidebar'],
  ['textMuted', 'background'],
];

it('computes ratios the WCAG way', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
});

describe.each([lightTheme, darkTheme])('the $name theme', (theme) => {
  it.each(TEXT_PAIRS)('%s on %s meets AA for text (4.5:1)', (fg, bg) => {
    expect(contrastRatio(theme.colors[fg], theme.colors[bg])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(NON_TEXT_PAIRS)('%s on %s meets AA for non-text (3:1)', (fg, bg) => {
    expect(contrastRatio(theme.colors[fg], theme.colors[bg])).toBeGreaterThanOrEqual(3);
  });
});
