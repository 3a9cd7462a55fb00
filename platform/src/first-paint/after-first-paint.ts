// Work the first paint does not need (the bell's count, the service worker, the outbox) starts
// once the page has loaded and the browser is first idle, so it never competes with the page.
// One timing for all of it: the first idle moment after the load event, at most 2 s after it;
// where requestIdleCallback is missing (Safari), 500 ms after it.
import { useEffect, useState } from 'react';

/** The longest an idle callback may wait after the load event on a page that never goes quiet. */
export const AFTER_PAINT_TIMEOUT_MS = 2000;
/** Without requestIdleCallback, how long after the load event counts as quiet. */
export const AFTER_PAINT_FALLBACK_MS = 500;

type IdleWindow = Window & { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/** Runs the task after the first paint (see above); returns a cancel function. */
export function afterFirstPaint(task: () => void): () => void {
  const win = window as IdleWindow;
  let cancel = () => {};
  const whenIdle = () => {
    if (win.requestIdleCallback && win.cancelIdleCallback) {
      const id = win.requestIdleCallback(task, { timeout: AFTER_PAINT_TIMEOUT_MS });
      cancel = () => win.cancelIdleCallback?.(id);
    } else {
      const id = setTimeout(task, AFTER_PAINT_FALLBACK_MS);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') {
    whenIdle();
    return () => cancel();
  }
  window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancel();
  };
}

/** False until after the first paint, then true. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => (painted ? undefined : afterFirstPaint(() => setPainted(true))), [painted]);
  return painted;
}
