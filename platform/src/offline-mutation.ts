import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { submitWrite, useOutboxSnapshot, type PendingWrite, type RefusedWrite, type SendResult, type WriteKind } from '@church/platform/offline-outbox';

// The one idiom for a write a device may make offline: `useOfflineMutation(kind)` sends it now or
// keeps it on the device, and `usePendingWrites(kind)` gives the writes the server's figures do
// not show yet, as typed payloads, for the page to lay over what the server answered.

/**
 * Sends a write of this kind now, or keeps it on the device (`{ status: 'queued' }`); an HTTP
 * refusal is the mutation's error, for the page to show. Once sent, the kind's queries are asked
 * again. `networkMode: 'always'`: react-query would otherwise pause it offline, before the outbox.
 */
export function useOfflineMutation<P, T = unknown>(kind: WriteKind<P>) {
  // Registers the page's query client with the outbox, for the queries to ask again once sent.
  useOutboxSnapshot();
  return useMutation<SendResult<T>, Error, P>({
    mutationKey: ['outbox', kind.name],
    mutationFn: (payload) => submitWrite<P, T>(kind, payload),
    networkMode: 'always',
    // Each page says what went wrong in its own place.
    meta: { silent: true },
  });
}

export interface PendingWrites<P> {
  /** Not in the server's figures yet (being sent, or waiting on the device), oldest first. */
  pending: PendingWrite<P>[];
  /** Kept on the device until the connection returns. */
  waiting: PendingWrite<P>[];
  /** Refused by the API when they arrived, with the reason. */
  refused: RefusedWrite<P>[];
}

/** This kind's writes the server's answers do not show yet, and those it refused. */
export function usePendingWrites<P>(kind: WriteKind<P>): PendingWrites<P> {
  const snapshot = useOutboxSnapshot();
  return useMemo(() => {
    const ofKind = <W extends PendingWrite>(writes: W[]) => writes.filter((write) => write.kind === kind.name) as unknown as (W & { payload: P })[];
    const waiting = ofKind(snapshot.pending);
    const pending = [...ofKind(snapshot.sending), ...waiting];
    return { pending, waiting, refused: ofKind(snapshot.refused) };
  }, [snapshot, kind.name]);
}
