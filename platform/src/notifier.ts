// Toasts come from shared-ui, which platform must not import: the shell (or the harness)
// plugs shared-ui's `notify` in here once at start-up.
export interface Notifier {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
}

const silent: Notifier = { success: () => {}, error: () => {}, info: () => {} };

let current: Notifier = silent;

export function configureNotifier(next: Notifier): void {
  current = next;
}

// A stable facade so callers never hold a stale notifier.
export const notifier: Notifier = {
  success: (message) => current.success(message),
  error: (message) => current.error(message),
  info: (message) => current.info(message),
};
