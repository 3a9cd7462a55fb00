import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider, type DefaultTheme } from 'styled-components';

// Light or dark, default light, kept in local storage under `theme`.
export type ThemeMode = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';
/**
 * The same choice as a cookie, so the server sends a prerendered page in the visitor's mode
 * (docs/decisions/0017-prerendered-pages.md); the stored choice stays the one that counts.
 */
export const THEME_COOKIE = 'theme';
/** Set on <html> by the page's head while its prerendered mode is not the stored one: the body waits hidden. */
export const THEME_PENDING_CLASS = 'theme-pending';

export interface ThemeModeValue {
  mode: ThemeMode;
  isDark: boolean;
  toggleTheme: () => void;
  setMode: (mode: ThemeMode) => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

export function readStoredMode(): ThemeMode {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

function persistMode(mode: ThemeMode): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Storage may be unavailable; the choice then lasts for this page only.
  }
  document.cookie = `${THEME_COOKIE}=${mode}; path=/; max-age=31536000; samesite=lax`;
  // Lets plain CSS and the browser's own widgets (scrollbars, inputs) follow the mode.
  const html = document.documentElement;
  html.dataset.theme = mode;
  html.style.colorScheme = mode;
  html.classList.remove(THEME_PENDING_CLASS);
}

export interface ThemeModeProviderProps {
  /** The design tokens of each mode (shared-ui's lightTheme and darkTheme). */
  themes: { light: DefaultTheme; dark: DefaultTheme };
  /** The mode a prerendered page was rendered in: hydration starts there, then the stored one follows. */
  initialMode?: ThemeMode;
  children: ReactNode;
}

export function ThemeModeProvider({ themes, initialMode, children }: ThemeModeProviderProps) {
  const [mode, setModeNow] = useState<ThemeMode>(() => initialMode ?? readStoredMode());
  const switching = useRef(false);
  // A change of mode re-renders the whole page. As a transition it waits for the parts of a
  // prerendered page still hydrating, instead of throwing their HTML away for a loader.
  const setMode = useCallback((next: ThemeMode | ((current: ThemeMode) => ThemeMode)) => startTransition(() => setModeNow(next)), []);

  // Prerendered in the other mode (a choice made before the cookie existed): switch (the body
  // waits hidden meanwhile), and leave the prerendered mode unsaved.
  useEffect(() => {
    const stored = readStoredMode();
    if (initialMode && stored !== initialMode) {
      switching.current = true;
      setMode(stored);
    }
  }, [initialMode, setMode]);

  useEffect(() => {
    if (switching.current) {
      switching.current = false;
      return;
    }
    persistMode(mode);
  }, [mode]);

  const toggleTheme = useCallback(() => setMode((current) => (current === 'light' ? 'dark' : 'light')), [setMode]);
  const value = useMemo(() => ({ mode, isDark: mode === 'dark', toggleTheme, setMode }), [mode, toggleTheme, setMode]);

  return (
    <ThemeModeContext.Provider value={value}>
      <StyledThemeProvider theme={themes[mode]}>{children}</StyledThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export function useTheme(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useTheme must be used within a ThemeProvider');
  return value;
}
