// Mounts one federated area (a remote's exposed `./App`) inside the host's React tree, with the
// three containment layers: bounded retries with a timeout while loading,
// an area error screen with Retry when loading fails, and a boundary around its rendering.
import { Component, Suspense, lazy, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { deviceIsOffline, OfflinePage } from '@church/platform/offline-page';

export const LOAD_ATTEMPTS = 2;
export const ATTEMPT_TIMEOUT_MS = 4000;
export const RETRY_BACKOFF_MS = 400;

export class RemoteLoadError extends Error {
  constructor(readonly remoteId: string, readonly cause: unknown) {
    super(`Could not load ${remoteId}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RemoteLoadError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, id: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${id} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loads a federated module with bounded attempts; worst case about LOAD_ATTEMPTS * ATTEMPT_TIMEOUT_MS. */
export async function loadRemoteModule<T>(
  id: string,
  { attempts = LOAD_ATTEMPTS, timeoutMs = ATTEMPT_TIMEOUT_MS, backoffMs = RETRY_BACKOFF_MS, load = loadRemote } = {},
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await sleep(backoffMs);
    try {
      const module = await withTimeout(load<T>(id), timeoutMs, id);
      if (module) return module;
      lastError = new Error(`${id} resolved to nothing`);
    } catch (error) {
      lastError = error;
    }
  }
  throw new RemoteLoadError(id, lastError);
}

interface BoundaryProps {
  title: string;
  onRetry: () => void;
  children: ReactNode;
}

interface BoundaryState {
  error: Error | null;
}

/** Catches both a failed load (thrown by the lazy component) and a render failure of the area. */
class AreaBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    // Kept in the console for support; the user sees the area's error screen instead.
    console.warn(`[${this.props.title}]`, error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // The area's code (or a page's) was never kept on this device: offline is the reason to give.
    if (deviceIsOffline()) return <OfflinePage />;
    const unavailable = error instanceof RemoteLoadError;
    return (
      <section role="alert" aria-labelledby="area-error-title" data-testid="area-error" style={{ padding: '2rem', textAlign: 'center' }}>
        <h2 id="area-error-title">
          {unavailable ? `${this.props.title} is unavailable right now` : `${this.props.title} ran into a problem`}
        </h2>
        <p>
          {unavailable
            ? 'This part of the site could not be loaded. The rest of the site still works.'
            : 'Something went wrong while showing this page. The rest of the site still works.'}
        </p>
        <button type="button" onClick={this.props.onRetry}>
          Retry
        </button>
      </section>
    );
  }
}

export interface RemoteAreaProps {
  /** Federation name of the remote, e.g. 'mfe_admin'. */
  remote: string;
  /** What users call this area, for the error screen ("The admin area"). */
  title: string;
  /** Exposed module; every area exposes './App'. */
  module?: string;
  fallback?: ReactNode;
}

export function RemoteArea({ remote, title, module = 'App', fallback = null }: RemoteAreaProps) {
  // React.lazy caches a failed import forever, so each retry makes a fresh lazy component
  // and a fresh boundary; the retry re-attempts in place, no reload.
  const [attempt, setAttempt] = useState(0);
  const Area = useMemo(
    () => lazy(() => loadRemoteModule<{ default: ComponentType }>(`${remote}/${module}`)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, module, attempt],
  );
  return (
    <AreaBoundary key={attempt} title={title} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={fallback}>
        <Area />
      </Suspense>
    </AreaBoundary>
  );
}
