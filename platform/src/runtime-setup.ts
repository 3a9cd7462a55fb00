// Start-up shared by the shell and every standalone remote: the API base path comes from the
// runtime registry and toasts go to shared-ui's notify (platform cannot import shared-ui).
import { configureHttp } from '@church/platform/http';
import { configureNotifier, type Notifier } from '@church/platform/notifier';
import { ensureRegistry, type Registry } from '@church/platform/registry';

export async function setUpPlatform(notify: Notifier): Promise<Registry> {
  const registry = await ensureRegistry();
  configureHttp({ baseUrl: registry.apiBaseUrl });
  configureNotifier(notify);
  return registry;
}
