import { PROGRESS_LEVELS } from '@church/contracts/progress';
import { renderHook } from '@testing-library/react';
import {
  darkTheme,
  gradientCss,
  lightTheme,
  motion,
  motionFor,
  progressGradients,
  themeOf,
  useMotion,
  type AppTheme,
  type ThemeColors,
} from './theme';

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255);
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

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
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
    expect(contrast('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#777777', '#ffffff')).toBeLessThan(4.5);
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
    expect(contrast(theme.colors[fg], theme.colors[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it('has a focus ring of at least 3:1 against the page and surfaces', () => {
    expect(contrast(theme.colors.focusRing, theme.colors.background)).toBeGreaterThanOrEqual(3);
    expect(contrast(theme.colors.focusRing, theme.colors.surface)).toBeGreaterThanOrEqual(3);
  });

  it('carries the layout constants of spec section 9', () => {
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

  it('has the spec section 9 defaults', () => {
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
