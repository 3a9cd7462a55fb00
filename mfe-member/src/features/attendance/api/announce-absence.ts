// POST /api/me/absences: "I'll be away from … to …", with an optional reason.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Absence, AbsenceFormValues } from '@church/contracts/absences';
import { http } from '@church/platform/http';
import { ATTENDANCE_KEY } from './keys';

export function announceAbsence(body: AbsenceFormValues): Promise<{ data: Absence; message?: string }> {
  return http.post('/me/absences', body);
}

export const announceAbsenceMutation = mutationOptions({
  mutationKey: [...ATTENDANCE_KEY, 'absences', 'announce'],
  mutationFn: announceAbsence,
  // The dialog shows the API's messages on their fields.
  meta: { silent: true },
  onSuccess: (_result, _body, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: ATTENDANCE_KEY }),
});

export function useAnnounceAbsence() {
  return useMutation(announceAbsenceMutation);
}
