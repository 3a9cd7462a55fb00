import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider, type DefaultTheme } from 'styled-components';

// Spec section 3: light or dark, default light, kept in local storage under `theme`.
export type ThemeMode = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';

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

export interface ThemeModeProviderProps {
  /** The design tokens of each mode (shared-ui's lightTheme and darkTheme). */
  themes: { light: DefaultTheme; dark: DefaultTheme };
  children: ReactNode;
}

export function ThemeModeProvider({ themes, children }: ThemeModeProviderProps) {
  const [mode, setMode] = useState<ThemeMode>(readStoredMode);

  useEffect(() => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, mode);
    } catch {
      // Storage may be unavailable; the choice then lasts for this page only.
    }
    // Lets plain CSS and the browser's own widgets (scrollbars, inputs) follow the mode.
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
  }, [mode]);

  const toggleTheme = useCallback(() => setMode((current) => (current === 'light' ? 'dark' : 'light')), []);
  const value = useMemo(() => ({ mode, isDark: mode === 'dark', toggleTheme, setMode }), [mode, toggleTheme]);

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
