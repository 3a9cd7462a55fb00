// Where the tablet keeps the names it may check in (IndexedDB), so the search answers offline.
// Unpairing or a revoked credential empties it: a tablet no longer a station keeps no names.
import { clear, createStore, type UseStore } from 'idb-keyval';

let store: UseStore | null = null;
export const rosterStore = (): UseStore => (store ??= createStore('church-station', 'roster'));

export function forgetKeptRosters(): Promise<void> {
  return clear(rosterStore()).catch(() => undefined);
}
