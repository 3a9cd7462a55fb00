// A signed-in page's start. The dashboard's frame (sidebar, header) and the area with the page it
// opens load side by side from the start; each part shows the loader until its code (and, for
// the page, the signed-in user and its first data) is in, then renders in an update of its own:
// no Suspense retry, which React holds back until 300 ms after the last fallback it showed, and
// no card that grows as its data comes in. The frame does not wait for the page (decision 0017).
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { type AreaKey, signedInAreaOf } from '@church/contracts/site-map';
import { prefetchCurrentUser } from '@church/platform/current-user';
import { lazyPage } from '@church/platform/lazy-page';
import { preloadSignedInArea } from '@church/platform/remote-area';

/** Past this a part renders anyway, and what is still loading shows its own loader: a hanging remote never hides the sidebar. */
export const START_WAIT_MS = 1500;

// The sidebar, header and account menu (with shared-ui's Avatar) are not part of a public page's
// first paint; the dashboard loads them beside its area.
export const DashboardShell = lazyPage(() => import('./layouts/DashboardShell'), 'DashboardShell');

/** What waits: the frame, or the area the start opened on (another area, opened meanwhile, does not wait). */
type Part = 'frame' | AreaKey;
// The loads still under way, per part; a part leaves once its loads are in or its wait is over.
const starts = new Map<Part, Promise<void>>();

function waitAtMost(part: Part, loads: Promise<unknown>, waitMs: number): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  const settle = () => {
    clearTimeout(timer);
    if (starts.get(part) === done) starts.delete(part);
  };
  const done: Promise<void> = Promise.race([loads, waited]).then(settle, settle);
  starts.set(part, done);
}

/** Starts the loads of a signed-in page (bootstrap calls it before the first render). */
export function loadSignedInStart(pathname: string, roles: readonly string[], waitMs = START_WAIT_MS): void {
  const area = signedInAreaOf(pathname);
  if (!area || roles.length === 0) return;
  const user = prefetchCurrentUser();
  // A failed load settles too: the area's boundary, or the app's error screen, reports it.
  waitAtMost('frame', DashboardShell.preload().catch(() => undefined), waitMs);
  waitAtMost(area, Promise.all([preloadSignedInArea(pathname, roles), user]), waitMs);
}

/** `fallback` until the signed-in start's loads for `part` are in (or the wait is over), then `children`. */
export function AfterSignedInStart({ part, fallback, children }: { part: Part; fallback: ReactNode; children: ReactNode }) {
  const [waiting, setWaiting] = useState(() => starts.has(part));
  useEffect(() => {
    if (!waiting) return undefined;
    let mounted = true;
    // A transition, not a Suspense retry: rendered at once, in slices that let the browser paint.
    void (starts.get(part) ?? Promise.resolve()).then(() => mounted && startTransition(() => setWaiting(false)));
    return () => {
      mounted = false;
    };
  }, [part, waiting]);
  return waiting ? fallback : children;
}
