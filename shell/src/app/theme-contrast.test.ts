import { darkTheme, lightTheme, type ThemeColors } from 'shared_ui/theme';

// WCAG 2.1 relative luminance and contrast ratio.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

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
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
});

describe.each([lightTheme, darkTheme])('the $name theme', (theme) => {
  it.each(TEXT_PAIRS)('%s on %s meets AA for text (4.5:1)', (fg, bg) => {
    expect(contrast(theme.colors[fg], theme.colors[bg])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(NON_TEXT_PAIRS)('%s on %s meets AA for non-text (3:1)', (fg, bg) => {
    expect(contrast(theme.colors[fg], theme.colors[bg])).toBeGreaterThanOrEqual(3);
  });
});
