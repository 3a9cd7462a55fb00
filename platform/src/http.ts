import { signedOut } from '@church/platform/auth-slice';
import { notifier } from '@church/platform/notifier';
import { currentPathWithQuery, loginUrlFor } from '@church/platform/redirects';
import { getAuthState, store } from '@church/platform/store';

// JSON calls with a 60-second timeout and a bearer token when held.
export const REQUEST_TIMEOUT_MS = 60_000;
export const FALLBACK_ERROR_MESSAGE = 'An error occured.';
export const SESSION_EXPIRED_MESSAGE = 'Your session is invalid or has expired. Please log in.';

export class HttpError extends Error {
  readonly status: number;
  readonly data: unknown;
  /** A 401 to a request that carried the session's token: the session was ended (and said so). */
  sessionEnded = false;

  constructor(status: number, data: unknown, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.data = data;
  }

  /** The server's per-field messages (`errors` of the error envelope), if any. */
  get fieldErrors(): Record<string, string[]> {
    const errors = isRecord(this.data) ? this.data.errors : undefined;
    return isRecord(errors) ? (errors as Record<string, string[]>) : {};
  }
}

export interface HttpConfig {
  baseUrl: string;
  /** Observes every failed request except 401s (e.g. for logging). */
  onError?: (error: unknown) => void;
  /** Called after a 401 cleared the session, with the login URL to go to. */
  onUnauthorized?: (loginUrl: string) => void;
}

let config: HttpConfig = { baseUrl: '/api' };

export function configureHttp(next: HttpConfig): void {
  config = { ...next, baseUrl: next.baseUrl.replace(/\/+$/, '') };
}

type UnauthorizedListener = (loginUrl: string) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The router side of the 401 flow subscribes here (see session-expiry.tsx). */
export function subscribeUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The response's data.message, else the raw error message, else the fallback. */
export function errorMessage(error: unknown): string {
  if (error instanceof HttpError && isRecord(error.data) && typeof error.data.message === 'string' && error.data.message) {
    return error.data.message;
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return FALLBACK_ERROR_MESSAGE;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  // A request that names its own credential (a paired station's) never carries the session's
  // token, and its 401 is an ordinary error that leaves the session alone.
  const token = options.headers?.Authorization === undefined ? getAuthState().token : null;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // A file upload (multipart): the browser writes its Content-Type with the boundary.
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(urlFor(path, options.query), {
      method,
      headers,
      body: body === undefined ? undefined : form ? (body as FormData) : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    const error = timeout.aborted ? new Error('The request timed out. Please try again.') : cause;
    config.onError?.(error);
    throw error;
  }

  const data = await readBody(response);
  if (response.ok) return data as T;

  const raw = new HttpError(response.status, data, `Request failed with status code ${response.status}`);
  const error = new HttpError(response.status, data, errorMessage(raw));
  if (response.status === 401 && token) {
    error.sessionEnded = true;
    handleUnauthorized(token);
  } else {
    config.onError?.(error);
  }
  throw error;
}

// A 401 on an authenticated call ends the session once, however many calls
// fail together. A 401 without a token (wrong password) is an ordinary error.
function handleUnauthorized(sentToken: string): void {
  if (getAuthState().token !== sentToken) return;
  const loginUrl = loginUrlFor(currentPathWithQuery());
  store.dispatch(signedOut());
  notifier.error(SESSION_EXPIRED_MESSAGE);
  config.onUnauthorized?.(loginUrl);
  for (const listener of unauthorizedListeners) listener(loginUrl);
}

function urlFor(path: string, query: RequestOptions['query']): string {
  const url = `${config.baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    // A proxy's HTML error page is not a message to show to users.
    return response.ok ? text : null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body ?? {}, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body ?? {}, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};
