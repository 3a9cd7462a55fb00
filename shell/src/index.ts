// Async boundary: shared-ui (and any share a remote provides) resolves before the shell's code runs;
// the shell's own shared modules are eager (rspack.shared.js).
// The fallback copy of shared-ui is installed first, for the case where it cannot be reached.
import { installSharedUiFallback } from 'shared-ui/src/fallback';

installSharedUiFallback();
// In a task of its own: on a phone, the federation runtime's start-up and the app's first
// evaluation made one long task that delayed the first tap (Total Blocking Time).
setTimeout(() => import('./bootstrap'));
// React DOM (in the entry, provided eagerly) is evaluated in a task of its own while shared-ui's
// code is on its way, instead of in the task that evaluates the app once shared-ui has come.
setTimeout(() => import('react-dom/client'));
