// Tests start from an empty outbox: the writes a previous test left waiting are gone.
import { clear, createStore } from 'idb-keyval';
import { OUTBOX_DB_NAME, OUTBOX_STORE_NAME } from '../offline-outbox';

export function emptyOutbox(): Promise<void> {
  return clear(createStore(OUTBOX_DB_NAME, OUTBOX_STORE_NAME));
}
