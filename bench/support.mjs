// What the benchmarks share: the repository's root, the demo accounts, a free loopback port, and
// the API started from its source on one.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_NODE_OPTIONS } from '../scripts/site.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
// The demo accounts come from their one source (contracts/src/demo-accounts.json).
export const demo = JSON.parse(readFileSync(path.join(root, 'contracts', 'src', 'demo-accounts.json'), 'utf8'));

/**
 * The composed site's environment for a browser benchmark: its own ports (the shell at `base`,
 * the remotes after it, the API at base + 1000) and a fresh embedded database.
 */
export function siteEnv(base) {
  const apps = ['SHELL', 'MFE_PUBLIC', 'MFE_MEMBER', 'MFE_LEADER', 'MFE_ADMIN', 'SHARED_UI'];
  const env = {
    ...process.env,
    ...Object.fromEntries(apps.map((app, offset) => [`PORT_${app}`, String(base + offset)])),
    API_PORT: String(base + 1000),
    PGLITE_DIR: mkdtempSync(path.join(os.tmpdir(), 'church-bench-')),
  };
  delete env.DATABASE_URL;
  return env;
}

/** A demo account's session as the API's login answers it (what the app keeps in localStorage). */
export async function signIn(apiPort, email) {
  const response = await fetch(`http://127.0.0.1:${apiPort}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demo.password }),
  });
  return (await response.json()).data;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The API (api/src/main.ts) on a free loopback port with `env`; resolves once /api/health answers. */
export async function startApi(env, { stdio = 'inherit' } = {}) {
  const port = await freePort();
  // As scripts/site.mjs starts it.
  const child = spawn(process.execPath, [...API_NODE_OPTIONS, 'src/main.ts'], {
    cwd: path.join(root, 'api'),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', stdio, 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return { base, pid: child.pid, stop: () => new Promise((r) => { child.once('exit', r); child.kill('SIGTERM'); }) };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error('API exited before listening');
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error('API did not start within 120 s');
}

/**
 * Runs `work` with the URL of a new database beside `serverUrl` (PostgreSQL), dropped afterwards;
 * with `template`, a copy of that database (nobody may be connected to it while it is copied).
 */
export async function withFreshDatabase(serverUrl, work, { template } = {}) {
  const { default: pg } = await import('pg');
  const name = `church_bench_${Date.now()}`;
  // Connected to the server's own database: a database being copied must have no connections.
  const maintenance = new URL(serverUrl);
  if (template) maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${pg.escapeIdentifier(template)}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
