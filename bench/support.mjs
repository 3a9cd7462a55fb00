// What the benchmarks share: the repository's root, the demo accounts, a free loopback port, and
// the API started from its source on one.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
// The demo accounts come from their one source (contracts/src/demo-accounts.json).
export const demo = JSON.parse(readFileSync(path.join(root, 'contracts', 'src', 'demo-accounts.json'), 'utf8'));

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
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: path.join(root, 'api'),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', stdio, 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return { base, stop: () => new Promise((r) => { child.once('exit', r); child.kill('SIGTERM'); }) };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error('API exited before listening');
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error('API did not start within 120 s');
}
