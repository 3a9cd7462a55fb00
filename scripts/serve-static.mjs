// Serves one built app from its own origin, as a separate deployment would: manifests, remote
// entries, config.json and HTML revalidate on every load; content-hashed files are immutable.
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyProxy from '@fastify/http-proxy';

const HASHED = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|webp|avif|svg|woff2?)$/;
const REVALIDATE = /(^|\/)(index\.html|config\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|mf-runtime\.js)$/;

const isApiPath = (url) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export function cacheControlFor(filePath) {
  if (REVALIDATE.test(filePath)) return 'no-cache';
  if (HASHED.test(filePath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * @param {{ dir: string, port: number, host?: string, registry?: object, apiTarget?: string }} options
 * registry: served as /config.json instead of the file in dir. apiTarget: proxy /api there.
 */
export async function serveApp({ dir, port, host = '127.0.0.1', registry, apiTarget }) {
  if (!fs.existsSync(path.join(dir, 'index.html')) && !fs.existsSync(path.join(dir, 'remoteEntry.js'))) {
    throw new Error(`${dir} has no build; run npm run build first.`);
  }
  // Closing ends every connection, busy ones too: a browser's pending request must not keep a
  // stopped server (Ctrl-C, or a test taking a remote down) waiting.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    // Remotes are fetched cross-origin by the shell: manifests with fetch, entries as scripts.
    // The proxied API keeps its own CORS answer (its CORS_ORIGINS allow-list).
    if (!isApiPath(request.url)) reply.header('Access-Control-Allow-Origin', '*');
  });
  if (apiTarget) {
    await app.register(fastifyProxy, {
      upstream: apiTarget,
      prefix: '/api',
      rewritePrefix: '/api',
      replyOptions: {
        // This server is the edge: the API's per-client rate limits must see the real peer,
        // never an X-Forwarded-For the client made up.
        rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' }),
      },
    });
  }
  if (registry) {
    app.get('/config.json', async (request, reply) => reply.header('Cache-Control', 'no-cache').send(registry));
  }
  await app.register(fastifyStatic, {
    root: dir,
    cacheControl: false,
    index: ['index.html'],
    // @fastify/static 10 hands the Fastify reply here.
    setHeaders: (reply, filePath) => reply.header('Cache-Control', cacheControlFor(filePath)),
  });
  const hasHtml = fs.existsSync(path.join(dir, 'index.html'));
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = ['GET', 'HEAD'].includes(request.method) && !path.extname(request.url.split('?')[0]);
    if (hasHtml && wantsPage) {
      // Client-side routes (deep links) get the app's page.
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
  await app.listen({ port, host });
  return app;
}
