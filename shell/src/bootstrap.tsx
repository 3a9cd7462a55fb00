import { mountApp } from '@church/platform/first-paint/mount';
import { overridesApplied } from '@church/platform/registry';
import { setUpPlatform } from '@church/platform/runtime-setup';
import { App } from './app/App';
import { startOffline } from './features/offline/start-offline';
import { deferredNotify } from './features/toasts/deferred-toasts';

setUpPlatform(deferredNotify)
  .then((registry) => mountApp(document.getElementById('root')!, (mode) => <App initialMode={mode} />, { hydrate: !overridesApplied(registry) }))
  .then(() => startOffline());
