// A module loaded once, that React.lazy can render without suspending once it is in.
// React's lazy component reads its factory's thenable synchronously: a thenable that calls back
// at once makes it render in the same pass. A suspended lazy component is revealed by a Suspense
// retry, which React 19 holds back until 300 ms after the last fallback it showed; a signed-in
// page loads its modules first and renders them in an ordinary update instead
// (docs/decisions/0017-prerendered-pages.md).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface Preloadable<M> {
  /** Starts loading once and resolves with the module; a failed load stays failed until forget(). */
  preload: () => Promise<M>;
  /** The module at once when it is in, else the load (under way, failed, or started now). */
  get: () => PromiseLike<M>;
  /** Drops a failed load, so the next ask loads again (a Retry). */
  forget: () => void;
}

export function preloadable<M>(load: () => Promise<M>): Preloadable<M> {
  let loaded: { module: M } | null = null;
  let pending: Promise<M> | null = null;
  let failed = false;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = { module };
        return module;
      },
      (error: unknown) => {
        failed = true;
        throw error;
      },
    ));
  const get = (): PromiseLike<M> => {
    if (!loaded) return preload();
    const { module } = loaded;
    // Not a Promise, whose callbacks always wait for a microtask: React only calls `then`.
    return { then: (onLoaded?: (value: M) => unknown) => void onLoaded?.(module) } as unknown as PromiseLike<M>;
  };
  const forget = () => {
    if (!failed) return;
    failed = false;
    pending = null;
  };
  return { preload, get, forget };
}

/** React.lazy over a preloadable module: rendered at once when the module is already in. */
export function lazyOf<C extends ComponentType<object>>(module: Preloadable<{ default: C }>): LazyExoticComponent<C> {
  // React.lazy's type asks for a Promise; it only ever calls `then` (react's lazyInitializer).
  return lazy(module.get as () => Promise<{ default: C }>);
}
