// A signed-in page's start. The dashboard's frame (sidebar, header) and the area with the page it
// opens load side by side from the start; each part shows the loader until its code (and, for
// the page, the signed-in user and its first data) is in, then renders in an update of its own:
// no Suspense retry, which React holds back until 300 ms after the last fallback it showed, and
// no card that grows as its data comes in. Two commits, not one: the whole page's first style
// and layout in one task blocked a phone's main thread longer (decision 0017, "Ninth session").
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { signedInAreaOf } from '@church/contracts/site-map';
import { prefetchCurrentUser } from '@church/platform/current-user';
import { lazyPage } from '@church/platform/lazy-page';
import { preloadSignedInArea } from '@church/platform/remote-area';

/** Past this a part renders anyway, and what is still loading shows its own loader: a hanging remote never hides the sidebar. */
export const START_WAIT_MS = 1500;

// The sidebar, header and account menu (with shared-ui's Avatar) are not part of a public page's
// first paint; the dashboard loads them beside its area.
export const DashboardShell = lazyPage(() => import('./layouts/DashboardShell'), 'DashboardShell');

type Part = 'frame' | 'area';
interface Loads {
  done: Promise<void>;
  settled: boolean;
}
const NOTHING_TO_WAIT_FOR: Loads = { done: Promise.resolve(), settled: true };
const starts: Record<Part, Loads> = { frame: NOTHING_TO_WAIT_FOR, area: NOTHING_TO_WAIT_FOR };

function waitAtMost(loads: Promise<unknown>, waitMs: number): Loads {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  const part: Loads = { done: Promise.resolve(), settled: false };
  part.done = Promise.race([loads, waited]).then(() => {
    clearTimeout(timer);
    part.settled = true;
  });
  return part;
}

/** Starts the loads of a signed-in page (bootstrap calls it before the first render). */
export function loadSignedInStart(pathname: string, roles: readonly string[], waitMs = START_WAIT_MS): void {
  if (!signedInAreaOf(pathname) || roles.length === 0) return;
  const user = prefetchCurrentUser();
  // A failed load settles too: the area's boundary, or the app's error screen, reports it.
  starts.frame = waitAtMost(DashboardShell.preload().catch(() => undefined), waitMs);
  starts.area = waitAtMost(Promise.all([preloadSignedInArea(pathname, roles), user]), waitMs);
}

/** `fallback` until the signed-in start's loads for `part` are in (or the wait is over), then `children`. */
export function AfterSignedInStart({ part, fallback, children }: { part: Part; fallback: ReactNode; children: ReactNode }) {
  const loads = starts[part];
  const [waiting, setWaiting] = useState(() => !loads.settled);
  useEffect(() => {
    if (!waiting) return undefined;
    let mounted = true;
    // A transition, not a Suspense retry: rendered at once, in slices that let the browser paint.
    loads.done.then(() => mounted && startTransition(() => setWaiting(false)));
    return () => {
      mounted = false;
    };
  }, [loads, waiting]);
  return waiting ? fallback : children;
}
