import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router-dom';
import { useMemo } from 'react';
import { createErrorId } from '../errorId';
import { ErrorScreenContent } from './ErrorScreen';
import { Panel } from './ErrorScreenView';

const RESPONSE_TEXTS: Record<number, { title: string; text: (path: string) => string }> = {
  404: { title: 'Page not found', text: (path) => `No route matches URL "${path}".` },
  405: { title: 'Method not allowed', text: () => 'This page cannot accept that submission (the route has no action).' },
  403: { title: 'Access denied', text: () => 'You are not allowed to open this page.' },
  400: { title: 'Bad request', text: () => 'The request could not be understood. Check the address and try again.' },
};

/** The router's errorElement: route error responses by status, else the unexpected-error page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const errorId = useMemo(() => createErrorId(), []);

  if (isRouteErrorResponse(error)) {
    const known = RESPONSE_TEXTS[error.status];
    return (
      <Panel role="alert" aria-labelledby="route-error-title" data-testid="route-error" data-status={error.status}>
        <h1 id="route-error-title">
          {error.status} {known ? known.title : error.statusText}
        </h1>
        <p>{known ? known.text(pathname) : 'The page could not be shown.'}</p>
        <Link to="/">Go Home</Link>
      </Panel>
    );
  }

  console.error(`[${errorId}]`, error);
  return <ErrorScreenContent errorId={errorId} />;
}
