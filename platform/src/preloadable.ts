// A module loaded once, that React.lazy can render without suspending once it is in.
// React's lazy component reads its factory's thenable synchronously: a thenable that calls back
// at once makes it render in the same pass. A suspended lazy component is revealed by a Suspense
// retry, which React 19 holds back until 300 ms after the last fallback it showed; a signed-in
// page loads its modules first and renders them in one ordinary update instead
// (docs/decisions/0017-prerendered-pages.md, "Ninth session").

export interface Preloadable<M> {
  /** Starts loading (once; again after a failure) and resolves with the module. */
  preload: () => Promise<M>;
  /** For React.lazy's factory: the module at once when it is in, else the load under way. */
  get: () => Promise<M>;
}

export function preloadable<M>(load: () => Promise<M>): Preloadable<M> {
  let loaded: { module: M } | null = null;
  let pending: Promise<M> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = { module };
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const get = () => {
    if (!loaded) return preload();
    const { module } = loaded;
    // Not a Promise (whose callbacks always wait for a microtask): React only calls `then`.
    return { then: (onLoaded: (value: M) => unknown) => onLoaded(module) } as unknown as Promise<M>;
  };
  return { preload, get };
}
