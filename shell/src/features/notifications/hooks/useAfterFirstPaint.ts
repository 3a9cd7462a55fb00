import { useEffect, useState } from 'react';

/** Without requestIdleCallback (Safari), how long after the page's load event counts as quiet. */
export const QUIET_FALLBACK_MS = 500;
/** The longest an idle callback may wait on a page that never goes quiet. */
export const QUIET_TIMEOUT_MS = 3000;

type IdleWindow = Window & { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/**
 * False until the page has loaded and the browser is first idle: work the first paint does not
 * need (the bell's count) waits for it, so its request and render never compete with the page's.
 */
export function useAfterFirstPaint(): boolean {
  const [quiet, setQuiet] = useState(false);
  useEffect(() => {
    if (quiet) return;
    const win = window as IdleWindow;
    let cancel = () => {};
    const whenIdle = () => {
      if (win.requestIdleCallback && win.cancelIdleCallback) {
        const id = win.requestIdleCallback(() => setQuiet(true), { timeout: QUIET_TIMEOUT_MS });
        cancel = () => win.cancelIdleCallback?.(id);
      } else {
        const id = setTimeout(() => setQuiet(true), QUIET_FALLBACK_MS);
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
  }, [quiet]);
  return quiet;
}
