// Standalone entry (QA, local development): the same App the shell mounts, in the platform harness.
// The shell wraps areas in its <main>; alone, the area provides that landmark itself.
import { mountStandalone } from '@church/platform/harness';
import { darkTheme, lightTheme } from 'shared_ui/theme';
import { ToastHost, notify } from 'shared_ui/toast';
import App from './App';

function StandaloneApp() {
  return (
    <main id="main-content">
      <App />
    </main>
  );
}

mountStandalone({ appName: 'mfe-public', App: StandaloneApp, basePath: '', themes: { light: lightTheme, dark: darkTheme }, notify, Toasts: ToastHost });
