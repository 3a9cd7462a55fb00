// Toasts are not part of the first paint: shared-ui's toast module and react-toastify (about
// 12 KB gzipped) load at the user's first interaction, or at the first notification if that
// comes sooner. react-toastify queues a toast sent before its container mounts, so nothing is
// lost in between.
import type { ComponentType } from 'react';
import type { Notifier } from '@church/platform/notifier';

type ToastModule = typeof import('shared_ui/toast');

let loading: Promise<ToastModule> | undefined;
let loaded: ToastModule | undefined;
const onLoaded = new Set<(module: ToastModule) => void>();

/** Loads the toast module once; a failed load is forgotten so the next call tries again. */
export function loadToasts(): Promise<ToastModule> {
  loading ??= import('shared_ui/toast').then(
    (module) => {
      loaded = module;
      onLoaded.forEach((listener) => listener(module));
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Calls back with the host component once the module is loaded (at once if it already is). */
export function whenToastsLoaded(listener: (host: ComponentType) => void): () => void {
  if (loaded) {
    listener(loaded.ToastHost);
    return () => {};
  }
  const forward = (module: ToastModule) => listener(module.ToastHost);
  onLoaded.add(forward);
  return () => onLoaded.delete(forward);
}

function send(kind: keyof Notifier, message: string) {
  loadToasts().then(
    (module) => module.notify[kind](message),
    // The message cannot be shown (shared-ui unreachable); keep it in the console at least.
    () => console.warn(`[toasts] not loaded; ${kind}: ${message}`),
  );
}

/** The shell's notifier for platform: every app's toasts go through here. */
export const deferredNotify: Notifier = {
  success: (message) => send('success', message),
  error: (message) => send('error', message),
  info: (message) => send('info', message),
};
