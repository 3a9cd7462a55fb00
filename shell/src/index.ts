// Async boundary: shared singletons and shared-ui resolve before the shell's code runs.
import('./bootstrap');
