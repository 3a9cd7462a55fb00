import { useCurrentUser } from './current-user';
import { SessionExpiryRedirect } from './session-expiry';

/**
 * Render once inside the router (shell root layout, standalone harness): keeps the signed-in user
 * fresh from GET /me (which also surfaces a revoked session as a 401) and sends the user to
 * login when a 401 ends the session.
 */
export function SessionSync() {
  useCurrentUser();
  return <SessionExpiryRedirect />;
}
