// A person's announced absences on their page, for an admin or a leader who reaches them:
// GET, POST and DELETE /api/members/:id/absences (the requests are platform's, shared with the
// leaders' roster). Recording or taking one back refreshes the person's attendance too, as the
// goal's expected count changes with it.
import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AbsenceFormValues } from '@church/contracts/absences';
import { fetchMemberAbsences, recordMemberAbsence, takeBackMemberAbsence } from '@church/platform/endpoints/member-absences';
import { MEMBERS_KEY } from './keys';

export const memberAbsencesQuery = (id: string) =>
  queryOptions({ queryKey: [...MEMBERS_KEY, 'absences', id], queryFn: ({ signal }) => fetchMemberAbsences(id, signal) });

export function useMemberAbsences(id: string, enabled: boolean) {
  return useQuery({ ...memberAbsencesQuery(id), enabled });
}

export const recordMemberAbsenceMutation = (id: string) =>
  mutationOptions({
    mutationKey: [...MEMBERS_KEY, 'absences', id, 'record'],
    mutationFn: (absence: AbsenceFormValues) => recordMemberAbsence(id, absence),
    // The dialog shows the API's messages on their fields.
    meta: { silent: true },
    onSuccess: (_result, _absence, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: MEMBERS_KEY }),
  });

export function useRecordMemberAbsence(id: string) {
  return useMutation(recordMemberAbsenceMutation(id));
}

export const takeBackMemberAbsenceMutation = (id: string) =>
  mutationOptions({
    mutationKey: [...MEMBERS_KEY, 'absences', id, 'take-back'],
    mutationFn: (absenceId: number) => takeBackMemberAbsence(id, absenceId),
    onSuccess: (_result, _absenceId, _onMutateResult, { client }) => client.invalidateQueries({ queryKey: MEMBERS_KEY }),
  });

export function useTakeBackMemberAbsence(id: string) {
  return useMutation(takeBackMemberAbsenceMutation(id));
}
