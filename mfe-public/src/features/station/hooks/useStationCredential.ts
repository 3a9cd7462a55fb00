import { useMemo, useSyncExternalStore } from 'react';
import {
  clearStationCredential,
  readStationCredential,
  saveStationCredential,
  STATION_STORAGE_KEY,
  type StationCredential,
} from '@church/platform/station-credential';
import { forgetStationQueries } from '@church/platform/kept-queries';

// The tablet's station credential as React state: pairing, unpairing and a revoked credential
// (a 401) re-render every part of the screen, and another tab's change is seen through `storage`.

const listeners = new Set<() => void>();
/** Why the tablet was unpaired without anyone here asking (an admin revoked it); cleared on pairing. */
let unpairedReason: string | null = null;

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STATION_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// The stored text is the snapshot: a stable value between changes, parsed once per change.
const storedText = () => globalThis.localStorage?.getItem(STATION_STORAGE_KEY) ?? null;
// A prerendered page knows nothing of the tablet: it says "loading" until the browser has looked.
const UNKNOWN = undefined;

export const REVOKED_MESSAGE = 'An admin unpaired this tablet. Ask for a new pairing code to use it as a station again.';

export function rememberStation(credential: StationCredential): void {
  unpairedReason = null;
  saveStationCredential(credential);
  notify();
}

export function forgetStation(reason: string | null = null): void {
  unpairedReason = reason;
  clearStationCredential();
  void forgetStationQueries();
  notify();
}

/** The credential (null when unpaired, undefined before the browser was asked) and why it was lost. */
export function useStationCredential(): { credential: StationCredential | null | undefined; unpairedReason: string | null } {
  const text = useSyncExternalStore<string | null | undefined>(subscribe, storedText, () => UNKNOWN);
  const credential = useMemo(() => (text === UNKNOWN ? UNKNOWN : text === null ? null : readStationCredential()), [text]);
  return { credential, unpairedReason };
}
