// Serves one built app from its own origin, as a separate deployment would: manifests, remote
// entries, config.json and HTML revalidate on every load; content-hashed files are immutable.
// Every answer but the proxied API's carries the security headers (docs/decisions/0015-static-headers.md):
// a Content-Security-Policy built from the registry, no framing, and CORS only for the site's origins.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyProxy from '@fastify/http-proxy';
import { createPageComposer, jsonFileReader, originOf } from './first-paint/page-composer.mjs';

const HASHED = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|webp|avif|svg|woff2?)$/;
const REVALIDATE = /(^|\/)(index\.html|config\.json|mf-manifest\.json|site-map\.json|remoteEntry\.js|mf-runtime\.js)$/;
// Build artefacts for error reports, never served: source maps hold the sources, mf-stats.json
// every module's path and every shared package's version. They stay in dist/ beside the files.
const BUILD_ONLY = /(\.map|(^|\/)mf-stats\.json)$/i;

/**
 * How long a client may take: to send all its headers, its whole request (a profile picture
 * through the /api proxy on a slow phone fits), and to say nothing (or read nothing) on an open
 * connection, a kept-alive one included: longer than the 60 s a load balancer commonly keeps an
 * idle connection, so the balancer closes first.
 */
export const STATIC_SERVER_TIMEOUTS = { headersMs: 15_000, requestMs: 60_000, idleMs: 75_000 };

const isApiPath = (url) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export function cacheControlFor(filePath) {
  if (REVALIDATE.test(filePath)) return 'no-cache';
  if (HASHED.test(filePath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

const unique = (values) => [...new Set(values.filter(Boolean))];

/** Where a page reading this registry may load code from: every remote's origin, plus QA override origins when overrides are on. */
export function registryOrigins(registry) {
  if (!registry) return [];
  const overrides = registry.allowOverrides === true ? (registry.overrideOrigins ?? []) : [];
  return unique([...Object.values(registry.remotes ?? {}), ...overrides].map(originOf));
}

/** 'sha256-…' sources of the inline <script> blocks of a page (data blocks such as the inlined registry never run). */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script(?![^>]*\b(?:src\s*=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/gi)]
    .filter(([, body]) => body.trim() !== '')
    .map(([, body]) => `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/**
 * The Content-Security-Policy of a page reading `registry`. Scripts come only from this origin and
 * the registry's; never 'unsafe-inline' or 'unsafe-eval'. Styles: styled-components and
 * react-toastify insert <style> elements, allowed by the page's nonce (styleNonce), never 'unsafe-inline'.
 * @param {{ registry?: { apiBaseUrl?: string, remotes?: Record<string, string>, allowOverrides?: boolean, overrideOrigins?: string[] }, scriptHashes?: string[], styleNonce?: string }} [options]
 */
export function contentSecurityPolicy({ registry, scriptHashes = [], styleNonce } = {}) {
  const origins = registryOrigins(registry);
  const api = originOf(registry?.apiBaseUrl ?? '');
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...origins, ...scriptHashes],
    'style-src': ["'self'", ...origins, ...(styleNonce ? [`'nonce-${styleNonce}'`] : [])],
    // Remotes ship images (mfe-public's tiles); the avatar preview is a data: URL, downloads blob: URLs.
    'img-src': ["'self'", 'data:', 'blob:', ...unique([...origins, api])],
    'font-src': ["'self'", ...origins],
    // Manifests are fetched from the remotes' origins; the API through /api, or its own origin.
    'connect-src': ["'self'", ...unique([...origins, api])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The headers every non-API answer carries; HSTS only over HTTPS (the local servers are plain HTTP). */
export function securityHeaders({ secure = false } = {}) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    ...(secure ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * @param {{ dir: string, port: number, host?: string, registry?: object, apiTarget?: string, corsOrigins?: string[], timeouts?: typeof STATIC_SERVER_TIMEOUTS, trustProxy?: string[], serviceWorker?: boolean }} options
 * registry: served as /config.json instead of the file in dir (the page's policy is built from
 * either). apiTarget: proxy /api there. corsOrigins: the page origins allowed to fetch this app's
 * files cross-origin (a remote's manifest); none for the shell, whose files are same-origin.
 * timeouts: STATIC_SERVER_TIMEOUTS unless a test needs smaller ones. trustProxy: the proxies in
 * front of this server (TRUST_PROXY, shared with the API: addresses or CIDR ranges) whose
 * X-Forwarded-For and X-Forwarded-Proto are believed; by default none. serviceWorker: false
 * serves the build's off switch (sw-off.js) as /sw.js, a worker that removes itself and its caches.
 */
export async function serveApp({ dir, port, host = '127.0.0.1', registry, apiTarget, corsOrigins = [], timeouts = STATIC_SERVER_TIMEOUTS, trustProxy = [], serviceWorker = true }) {
  const indexFile = path.join(dir, 'index.html');
  if (!fs.existsSync(indexFile) && !fs.existsSync(path.join(dir, 'remoteEntry.js'))) {
    throw new Error(`${dir} has no build; run npm run build first.`);
  }
  const hasPage = fs.existsSync(indexFile);
  // The registry this app's page reads: the one given, or its config.json as it is now (an edit
  // under a running server is served, inlined and in the page's policy from the next load).
  const readConfig = jsonFileReader(path.join(dir, 'config.json'));
  const pageRegistry = () => registry ?? readConfig();
  const policy = contentSecurityPolicy({ registry: pageRegistry() });
  const allowedOrigins = new Set(corsOrigins);

  // Closing ends every connection, busy ones too: a browser's pending request must not keep a
  // stopped server (Ctrl-C, or a test taking a remote down) waiting.
  // A client trickling its headers or body in (or saying nothing) is answered 408 and cut off,
  // instead of holding a connection open for as long as it likes. Node checks the first two on
  // a timer, run often enough for the headers bound to hold.
  const { headersMs, requestMs, idleMs } = timeouts;
  const app = Fastify({
    logger: false,
    forceCloseConnections: true,
    requestTimeout: requestMs,
    connectionTimeout: idleMs,
    keepAliveTimeout: idleMs,
    http: { headersTimeout: headersMs, requestTimeout: requestMs, connectionsCheckingInterval: Math.min(1_000, Math.ceil(headersMs / 2)) },
    // request.ip and request.protocol: a declared proxy's forwarded client and scheme, else the peer's.
    trustProxy: trustProxy.length > 0 ? trustProxy : false,
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    // The proxied API keeps its own headers (its docs page, its CORS_ORIGINS allow-list).
    if (isApiPath(request.url)) return;
    reply.headers(securityHeaders({ secure: request.protocol === 'https' }));
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', policy);
    // A remote's manifest is fetched by the shell's page (entries and chunks load as plain scripts).
    if (allowedOrigins.size > 0) {
      const vary = reply.getHeader('Vary');
      if (!/\borigin\b/i.test(String(vary ?? ''))) reply.header('Vary', vary ? `${vary}, Origin` : 'Origin');
      if (allowedOrigins.has(request.headers.origin)) reply.header('Access-Control-Allow-Origin', request.headers.origin);
    }
  });
  if (apiTarget) {
    await app.register(fastifyProxy, {
      upstream: apiTarget,
      prefix: '/api',
      rewritePrefix: '/api',
      replyOptions: {
        // The API's per-client limits must see the visitor: the peer, or the client a declared
        // proxy (a TLS terminator) forwarded, never an address or scheme the visitor made up.
        // Behind a TLS proxy without it, every visitor would share the proxy's one address.
        rewriteRequestHeaders: (request, headers) => {
          const passed = { ...headers, 'x-forwarded-for': request.ip ?? '', 'x-forwarded-proto': request.protocol };
          for (const made of ['x-forwarded-host', 'x-forwarded-port', 'forwarded']) delete passed[made];
          return passed;
        },
      },
    });
  }
  if (registry) {
    app.get('/config.json', async (request, reply) => reply.header('Cache-Control', 'no-cache').send(registry));
  }
  // The page gets a fresh style nonce per answer, in its policy and in the <meta property="csp-nonce">
  // that styled-components (and shared-ui's toast container) read. The composer inlines the
  // registry and, for the pages the builds prerendered, their HTML (scripts/first-paint/page-composer.mjs).
  // The template is read per answer (a few hundred bytes), so a rebuild under a running server is served.
  const composePage = createPageComposer({ dir });
  const sendPage = async (request, reply) => {
    const template = fs.readFileSync(indexFile, 'utf8');
    const nonce = crypto.randomBytes(16).toString('base64');
    const [pathname, query] = request.url.split('?');
    const currentRegistry = pageRegistry();
    const page = await composePage({ template, registry: currentRegistry, pathname, search: query ? `?${query}` : '', cookie: request.headers.cookie, nonce });
    // The template's own inline scripts and the composer's, never what an area's HTML holds.
    const scriptHashes = [...inlineScriptHashes(template), ...page.scriptHashes];
    const pagePolicy = contentSecurityPolicy({ registry: currentRegistry, scriptHashes, styleNonce: nonce });
    return reply.header('Cache-Control', 'no-cache').header('Content-Security-Policy', pagePolicy).type('text/html; charset=utf-8').send(page.html);
  };
  const switchedOff = path.join(dir, 'sw-off.js');
  if (!serviceWorker && fs.existsSync(switchedOff)) {
    app.get('/sw.js', (request, reply) => reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(fs.readFileSync(switchedOff)));
  }
  if (hasPage) {
    app.get('/', sendPage);
    app.get('/index.html', sendPage);
  }
  await app.register(fastifyStatic, {
    root: dir,
    cacheControl: false,
    index: false,
    allowedPath: (pathname) => !BUILD_ONLY.test(pathname),
    // @fastify/static 10 hands the Fastify reply here.
    setHeaders: (reply, filePath) => reply.header('Cache-Control', cacheControlFor(filePath)),
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = ['GET', 'HEAD'].includes(request.method) && !path.extname(request.url.split('?')[0]);
    // Client-side routes (deep links) get the app's page.
    if (hasPage && wantsPage) return sendPage(request, reply);
    return reply.code(404).type('text/plain').send('Not found');
  });
  await app.listen({ port, host });
  return app;
}
