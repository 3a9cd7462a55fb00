// A page whose code cannot come because the device has no connection says so, with Retry, instead
// of a blank page, an error screen or a spinner that never ends. Its code is fetched again by a
// reload: a failed lazy import is cached by React (and by the page's loader) until the page loads again.
import { useEffect } from 'react';

export const OFFLINE_PAGE_TITLE = 'You are offline';
export const OFFLINE_PAGE_TEXT = 'This page needs a connection. It opens by itself when the connection is back.';

/** The browser knows it has no network at all (a failed load then means "offline", not "broken"). */
export function deviceIsOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

const reloadPage = () => window.location.reload();

/** The notice in a page's place; Retry (or the connection's return) loads the page again. */
export function OfflinePage({ retry = reloadPage }: { retry?: () => void }) {
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  return (
    <section role="alert" aria-labelledby="offline-page-title" data-testid="offline-page" style={{ padding: '2rem', textAlign: 'center' }}>
      <h2 id="offline-page-title">{OFFLINE_PAGE_TITLE}</h2>
      <p>{OFFLINE_PAGE_TEXT}</p>
      <button type="button" onClick={() => retry()}>
        Retry
      </button>
    </section>
  );
}
