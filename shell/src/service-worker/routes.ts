// What the service worker does with each request, as pure rules (tested without a worker).

/** A content-hashed file (`main.1a2b3c4d.js`): its bytes never change, so the cache answers first. */
export const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|webp|avif|svg|gif|woff2?)$/;

/**
 * Files that say which code to run: the registry, each remote's manifest, entry and published
 * site map, the standalone runtime provider, the first paint's prerendered HTML, and the web app
 * manifest with its icons.
 * The network answers first (a redeploy or a rollback is seen on the next load); the cached copy
 * only when there is no answer.
 */
export const REVALIDATED_FILE = /\/(config\.json|mf-manifest\.json|site-map\.json|remoteEntry\.js|mf-runtime\.js|prerender\.json|manifest\.webmanifest|icons\/[\w.-]+\.png)$/;

export type RequestKind = 'page' | 'revalidated' | 'hashed' | 'passed';

export interface RequestFacts {
  url: URL;
  method: string;
  mode: RequestMode;
  /** The worker's own origin (the shell's). */
  origin: string;
}

/**
 * API answers are never handled (personal data, sent no-store): the request goes to the network
 * as if there were no worker, as does anything but a GET. Pages are the shell's navigations.
 */
export function kindOf({ url, method, mode, origin }: RequestFacts): RequestKind {
  if (method !== 'GET') return 'passed';
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'passed';
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return 'passed';
  if (url.pathname === '/sw.js') return 'passed';
  if (mode === 'navigate') return url.origin === origin ? 'page' : 'passed';
  if (REVALIDATED_FILE.test(url.pathname)) return 'revalidated';
  if (HASHED_FILE.test(url.pathname)) return 'hashed';
  return 'passed';
}

/** A page is kept under its path alone: `/check-in?code=…` must not fill the cache with one copy per code. */
export function pageCacheKey(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/** A file the worker keeps on a page's word, and the cache that keeps it. */
export interface FileToKeep {
  url: string;
  kind: Exclude<RequestKind, 'passed'>;
}

/**
 * What a page asks the worker to keep (`{ type: 'keep', page, files }`): its own address and the
 * files it loaded before the worker controlled it, which went to the network alone. Only what the
 * worker would have kept had it seen the request (never the API, never another site's page).
 */
export function filesToKeep(message: unknown, origin: string): FileToKeep[] {
  if (typeof message !== 'object' || message === null || (message as { type?: unknown }).type !== 'keep') return [];
  const { page, files } = message as { page?: unknown; files?: unknown };
  const asked = [
    { href: page, mode: 'navigate' as const },
    ...(Array.isArray(files) ? files : []).map((href: unknown) => ({ href, mode: 'cors' as const })),
  ];
  const kept = new Map<string, FileToKeep>();
  for (const { href, mode } of asked) {
    const url = typeof href === 'string' ? urlOrNull(href) : null;
    if (!url) continue;
    const kind = kindOf({ url, method: 'GET', mode, origin });
    if (kind !== 'passed') kept.set(url.href, { url: url.href, kind });
  }
  return [...kept.values()];
}

function urlOrNull(href: string): URL | null {
  try {
    return new URL(href);
  } catch {
    return null;
  }
}

/** The page kept at install: the app with no prerendered part, which opens any path of the site. */
export const APP_PAGE_PATH = '/index.html';

export const CACHE_NAMES = { pages: 'church-pages', revalidated: 'church-federation', hashed: 'church-chunks' } as const;

/** Bounds of each cache: the chunks of a few deploys of every app, a page per path visited. */
export const CACHE_LIMITS = {
  hashed: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 30 },
  revalidated: { maxEntries: 60 },
  pages: { maxEntries: 40 },
} as const;

/** How long the network has before a page or a manifest is answered from the cache (weak Wi-Fi): under the page's own 4 s bound on a manifest, so the copy arrives in time. */
export const NETWORK_TIMEOUT_SECONDS = 3;
