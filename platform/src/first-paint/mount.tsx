// How the shell starts React on the page's root, from what the server sent in it
// (scripts/first-paint/page-composer.mjs):
// - data-prerendered: the page the build rendered, taken over in place (hydrated) in the mode it
//   was rendered in; hydration then yields to the browser instead of one blocking task;
// - data-skeleton: a signed-in page's skeleton, the same HTML for every visitor, so nothing to
//   hydrate: it stays on screen until React's first commit replaces it with the same boxes
//   (React clears a root's container in the commit that fills it: no blank frame);
// - anything else is rendered afresh.
// Either way the first render is a transition: React renders in slices of a few milliseconds
// instead of one long task on a phone.
import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { nextTask } from '@church/platform/next-task';
import type { ThemeMode } from '@church/platform/theme-mode';

/**
 * Starts `app` on `root`. `hydrate: false` renders a prerendered page afresh (under a QA override
 * its area's HTML came from another build). `app` gets the mode a prerendered page was rendered in.
 */
export async function mountApp(root: HTMLElement, app: (prerenderedMode?: ThemeMode) => ReactElement, { hydrate = true } = {}): Promise<void> {
  if (hydrate && root.hasAttribute('data-prerendered')) {
    const mode: ThemeMode = document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
    await nextTask(); // the modules' evaluation and the hydration's start are two tasks, not one
    startTransition(() => {
      hydrateRoot(root, app(mode));
    });
    return;
  }
  const skeleton = root.hasAttribute('data-skeleton');
  root.removeAttribute('data-skeleton');
  if (!skeleton) root.replaceChildren();
  startTransition(() => {
    createRoot(root).render(app());
  });
}
