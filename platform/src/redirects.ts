// Redirect rules shared by the guards, the auth pages and the 401 handling.

export const AUTH_PATHS = ['/login', '/register', '/forgot-password', '/reset-password'];

const isControl = (code: number) => code <= 0x1f || (code >= 0x7f && code <= 0x9f);
const hasControl = (text: string) => [...text].some((char) => isControl(char.codePointAt(0)!));

/**
 * A control character (tab, line break, NUL…), typed or percent-encoded: browsers drop tabs and
 * line breaks from a URL, so `/<tab>/evil.example` would become `//evil.example`. A value whose
 * percent-encoding is broken cannot be checked, so it counts too.
 */
function hasControlCharacter(value: string): boolean {
  if (hasControl(value)) return true;
  try {
    return hasControl(decodeURIComponent(value));
  } catch {
    return true;
  }
}

/** Accepts only same-site paths, so `?redirect=` can never send a user to another origin. */
export function safeRedirect(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  if (hasControlCharacter(raw)) return fallback;
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
