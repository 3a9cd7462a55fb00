// The static server every app is deployed with: caching rules, CORS for federation (the shell's origin only), and the
// shell's /api proxy, which must hand the API the real client address.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { serveApp } from '../../scripts/serve-static.mjs';
import { distOf } from '../support/site';
import { sparePort } from '../support/test-env';

test('the /api proxy replaces a client-made X-Forwarded-For and keeps the API its own CORS answer', async ({ request }) => {
  const seen: http.IncomingHttpHeaders[] = [];
  const upstream = http.createServer((req, res) => {
    seen.push(req.headers);
    res.setHeader('content-type', 'application/json');
    res.end('{"data":{"status":"ok"}}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const shell = await serveApp({
    dir: distOf('shell'),
    port: sparePort(30),
    registry: { apiBaseUrl: '/api', remotes: {} },
    apiTarget: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
  });
  try {
    const response = await request.get(`http://127.0.0.1:${sparePort(30)}/api/health`, { headers: { 'X-Forwarded-For': '198.51.100.7' } });
    expect(response.status()).toBe(200);
    expect(seen[0]['x-forwarded-for']).toBe('127.0.0.1');
    expect(response.headers()['access-control-allow-origin']).toBeUndefined();
  } finally {
    await shell.close();
    await new Promise((resolve) => upstream.close(resolve));
  }
});

test('manifests, entries, config and pages revalidate; hashed chunks are immutable; remotes allow the shell only', async ({ request }) => {
  const port = sparePort(31);
  const shellOrigin = 'http://localhost:3000';
  const admin = await serveApp({ dir: distOf('mfe-admin'), port, registry: { apiBaseUrl: '/api', remotes: {} }, corsOrigins: [shellOrigin] });
  try {
    const base = `http://127.0.0.1:${port}`;
    for (const path of ['/mf-manifest.json', '/remoteEntry.js', '/config.json', '/', '/dashboard/admin/members']) {
      const response = await request.get(base + path, { headers: { Origin: shellOrigin } });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
      expect(response.headers()['access-control-allow-origin'], path).toBe(shellOrigin);
    }
    const foreign = await request.get(`${base}/mf-manifest.json`, { headers: { Origin: 'https://elsewhere.example' } });
    expect(foreign.headers()['access-control-allow-origin']).toBeUndefined();
    const manifest = await (await request.get(`${base}/mf-manifest.json`)).json();
    const chunk = manifest.exposes[0].assets.js.sync[0];
    const hashed = await request.get(`${base}/${chunk}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers()['content-encoding']).toBe('gzip');
    expect((await request.get(`${base}/missing.js`)).status()).toBe(404);
  } finally {
    await admin.close();
  }
});
