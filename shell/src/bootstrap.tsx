import { mountApp } from '@church/platform/first-paint/mount';
import { overridesApplied } from '@church/platform/registry';
import { setUpPlatform } from '@church/platform/runtime-setup';
import { App } from './app/App';
import { startOffline } from './features/offline/start-offline';
import { deferredNotify } from './features/toasts/deferred-toasts';
import { listenForInstallOffer } from './shared/install-offer';

// The browser's install offer fires once, soon after load: listened for before anything else.
listenForInstallOffer();
setUpPlatform(deferredNotify)
  .then((registry) => mountApp(document.getElementById('root')!, (mode) => <App initialMode={mode} />, { hydrate: !overridesApplied(registry) }))
  .then(() => startOffline());
