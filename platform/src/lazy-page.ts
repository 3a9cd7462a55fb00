import { createElement, useEffect, useState, type ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { lazyOf, preloadable } from '@church/platform/preloadable';
import { type AnyQueryOptions, fetchForPageOpening, getQueryClient, pageOpened } from '@church/platform/query-client';

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

/** A query a page asks for as soon as it opens. */
export type PageQuery = AnyQueryOptions;

/** A page component whose code can be loaded before it first renders; it then renders at once. */
export type PreloadablePage = ComponentType & { preload: () => Promise<unknown> };

/**
 * React.lazy for a named export, with the reload-once rule.
 * `queries` names the page's first requests, which then start when the page opens, alongside its
 * code, instead of once the code has arrived and rendered (one round trip or more on a phone).
 * They must live outside the page's chunk, in small modules of the area's entry.
 * `preload()` loads the code and the first queries' answers (in the page-wide client) ahead; once
 * the code is in, the page renders without suspending.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K, queries?: () => readonly PageQuery[]): PreloadablePage {
  const code = preloadable(() =>
    importWithReload(load).then((module) => ({ default: module[name] as ComponentType<object> })),
  );
  const LazyPage = lazyOf(code);
  if (!queries) return Object.assign(LazyPage, { preload: code.preload });
  const firstQueries = queries;
  function PageWithData(props: object) {
    const client = useQueryClient();
    // Worked out once, as the page opens (the month, today's date).
    const [opening] = useState(firstQueries);
    // Asked for during render, before the lazy page suspends: an effect would wait for the code.
    void fetchForPageOpening(client, opening);
    // After the page's own effects (children's run first), which took the answers without a refetch.
    useEffect(() => pageOpened(client, opening), [client, opening]);
    return createElement(LazyPage, props);
  }
  const preload = () => Promise.all([code.preload(), fetchForPageOpening(getQueryClient(), firstQueries())]);
  return Object.assign(PageWithData, { preload });
}
