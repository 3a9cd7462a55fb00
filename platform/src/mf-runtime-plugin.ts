// Runtime plugin compiled into every federated container (see rspack.shared.js).
// 1. Resolves every remote from the runtime registry (/config.json), so no remote URL is
//    compiled in and every container, not only the shell, sees the same registry (§8.3).
// 2. Bounds the manifest fetch and the remote entry script, so a hanging remote settles (§8.4).
// 3. Turns off zod's eval probe: the pages' Content-Security-Policy forbids eval (decision 0015).
// It must stay free of shared modules: it runs before any share scope exists.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { config as zodConfig } from 'zod/v4/core';
import { ensureRegistry } from './registry';

export const MANIFEST_TIMEOUT_MS = 4000;
export const SCRIPT_TIMEOUT_MS = 4000;

export default function churchRuntimePlugin(): ModuleFederationRuntimePlugin {
  // Zod would try new Function to compile its parsers, which the policy blocks (a reported
  // violation). Its config is one per page (on globalThis), set before any schema is built.
  zodConfig({ jitless: true });
  return {
    name: 'church-registry-and-timeouts',
    async beforeRequest(args) {
      const registry = await ensureRegistry();
      const remoteName = args.id.split('/')[0];
      for (const remote of args.options.remotes) {
        const url = registry.remotes[remote.name];
        if (url && 'entry' in remote) remote.entry = url;
      }
      const known = args.options.remotes.some((remote) => remote.name === remoteName);
      if (!known && registry.remotes[remoteName]) {
        args.origin.registerRemotes([{ name: remoteName, entry: registry.remotes[remoteName] }]);
      }
      return args;
    },
    fetch(url, init) {
      return fetch(url, { ...init, cache: 'no-cache', signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    },
    createScript() {
      return { timeout: SCRIPT_TIMEOUT_MS };
    },
  };
}
