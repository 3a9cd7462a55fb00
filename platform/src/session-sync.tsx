import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_STORAGE_KEY } from '@church/platform/auth-slice';
import { useCurrentUser } from '@church/platform/current-user';
import { SessionExpiryRedirect } from '@church/platform/session-expiry';

function tokenIn(stored: string | null): string | null {
  try {
    const token = stored ? (JSON.parse(stored) as { token?: unknown }).token : null;
    return typeof token === 'string' ? token : null;
  } catch {
    return null;
  }
}

/**
 * When another tab signs in, out, or as someone else, nothing cached in this tab belongs to
 * the new session (the store itself follows the other tab, see store.ts).
 */
function useForgetOtherSessions() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== AUTH_STORAGE_KEY && event.key !== null) return;
      if (event.key === null || tokenIn(event.oldValue) !== tokenIn(event.newValue)) queryClient.clear();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);
}

/**
 * Render once inside the router (shell root layout, standalone harness): keeps the signed-in user
 * fresh from GET /me (which also surfaces a revoked session as a 401), forgets data cached for
 * another session, and sends the user to login when a 401 ends the session.
 */
export function SessionSync() {
  useCurrentUser();
  useForgetOtherSessions();
  return <SessionExpiryRedirect />;
}
