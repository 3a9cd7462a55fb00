// Design tokens shared by the shell and every remote (one palette, two themes).
import { useSyncExternalStore } from 'react';
import type { ProgressLevelName } from '@church/contracts/progress';

export type { ProgressLevelName };

export type ThemeName = 'light' | 'dark';

export interface ThemeColors {
  background: string;
  surface: string;
  surfaceAlt: string;
  text: string;
  textMuted: string;
  primary: string;
  primaryHover: string;
  primaryContrast: string;
  danger: string;
  dangerHover: string;
  dangerContrast: string;
  success: string;
  warning: string;
  info: string;
  border: string;
  focusRing: string;
  topBar: string;
  topBarText: string;
  sidebar: string;
  sidebarText: string;
  sidebarActive: string;
  sidebarActiveText: string;
  overlay: string;
  /** Fixed neutrals for the light/dark button variants (same in both themes). */
  light: string;
  lightHover: string;
  lightContrast: string;
  dark: string;
  darkHover: string;
  darkContrast: string;
}

/** Status-pill tones (shared-ui's Badge); each pair meets AA text contrast (theme.test.ts). */
export const badgeTones = ['neutral', 'info', 'success', 'warning', 'danger', 'accent'] as const;
export type BadgeTone = (typeof badgeTones)[number];
export interface BadgeColors {
  fg: string;
  bg: string;
}

export interface AppTheme {
  name: ThemeName;
  colors: ThemeColors;
  badge: Record<BadgeTone, BadgeColors>;
  spacing: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  radii: { sm: string; md: string; lg: string; pill: string; round: string };
  fonts: { body: string; heading: string };
  fontSizes: { sm: string; md: string; lg: string; xl: string };
  shadows: { sm: string; md: string; lg: string };
  /** Viewport widths in px: under `mobile` is a phone, `desktop` and up collapses the sidebar in place. */
  breakpoints: { mobile: number; desktop: number };
  /** Sidebar widths in px. */
  sidebar: { expanded: number; collapsed: number };
  zIndex: { sidebar: number; topBar: number; overlay: number; loader: number };
}

const shared = {
  spacing: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px', round: '50%' },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  fontSizes: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem' },
  breakpoints: { mobile: 768, desktop: 1024 },
  sidebar: { expanded: 290, collapsed: 90 },
  zIndex: { sidebar: 1000, topBar: 1010, overlay: 1020, loader: 2000 },
} as const;

const neutrals = {
  light: '#f8f9fa',
  lightHover: '#e2e6ea',
  lightContrast: '#1b2430',
  dark: '#212529',
  darkHover: '#343a40',
  darkContrast: '#ffffff',
};

export const lightTheme: AppTheme = {
  ...shared,
  name: 'light',
  colors: {
    background: '#ffffff',
    surface: '#f4f6f9',
    surfaceAlt: '#e9edf2',
    text: '#1b2430',
    textMuted: '#4b5563',
    primary: '#4338ca',
    primaryHover: '#3730a3',
    primaryContrast: '#ffffff',
    danger: '#b91c1c',
    dangerHover: '#991b1b',
    dangerContrast: '#ffffff',
    success: '#15803d',
    warning: '#b45309',
    info: '#0369a1',
    border: '#d1d5db',
    focusRing: '#2563eb',
    topBar: '#ffffff',
    topBarText: '#1b2430',
    sidebar: '#1e1b4b',
    sidebarText: '#e0e7ff',
    sidebarActive: '#4338ca',
    sidebarActiveText: '#ffffff',
    overlay: 'rgba(15, 23, 42, 0.55)',
    ...neutrals,
  },
  badge: {
    neutral: { fg: '#374151', bg: '#e5e7eb' },
    info: { fg: '#075985', bg: '#e0f2fe' },
    success: { fg: '#166534', bg: '#dcfce7' },
    warning: { fg: '#92400e', bg: '#fef3c7' },
    danger: { fg: '#991b1b', bg: '#fee2e2' },
    accent: { fg: '#5b21b6', bg: '#ede9fe' },
  },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.12)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.18)',
  },
};

export const darkTheme: AppTheme = {
  ...shared,
  name: 'dark',
  colors: {
    background: '#0f172a',
    surface: '#1e293b',
    surfaceAlt: '#273449',
    text: '#f1f5f9',
    textMuted: '#a9b6c8',
    primary: '#818cf8',
    primaryHover: '#a5b4fc',
    primaryContrast: '#0f172a',
    danger: '#f87171',
    dangerHover: '#fca5a5',
    dangerContrast: '#0f172a',
    success: '#4ade80',
    warning: '#fbbf24',
    info: '#38bdf8',
    border: '#334155',
    focusRing: '#93c5fd',
    topBar: '#111827',
    topBarText: '#f1f5f9',
    sidebar: '#0b1120',
    sidebarText: '#cbd5e1',
    sidebarActive: '#818cf8',
    sidebarActiveText: '#0f172a',
    overlay: 'rgba(2, 6, 23, 0.7)',
    ...neutrals,
  },
  badge: {
    neutral: { fg: '#e2e8f0', bg: '#334155' },
    info: { fg: '#bae6fd', bg: '#0c4a6e' },
    success: { fg: '#bbf7d0', bg: '#14532d' },
    warning: { fg: '#fde68a', bg: '#78350f' },
    danger: { fg: '#fecaca', bg: '#7f1d1d' },
    accent: { fg: '#ddd6fe', bg: '#4c1d95' },
  },
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.55)',
  },
};

export const themes: Record<ThemeName, AppTheme> = { light: lightTheme, dark: darkTheme };

/** Styled `props.theme` is `{}` without a ThemeProvider: fall back to the light tokens. */
export function themeOf(theme: unknown): AppTheme {
  return theme && typeof theme === 'object' && 'colors' in theme ? (theme as AppTheme) : lightTheme;
}

/**
 * Gradient pair of each attendance progress level, plus Error for an invalid
 * percentage. Same values as contracts' PROGRESS_LEVELS (a test keeps them equal): contracts
 * picks the level, these tokens paint it without shared-ui importing contracts at run time.
 */
export type GradientPair = readonly [from: string, to: string];

export const progressGradients: Record<ProgressLevelName, GradientPair> = {
  "The Sower's Seed": ['#f6d365', '#fda085'],
  "Faith's Foundation": ['#84fab0', '#8fd3f4'],
  'The Shining Lamp': ['#a1c4fd', '#c2e9fb'],
  'Finishing the Race': ['#667eea', '#764ba2'],
  'The Good Steward': ['#f093fb', '#f5576c'],
  Error: ['#e53e3e', '#c53030'],
};

export function gradientCss(level: ProgressLevelName, angle = 90): string {
  const [from, to] = progressGradients[level];
  return `linear-gradient(${angle}deg, ${from}, ${to})`;
}

/** Animation defaults: seconds for duration, px for distances. */
export const motion = { duration: 0.5, offset: 30, slide: 100 } as const;

export type MotionSettings = { duration: number; offset: number; slide: number };

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(reducedMotionQuery).matches
    : false;
}

/** The motion tokens to animate with: zero movement and time when the user asked for reduced motion. */
export function motionFor(reduced: boolean = prefersReducedMotion()): MotionSettings {
  return reduced ? { duration: 0, offset: 0, slide: 0 } : { ...motion };
}

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

/** Live motion tokens that follow the OS setting while mounted. */
export function useMotion(): MotionSettings {
  const reduced = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  return motionFor(reduced);
}

function relativeLuminance(hex: string): number {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255);
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio of two #rrggbb or #rgb colours, from 1 to 21 (AA text needs 4.5). */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}
