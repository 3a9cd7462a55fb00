import { createElement, lazy, useEffect, useState, type ComponentType } from 'react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { deviceIsOffline } from '@church/platform/offline-page';
import { type AnyQueryOptions, fetchForPageOpening, pageOpened } from '@church/platform/query-client';

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

/**
 * Loads a page module, reloading the page once if it fails; a second failure is thrown. Offline it
 * is thrown at once: a reload cannot bring what the device does not have (the boundary says offline).
 */
export async function importWithReload<T>(load: () => Promise<T>, reload: () => void = () => window.location.reload()): Promise<T> {
  try {
    const module = await load();
    writeFlag(false);
    return module;
  } catch (error) {
    if (deviceIsOffline() || readFlag()) throw error;
    writeFlag(true);
    reload();
    // Keep the loader on screen while the page reloads.
    return new Promise<T>(() => {});
  }
}

/** A query a page asks for as soon as it opens. */
export type PageQuery = AnyQueryOptions;

/** How long a page's first opening waits for its first queries' answers; then it shows, with its own loading states. */
export const FIRST_DATA_WAIT_MS = 1500;

/** Resolves when `promise` settles or after `ms`, whichever comes first; never rejects. */
function atMost(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}

/**
 * React.lazy for a named export, with the reload-once rule.
 * `queries` names the page's first requests, which then start when the page opens, alongside its
 * code, instead of once the code has arrived and rendered (one round trip or more on a phone).
 * They must live outside the page's chunk, in small modules of the area's entry. The page's first
 * opening shows once they have answered (at most FIRST_DATA_WAIT_MS): it appears whole, no card
 * growing as its answer comes in and moving the ones below.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K, queries?: () => readonly PageQuery[]): ComponentType {
  let code: Promise<{ default: ComponentType<object> }> | undefined;
  const loadCode = () => (code ??= importWithReload(load).then((module) => ({ default: module[name] as ComponentType<object> })));
  if (!queries) return lazy(loadCode);
  const firstQueries = queries;
  // Per query client, the page as React.lazy whose load is its code and its first answers, asked
  // for side by side; once in, a later opening renders it at once.
  const pages = new WeakMap<QueryClient, ComponentType<object>>();
  function PageWithData(props: object) {
    const client = useQueryClient();
    // Worked out once, as the page opens (the month, today's date).
    const [opening] = useState(firstQueries);
    let Page = pages.get(client);
    if (!Page) {
      const ready = Promise.all([loadCode(), atMost(fetchForPageOpening(client, opening), FIRST_DATA_WAIT_MS)]);
      Page = lazy(() => ready.then(([loaded]) => loaded));
      pages.set(client, Page);
    }
    // A later opening asks, during render, for what is no longer kept: an effect would wait for the code.
    void fetchForPageOpening(client, opening);
    // After the page's own effects (children's run first), which took the answers without a refetch.
    useEffect(() => pageOpened(client, opening), [client, opening]);
    return createElement(Page, props);
  }
  return PageWithData;
}
