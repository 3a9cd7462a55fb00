// A query's three states before its data shows: loading (a spinner), failed (the message and
// Retry), and answered with nothing to show. Every page and card that shows one query's data
// goes through it, so a failure reads and recovers the same everywhere.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { Spinner, type SpinnerSize } from './Loader';
import { themeOf } from './theme';

/** Said for any query that failed after its retries. */
export const DATA_LOAD_ERROR = 'Something went wrong with data loading.';

const Failure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => themeOf(p.theme).spacing.sm};
  padding: ${(p) => themeOf(p.theme).spacing.lg};
  color: ${(p) => themeOf(p.theme).colors.text};
  text-align: center;

  p {
    margin: 0;
  }
`;

/** The failure of a query, with Retry when it can be asked again. */
export function LoadError({ onRetry }: { onRetry?: () => void }) {
  return (
    <Failure role="alert" data-testid="data-load-error">
      <p>{DATA_LOAD_ERROR}</p>
      {onRetry && <Button onClick={() => onRetry()}>Retry</Button>}
    </Failure>
  );
}

/** Said where data cannot load because the device has no connection. */
export const OFFLINE_NOTICE = "You're offline. This will load when the connection is back.";

/** Where a query waits for the connection: react-query pauses it while the device is offline. */
export function OfflineNotice() {
  return (
    <Failure role="status" data-testid="offline-notice">
      <p>{OFFLINE_NOTICE}</p>
    </Failure>
  );
}

/** What QueryState reads of a query; react-query's result fits, and so does a few queries combined. */
export interface QueryLike<Data> {
  /** Undefined until the query has answered. */
  data: Data | undefined;
  isError: boolean;
  refetch: () => unknown;
  /** react-query's: 'paused' while it waits for the connection. */
  fetchStatus?: 'fetching' | 'paused' | 'idle';
}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export interface QueryStateProps<Data> {
  query: QueryLike<Data>;
  /** The spinner's accessible name while loading ("Loading your units"). */
  loadingLabel?: string;
  /** sm inside a card's section; md (the default) for a page or a card of its own. */
  spinnerSize?: SpinnerSize;
  /** Shown while loading instead of the spinner, e.g. a placeholder that keeps the layout. */
  loading?: ReactNode;
  /**
   * A failed refresh leaves the last answer on screen (a door's code, a station's desk that must
   * keep working through a dropped connection): the failure shows only while there is no answer.
   */
  keepPreviousData?: boolean;
  /** Whether the answer holds nothing to show; `empty` is shown then. */
  isEmpty?: (data: Data) => boolean;
  empty?: ReactNode;
  /** The answer, shown. */
  children: (data: Data) => ReactNode;
}

/** The query's failure, its loading, its empty answer, or its data through `children`, in that order. */
export function QueryState<Data>({ query, loadingLabel = 'Loading', spinnerSize, loading, keepPreviousData = false, isEmpty, empty, children }: QueryStateProps<Data>) {
  if (query.data === undefined && (query.fetchStatus === 'paused' || (query.isError && offline()))) return <OfflineNotice />;
  if (query.isError && !(keepPreviousData && query.data !== undefined)) return <LoadError onRetry={() => query.refetch()} />;
  if (query.data === undefined) return <>{loading ?? <Spinner size={spinnerSize} label={loadingLabel} />}</>;
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
