import { createElement, Fragment, lazy, type ComponentType } from 'react';
import { EarlyInputTakeOver } from '@church/platform/early-input';

// After a redeploy the old hashed chunks are gone: one full reload fetches the new build.
// The flag stops a reload loop when the chunk is broken for good (the error screen shows then).
export const RELOAD_FLAG_KEY = 'page-module-reloaded';

function readFlag(): boolean {
  try {
    return sessionStorage.getItem(RELOAD_FLAG_KEY) === '1';
  } catch {
    return true; // No storage, no way to detect a loop: never reload.
  }
}

function writeFlag(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(RELOAD_FLAG_KEY, '1');
    else sessionStorage.removeItem(RELOAD_FLAG_KEY);
  } catch {
    // Ignored: readFlag already refuses to reload without storage.
  }
}

/** Loads a page module, reloading the page once if it fails; a second failure is thrown. */
export async function importWithReload<T>(load: () => Promise<T>, reload: () => void = () => window.location.reload()): Promise<T> {
  try {
    const module = await load();
    writeFlag(false);
    return module;
  } catch (error) {
    if (readFlag()) throw error;
    writeFlag(true);
    reload();
    // Keep the loader on screen while the page reloads.
    return new Promise<T>(() => {});
  }
}

/**
 * React.lazy for a named export, with the reload-once rule. On a prerendered page the page
 * hydrates when its code arrives, and then takes over what the visitor typed or clicked before.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(() =>
    importWithReload(load).then((module) => {
      const Page = module[name] as ComponentType<object>;
      const WithTakeOver = (props: object) => createElement(Fragment, null, createElement(Page, props), createElement(EarlyInputTakeOver));
      return { default: WithTakeOver as ComponentType<unknown> };
    }),
  );
}
