import { PROGRESS_LEVELS } from '@church/contracts/progress';
import { renderHook } from '@testing-library/react';
import {
  badgeTones,
  darkTheme,
  gradientCss,
  lightTheme,
  motion,
  motionFor,
  progressGradients,
  contrastRatio,
  themeOf,
  useMotion,
  type AppTheme,
  type ThemeColors,
} from './theme';

type Pair = [foreground: keyof ThemeColors, background: keyof ThemeColors];

// Every text-on-background pairing the kit and the shell use.
const textPairs: Pair[] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceAlt'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['primary', 'background'],
  ['primary', 'surface'],
  ['danger', 'background'],
  ['success', 'background'],
  ['warning', 'background'],
  ['info', 'background'],
  ['primaryContrast', 'primary'],
  ['primaryContrast', 'primaryHover'],
  ['dangerContrast', 'danger'],
  ['dangerContrast', 'dangerHover'],
  ['topBarText', 'topBar'],
  ['sidebarText', 'sidebar'],
  ['sidebarActiveText', 'sidebarActive'],
  ['lightContrast', 'light'],
  ['lightContrast', 'lightHover'],
  ['darkContrast', 'dark'],
  ['darkContrast', 'darkHover'],
  // outline-light sits on dark surfaces and outline-dark on light ones.
  ['light', 'dark'],
];

describe('contrast helper', () => {
  it('matches the known extremes', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });
});

describe.each<[string, AppTheme]>([
  ['light', lightTheme],
  ['dark', darkTheme],
])('%s theme', (name, theme) => {
  it('is named', () => {
    expect(theme.name).toBe(name);
  });

  it.each(textPairs)('%s on %s meets WCAG AA for text (4.5:1)', (fg, bg) => {
    expect(contrastRatio(theme.colors[fg], theme.colors[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it('has a focus ring of at least 3:1 against the page and surfaces', () => {
    expect(contrastRatio(theme.colors.focusRing, theme.colors.background)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(theme.colors.focusRing, theme.colors.surface)).toBeGreaterThanOrEqual(3);
  });

  it.each(badgeTones)('badge tone %s meets WCAG AA for text (4.5:1)', (tone) => {
    const { fg, bg } = theme.badge[tone];
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('has six distinct badge tones', () => {
    expect(Object.keys(theme.badge).sort()).toEqual([...badgeTones].sort());
    expect(new Set(badgeTones.map((tone) => theme.badge[tone].bg)).size).toBe(badgeTones.length);
  });

  it('carries the layout constants: breakpoints 768 and 1024 px, sidebar 290 and 90 px', () => {
    expect(theme.breakpoints).toEqual({ mobile: 768, desktop: 1024 });
    expect(theme.sidebar).toEqual({ expanded: 290, collapsed: 90 });
  });
});

describe('progress gradients', () => {
  it('has the same pair as contracts for every level, and one for Error', () => {
    for (const level of PROGRESS_LEVELS) {
      expect(progressGradients[level.level]).toEqual(level.gradient);
    }
    expect(Object.keys(progressGradients).sort()).toEqual([...PROGRESS_LEVELS.map((l) => l.level), 'Error'].sort());
    expect(progressGradients.Error).toHaveLength(2);
  });

  it('renders a CSS gradient', () => {
    expect(gradientCss('The Good Steward')).toBe('linear-gradient(90deg, #f093fb, #f5576c)');
  });
});

describe('themeOf', () => {
  it('falls back to the light tokens without a provider', () => {
    expect(themeOf({})).toBe(lightTheme);
    expect(themeOf(undefined)).toBe(lightTheme);
    expect(themeOf(darkTheme)).toBe(darkTheme);
  });
});

describe('motion', () => {
  function mockReducedMotion(reduce: boolean) {
    window.matchMedia = jest.fn().mockImplementation((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }));
  }
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('has the animation defaults (0.5 s, 30 px offset, 100 px slide)', () => {
    expect(motion).toEqual({ duration: 0.5, offset: 30, slide: 100 });
  });

  it('keeps the defaults when motion is welcome', () => {
    mockReducedMotion(false);
    expect(motionFor()).toEqual({ duration: 0.5, offset: 30, slide: 100 });
    expect(renderHook(() => useMotion()).result.current).toEqual({ duration: 0.5, offset: 30, slide: 100 });
  });

  it('removes movement and time when the user prefers reduced motion', () => {
    mockReducedMotion(true);
    expect(motionFor()).toEqual({ duration: 0, offset: 0, slide: 0 });
    expect(renderHook(() => useMotion()).result.current).toEqual({ duration: 0, offset: 0, slide: 0 });
  });

  it('works where matchMedia is missing', () => {
    // jsdom has no matchMedia by default
    (window as { matchMedia?: unknown }).matchMedia = undefined;
    expect(motionFor()).toEqual({ duration: 0.5, offset: 30, slide: 100 });
  });
});
