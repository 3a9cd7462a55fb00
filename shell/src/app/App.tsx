import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from '@church/platform/router';
import { PlatformProviders } from '@church/platform/providers';
import type { ThemeMode } from '@church/platform/theme-mode';
import { darkTheme, lightTheme } from 'shared_ui/theme';
import { ErrorScreen } from '../features/errors/components/ErrorScreen';
import { DeferredToastHost } from '../features/toasts/components/DeferredToastHost';
import { AppRoutes } from './routes';

export const themes = { light: lightTheme, dark: darkTheme };

export interface AppProps {
  /** The mode a prerendered page was rendered in, when the page hydrates it. */
  initialMode?: ThemeMode;
  /** The prerender build renders inside its own router at the page's URL. */
  Router?: ComponentType<{ children?: ReactNode }>;
}

export function App({ initialMode, Router = BrowserRouter }: AppProps) {
  return (
    <PlatformProviders themes={themes} initialMode={initialMode}>
      <Router>
        {/* The layouts keep their own boundary around the page; this one catches a layout. */}
        <ErrorScreen>
          <AppRoutes />
        </ErrorScreen>
      </Router>
      <DeferredToastHost />
    </PlatformProviders>
  );
}
