// The station's writes: a check-in, a first-time visitor, a headcount. Each goes through the
// device's outbox: sent now when there is a connection, else kept on the tablet and sent when it
// returns, with the same client_ref (a retry finds the record already made) and the time it was
// made (it counts at the occurrence open then, not at the one open when it arrives).
import type { HeadcountCategory, StationFirstTimer } from '@church/contracts/stations';
import { sendOrQueue, type SendResult } from '@church/platform/offline-outbox';
import { newClientRef } from './client-ref';

export type StationWriteResult = SendResult;

export function checkInPerson(person: { id: number; first_name: string; last_name: string }): Promise<StationWriteResult> {
  const clientRef = newClientRef('checkin', person.id);
  return sendOrQueue({
    url: '/station/check-ins',
    method: 'POST',
    body: { user_id: person.id, made_at: new Date().toISOString() },
    clientRef,
    label: `Check-in: ${person.first_name} ${person.last_name}`,
    auth: 'station',
  });
}

export function addFirstTimer(visitor: StationFirstTimer): Promise<StationWriteResult> {
  return sendOrQueue({
    url: '/station/first-timers',
    method: 'POST',
    body: { ...visitor, made_at: new Date().toISOString() },
    clientRef: newClientRef('visitor'),
    label: `New visitor: ${visitor.first_name} ${visitor.last_name}`,
    auth: 'station',
  });
}

/** The station's own count for the category, replacing the one it sent before. */
export function setHeadcount(category: HeadcountCategory, count: number, label: string): Promise<StationWriteResult> {
  return sendOrQueue({
    url: '/station/headcounts',
    method: 'PUT',
    body: { category, count, made_at: new Date().toISOString() },
    clientRef: newClientRef('headcount'),
    label: `${label}: ${count}`,
    auth: 'station',
  });
}
