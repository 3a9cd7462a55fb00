import type { QueryPersister } from '@tanstack/query-core';
import { experimental_createQueryPersister } from '@tanstack/query-persist-client-core';
import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { readPersistedAuth } from '@church/platform/auth-slice';
import { readStationCredential } from '@church/platform/station-credential';

// A returning member's page paints from the device: the answers of a few queries are kept in
// IndexedDB, shown at once when the page opens again, and fetched again at once (stale time 0: a
// kept answer is stale the moment it is restored). Only a query that opts in with
// `...keptOnDevice<Data>()` is kept: the signed-in person's own figures, safe to show for the moment the
// new answer takes, and offline until the connection returns. Kept per person (the entry's key
// starts with the person's id, so no one else signed in on this device reads it), a day at most,
// and all of it forgotten when the person signs out or someone else signs in (the store calls
// forgetKeptQueries).

export const KEPT_QUERIES_DB_NAME = 'church-queries';
export const KEPT_QUERIES_STORE_NAME = 'answers';
/** Older than this, a kept answer is deleted instead of shown. */
export const KEPT_QUERIES_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Changed when what a kept answer holds changes shape: every older entry is then dropped. */
const KEPT_QUERIES_VERSION = '1';
const PREFIX = 'kept';

/**
 * A persister whose entries belong to an owner (the signed-in person, or the paired station): no
 * owner, nothing is read or written; every key starts with the owner, so no one else on this
 * device reads them.
 */
function ownedPersister(owner: () => string | null, store: () => UseStore, maxAge: number) {
  let expiredDropped = false;
  const storage = {
    getItem: async (key: string): Promise<string | undefined> => {
      const prefix = owner();
      if (!prefix) return undefined;
      // Once a page load: answers no longer asked for (last month's) and past their age go.
      if (!expiredDropped) {
        expiredDropped = true;
        setTimeout(() => void persister.persisterGc().catch(() => undefined), 0);
      }
      return orNothing(() => get<string>(prefix + key, store()));
    },
    setItem: async (key: string, value: string): Promise<void> => {
      const prefix = owner();
      if (prefix) await orNothing(() => set(prefix + key, value, store()));
    },
    removeItem: async (key: string): Promise<void> => {
      const prefix = owner();
      if (prefix) await orNothing(() => del(prefix + key, store()));
    },
    entries: async (): Promise<[string, string][]> => {
      const prefix = owner();
      const all = prefix ? await orNothing(() => entries<IDBValidKey, string>(store())) : undefined;
      if (!prefix || !all) return [];
      return all.filter(([key]) => String(key).startsWith(prefix)).map(([key, value]) => [String(key).slice(prefix.length), value]);
    },
  };
  const persister = experimental_createQueryPersister<string>({
    storage,
    maxAge,
    buster: KEPT_QUERIES_VERSION,
    prefix: PREFIX,
    // Asked again below, where a failed request is handled (the library's own refetch leaves its
    // rejection unhandled: a revoked tablet's restored names logged an error).
    refetchOnRestore: false,
  });
  // A restored answer is fetched again as soon as it is shown, whether or not a component watches
  // it yet: a page opening asks for its queries before it mounts, and mounting does not ask again.
  const persisterFn: typeof persister.persisterFn = async (queryFn, ctx, query) => {
    let asked = false;
    const data = await persister.persisterFn((context) => ((asked = true), queryFn(context)), ctx, query);
    if (!asked) setTimeout(() => void query.fetch().catch(() => undefined), 0);
    return data;
  };
  return { ...persister, persisterFn };
}

/** Without IndexedDB (a private window, a test without it) nothing is kept and queries fetch as usual. */
async function orNothing<T>(operation: () => Promise<T>): Promise<T | undefined> {
  try {
    return await operation();
  } catch {
    return undefined;
  }
}

let idbStore: UseStore | null = null;
function keptStore(): UseStore {
  idbStore ??= createStore(KEPT_QUERIES_DB_NAME, KEPT_QUERIES_STORE_NAME);
  return idbStore;
}

/**
 * The signed-in person's part of the store. Read from the stored session, which the store writes
 * on every change (the store itself loads this module when the person changes).
 */
function personPart(): string | null {
  const id = readPersistedAuth().user?.id;
  return id == null ? null : `${id}:`;
}

const persister = ownedPersister(personPart, keptStore, KEPT_QUERIES_MAX_AGE_MS);

/**
 * Spread into a query's options (`...keptOnDevice<Data>()`): its answer is kept on this device for the signed-in person.
 * `offlineFirst` lets a page opened with no connection show the kept answer (an online-only query
 * would wait for the connection before even reading the device); the request then waits, paused,
 * for the connection.
 */
export function keptOnDevice<TData>() {
  // Typed with the query's own data: react-query would otherwise infer the data as unknown from
  // the persister's generic signature. The key is any query's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the persister serves every key
  return { persister: persister.persisterFn as QueryPersister<TData, any>, networkMode: 'offlineFirst' as const };
}

/** Deletes every kept answer, whoever's (after a sign-out, or when someone else signs in). */
export async function forgetKeptQueries(): Promise<void> {
  try {
    await clear(keptStore());
  } catch {
    // No IndexedDB (a private window): nothing was kept.
  }
}

// A paired station's answers (the names it may check in) are its own, kept apart from any
// person's: a sign-out on the tablet leaves them, unpairing or a revoked credential deletes them.
// Kept a week and a day, so last week's names still answer at the next service without a connection.
export const KEPT_STATION_DB_NAME = 'church-station-queries';
export const KEPT_STATION_MAX_AGE_MS = 8 * 24 * 60 * 60 * 1000;

let stationIdbStore: UseStore | null = null;
function stationStore(): UseStore {
  stationIdbStore ??= createStore(KEPT_STATION_DB_NAME, KEPT_QUERIES_STORE_NAME);
  return stationIdbStore;
}

function stationPart(): string | null {
  const id = readStationCredential()?.station.id;
  return id == null ? null : `station-${id}:`;
}

const stationPersister = ownedPersister(stationPart, stationStore, KEPT_STATION_MAX_AGE_MS);

/** As `keptOnDevice`, for a paired station's query: kept for the station, not for a person. */
export function keptOnStation<TData>() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the persister serves every key
  return { persister: stationPersister.persisterFn as QueryPersister<TData, any>, networkMode: 'offlineFirst' as const };
}

/** Deletes every answer kept for a station on this device (unpairing, a revoked credential). */
export async function forgetStationQueries(): Promise<void> {
  try {
    await clear(stationStore());
  } catch {
    // No IndexedDB: nothing was kept.
  }
}
