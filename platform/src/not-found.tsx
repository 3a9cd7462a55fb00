import { Link } from '@church/platform/router';

/** The page for any path no route matches, in the shell and inside every area. */
export function NotFound() {
  return (
    <section aria-labelledby="not-found-title" data-testid="not-found" style={{ padding: '3rem 1rem', textAlign: 'center' }}>
      <h1 id="not-found-title">Page not found</h1>
      <p>No route matches URL. The page may have moved, or the address may be mistyped.</p>
      <Link to="/">Go Home</Link>
    </section>
  );
}
