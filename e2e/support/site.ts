// Helpers for tests that compose their own variant of the site (a remote down, hanging, redeployed).
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { registryFor, ROOT, shellOrigins } from '../../scripts/apps.mjs';
import { serveApp } from '../../scripts/serve-static.mjs';
import { TEST_ENV } from './test-env';

export const distOf = (app: string) => path.join(ROOT, app, 'dist');

/** The test site's registry, with some remotes pointed elsewhere. */
export function registryWith(remotes: Record<string, string>) {
  const base = registryFor(['mfe-public', 'mfe-member', 'mfe-leader', 'mfe-admin', 'shared-ui'], { ...process.env, ...TEST_ENV });
  return { ...base, remotes: { ...base.remotes, ...remotes } };
}

/**
 * Another deployment of the shell's build, on its own port, reading the given registry.
 * Its /api proxy goes to the suite's API unless apiTarget points elsewhere (e.g. a switchable proxy).
 */
export async function serveShell(port: number, registry: object, apiTarget = `http://127.0.0.1:${TEST_ENV.API_PORT}`) {
  return serveApp({
    dir: distOf('shell'),
    port,
    registry,
    apiTarget,
  });
}

/** Another deployment of a remote's build (e.g. mfe-admin), answering CORS for the suite's shells. */
export async function serveRemote(dir: string, port: number) {
  return serveApp({ dir, port, corsOrigins: shellOrigins({ ...process.env, ...TEST_ENV }) });
}

/** A server that accepts connections and never answers: a hanging remote. */
export async function serveHanging(port: number) {
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer(() => {
    /* never respond */
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export const manifestAt = (port: number) => `http://localhost:${port}/mf-manifest.json`;

/** Every file under a folder with its SHA-256: two calls are equal when not one byte changed. */
export function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, file)] = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return hashes;
}
