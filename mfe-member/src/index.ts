// Async boundary: shared singletons and shared-ui resolve before the app's code runs.
import('./bootstrap');
