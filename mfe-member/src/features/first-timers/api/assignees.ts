// GET /api/first-timers/assignees?search=: who may be given follow-ups (admins' picker).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AssigneeCandidate } from '@church/contracts/first-timers';
import { http } from '@church/platform/http';
import { FIRST_TIMERS_KEY } from './keys';

export function fetchAssignees(search: string, signal?: AbortSignal): Promise<AssigneeCandidate[]> {
  return http.get<{ data: AssigneeCandidate[] }>('/first-timers/assignees', { query: { search: search.trim() }, signal }).then((body) => body.data);
}

export const assigneesQuery = (search: string) =>
  queryOptions({
    queryKey: [...FIRST_TIMERS_KEY, 'assignees', search.trim()],
    queryFn: ({ signal }) => fetchAssignees(search, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export function useAssignees(search: string, enabled = true) {
  return useQuery({ ...assigneesQuery(search), enabled });
}
