// PUT /api/units/:id/attendance: who is present and who is not, sent now or kept on this device
// until the connection returns (the offline outbox). The client_ref lets a send retried after a
// lost answer change nothing the second time; made_at is when the tick was made.
import type { UnitSheetWrite, UnitSheetWriteResult } from '@church/contracts/unit-sheet';
import { useOfflineMutation, usePendingWrites } from '@church/platform/offline-mutation';
import { defineWriteKind } from '@church/platform/offline-outbox';
import { sheetKey } from './keys';

export interface SheetChange {
  unitId: number;
  unitName: string;
  serviceId: number;
  date: string;
  /** The people whose tick changes, and to what. */
  userIds: readonly number[];
  present: boolean;
  /** What the waiting list calls it, e.g. "Marked 3 people present". */
  summary: string;
}

export const sheetWrite = defineWriteKind<SheetChange>({
  name: 'leaders.sheet',
  method: 'PUT',
  auth: 'session',
  url: (change) => `/units/${change.unitId}/attendance`,
  body: (change, envelope) => {
    const body: UnitSheetWrite = {
      service_id: change.serviceId,
      date: change.date,
      present: change.present ? [...change.userIds] : [],
      absent: change.present ? [] : [...change.userIds],
    };
    return { ...body, ...envelope };
  },
  label: (change) => `${change.unitName} sheet: ${change.summary}`,
  invalidates: (change) => [sheetKey(change.unitId, change.serviceId, change.date)],
});

export function useWriteSheet() {
  return useOfflineMutation<SheetChange, { data: UnitSheetWriteResult; message: string }>(sheetWrite);
}

/** The ticks of one sheet not in the server's answer yet (kept on this device or being sent), oldest first. */
export function usePendingSheetChanges(unitId: number, serviceId: number, date: string): SheetChange[] {
  return usePendingWrites(sheetWrite)
    .pending.map((write) => write.payload)
    .filter((change) => change.unitId === unitId && change.serviceId === serviceId && change.date === date);
}
