// PUT /api/units/:id/attendance: who is present and who is not, sent now or kept on this device
// until the connection returns (the offline outbox). The client_ref lets a send retried after a
// lost answer change nothing the second time.
import type { UnitSheetWrite, UnitSheetWriteResult } from '@church/contracts/unit-sheet';
import { type SendResult, sendOrQueue } from '@church/platform/offline-outbox';

export interface SheetChange {
  unitId: number;
  unitName: string;
  serviceId: number;
  date: string;
  /** The people whose tick changes, and to what. */
  userIds: readonly number[];
  present: boolean;
  /** What the waiting list calls it, e.g. "3 marked present". */
  summary: string;
}

export function newClientRef(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `sheet-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function sendSheetChange(change: SheetChange, clientRef: string = newClientRef()): Promise<SendResult<{ data: UnitSheetWriteResult; message: string }>> {
  const body: UnitSheetWrite = {
    service_id: change.serviceId,
    date: change.date,
    present: change.present ? [...change.userIds] : [],
    absent: change.present ? [] : [...change.userIds],
    client_ref: clientRef,
  };
  return sendOrQueue({
    url: `/units/${change.unitId}/attendance`,
    method: 'PUT',
    body: { ...body },
    clientRef,
    label: `${change.unitName} sheet: ${change.summary}`,
    auth: 'session',
  });
}
