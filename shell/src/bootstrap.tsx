import { createRoot } from 'react-dom/client';
import { setUpPlatform } from '@church/platform/runtime-setup';
import { App } from './app/App';
import { deferredNotify } from './features/toasts/deferred-toasts';

setUpPlatform(deferredNotify).then(() => {
  createRoot(document.getElementById('root')!).render(<App />);
});
