// /api/members/:id/absences: a person's announced absences as a leader (for the people they
// reach) or an admin reads, records and takes them back. The leaders' roster records them and
// the member's page lists, records and takes them back; each wraps these in its own area's keys.
import type { Absence, AbsenceFormValues } from '@church/contracts/absences';
import { http } from '@church/platform/http';

const absencesPath = (userId: number | string) => `/members/${encodeURIComponent(String(userId))}/absences`;

export function fetchMemberAbsences(userId: number | string, signal?: AbortSignal): Promise<Absence[]> {
  return http.get<{ data: Absence[] }>(absencesPath(userId), { signal }).then((body) => body.data);
}

export function recordMemberAbsence(userId: number | string, absence: AbsenceFormValues): Promise<{ data: Absence; message?: string }> {
  return http.post(absencesPath(userId), absence);
}

export function takeBackMemberAbsence(userId: number | string, absenceId: number): Promise<{ message: string }> {
  return http.delete(`${absencesPath(userId)}/${absenceId}`);
}
