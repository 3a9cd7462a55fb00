import { useEffect, useSyncExternalStore } from 'react';
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { errorMessage, http, HttpError } from '@church/platform/http';
import { stationAuthHeaders } from '@church/platform/station-credential';
import { getAuthState } from '@church/platform/store';

// Writes that must not be lost to a weak connection (check-ins at the door) wait on the device,
// in IndexedDB, and are sent when the connection returns. Every write carries its client_ref: the
// API treats it as an idempotency key, so a retry whose first send did arrive is answered 200
// with the record already made, never recorded twice.

export type OutboxAuth = 'session' | 'station';

export interface OutboxRequest {
  /** The API path, as given to `http` (e.g. '/check-ins'). */
  url: string;
  method: 'POST' | 'PUT' | 'PATCH';
  /** The JSON body; `client_ref` is added from `clientRef` when absent. */
  body: Record<string, unknown>;
  /** Unique per write (e.g. crypto.randomUUID()), made once and kept across retries. */
  clientRef: string;
  /** What the person sees in the waiting list, e.g. "Check-in, Sunday service". */
  label: string;
  /** The signed-in person's session, or the paired station's credential. */
  auth: OutboxAuth;
}

export type SendResult<T = unknown> = { status: 'sent'; response: T } | { status: 'queued' };

export interface PendingWrite {
  clientRef: string;
  label: string;
  createdAt: string;
}

export interface RefusedWrite extends PendingWrite {
  /** The API's reason, e.g. "This code has expired. Scan the code on the screen again." */
  message: string;
}

interface StoredWrite extends OutboxRequest {
  createdAt: string;
  /** A session write is sent only with the session of the person who made it. */
  userId: number | null;
  refusal?: string;
}

export interface OutboxSnapshot {
  pending: PendingWrite[];
  refused: RefusedWrite[];
}

/** How long after a failed pass the outbox tries again while writes wait (besides `online`). */
export const RETRY_INTERVAL_MS = 30_000;
export const OUTBOX_DB_NAME = 'church-outbox';
export const OUTBOX_STORE_NAME = 'writes';

let idbStore: UseStore | null = null;
function outboxStore(): UseStore {
  idbStore ??= createStore(OUTBOX_DB_NAME, OUTBOX_STORE_NAME);
  return idbStore;
}

let snapshot: OutboxSnapshot = { pending: [], refused: [] };
const listeners = new Set<() => void>();

function publish(writes: StoredWrite[]): void {
  const sorted = [...writes].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  snapshot = {
    pending: sorted.filter((w) => !w.refusal).map(({ clientRef, label, createdAt }) => ({ clientRef, label, createdAt })),
    refused: sorted
      .filter((w) => w.refusal)
      .map(({ clientRef, label, createdAt, refusal }) => ({ clientRef, label, createdAt, message: refusal ?? '' })),
  };
  for (const listener of listeners) listener();
}

async function readAll(): Promise<StoredWrite[]> {
  const rows = await entries<string, StoredWrite>(outboxStore());
  return rows.map(([, write]) => write);
}

async function refresh(): Promise<StoredWrite[]> {
  const writes = await readAll();
  publish(writes);
  return writes;
}

function withClientRef(request: OutboxRequest): Record<string, unknown> {
  return 'client_ref' in request.body ? request.body : { ...request.body, client_ref: request.clientRef };
}

/** Sends one write; throws HttpError for an HTTP answer and anything else for no answer. */
async function send<T>(request: OutboxRequest): Promise<T> {
  const body = withClientRef(request);
  let headers: Record<string, string> | undefined;
  if (request.auth === 'station') {
    const station = stationAuthHeaders();
    if (!station) throw new HttpError(401, null, 'This device is not paired as a station.');
    headers = station;
  }
  const options = headers ? { headers } : undefined;
  if (request.method === 'PUT') return http.put<T>(request.url, body, options);
  if (request.method === 'PATCH') return http.patch<T>(request.url, body, options);
  return http.post<T>(request.url, body, options);
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

async function enqueue(request: OutboxRequest): Promise<void> {
  const write: StoredWrite = {
    ...request,
    body: withClientRef(request),
    createdAt: new Date().toISOString(),
    userId: request.auth === 'session' ? (getAuthState().user?.id ?? null) : null,
  };
  await set(write.clientRef, write, outboxStore());
  await refresh();
  scheduleRetry();
}

/**
 * Sends a write now, or keeps it on the device when there is no connection (offline, or the
 * request got no answer). An HTTP answer is never queued: a refusal (422, 403…) is thrown as
 * `HttpError` for the caller to show, as `http` does. Called from a react-query mutation, give it
 * `networkMode: 'always'`: react-query otherwise pauses a mutation while offline, and the write
 * would never reach the outbox.
 */
export async function sendOrQueue<T = unknown>(request: OutboxRequest): Promise<SendResult<T>> {
  startOutbox();
  if (isOffline()) {
    await enqueue(request);
    return { status: 'queued' };
  }
  try {
    const response = await send<T>(request);
    return { status: 'sent', response };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    await enqueue(request);
    return { status: 'queued' };
  }
}

// An answer that says "not now" keeps the write; any other refusal is final and shown.
function keepsWaiting(error: HttpError): boolean {
  return error.status === 401 || error.status === 403 || error.status === 408 || error.status === 429 || error.status >= 500;
}

function canSendNow(write: StoredWrite): boolean {
  if (write.auth === 'station') return stationAuthHeaders() !== null;
  const auth = getAuthState();
  return auth.token !== null && auth.user?.id === write.userId;
}

let flushing: Promise<void> | null = null;

/**
 * Sends every waiting write, oldest first. One pass at a time in this tab; another tab's pass at
 * the same time is harmless (the client_ref makes the second send answer 200).
 */
export function flushOutbox(): Promise<void> {
  flushing ??= runPass().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function runPass(): Promise<void> {
  const writes = (await refresh()).filter((w) => !w.refusal).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const write of writes) {
    if (isOffline()) break;
    if (!canSendNow(write)) continue;
    try {
      await send(write);
      await del(write.clientRef, outboxStore());
    } catch (error) {
      if (!(error instanceof HttpError)) break; // no answer: the connection is gone again
      if (keepsWaiting(error)) continue;
      await set(write.clientRef, { ...write, refusal: errorMessage(error) }, outboxStore());
    }
  }
  const left = await refresh();
  if (left.some((w) => !w.refusal)) scheduleRetry();
}

/** Forgets a refused write once its person has read why. */
export async function dismissRefused(clientRef: string): Promise<void> {
  await del(clientRef, outboxStore());
  await refresh();
}

let retryTimer: ReturnType<typeof setTimeout> | null = null;
function scheduleRetry(): void {
  if (retryTimer !== null) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void flushOutbox();
  }, RETRY_INTERVAL_MS);
}

let started = false;
const onOnline = () => void flushOutbox();
const onVisible = () => {
  if (document.visibilityState === 'visible') void flushOutbox();
};

/** Loads the waiting writes and sends them: at the app's start, on `online`, and on return to the tab. */
export function startOutbox(): void {
  if (started || typeof window === 'undefined' || typeof indexedDB === 'undefined') return;
  started = true;
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  void flushOutbox().catch(() => undefined);
}

/** Test helper: stops listening and forgets the cached state (the stored writes stay). */
export function stopOutbox(): void {
  if (!started) return;
  started = false;
  window.removeEventListener('online', onOnline);
  document.removeEventListener('visibilitychange', onVisible);
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
  snapshot = { pending: [], refused: [] };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface Outbox extends OutboxSnapshot {
  flush: () => Promise<void>;
  dismiss: (clientRef: string) => Promise<void>;
}

/** The writes waiting on this device (and those the API refused), kept current. */
export function useOutbox(): Outbox {
  useEffect(() => startOutbox(), []);
  const current = useSyncExternalStore(subscribe, () => snapshot, () => snapshot);
  return { ...current, flush: flushOutbox, dismiss: dismissRefused };
}
