// Start-up shared by the shell and every standalone remote: the API base path and the church's
// time zone come from the runtime registry, and toasts go to shared-ui's notify (platform cannot
// import shared-ui).
import { setChurchTimeZoneOnFirstUse } from '@church/contracts/church-time';
import { configureHttp } from '@church/platform/http';
import { configureNotifier, type Notifier } from '@church/platform/notifier';
import { ensureRegistry, type Registry } from '@church/platform/registry';

export async function setUpPlatform(notify: Notifier): Promise<Registry> {
  const registry = await ensureRegistry();
  configureHttp({ baseUrl: registry.apiBaseUrl });
  // Checked on first use, after the page's boot; an unknown zone keeps the default rather than breaking every page.
  if (registry.timeZone) setChurchTimeZoneOnFirstUse(registry.timeZone);
  configureNotifier(notify);
  return registry;
}
