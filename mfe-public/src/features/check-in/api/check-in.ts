// POST /api/check-ins { code, category, client_ref, made_at }: the signed-in person checks
// themself in with the code on the screen (201 new, 200 already recorded, 422 on `code`). With no
// connection the request waits on this phone and is sent when the connection returns; its
// client_ref makes the late send record nothing twice, and made_at lets the API honour a code
// that was valid when it was used (the scan, when the person signed in after it).
import type { AttendanceRecord } from '@church/contracts/attendance';
import type { ServiceCategory } from '@church/contracts/service-categories';
import { useOfflineMutation, usePendingWrites } from '@church/platform/offline-mutation';
import { defineWriteKind } from '@church/platform/offline-outbox';

export interface CheckInPayload {
  code: string;
  category?: ServiceCategory;
  /** When the code was scanned, for a scan made signed out before a sign-in: the code is judged then. */
  scannedAt?: string;
  /** For the waiting list: "Check-in at Sunday Service". */
  serviceName?: string;
}

export const checkInWrite = defineWriteKind<CheckInPayload>({
  name: 'member.check-in',
  method: 'POST',
  auth: 'session',
  url: () => '/check-ins',
  madeAt: ({ scannedAt }) => scannedAt,
  body: ({ code, category }, envelope) => ({ code, ...(category && { category }), ...envelope }),
  label: ({ serviceName }) => (serviceName ? `Check-in at ${serviceName}` : 'Check-in'),
  // Every cached figure may count it (the month's progress, the preview, the dashboards' calendars).
  invalidates: () => [[]],
});

export function useCheckIn() {
  return useOfflineMutation<CheckInPayload, { data: AttendanceRecord; message?: string }>(checkInWrite);
}

/** Where a check-in kept on this phone is: still waiting, refused on arrival (with why), or sent. */
export function useQueuedCheckIn(clientRef: string | undefined): { state: 'waiting' } | { state: 'refused'; message: string } | { state: 'sent' } {
  const { pending, refused } = usePendingWrites(checkInWrite);
  const refusal = refused.find((write) => write.client_ref === clientRef);
  if (refusal) return { state: 'refused', message: refusal.message };
  return pending.some((write) => write.client_ref === clientRef) ? { state: 'waiting' } : { state: 'sent' };
}
