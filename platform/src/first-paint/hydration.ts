// A prerendered page (docs/decisions/0017-prerendered-pages.md) is taken over by hydrateRoot,
// whose first render must produce the HTML the build rendered. What only the visitor's browser
// knows (the stored session, the time) is left out of that render and shown right after it.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False on the server and while React hydrates a prerendered page; true in every later render. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
