// Async boundary: shared singletons and shared-ui resolve before the shell's code runs.
// The fallback copy of shared-ui is installed first, for the case where it cannot be reached.
import { installSharedUiFallback } from 'shared-ui/src/fallback';

installSharedUiFallback();
import('./bootstrap');
