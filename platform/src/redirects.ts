// Redirect rules shared by the guards, the auth pages and the 401 handling.

export const AUTH_PATHS = ['/login', '/register', '/forgot-password', '/reset-password'];

/** Accepts only same-site paths, so `?redirect=` can never send a user to another origin. */
export function safeRedirect(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  return raw;
}

/** `/login?redirect={path and query}`; never a redirect back to an auth page itself. */
export function loginUrlFor(pathWithQuery: string): string {
  const path = pathWithQuery.split('?')[0];
  if (!path || AUTH_PATHS.includes(path)) return '/login';
  return `/login?redirect=${encodeURIComponent(pathWithQuery)}`;
}

export function currentPathWithQuery(): string {
  return window.location.pathname + window.location.search;
}
