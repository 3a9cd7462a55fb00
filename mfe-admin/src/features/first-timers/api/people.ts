// GET /api/first-timers/people?role=assignee: everyone who holds a follow-up, by name, each with
// how many they hold (the assignee filter's choices). The key starts with the area's first-timers
// key, so an assignment refreshes the names and counts with the list.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FollowUpPerson } from '@church/contracts/first-timers';
import { http } from '@church/platform/http';
import { ADMIN_FIRST_TIMERS_KEY } from './keys';

export function fetchAssignees(signal?: AbortSignal): Promise<FollowUpPerson[]> {
  return http.get<{ data: FollowUpPerson[] }>('/first-timers/people', { query: { role: 'assignee' }, signal }).then((body) => body.data);
}

export const assigneesQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_FIRST_TIMERS_KEY, 'people', 'assignee'],
    queryFn: ({ signal }) => fetchAssignees(signal),
  });

export function useAssignees() {
  return useQuery(assigneesQuery());
}
