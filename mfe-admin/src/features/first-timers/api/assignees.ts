// GET /api/first-timers/assignees?search=: members and leaders who may take follow-ups (at most
// 20), with how many they hold open.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AssigneeCandidate } from '@church/contracts/first-timers';
import { http } from '@church/platform/http';
import { ADMIN_FIRST_TIMERS_KEY } from './keys';

export function fetchAssignees(search: string, signal?: AbortSignal): Promise<AssigneeCandidate[]> {
  return http.get<{ data: AssigneeCandidate[] }>('/first-timers/assignees', { query: { search }, signal }).then((body) => body.data);
}

export const assigneesQuery = (search: string) =>
  queryOptions({
    queryKey: [...ADMIN_FIRST_TIMERS_KEY, 'assignees', search],
    queryFn: ({ signal }) => fetchAssignees(search, signal),
    placeholderData: keepPreviousData,
  });

export function useAssignees(search = '') {
  return useQuery(assigneesQuery(search.trim()));
}
