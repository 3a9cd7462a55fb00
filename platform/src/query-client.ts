import { type FetchQueryOptions, MutationCache, onlineManager, type Query, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorMessage, HttpError } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';

// Data query defaults: retries by status (none on 404, 422 or other 4xx; 2 on 408 and 429; 3
// otherwise) with a doubling delay up to 30 s; stale at once, cached 5 minutes.
export const QUERY_STALE_TIME_MS = 0;
export const QUERY_CACHE_TIME_MS = 5 * 60 * 1000;
export const MAX_RETRY_DELAY_MS = 30_000;

function statusOf(error: unknown): number | null {
  return error instanceof HttpError ? error.status : null;
}

/** `failureCount` counts the failures before this one (0 on the first), as react-query passes it. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status === 404 || status === 422) return false;
  if (status === 408 || status === 429) return failureCount < 2;
  if (status !== null && status >= 400 && status < 500) return false;
  return failureCount < 3;
}

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

// One toast per failed request (after the last retry). A 401 that ended the session already had
// its own toast (a refused sign-in, which carried no token, gets this one); a mutation with its
// own onError handler speaks for itself.
function toastError(error: unknown): void {
  if (error instanceof HttpError && error.sessionEnded) return;
  notifier.error(errorMessage(error));
}

/** A query's options, whatever its data type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- options of queries of any data type
export type AnyQueryOptions = FetchQueryOptions<any, any, any, any>;

// Queries a page fetched as it opened, before its code came (platform's lazyPage), and when. The
// page's own first mount takes their answer as it is: with stale time 0 it would fetch it again
// at once. Until the page has mounted, or for a minute if it never does (left while loading).
const fetchedForOpening = new WeakMap<Query, number>();
const OPENING_FETCH_KEPT_MS = 60_000;
const fetchedForOpeningNow = (query: Query) => Date.now() - (fetchedForOpening.get(query) ?? -Infinity) < OPENING_FETCH_KEPT_MS;

/**
 * Fetches each query not yet known (asked for or kept) for a page that is opening; resolves when
 * every one of them has an answer or has failed, one already under way without an answer (the
 * signed-in user, asked for by the shell) included.
 */
export function fetchForPageOpening(client: QueryClient, queries: readonly AnyQueryOptions[]): Promise<void> {
  const answers = queries.map((options) => {
    const state = client.getQueryState(options.queryKey);
    if (state) return state.data === undefined && state.fetchStatus === 'fetching' ? client.ensureQueryData(options).catch(() => undefined) : undefined;
    const fetching = client.prefetchQuery(options);
    const query = client.getQueryCache().find({ queryKey: options.queryKey, exact: true });
    if (query) fetchedForOpening.set(query as Query, Date.now());
    return fetching;
  });
  return Promise.all(answers).then(() => undefined);
}

/** Once the page has mounted: a mount later on fetches again, as stale time 0 says. */
export function pageOpened(client: QueryClient, queries: readonly AnyQueryOptions[]): void {
  for (const options of queries) {
    const query = client.getQueryCache().find({ queryKey: options.queryKey, exact: true });
    if (query) fetchedForOpening.delete(query as Query);
  }
}

export function createQueryClient(): QueryClient {
  // react-query assumes a connection until an 'offline' event. A page opened with none (from the
  // service worker's copy) says so at once: its queries wait, and run on the 'online' event.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent) return;
        toastError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.options.onError || mutation.meta?.silent) return;
        toastError(error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_CACHE_TIME_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: 'always',
        refetchOnMount: (query) => !fetchedForOpeningNow(query as Query),
      },
      mutations: { retry: false },
    },
  });
}

let shared: QueryClient | null = null;

/** The page-wide client (platform is a shared singleton, so shell and remotes share the cache). */
export function getQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}
