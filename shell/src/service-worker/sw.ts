/// <reference lib="webworker" />
// The site's service worker, served from the shell's origin at /sw.js for the whole site. Built
// on its own (shell/rspack.config.js), never part of the federated app.
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { APP_PAGE_PATH, CACHE_LIMITS, CACHE_NAMES, filesToKeep, kindOf, NETWORK_TIMEOUT_SECONDS, pageCacheKey, type FileToKeep } from './routes';

declare const self: ServiceWorkerGlobalScope;

// A new worker takes over at once: it holds no code of the app, only caches under names every
// version shares, so a page of the previous deploy keeps finding its chunks.
self.addEventListener('install', (event) => {
  event.waitUntil(cacheAppPage().finally(() => self.skipWaiting()));
});
clientsClaim();

const ours = new Set<string>(Object.values(CACHE_NAMES));
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(names.filter((name) => !ours.has(name)).map((name) => caches.delete(name)))));
});

// Only complete answers are kept (a remote on another origin answers with CORS: an opaque answer
// could be an error page and is never stored).
const okOnly = () => new CacheableResponsePlugin({ statuses: [200] });
// Cross-origin files (the remotes') are fetched with CORS so their answers can be checked.
const fetchOptions: RequestInit = { mode: 'cors', credentials: 'same-origin' };

// A kept answer is found by its address alone: the static servers send `Vary: Origin,
// Accept-Encoding` for shared HTTP caches, and a copy kept from one request (a preload, the page's
// fetch, the worker's own) was missed offline by another that differs only there.
const matchOptions: CacheQueryOptions = { ignoreVary: true };

const chunks = new CacheFirst({
  cacheName: CACHE_NAMES.hashed,
  fetchOptions,
  matchOptions,
  plugins: [okOnly(), new ExpirationPlugin({ ...CACHE_LIMITS.hashed, purgeOnQuotaError: true })],
});
const federation = new NetworkFirst({
  cacheName: CACHE_NAMES.revalidated,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  fetchOptions,
  matchOptions,
  plugins: [okOnly(), new ExpirationPlugin({ ...CACHE_LIMITS.revalidated, purgeOnQuotaError: true })],
});
const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  matchOptions,
  plugins: [
    okOnly(),
    new ExpirationPlugin({ ...CACHE_LIMITS.pages, purgeOnQuotaError: true }),
    { cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(new URL(request.url)) },
  ],
});

/**
 * The strategy's answer; when it has none (a remote that refuses CORS, or no copy offline), the
 * request as the page made it, so the worker never makes a load fail that would have worked.
 */
function orPlainFetch(strategy: Strategy) {
  return async (options: RouteHandlerCallbackOptions): Promise<Response> => {
    try {
      return await strategy.handle(options);
    } catch {
      return fetch(options.request);
    }
  };
}

registerRoute(({ url, request }) => kindOf({ url, method: request.method, mode: request.mode, origin: self.location.origin }) === 'hashed', orPlainFetch(chunks));
registerRoute(({ url, request }) => kindOf({ url, method: request.method, mode: request.mode, origin: self.location.origin }) === 'revalidated', orPlainFetch(federation));
registerRoute(
  ({ url, request }) => kindOf({ url, method: request.method, mode: request.mode, origin: self.location.origin }) === 'page',
  async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      // Offline, on a path never visited: the app's page opens it (the app routes on the client).
      const cached = await caches.match(new URL(APP_PAGE_PATH, self.location.origin).href, { cacheName: CACHE_NAMES.pages });
      return cached ?? Response.error();
    }
  },
);

// A page loaded before the worker controlled it (the first visit, a freshly paired tablet) names
// what it loaded: each file is kept as if the worker had seen its request, so a reload offline
// finds the code that page ran, not only what it loads from now on.
const strategyOf: Record<FileToKeep['kind'], Strategy> = { hashed: chunks, revalidated: federation, page: pages };
self.addEventListener('message', (event) => {
  const files = filesToKeep(event.data, self.location.origin);
  if (files.length === 0) return;
  event.waitUntil(
    Promise.all(files.map(({ url, kind }) => strategyOf[kind].handle({ event, request: url }).catch(() => undefined))),
  );
});

/** The app's plain page, kept at install so any path of the site opens offline. */
async function cacheAppPage(): Promise<void> {
  try {
    const url = new URL(APP_PAGE_PATH, self.location.origin).href;
    const response = await fetch(url, { cache: 'no-cache' });
    if (response.ok) await (await caches.open(CACHE_NAMES.pages)).put(url, response);
  } catch {
    // Installed while the network dropped: the pages visited are still kept as they load.
  }
}
