// Starts the composed site from production builds: the API on the embedded database (or
// DATABASE_URL) and each app on its own port, the shell proxying /api. Used by `npm start`
// and by the e2e suite.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APP_NAMES, ROOT, apiPort, distOf, portOf, registryFor, shellOrigins } from './apps.mjs';
import { registryOrigins, serveApp } from './serve-static.mjs';

export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * How node runs the API, wherever it is started. One process with tsx's loader (the tsx command
 * would add a second node process, about 50 MB, only to relay signals to it). The old generation
 * may grow by half its live size before it is collected, not by V8's default of up to four times:
 * an import's commit left garbage to 300 MB of heap (a 5 MB file's commit peaked at 607-614 MB on
 * the embedded database; with this, 438-479 MB and no slower).
 */
export const API_NODE_OPTIONS = ['--heap-growing-percent=50', '--import', 'tsx'];

/**
 * Starts the API from source and waits until it answers; its output goes to `stdio` (a file
 * descriptor to keep it in a file).
 * @param {NodeJS.ProcessEnv} [env]
 * @param {{ stdio?: 'inherit' | 'ignore' | number }} [options]
 */
export async function startApi(env = process.env, { stdio = 'inherit' } = {}) {
  const port = apiPort(env);
  // An API left behind on the port would answer the wait below, and the run would talk to it.
  const leftBehind = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );
  if (leftBehind) throw new Error(`port ${port} already has a server answering; stop it (a run left behind?) or set another port`);
  const child = spawn(process.execPath, [...API_NODE_OPTIONS, path.join(ROOT, 'api/src/main.ts')], {
    cwd: ROOT,
    // The shell's /api proxy (serve-static.mjs) reaches the API from loopback and sets
    // X-Forwarded-For to its client's address; the API believes only the proxies listed here.
    env: { ...env, PORT: String(port), TRUST_PROXY: [env.TRUST_PROXY, '127.0.0.1,::1'].filter(Boolean).join(',') },
    stdio: ['ignore', stdio, stdio],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await Promise.race([
      waitForHttp(`http://127.0.0.1:${port}/api/health`),
      exited.then((code) => {
        throw new Error(`the API exited with code ${code} before it answered`);
      }),
    ]);
  } catch (error) {
    // An API too slow to answer is stopped, or it would keep its port (and its database) from the next run.
    if (child.exitCode === null) child.kill('SIGTERM');
    throw error;
  }
  return { port, pid: child.pid, stop: () => (child.exitCode === null ? (child.kill('SIGTERM'), exited) : Promise.resolve()) };
}

/** Serves the built apps (all by default) on their ports; the shell gets /config.json and the /api proxy. */
export async function serveApps(apps = APP_NAMES, env = process.env) {
  const registry = registryFor(apps.filter((app) => app !== 'shell'), env);
  // Pages that fetch a remote's manifest: the shell's, a remote's standalone page (shared-ui's
  // manifest) and, when QA overrides are on, a build on an override origin.
  const corsOrigins = [...new Set([...shellOrigins(env), ...registryOrigins(registry)])];
  const servers = [];
  for (const app of apps) {
    const isShell = app === 'shell';
    servers.push(
      await serveApp({
        dir: distOf(app),
        port: portOf(app, env),
        host: env.HOST || '127.0.0.1',
        // The shell reads the whole registry; a remote served alone only needs shared-ui's place.
        registry: isShell ? registry : { ...registry, remotes: { shared_ui: registry.remotes.shared_ui } },
        // A remote served alone (standalone QA) needs the API too.
        apiTarget: `http://127.0.0.1:${apiPort(env)}`,
        corsOrigins: isShell ? [] : corsOrigins,
        // The same proxies the API believes (TRUST_PROXY): the client they forward is the one
        // the /api proxy passes on.
        trustProxy: (env.TRUST_PROXY ?? '').split(',').map((entry) => entry.trim()).filter(Boolean),
        // SERVICE_WORKER=off: installed workers remove themselves and their caches (README).
        serviceWorker: env.SERVICE_WORKER !== 'off',
      }),
    );
  }
  return { registry, stop: () => Promise.all(servers.map((server) => server.close())) };
}
