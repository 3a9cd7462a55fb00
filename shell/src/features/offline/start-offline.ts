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
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch {
    // No worker (a private window, a browser that refuses): the site works as before, online.
  }
}
