// Async boundary: shared singletons resolve before the gallery's code runs.
import('./bootstrap');
