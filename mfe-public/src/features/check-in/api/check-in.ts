// POST /api/check-ins { code, category, client_ref, scanned_at }: the signed-in person checks
// themself in with the code on the screen (201 new, 200 already recorded, 422 on `code`). With no
// connection the request waits on this phone and is sent when the connection returns; its
// client_ref makes the late send record nothing twice, and scanned_at lets the API honour a code
// that was valid when it was scanned.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceRecord } from '@church/contracts/attendance';
import type { ServiceCategory } from '@church/contracts/service-categories';
import { http } from '@church/platform/http';
import { CHECK_IN_KEY } from './keys';

export interface CheckInRequest {
  code: string;
  category?: ServiceCategory;
  client_ref: string;
  scanned_at: string;
}

export type CheckInOutcome = { status: 'sent'; record: AttendanceRecord; message?: string } | { status: 'queued' };

export async function checkIn(body: CheckInRequest): Promise<CheckInOutcome> {
  const answer = await http.post<{ data: AttendanceRecord; message?: string }>('/check-ins', body);
  return { status: 'sent', record: answer.data, message: answer.message };
}

export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...CHECK_IN_KEY, 'check-in'],
    mutationFn: checkIn,
    // The page says what went wrong itself.
    meta: { silent: true },
    // Every cached figure may count it (the month's progress, the dashboards' calendars).
    onSuccess: (outcome) => {
      if (outcome.status === 'sent') void queryClient.invalidateQueries();
    },
  });
}
