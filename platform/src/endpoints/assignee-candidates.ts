// GET /api/first-timers/assignees?search=: who may be given follow-ups (members and leaders, at
// most 20), each with the follow-ups they already hold open. The admin picks from it in both
// areas (the admin's first-timers page, a first-timer's own page). The query key starts with the
// area's own first-timers key, so the area's refresh after an assignment updates the counts.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AssigneeCandidate } from '@church/contracts/first-timers';
import { emailOrNoSignIn } from '@church/contracts/user';
import { http } from '@church/platform/http';

export function fetchAssigneeCandidates(search: string, signal?: AbortSignal): Promise<AssigneeCandidate[]> {
  return http.get<{ data: AssigneeCandidate[] }>('/first-timers/assignees', { query: { search }, signal }).then((body) => body.data);
}

export const assigneeCandidatesQuery = (areaKey: readonly unknown[], search: string) =>
  queryOptions({
    queryKey: [...areaKey, 'assignees', search.trim()],
    queryFn: ({ signal }) => fetchAssigneeCandidates(search.trim(), signal),
    placeholderData: keepPreviousData,
    // The picker shows its own error.
    meta: { silent: true },
  });

export function useAssigneeCandidates(areaKey: readonly unknown[], search = '') {
  return useQuery(assigneeCandidatesQuery(areaKey, search));
}

/** "Ruth Bello — 3 open follow-ups": a candidate as the picker lists them. */
function assigneeCandidateLabel({ full_name: name, open_follow_ups: open }: AssigneeCandidate): string {
  return `${name} — ${open} open follow-up${open === 1 ? '' : 's'}`;
}

/** "ruth@example.org · +2348030000003": what tells two people of one name apart, shown under the name. */
function assigneeCandidateContact({ email, phone }: AssigneeCandidate): string {
  return phone ? `${emailOrNoSignIn(email)} · ${phone}` : emailOrNoSignIn(email);
}

/** A candidate as a choice of the picker: the name and open follow-ups, the contact below them. */
export function assigneeCandidateOption(candidate: AssigneeCandidate): { value: string; label: string; description: string } {
  return { value: String(candidate.id), label: assigneeCandidateLabel(candidate), description: assigneeCandidateContact(candidate) };
}
