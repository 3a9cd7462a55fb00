import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@church/platform/router';
import { subscribeUnauthorized } from '@church/platform/http';

/**
 * The React half of the 401 flow: http.ts has already cleared the session and shown the toast;
 * this drops every cached query (as logout does, so the next person to sign in on this browser
 * never sees the previous user's data) and sends the user to /login?redirect={path and query}.
 * Render it once inside the router.
 */
export function SessionExpiryRedirect() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeUnauthorized((loginUrl) => {
        queryClient.clear();
        navigate(loginUrl, { replace: true });
      }),
    [navigate, queryClient],
  );
  return null;
}
