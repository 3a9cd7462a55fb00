// Runtime plugin compiled into every federated container (see rspack.shared.js).
// 1. Resolves every remote from the runtime registry (/config.json), so no remote URL is
//    compiled in and every container, not only the shell, sees the same registry (each container
//    has its own runtime instance, which the shell's registerRemotes would not reach).
// 2. Bounds the manifest fetch and the remote entry script (neither has a timeout of its own), so
//    a hanging remote settles.
// 3. Turns off zod's eval probe: the pages' Content-Security-Policy forbids eval (decision 0015).
// 4. Falls back to the shell's copy of shared-ui when shared-ui cannot be reached (decision 0016).
// It must stay free of shared modules: it runs before any share scope exists.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from './next-task';
import { ensureRegistry } from './registry';

export const MANIFEST_TIMEOUT_MS = 4000;
export const SCRIPT_TIMEOUT_MS = 4000;

const SHARED_UI_PREFIX = 'shared_ui/';
/**
 * Set on the page once shared-ui failed to load for any container, so the others go straight
 * to the fallback instead of each waiting for its own timeout. It lives as long as the page:
 * the next page load tries shared-ui first again.
 */
const SHARED_UI_UNREACHABLE = '__churchSharedUiUnreachable';

type FallbackGlobal = typeof globalThis & { [SHARED_UI_UNREACHABLE]?: boolean };

/**
 * The shell's copy of one of shared-ui's modules, when shared-ui failed to load it. `from: 'build'`
 * (an import compiled into a container) takes a module factory; a runtime loadRemote the module.
 */
async function sharedUiFallback(id: string, from: string, error: unknown): Promise<unknown> {
  const load = globalThis.__churchSharedUiFallback;
  if (!load) return undefined;
  const slot = globalThis as FallbackGlobal;
  if (!slot[SHARED_UI_UNREACHABLE]) {
    slot[SHARED_UI_UNREACHABLE] = true;
    console.warn("shared-ui could not be loaded; using the shell's copy on this page.", error);
  }
  const module = await load(`./${id.slice(SHARED_UI_PREFIX.length)}`);
  return from === 'build' ? () => module : module;
}

export default function churchRuntimePlugin(): ModuleFederationRuntimePlugin {
  // Zod would try new Function to compile its parsers, which the policy blocks (a reported
  // violation). Its one configuration per page is globalThis.__zod_globalConfig (what z.config()
  // writes); setting jitless there before any schema is built spares every container a copy of
  // zod's core in its runtime (importing zod here added ~23 KB to each remoteEntry.js).
  const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (zodGlobal.__zod_globalConfig ??= {}).jitless = true;
  return {
    name: 'church-registry-and-timeouts',
    async beforeRequest(args) {
      // shared-ui already failed on this page: straight to the fallback (errorLoadRemote below).
      if (args.id.startsWith(SHARED_UI_PREFIX) && (globalThis as FallbackGlobal)[SHARED_UI_UNREACHABLE] && globalThis.__churchSharedUiFallback) {
        throw new Error('shared-ui was unreachable earlier on this page');
      }
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
    // A container's start (its share scope joined) and the first use of its modules come in
    // separate tasks: together they were the longest task after the first paint on a phone.
    async initContainer(args) {
      await nextTask();
      return args;
    },
    // A module another container imports in its code (shared-ui's components in a page's chunk)
    // is evaluated here, each in a task of its own, as it arrives: otherwise they all ran in the
    // one task that evaluates the page's chunk, the longest of a dashboard's start on a phone.
    async onLoad({ exposeModuleFactory }) {
      if (typeof exposeModuleFactory !== 'function') return undefined;
      await nextTask();
      const exports: unknown = exposeModuleFactory();
      return () => exports;
    },
    // Called at each stage that failed; only the final one ('onLoad', with the requested id,
    // after the manifest, entry or chunk failed or timed out) can answer with a module. Anything
    // else is left to fail as before (an area's own error screen and Retry).
    async errorLoadRemote({ id, error, from, lifecycle }) {
      if (lifecycle !== 'onLoad' || !id.startsWith(SHARED_UI_PREFIX)) return undefined;
      return sharedUiFallback(id, from, error);
    },
  };
}
