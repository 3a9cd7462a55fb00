// The static server's security headers (issue 15): the page's policy, framing, CORS on remotes, HSTS.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy, securityHeaders, serveApp } from './serve-static.mjs';

const SHELL = 'http://localhost:3000';
const PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><script>document.documentElement.dataset.js = "1"</script><script defer src="/main.1234abcd.js"></script></head><body><div id="root"></div></body></html>';
const registry = {
  apiBaseUrl: '/api',
  remotes: { mfe_admin: 'http://localhost:3004/mf-manifest.json', shared_ui: 'https://cdn.example.org/shared-ui/7/mf-manifest.json' },
  allowOverrides: true,
  overrideOrigins: ['http://qa.example.org:8080'],
};

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
  dirs.push(tempApp({ 'index.html': PAGE, 'main.1234abcd.js': 'console.log(1)' }));
  dirs.push(
    tempApp({
      'index.html': PAGE,
      'remoteEntry.js': 'var mfe_admin;',
      'mf-manifest.json': '{"name":"mfe_admin"}',
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
