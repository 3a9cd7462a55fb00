// The static server's security headers (the page's policy, framing, CORS on remotes, HSTS), the
// build artefacts it never serves, and the clients it cuts off for trickling in.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { contentSecurityPolicy, securityHeaders, serveApp } from './serve-static.mjs';

const SHELL = 'http://localhost:3000';
const PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><script>document.documentElement.dataset.js = "1"</script><script defer src="/main.1234abcd.js"></script></head><body><div id="root"></div></body></html>';
const registry = {
  apiBaseUrl: '/api',
  remotes: { mfe_admin: 'http://localhost:3004/mf-manifest.json', shared_ui: 'https://cdn.example.org/shared-ui/7/mf-manifest.json' },
  allowOverrides: true,
  overrideOrigins: ['http://qa.example.org:8080'],
};

// Build artefacts kept for error reports: the sources, module paths and versions they hold are no one else's business.
const SOURCE_MAP = '{"version":3,"sources":["webpack://shell/./src/secret-plan.ts"],"sourcesContent":["const plan = 1"]}';
const MF_STATS = '{"name":"shell","metaData":{"buildInfo":{"buildVersion":"1.2.3"}},"shared":[{"name":"react","version":"19.0.0"}]}';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

function tempApp(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-static-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

let shell: FastifyInstance;
let remote: FastifyInstance;
const dirs: string[] = [];

beforeAll(async () => {
  dirs.push(
    tempApp({
      'index.html': PAGE,
      'main.1234abcd.js': 'console.log(1)\n//# sourceMappingURL=main.1234abcd.js.map',
      'main.1234abcd.js.map': SOURCE_MAP,
      'main.1234abcd.css.map': SOURCE_MAP,
      'mf-stats.json': MF_STATS,
    }),
  );
  dirs.push(
    tempApp({
      'index.html': PAGE,
      'remoteEntry.js': 'var mfe_admin;',
      'mf-manifest.json': '{"name":"mfe_admin"}',
      'site-map.json': '{"area":"admin","pages":{}}',
      'mf-stats.json': MF_STATS,
      'remoteEntry.js.map': SOURCE_MAP,
      'config.json': JSON.stringify({ apiBaseUrl: '/api', remotes: { shared_ui: 'http://localhost:3005/mf-manifest.json' } }),
    }),
  );
  shell = await serveApp({ dir: dirs[0], port: 0, registry });
  remote = await serveApp({ dir: dirs[1], port: 0, corsOrigins: [SHELL] });
});

afterAll(async () => {
  await Promise.all([shell.close(), remote.close()]);
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('an HTML page', () => {
  test.each(['/', '/index.html', '/dashboard/admin/members'])('%s carries the policy and the browser headers', async (url) => {
    const response = await shell.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(response.headers['content-security-policy']);
    const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(response.body)?.[1];
    expect(nonce).toBeTruthy();
    const inlineHash = `'sha256-${crypto.createHash('sha256').update('document.documentElement.dataset.js = "1"').digest('base64')}'`;
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' http://localhost:3004 https://cdn.example.org http://qa.example.org:8080 ${inlineHash}`);
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' http://localhost:3004 https://cdn.example.org http://qa.example.org:8080 'nonce-${nonce}'`);
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' http://localhost:3004 https://cdn.example.org http://qa.example.org:8080");
    expect(directive(policy, 'img-src')).toMatch(/^img-src 'self' data: blob: /);
    for (const part of ["frame-ancestors 'none'", "base-uri 'self'", "object-src 'none'", "form-action 'self'", "default-src 'self'"]) expect(policy).toContain(part);
    expect(policy).not.toMatch(/unsafe-(inline|eval)/);
    expect(response.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cache-control': 'no-cache',
    });
    expect(response.headers['permissions-policy']).toContain('camera=(), microphone=(), geolocation=(), payment=()');
    // The shell's files are same-origin: no CORS answer at all.
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('gets a fresh style nonce on every answer', async () => {
    const nonces = await Promise.all([1, 2].map(async () => /nonce="([^"]+)"/.exec((await shell.inject({ url: '/' })).body)?.[1]));
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test('other files carry the policy too, without a nonce', async () => {
    const response = await shell.inject({ url: '/main.1234abcd.js' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self' http://localhost:3004");
    expect(response.headers['content-security-policy']).not.toContain('nonce-');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  test('a remote served alone takes its policy from its own config.json', async () => {
    const policy = String((await remote.inject({ url: '/' })).headers['content-security-policy']);
    expect(directive(policy, 'script-src')).toMatch(/^script-src 'self' http:\/\/localhost:3005 'sha256-/);
  });
});

describe('the policy', () => {
  test('lists override origins only while overrides are allowed, and a separate API origin', () => {
    const policy = contentSecurityPolicy({ registry: { ...registry, allowOverrides: false, apiBaseUrl: 'https://api.example.org/api' } });
    expect(policy).not.toContain('qa.example.org');
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' http://localhost:3004 https://cdn.example.org https://api.example.org");
    expect(directive(policy, 'img-src')).toContain('https://api.example.org');
    expect(directive(policy, 'script-src')).not.toContain('api.example.org');
  });
});

describe('CORS on a remote', () => {
  test('answers the shell origin on the manifest', async () => {
    const response = await remote.inject({ url: '/mf-manifest.json', headers: { origin: SHELL } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(SHELL);
    expect(String(response.headers.vary)).toMatch(/\bOrigin\b/);
  });

  test('answers the shell origin on the published site map, revalidated like the manifest', async () => {
    const response = await remote.inject({ url: '/site-map.json', headers: { origin: SHELL } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(SHELL);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  test('gives a foreign origin (or none) no CORS answer', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, {}]) {
      const response = await remote.inject({ url: '/mf-manifest.json', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      // A cache must not hand one origin's answer to another.
      expect(String(response.headers.vary)).toMatch(/\bOrigin\b/);
    }
  });
});

describe('HSTS', () => {
  test('is not sent over plain HTTP, even when a client claims HTTPS', async () => {
    const response = await shell.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  test('is sent over HTTPS', () => {
    expect(securityHeaders({ secure: true })['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(securityHeaders()).not.toHaveProperty('Strict-Transport-Security');
  });
});

describe('build artefacts', () => {
  test.each(['/main.1234abcd.js.map', '/main.1234abcd.css.map', '/mf-stats.json', '/main.1234abcd.js%2Emap', '/mf%2Dstats.json', '/./mf-stats.json', '/mf-stats.json?x=1'])(
    'the shell does not serve %s',
    async (url) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await shell.inject({ method, url });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('secret-plan');
        expect(response.body).not.toContain('buildVersion');
      }
    },
  );

  test('a remote serves neither, and its manifest and scripts still', async () => {
    for (const url of ['/mf-stats.json', '/remoteEntry.js.map']) expect((await remote.inject({ url, headers: { origin: SHELL } })).statusCode).toBe(404);
    expect((await remote.inject({ url: '/mf-manifest.json' })).statusCode).toBe(200);
    expect((await remote.inject({ url: '/remoteEntry.js' })).statusCode).toBe(200);
    expect((await shell.inject({ url: '/main.1234abcd.js' })).statusCode).toBe(200);
  });
});

describe('a client that trickles in', () => {
  // Small bounds, so the test sees the cut: production uses seconds (STATIC_SERVER_TIMEOUTS).
  const timeouts = { headersMs: 300, requestMs: 600, idleMs: 900 };
  const SLACK_MS = 700;
  let slow: FastifyInstance;

  beforeAll(async () => {
    slow = await serveApp({ dir: dirs[0], port: 0, timeouts });
  });
  afterAll(() => slow.close());

  /**
   * Opens a raw connection, writes `start`, then one byte of `drip` every 50 ms (nothing when
   * empty), and reports what came back and when the server closed the connection (null: still
   * open after 4 s).
   */
  function slowClient(start: string, drip = ''): Promise<{ answer: string; closedAfterMs: number | null }> {
    const { port } = slow.server.address() as net.AddressInfo;
    return new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      const opened = Date.now();
      let answer = '';
      let sent = 0;
      const dripper = setInterval(() => {
        if (drip && !socket.destroyed) socket.write(drip[sent++ % drip.length]);
      }, 50);
      const finish = (closedAfterMs: number | null) => {
        clearInterval(dripper);
        clearTimeout(giveUp);
        socket.destroy();
        resolve({ answer, closedAfterMs });
      };
      const giveUp = setTimeout(() => finish(null), 4000);
      socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
      socket.on('error', () => undefined);
      socket.on('close', () => finish(Date.now() - opened));
      socket.on('connect', () => socket.write(start));
    });
  }

  const expectCutWithin = (result: { answer: string; closedAfterMs: number | null }, boundMs: number) => {
    expect(result.closedAfterMs).not.toBeNull();
    expect(result.closedAfterMs!).toBeLessThan(boundMs + SLACK_MS);
    // Either a 408, or nothing at all: never a page.
    expect(result.answer).toMatch(/^(HTTP\/1\.1 408 Request Timeout\r\n[\s\S]*)?$/);
  };

  test('sending part of the headers and stalling is answered 408 and closed', async () => {
    expectCutWithin(await slowClient('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: '), timeouts.headersMs);
  });

  test('headers trickling in byte by byte are cut at the headers bound, although the line is never silent', async () => {
    const result = await slowClient('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', 'aaaaaaaaaa');
    expectCutWithin(result, timeouts.headersMs);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  test('a body trickling in byte by byte is cut at the request bound', async () => {
    const result = await slowClient('POST /upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 100000\r\n\r\n', 'b');
    expectCutWithin(result, timeouts.requestMs);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  test('a connection that says nothing is closed', async () => {
    expectCutWithin(await slowClient(''), timeouts.headersMs);
  });

  test('a kept-alive connection that falls silent after its answer is closed at the idle bound', async () => {
    const result = await slowClient('GET /main.1234abcd.js HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    expect(result.answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(result.closedAfterMs).not.toBeNull();
    // Node adds a second to a kept-alive connection's bound (for a client's request already under way).
    expect(result.closedAfterMs!).toBeGreaterThanOrEqual(timeouts.idleMs - 50);
    expect(result.closedAfterMs!).toBeLessThan(timeouts.idleMs + 1_000 + SLACK_MS);
  });

  test('an ordinary request is answered', async () => {
    const { port } = slow.server.address() as net.AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/main.1234abcd.js`);
    expect(response.status).toBe(200);
  });
});

describe('the /api proxy', () => {
  // A stand-in API that answers with the forwarded headers it was given.
  let api: FastifyInstance;
  let direct: FastifyInstance;
  let behindTls: FastifyInstance;
  beforeAll(async () => {
    api = Fastify();
    api.all('/api/*', async (request) => ({ for: request.headers['x-forwarded-for'], proto: request.headers['x-forwarded-proto'], host: request.headers['x-forwarded-host'] ?? null }));
    await api.listen({ port: 0, host: '127.0.0.1' });
    const apiTarget = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
    direct = await serveApp({ dir: dirs[0], port: 0, registry, apiTarget });
    behindTls = await serveApp({ dir: dirs[0], port: 0, registry, apiTarget, trustProxy: ['127.0.0.1'] });
  });
  afterAll(() => Promise.all([api.close(), direct.close(), behindTls.close()]));

  const forwarded = async (server: FastifyInstance, headers: Record<string, string>) =>
    (await server.inject({ url: '/api/health', remoteAddress: '127.0.0.1', headers })).json();

  test('passes on the peer, never an address, scheme or host the visitor made up', async () => {
    expect(await forwarded(direct, { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' })).toEqual({ for: '127.0.0.1', proto: 'http', host: null });
  });

  test('behind a declared proxy (TRUST_PROXY), passes on the client and scheme that proxy forwarded', async () => {
    expect(await forwarded(behindTls, { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' })).toEqual({ for: '203.0.113.7', proto: 'https', host: null });
    // Only the declared proxy's own entry is believed, not what its client put before it.
    expect(await forwarded(behindTls, { 'x-forwarded-for': '6.6.6.6, 203.0.113.8' })).toEqual({ for: '203.0.113.8', proto: 'http', host: null });
  });
});

describe('the service worker and its off switch', () => {
  const WORKER = 'self.addEventListener("fetch", () => {});';
  const OFF = 'self.registration.unregister();';
  let on: FastifyInstance;
  let off: FastifyInstance;
  let workerDir: string;

  beforeAll(async () => {
    workerDir = tempApp({ 'index.html': PAGE, 'sw.js': WORKER, 'sw-off.js': OFF });
    on = await serveApp({ dir: workerDir, port: 0, registry });
    off = await serveApp({ dir: workerDir, port: 0, registry, serviceWorker: false });
  });
  afterAll(async () => {
    await Promise.all([on.close(), off.close()]);
    fs.rmSync(workerDir, { recursive: true, force: true });
  });

  it('serves the worker at /sw.js, revalidated on every load', async () => {
    const response = await on.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(WORKER);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('switched off, serves at /sw.js the worker that removes itself', async () => {
    const response = await off.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(OFF);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it("lets the shell's worker fetch a remote's files with CORS, so it can keep them", async () => {
    const response = await remote.inject({ url: '/remoteEntry.js', headers: { origin: SHELL } });
    expect(response.headers['access-control-allow-origin']).toBe(SHELL);
    const stranger = await remote.inject({ url: '/remoteEntry.js', headers: { origin: 'https://evil.example' } });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});
