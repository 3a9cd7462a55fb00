import { useContext, useEffect, useSyncExternalStore } from 'react';
import { QueryClientContext, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { errorMessage, http, HttpError } from '@church/platform/http';
import { readStationCredential, stationAuthHeaders } from '@church/platform/station-credential';
import { getAuthState, store } from '@church/platform/store';

// Writes that must not be lost to a weak connection (check-ins at the door, a leader's sheet) wait
// on the device, in IndexedDB, and are sent when the connection returns. Every write has one
// envelope: its kind and typed payload, the client_ref the outbox mints (the API's idempotency
// key: a retry whose first send did arrive is answered 200, never recorded twice), made_at (the
// moment it was made on the device) and who made it (the signed-in person, or the station).
// A write is shown and sent only for whoever made it: another person signed in on the same phone
// sees none of it, and a tablet paired again as another station never sends the old one's writes
// under its new name (it shows them as not sent).

export type OutboxAuth = 'session' | 'station';

/** The envelope's own fields, added to every body. */
export interface WriteEnvelope {
  client_ref: string;
  made_at: string;
}

/** A kind of write, declared once beside its endpoint; `P` is what the page gives (no ids packed into strings). */
export interface WriteKind<P> {
  /** Stored with each write, so a page reads its own writes back after a reload, e.g. 'station.check-in'. */
  name: string;
  method: 'POST' | 'PUT' | 'PATCH';
  /** The signed-in person's session, or the paired station's credential. */
  auth: OutboxAuth;
  url: (payload: P) => string;
  /** When the write was made, if earlier than the call (a check-in's scan before a sign-in); else now. */
  madeAt?: (payload: P) => string | undefined;
  /** The JSON body, from the payload and the envelope. */
  body: (payload: P, envelope: WriteEnvelope) => Record<string, unknown>;
  /** What a person sees in the waiting list, e.g. "Check-in at Sunday service". */
  label: (payload: P) => string;
  /** The queries that show the write once the API has it: asked again once it is sent. */
  invalidates: (payload: P) => QueryKey[];
}

/** The one way to declare a kind (it only fixes `P` for the hooks). */
export function defineWriteKind<P>(kind: WriteKind<P>): WriteKind<P> {
  return kind;
}

/** Sent (with the API's answer), or kept on the device under its reference (to follow it in the pending writes). */
export type SendResult<T = unknown> = { status: 'sent'; response: T } | { status: 'queued'; client_ref: string };

/** Who made a write: it is sent only with that person's session, or as a station. */
export type MadeBy = { person: number | null } | { station: number | null };

export interface PendingWrite<P = unknown> extends WriteEnvelope {
  /** null for a write stored before kinds existed (sent as it was kept). */
  kind: string | null;
  payload: P;
  label: string;
}

export interface RefusedWrite<P = unknown> extends PendingWrite<P> {
  /** The API's reason, e.g. "This code has expired. Scan the code on the screen again." */
  message: string;
}

interface StoredWrite extends PendingWrite {
  made_by: MadeBy;
  url: string;
  method: WriteKind<unknown>['method'];
  auth: OutboxAuth;
  body: Record<string, unknown>;
  invalidates: QueryKey[];
  /** Orders writes made within the same millisecond on this page. */
  seq: number;
  refusal?: string;
}

/** A write kept by a page built before the envelope (already on tablets): sent as it is. */
interface LegacyWrite {
  url: string;
  method: StoredWrite['method'];
  body: Record<string, unknown>;
  clientRef: string;
  label: string;
  auth: OutboxAuth;
  createdAt: string;
  userId: number | null;
  refusal?: string;
}

function fromStore(row: StoredWrite | LegacyWrite): StoredWrite {
  if ('client_ref' in row) return row;
  const { clientRef, createdAt, userId, body, ...rest } = row;
  return {
    ...rest,
    kind: null,
    payload: undefined,
    client_ref: clientRef,
    made_at: createdAt,
    made_by: rest.auth === 'station' ? { station: null } : { person: userId },
    body: 'client_ref' in body ? body : { ...body, client_ref: clientRef },
    invalidates: [],
    seq: 0,
  };
}

/** Said of a write kept by a station before this tablet was paired as another one. */
export const OTHER_STATION_MESSAGE = 'Made before this tablet was paired as another station: it was not sent.';

interface Makers {
  person: number | null;
  station: number | null;
}

/** Who may send and see writes on this device now: the signed-in person and the paired station. */
function currentMakers(): Makers {
  return { person: getAuthState().user?.id ?? null, station: readStationCredential()?.station.id ?? null };
}

// A station write kept before writes carried their station (null) belongs to the station paired now.
function madeByStation(write: StoredWrite, station: number | null): boolean {
  return 'station' in write.made_by && station !== null && (write.made_by.station === null || write.made_by.station === station);
}

function madeByPerson(write: StoredWrite, person: number | null): boolean {
  return 'person' in write.made_by && person !== null && write.made_by.person === person;
}

const oldestFirst = (a: StoredWrite, b: StoredWrite) => a.made_at.localeCompare(b.made_at) || a.seq - b.seq;

export interface OutboxSnapshot {
  /** Kept on the device, waiting for a connection (oldest first). */
  pending: PendingWrite[];
  /** Being sent now, or sent with their queries not asked again yet: still shown over the server's figures. */
  sending: PendingWrite[];
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

const EMPTY: OutboxSnapshot = { pending: [], refused: [], sending: [] };
let stored: StoredWrite[] = [];
const sending = new Map<string, StoredWrite>();
const listeners = new Set<() => void>();

const pendingOf = ({ kind, payload, client_ref, made_at, label }: StoredWrite): PendingWrite => ({ kind, payload, client_ref, made_at, label });

let version = 0;

function publish(): void {
  version += 1;
  for (const listener of listeners) listener();
}

const hasWaiting = () => stored.some((w) => !w.refusal && !sending.has(w.client_ref));

/** The writes of whoever is signed in or paired here, and the old station's writes as not sent. */
function snapshotFor({ person, station }: Makers): OutboxSnapshot {
  const mine = (w: StoredWrite) => madeByPerson(w, person) || madeByStation(w, station);
  const ofOldStation = (w: StoredWrite) => station !== null && 'station' in w.made_by && !madeByStation(w, station);
  const sorted = [...stored].sort(oldestFirst);
  return {
    pending: sorted.filter((w) => mine(w) && !w.refusal && !sending.has(w.client_ref)).map(pendingOf),
    sending: [...sending.values()].filter(mine).map(pendingOf),
    refused: [
      ...sorted.filter((w) => mine(w) && w.refusal).map((w) => ({ ...pendingOf(w), message: w.refusal ?? '' })),
      ...sorted.filter(ofOldStation).map((w) => ({ ...pendingOf(w), message: OTHER_STATION_MESSAGE })),
    ],
  };
}

// useSyncExternalStore needs the same object until something changed: the outbox or who is here.
let cached: { key: string; snapshot: OutboxSnapshot } = { key: '', snapshot: EMPTY };
function currentSnapshot(): OutboxSnapshot {
  const makers = currentMakers();
  const key = `${version}|${makers.person}|${makers.station}`;
  if (cached.key !== key) cached = { key, snapshot: snapshotFor(makers) };
  return cached.snapshot;
}

async function refresh(): Promise<StoredWrite[]> {
  const rows = await entries<string, StoredWrite | LegacyWrite>(outboxStore());
  stored = rows.map(([, row]) => fromStore(row));
  publish();
  return stored;
}

// The query clients of the pages open now: a write sent from the outbox refreshes what they show.
const queryClients = new Map<QueryClient, number>();

/** Registers the page's query client (when it has one) while a component using the outbox is mounted. */
function useOutboxQueryClient(): void {
  const client = useContext(QueryClientContext);
  useEffect(() => {
    if (!client) return;
    queryClients.set(client, (queryClients.get(client) ?? 0) + 1);
    return () => {
      const left = (queryClients.get(client) ?? 1) - 1;
      if (left === 0) queryClients.delete(client);
      else queryClients.set(client, left);
    };
  }, [client]);
}

/** Asks again the queries the sent writes declared, then stops showing them as sending. */
async function settle(writes: StoredWrite[]): Promise<void> {
  const keys = new Map(writes.flatMap((w) => w.invalidates).map((key) => [JSON.stringify(key), key]));
  const asked = [...queryClients.keys()].flatMap((client) => [...keys.values()].map((queryKey) => client.invalidateQueries({ queryKey })));
  await Promise.allSettled(asked);
  for (const write of writes) sending.delete(write.client_ref);
  publish();
}

/** Sends one write; throws HttpError for an HTTP answer and anything else for no answer. */
async function send<T>(write: StoredWrite): Promise<T> {
  let options: { headers: Record<string, string> } | undefined;
  if (write.auth === 'station') {
    const headers = stationAuthHeaders();
    if (!headers) throw new HttpError(401, null, 'This device is not paired as a station.');
    options = { headers };
  }
  if (write.method === 'PUT') return http.put<T>(write.url, write.body, options);
  if (write.method === 'PATCH') return http.patch<T>(write.url, write.body, options);
  return http.post<T>(write.url, write.body, options);
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function randomPart(): string {
  // randomUUID needs a secure origin; a tablet on the church's network may open the site over http.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

let lastSeq = 0;

/** The envelope of a new write: its reference (made once, kept across retries) and its moment. */
function newWrite<P>(kind: WriteKind<P>, payload: P): StoredWrite {
  const envelope: WriteEnvelope = { client_ref: randomPart(), made_at: kind.madeAt?.(payload) ?? new Date().toISOString() };
  return {
    ...envelope,
    kind: kind.name,
    payload,
    label: kind.label(payload),
    made_by: kind.auth === 'station' ? { station: readStationCredential()?.station.id ?? null } : { person: getAuthState().user?.id ?? null },
    url: kind.url(payload),
    method: kind.method,
    auth: kind.auth,
    body: { ...kind.body(payload, envelope), ...envelope },
    invalidates: kind.invalidates(payload),
    seq: ++lastSeq,
  };
}

async function enqueue(write: StoredWrite): Promise<void> {
  await set(write.client_ref, write, outboxStore());
  sending.delete(write.client_ref);
  await refresh();
  scheduleRetry();
}

/**
 * Sends a write now, or keeps it on the device when there is no connection (offline, or the
 * request got no answer). Writes already waiting go first, so a later write never lands before an
 * earlier one (a tick before its undo, an old count after the new). An HTTP answer is never
 * queued: a refusal (422, 403…) is thrown as `HttpError` for the caller to show. Once sent, the
 * kind's queries are asked again; the write shows as sending until they have answered.
 * Writes made on this page go one after the other, in the order they were made: two quick taps
 * (+1 then -1) sent side by side could arrive the other way round, and the -1 be refused at 0.
 */
export function submitWrite<P, T = unknown>(kind: WriteKind<P>, payload: P): Promise<SendResult<T>> {
  startOutbox();
  const write = newWrite(kind, payload);
  sending.set(write.client_ref, write);
  publish();
  const turn = previousWrite.then(() => deliver<T>(write));
  previousWrite = turn.catch(() => undefined);
  return turn;
}

let previousWrite: Promise<unknown> = Promise.resolve();

async function deliver<T>(write: StoredWrite): Promise<SendResult<T>> {
  if (isOffline()) {
    await enqueue(write);
    return { status: 'queued', client_ref: write.client_ref };
  }
  try {
    if (hasWaiting()) await flushOutbox();
    const response = await send<T>(write);
    void settle([write]);
    return { status: 'sent', response };
  } catch (error) {
    if (error instanceof HttpError) {
      sending.delete(write.client_ref);
      publish();
      throw error;
    }
    await enqueue(write);
    return { status: 'queued', client_ref: write.client_ref };
  }
}

// An answer that says "not now" keeps the write; any other refusal is final and shown.
function keepsWaiting(error: HttpError): boolean {
  return error.status === 401 || error.status === 403 || error.status === 408 || error.status === 429 || error.status >= 500;
}

function canSendNow(write: StoredWrite): boolean {
  const makers = currentMakers();
  if ('station' in write.made_by) return madeByStation(write, makers.station);
  return getAuthState().token !== null && madeByPerson(write, makers.person);
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
  const writes = (await refresh()).filter((w) => !w.refusal && !sending.has(w.client_ref)).sort(oldestFirst);
  const sent: StoredWrite[] = [];
  for (const write of writes) {
    if (isOffline()) break;
    if (!canSendNow(write)) continue;
    try {
      await send(write);
      sending.set(write.client_ref, write);
      sent.push(write);
      await del(write.client_ref, outboxStore());
    } catch (error) {
      if (!(error instanceof HttpError)) break; // no answer: the connection is gone again
      if (keepsWaiting(error)) continue;
      await set(write.client_ref, { ...write, refusal: errorMessage(error) }, outboxStore());
    }
  }
  const left = await refresh();
  if (sent.length > 0) await settle(sent);
  if (left.some((w) => !w.refusal)) scheduleRetry();
}

/**
 * Before a person signs out: sends what they left waiting while the session still works, then
 * forgets whatever of theirs is left (refused, or not taken now), so the next person on this
 * device finds none of it.
 */
export async function settleWritesAtSignOut(): Promise<void> {
  const { person } = currentMakers();
  if (person === null || typeof indexedDB === 'undefined') return;
  await flushOutbox().catch(() => undefined);
  const left = stored.filter((w) => madeByPerson(w, person));
  for (const write of left) await del(write.client_ref, outboxStore());
  if (left.length > 0) await refresh();
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
  stored = [];
  sending.clear();
  publish();
}

// Listeners hear the outbox and the session (a sign-in or sign-out changes whose writes show).
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const stopHearingSession = store.subscribe(listener);
  return () => {
    listeners.delete(listener);
    stopHearingSession();
  };
}

/** The outbox's writes, kept current (starts the outbox when first used). */
export function useOutboxSnapshot(): OutboxSnapshot {
  useOutboxQueryClient();
  useEffect(() => startOutbox(), []);
  return useSyncExternalStore(subscribe, currentSnapshot, () => EMPTY);
}

export interface Outbox {
  /** Every write waiting on this device, whatever its kind. */
  pending: PendingWrite[];
  refused: RefusedWrite[];
  flush: () => Promise<void>;
  dismiss: (clientRef: string) => Promise<void>;
}

/** The writes waiting on this device (and those the API refused): what the notices show. */
export function useOutbox(): Outbox {
  const { pending, refused } = useOutboxSnapshot();
  return { pending, refused, flush: flushOutbox, dismiss: dismissRefused };
}
