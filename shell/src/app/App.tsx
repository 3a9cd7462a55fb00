import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { PlatformProviders } from '@church/platform/providers';
import { darkTheme, lightTheme } from 'shared_ui/theme';
import { ToastHost } from 'shared_ui/toast';
import { routes } from './routes';

const router = createBrowserRouter(routes);
const themes = { light: lightTheme, dark: darkTheme };

export function App() {
  return (
    <PlatformProviders themes={themes}>
      <RouterProvider router={router} />
      <ToastHost />
    </PlatformProviders>
  );
}
