/// <reference lib="webworker" />
// The worker served instead of the real one when SERVICE_WORKER=off: it replaces any installed
// worker, deletes the site's caches and unregisters itself, so every open page and the next load
// go to the network as if there had never been a worker.
declare const self: ServiceWorkerGlobalScope;
export {}; // a module: `self` above is this file's, not the page's

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('church-')).map((name) => caches.delete(name)));
      await self.registration.unregister();
    })(),
  );
});
