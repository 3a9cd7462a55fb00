import { BrowserRouter } from '@church/platform/router';
import { PlatformProviders } from '@church/platform/providers';
import { darkTheme, lightTheme } from 'shared_ui/theme';
import { ErrorScreen } from '../features/errors/components/ErrorScreen';
import { DeferredToastHost } from '../features/toasts/components/DeferredToastHost';
import { AppRoutes } from './routes';

const themes = { light: lightTheme, dark: darkTheme };

export function App() {
  return (
    <PlatformProviders themes={themes}>
      <BrowserRouter>
        {/* The layouts keep their own boundary around the page; this one catches a layout. */}
        <ErrorScreen>
          <AppRoutes />
        </ErrorScreen>
      </BrowserRouter>
      <DeferredToastHost />
    </PlatformProviders>
  );
}
