import { createRoot } from 'react-dom/client';
import { readPersistedAuth } from '@church/platform/auth-slice';
import { preloadSignedInArea } from '@church/platform/remote-area';
import { setUpPlatform } from '@church/platform/runtime-setup';
import { App } from './app/App';
import { deferredNotify } from './features/toasts/deferred-toasts';

setUpPlatform(deferredNotify).then(() => {
  preloadSignedInArea(window.location.pathname, readPersistedAuth().user?.roles ?? []);
  createRoot(document.getElementById('root')!).render(<App />);
});
