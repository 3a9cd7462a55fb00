// The installed, offline-capable site: the service worker (/sw.js) and the outbox of writes kept
// on the device. Both start after the first paint, so neither competes with it.
import { afterFirstPaint } from '@church/platform/first-paint/after-first-paint';

/**
 * Registers the worker in a production build (a development server's files change under the same
 * names, and a worker would serve yesterday's). With SERVICE_WORKER=off the server's /sw.js is a
 * worker that removes itself.
 */
export async function startOffline({ production = process.env.NODE_ENV === 'production' } = {}): Promise<void> {
  await new Promise<void>((resolve) => afterFirstPaint(resolve));
  const { startOutbox } = await import('@church/platform/offline-outbox');
  startOutbox();
  if (!production || !('serviceWorker' in navigator)) return;
  const controlledAtStart = navigator.serviceWorker.controller !== null;
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    if (!controlledAtStart) keepWhatThisPageLoadedOnceControlled();
  } catch {
    // No worker (a private window, a browser that refuses): the site works as before, online.
  }
}

/**
 * A page the worker did not control at its start loaded its code from the network alone; when the
 * worker takes it over, the page names its address and every file it loaded, for the worker to keep.
 * Without this a page opened once online (a tablet just paired) reloads offline to a blank page.
 */
function keepWhatThisPageLoadedOnceControlled(): void {
  const tell = () => {
    const files = performance.getEntriesByType('resource').map((entry) => entry.name);
    navigator.serviceWorker.controller?.postMessage({ type: 'keep', page: location.href, files });
  };
  if (navigator.serviceWorker.controller) tell();
  else navigator.serviceWorker.addEventListener('controllerchange', tell, { once: true });
}
