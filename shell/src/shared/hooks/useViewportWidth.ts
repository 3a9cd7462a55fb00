import { useSyncExternalStore } from 'react';

// The width is read once, then on each resize, never as React renders: useSyncExternalStore reads
// its snapshot inside the commit too, and reading innerWidth just after a page's DOM went in forced
// the page's whole layout there, which made the dashboard's first reveal one long task on a phone.
const listeners = new Set<() => void>();
let width: number | null = null;

function currentWidth(): number {
  if (width === null) {
    width = window.innerWidth;
    window.addEventListener('resize', () => {
      width = window.innerWidth;
      for (const listener of listeners) listener();
    });
  }
  return width;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The window's inner width in px, updated on resize. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, currentWidth, () => 1280);
}
