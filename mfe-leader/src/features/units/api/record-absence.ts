// POST /api/members/:id/absences: a leader (for a member of a unit they lead) or an admin records
// that the person is, or was, away.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Absence, AbsenceReason } from '@church/contracts/absences';
import { http } from '@church/platform/http';
import { LEADERS_UNITS_KEY, refreshRoster } from './keys';

export interface RecordAbsence {
  unitId: number;
  userId: number;
  from: string;
  to: string;
  reason: AbsenceReason | '';
}

export function recordAbsence({ userId, from, to, reason }: RecordAbsence): Promise<{ data: Absence; message?: string }> {
  return http.post(`/members/${userId}/absences`, { from, to, reason });
}

export function useRecordAbsence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...LEADERS_UNITS_KEY, 'record-absence'],
    mutationFn: recordAbsence,
    // The dialog shows the API's messages on their fields.
    meta: { silent: true },
    // The roster's "away", its figures and the absent list change with it.
    onSuccess: (_result, { unitId }) => refreshRoster(queryClient, unitId),
  });
}
