// A write's own reference, made once and sent with every retry (the API's idempotency key). It
// starts with the kind of write, so the waiting list read back after a reload still tells the
// check-ins apart (the running total counts them). The letters the API accepts: A-Z a-z 0-9 - _.
export type StationWriteKind = 'checkin' | 'visitor' | 'headcount';

function randomPart(): string {
  // randomUUID needs a secure origin; a tablet on the church's network may open the site over http.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A check-in's reference also names the person, so a reload still shows them as checked in. */
export function newClientRef(kind: StationWriteKind, personId?: number): string {
  return personId === undefined ? `${kind}-${randomPart()}` : `${kind}-${personId}-${randomPart()}`;
}

export function clientRefKind(clientRef: string): StationWriteKind | null {
  const kind = clientRef.split('-', 1)[0];
  return kind === 'checkin' || kind === 'visitor' || kind === 'headcount' ? kind : null;
}

/** The person a waiting check-in is for; null for any other write. */
export function checkInPersonOf(clientRef: string): number | null {
  const [kind, id] = clientRef.split('-');
  return kind === 'checkin' && /^\d+$/.test(id ?? '') ? Number(id) : null;
}
