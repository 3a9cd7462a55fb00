import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { subscribeUnauthorized } from './http';

/**
 * The router half of the 401 flow: http.ts has already cleared the session and shown the toast;
 * this sends the user to /login?redirect={path and query}. Render it once inside the router.
 */
export function SessionExpiryRedirect() {
  const navigate = useNavigate();
  useEffect(() => subscribeUnauthorized((loginUrl) => navigate(loginUrl, { replace: true })), [navigate]);
  return null;
}
