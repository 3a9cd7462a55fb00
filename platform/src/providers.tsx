import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { DefaultTheme } from 'styled-components';
import { getQueryClient } from '@church/platform/query-client';
import { store } from '@church/platform/store';
import { PageStyle } from '@church/platform/page-style';
import { ThemeModeProvider, type ThemeMode } from '@church/platform/theme-mode';

export interface PlatformProvidersProps {
  themes: { light: DefaultTheme; dark: DefaultTheme };
  /** The mode a prerendered page was rendered in (see ThemeModeProvider). */
  initialMode?: ThemeMode;
  /** Tests pass a fresh client; the app uses the page-wide one. */
  queryClient?: QueryClient;
  children: ReactNode;
}

/** The one provider stack of the shell and the standalone harness, so remotes see the same context. */
export function PlatformProviders({ themes, initialMode, queryClient, children }: PlatformProvidersProps) {
  return (
    <ReduxProvider store={store}>
      <QueryClientProvider client={queryClient ?? getQueryClient()}>
        <ThemeModeProvider themes={themes} initialMode={initialMode}>
          <PageStyle />
          {children}
        </ThemeModeProvider>
      </QueryClientProvider>
    </ReduxProvider>
  );
}
