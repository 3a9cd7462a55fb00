// Standalone entry (QA, local development): the same App the shell mounts, in the platform harness.
import { mountStandalone } from '@church/platform/harness';
import { darkTheme, lightTheme } from 'shared_ui/theme';
import { FullScreenLoader } from 'shared_ui/Loader';
import { ToastHost, notify } from 'shared_ui/toast';
import App from './App';

mountStandalone({ appName: 'mfe-member', App, area: 'members', themes: { light: lightTheme, dark: darkTheme }, notify, Toasts: ToastHost, Loader: FullScreenLoader });
