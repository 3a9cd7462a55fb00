import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readPersistedAuth } from '@church/platform/auth-slice';
import { nextTask } from '@church/platform/next-task';
import { overridesApplied } from '@church/platform/registry';
import { setUpPlatform } from '@church/platform/runtime-setup';
import type { ThemeMode } from '@church/platform/theme-mode';
import { App } from './app/App';
import { loadSignedInStart } from './app/signed-in-start';
import { deferredNotify } from './features/toasts/deferred-toasts';

setUpPlatform(deferredNotify).then(async (registry) => {
  loadSignedInStart(window.location.pathname, readPersistedAuth().user?.roles ?? []);
  const root = document.getElementById('root')!;
  // A prerendered page (docs/decisions/0017-prerendered-pages.md) is taken over in place, in the
  // mode it was rendered in. Under a QA override its area's HTML came from another build: render afresh.
  if (root.hasAttribute('data-prerendered') && !overridesApplied(registry)) {
    const mode: ThemeMode = document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
    await nextTask(); // the modules' evaluation and the hydration's start are two tasks, not one
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // blocking a phone's main thread for the whole page (its HTML is on screen meanwhile).
    startTransition(() => {
      hydrateRoot(root, <App initialMode={mode} />);
    });
    return;
  }
  // A signed-in page's skeleton (decision 0018) stays on screen until React's first commit
  // replaces it with the same boxes; anything else (a page's HTML from another build) goes now.
  const skeleton = root.hasAttribute('data-skeleton');
  root.removeAttribute('data-skeleton');
  if (!skeleton) root.replaceChildren();
  // A transition here too: the first render of a signed-in page (the shell, its layout, the
  // session's stores) yields to the browser every few milliseconds instead of one long task.
  startTransition(() => {
    createRoot(root).render(<App />);
  });
});
