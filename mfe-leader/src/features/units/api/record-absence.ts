// POST /api/members/:id/absences: a leader (for a member of a unit they lead) or an admin records
// that the person is, or was, away.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { AbsenceFormValues } from '@church/contracts/absences';
import { recordMemberAbsence } from '@church/platform/endpoints/member-absences';
import { LEADERS_UNITS_KEY, refreshRoster } from './keys';

export interface RecordAbsence extends AbsenceFormValues {
  unitId: number;
  userId: number;
}

export const recordAbsenceMutation = mutationOptions({
  mutationKey: [...LEADERS_UNITS_KEY, 'record-absence'],
  mutationFn: ({ userId, from, to, reason }: RecordAbsence) => recordMemberAbsence(userId, { from, to, reason }),
  // The dialog shows the API's messages on their fields.
  meta: { silent: true },
  // The roster's "away", its figures and the absent list change with it.
  onSuccess: (_result, { unitId }, _onMutateResult, { client }) => refreshRoster(client, unitId),
});

export function useRecordAbsence() {
  return useMutation(recordAbsenceMutation);
}
