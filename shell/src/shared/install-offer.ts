// "Install the app": the browser's own offer (beforeinstallprompt, Chromium browsers) kept from the
// moment the page starts, or on an iPhone or iPad, where Safari has no such offer, a how-to.
// Nothing is offered once the app runs installed.
import { useSyncExternalStore } from 'react';

interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOffer = { kind: 'prompt'; install: () => Promise<void> } | { kind: 'how-to' } | null;

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Keeps the browser's offer for later (it fires once, soon after load); call once, at start. */
export function listenForInstallOffer(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    changed();
  });
  win.addEventListener('appinstalled', () => {
    deferred = null;
    changed();
  });
}

const runsInstalled = () => window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as { standalone?: boolean }).standalone === true;
// iPadOS reports itself as a Mac; a Mac with a touch screen is an iPad.
const isAppleMobile = () => /iPhone|iPad|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);

async function install(): Promise<void> {
  const offer = deferred;
  if (!offer) return;
  await offer.prompt();
  await offer.userChoice;
  // The browser's offer can be shown once; declined, it may come back later as a new event.
  deferred = null;
  changed();
}

function currentOffer(): InstallOffer {
  if (runsInstalled()) return null;
  if (deferred) return PROMPT;
  return isAppleMobile() ? HOW_TO : null;
}
const PROMPT: InstallOffer = { kind: 'prompt', install };
const HOW_TO: InstallOffer = { kind: 'how-to' };

/** What this browser offers for installing the app now, or null. */
export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentOffer,
    () => null,
  );
}
