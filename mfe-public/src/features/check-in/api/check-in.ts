// POST /api/check-ins { code, category, client_ref, scanned_at }: the signed-in person checks
// themself in with the code on the screen (201 new, 200 already recorded, 422 on `code`). With no
// connection the request waits on this phone and is sent when the connection returns; its
// client_ref makes the late send record nothing twice, and scanned_at lets the API honour a code
// that was valid when it was scanned.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceRecord } from '@church/contracts/attendance';
import type { CheckInRequest as CheckInBody } from '@church/contracts/check-in-schemas';
import { sendOrQueue } from '@church/platform/offline-outbox';
import { CHECK_IN_KEY } from './keys';

export type CheckInRequest = CheckInBody & { client_ref: string; scanned_at: string };

export type CheckInOutcome = { status: 'sent'; record: AttendanceRecord; message?: string } | { status: 'queued' };

export async function checkIn({ body, serviceName }: { body: CheckInRequest; serviceName?: string }): Promise<CheckInOutcome> {
  const result = await sendOrQueue<{ data: AttendanceRecord; message?: string }>({
    url: '/check-ins',
    method: 'POST',
    body,
    clientRef: body.client_ref,
    label: serviceName ? `Check-in at ${serviceName}` : 'Check-in',
    auth: 'session',
  });
  if (result.status === 'queued') return result;
  return { status: 'sent', record: result.response.data, message: result.response.message };
}

export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...CHECK_IN_KEY, 'check-in'],
    mutationFn: checkIn,
    // Offline, the outbox keeps the check-in: react-query must not hold the call back itself.
    networkMode: 'always',
    // The page says what went wrong itself.
    meta: { silent: true },
    // Every cached figure may count it (the month's progress, the dashboards' calendars).
    onSuccess: (outcome) => {
      if (outcome.status === 'sent') void queryClient.invalidateQueries();
    },
  });
}
