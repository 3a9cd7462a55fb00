// The shell's fallback copy of shared-ui (docs/decisions/0016-shared-ui-fallback.md): every
// exposed module, compiled into the shell as lazy chunks that load only when shared-ui cannot
// be reached. The runtime plugin every container carries (platform/src/mf-runtime-plugin.ts)
// calls the loader installed here, so the remotes' own imports of shared-ui fall back too.
// Compiled into the shell, these modules use the shell's shared singletons (react,
// styled-components, platform files). A test keeps the list equal to shared-ui's exposes.
// Three chunks: toast apart, because the shell defers react-toastify to the first interaction,
// and the check-in code apart, because its QR encoder would weigh every other page's fallback.

/** Loads the fallback copy of one exposed module ('./Button'); rejects for a name shared-ui does not expose. */
export async function loadFallback(expose: string): Promise<unknown> {
  if (expose === './toast') return import(/* webpackChunkName: "shared-ui-fallback-toast" */ './exposed/toast');
  if (expose === './domain/checkInCode') return import(/* webpackChunkName: "shared-ui-fallback-check-in-code" */ './domain/checkInCode');
  const { exposedModules } = await import(/* webpackChunkName: "shared-ui-fallback" */ './fallback-modules');
  if (!Object.hasOwn(exposedModules, expose)) throw new Error(`shared-ui exposes no ${expose}`);
  return exposedModules[expose];
}

/** Makes the fallback reachable by every container's runtime plugin (one global per page). */
export function installSharedUiFallback(): void {
  globalThis.__churchSharedUiFallback = loadFallback;
}
